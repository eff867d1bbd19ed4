import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import type { GarageTechnicianRow } from '@fleet/shared/garage/garage-technician';
import type { Employee, Workshop } from '@fleet/shared/platform/lookups';
import { messageKeyOf } from '../../../../api/errors.ts';
import {
  editable,
  emptyAssignment,
  flatChoices,
  freeWorkshops,
  fromAssignment,
  technicianChoices,
  toRequest,
  typedHours,
  validateAssignment,
  type TechnicianFormValues,
} from './technicianForm.ts';
import { typedNumber } from '../../../../kit/document/typedNumber.ts';

const values = (
  details: { wrkshpid: string; empcdetech: string; estjobtime: string }[],
): TechnicianFormValues => ({
  jobordno: 'JO-2026-00001',
  details: details.map((line, index) => ({ key: `k${index}`, ...line })),
  remarks: '  note ',
});

describe('component logic: garage technician form', () => {
  it('starts with one empty workshop line', () => {
    const empty = emptyAssignment();
    expect(empty.jobordno).toBe('');
    expect(empty.details).toHaveLength(1);
    expect(empty.details[0]).toMatchObject({ wrkshpid: '', empcdetech: '', estjobtime: '' });
    expect(emptyAssignment().details[0]!.key).not.toBe(empty.details[0]!.key);
  });

  it('sends hours as numbers (a comma too), trimmed remarks, and the version only when editing', () => {
    const request = toRequest(values([{ wrkshpid: 'WS01', empcdetech: 'E1005', estjobtime: '2,5' }]));
    expect(request).toEqual({
      jobordno: 'JO-2026-00001',
      details: [{ wrkshpid: 'WS01', empcdetech: 'E1005', estjobtime: 2.5 }],
      remarks: 'note',
    });
    expect(toRequest({ ...values([]), version: 3 }).version).toBe(3);
    expect(typedNumber('')).toBeNaN();
    expect(typedNumber('abc')).toBeNaN();
  });

  it('is valid for a complete assignment', () => {
    const result = validateAssignment(
      values([{ wrkshpid: 'WS01', empcdetech: 'E1005', estjobtime: '3' }]),
      messageKeyOf,
    );
    expect(result).toEqual({ fields: {}, lines: {} });
  });

  it('words each line problem by its catalogue key, on the line and field it belongs to', () => {
    const result = validateAssignment(
      values([
        { wrkshpid: 'WS01', empcdetech: '', estjobtime: '0' },
        { wrkshpid: 'WS01', empcdetech: 'E1005', estjobtime: 'x' },
      ]),
      messageKeyOf,
    );
    expect(result.lines[0]).toEqual({
      empcdetech: 'errors:garageTechnicianTechnicianRequired',
      estjobtime: 'errors:garageTechnicianEstJobTimeRequired',
    });
    expect(result.lines[1]).toEqual({ estjobtime: 'errors:garageTechnicianEstJobTimeRequired' });
    expect(result.fields['details']).toMatch(/^errors:garageTechnician/);
    // A repeated workshop shows once the lines are otherwise complete (the schema checks it last).
    const repeated = validateAssignment(
      values([
        { wrkshpid: 'WS01', empcdetech: 'E1014', estjobtime: '1' },
        { wrkshpid: 'WS01', empcdetech: 'E1005', estjobtime: '2' },
      ]),
      messageKeyOf,
    );
    expect(repeated.lines).toEqual({ 1: { wrkshpid: 'errors:garageTechnicianDuplicateWorkshop' } });
  });

  it('asks for a job order and at least one line', () => {
    const result = validateAssignment({ ...values([]), jobordno: '' }, messageKeyOf);
    expect(result.fields).toEqual({
      jobordno: 'errors:garageTechnicianJobOrderRequired',
      details: 'errors:garageTechnicianNoLines',
    });
    expect(messageKeyOf(messages.garageTechnicianNoLines)).toBe('garageTechnicianNoLines');
  });

  it('loads a stored assignment in line order with its version', () => {
    const loaded = fromAssignment({
      jobordno: 'JO-1',
      remarks: 'r',
      version: 4,
      details: [
        { serlnumb: 2, wrkshpid: 'WS02', empcdetech: 'E1014', estjobtime: 1.5 },
        { serlnumb: 1, wrkshpid: 'WS01', empcdetech: 'E1005', estjobtime: 3 },
      ],
    } as unknown as GarageTechnicianRow);
    expect(loaded).toMatchObject({ jobordno: 'JO-1', remarks: 'r', version: 4 });
    expect(loaded.details.map((line) => [line.wrkshpid, line.empcdetech, line.estjobtime])).toEqual([
      ['WS01', 'E1005', '3'],
      ['WS02', 'E1014', '1.5'],
    ]);
  });

  it('totals the hours typed so far and offers each workshop to one line only', () => {
    const form = values([
      { wrkshpid: 'WS01', empcdetech: 'E1005', estjobtime: '2.25' },
      { wrkshpid: '', empcdetech: '', estjobtime: 'x' },
      { wrkshpid: 'WS03', empcdetech: '', estjobtime: '0.5' },
    ]);
    expect(typedHours(form)).toBe(2.75);
    const options = ['WS01', 'WS02', 'WS03'].map((value) => ({ value, label: value }));
    expect(freeWorkshops(options, form, 0).map((option) => option.value)).toEqual(['WS01', 'WS02']);
    expect(freeWorkshops(options, form, 1).map((option) => option.value)).toEqual(['WS02']);
  });

  it('allows changes only while the job order is at 1209', () => {
    expect(editable(1209)).toBe(true);
    expect(editable(1210)).toBe(false);
    expect(editable(undefined)).toBe(false);
  });
});

describe('garage technician form: technician choices of a workshop line', () => {
  const employee = (emplcode: string, jobtitle: string) =>
    ({ emplcode, emplname: emplcode, jobtitle, jobtitlear: '', garageid: 'G01' }) as Employee;
  const garage = [employee('E1005', 'Mechanical Technician'), employee('E1014', 'Auto Electrician')];
  const labels = { matching: 'trade', others: 'others' };
  const option = (row: Employee) => row.emplcode;

  it("groups the workshop's trade first, then the garage's others and the kept technicians", () => {
    const electrical = { wrkshpid: 'WS02', wrkshpnam: 'Electrical Workshop', wrkshpnamar: '', type: 'main' };
    const choices = technicianChoices(garage, electrical as Workshop, option, labels, ['E9000']);
    expect(choices).toEqual([
      { label: 'trade', options: ['E1014'] },
      { label: 'others', options: ['E1005', 'E9000'] },
    ]);
    expect(flatChoices(choices)).toEqual(['E1014', 'E1005', 'E9000']);
  });

  it('offers one flat list when the workshop names no trade', () => {
    const periodic = { wrkshpid: 'WS07', wrkshpnam: 'Periodic Service', wrkshpnamar: '', type: 'sticker' };
    expect(technicianChoices(garage, periodic as Workshop, option, labels)).toEqual(['E1005', 'E1014']);
    expect(technicianChoices(garage, undefined, option, labels)).toEqual(['E1005', 'E1014']);
  });
});
