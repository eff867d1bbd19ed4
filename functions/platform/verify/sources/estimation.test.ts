import { describe, expect, it } from 'vitest';
import type { ApprovalState } from '@fleet/shared/engines/approvals';
import type { EstimationLine, EstimationMaster } from '@fleet/shared/garage/estimation';
import { contentHash } from '../hash.ts';
import { registerVerificationSource, verificationDoctypes, verificationSource } from '../sources.ts';
import { estimationVerification } from './estimation.ts';

const approval: ApprovalState = {
  round: 1,
  state: 'approved',
  amount: 205,
  requester: 'teamleader',
  submittedAt: '2026-11-20T07:00:00.000Z',
  decisions: {
    MOI: {
      decision: 'A',
      user: 'delegate1',
      onBehalfOf: 'moiapprover',
      at: '2026-11-20T08:00:00.000Z',
      amount: 205,
      remarks: 'OK',
    },
  },
  waitingSince: {},
  lines: {},
};

const master = {
  docnumbr: 'QT-2026-00007',
  docdate: '2026-11-20',
  doctime: '10:00',
  jobordno: 'JO-2026-00031',
  joborddat: '2026-11-19',
  vehicleno: '74/37492',
  vehmaknam: 'Toyota',
  garage: 'G01',
  garagnam: 'Garage One',
  remarks: 'Engine knocking',
  subrepairtotal: 180,
  partstotal: 25,
  labourtotal: 0,
  totalval: 205,
  approvedval: 205,
  cretuser: 'teamleader',
  credate: '2026-11-20T07:00:00.000Z',
  moduser: 'moiapprover',
  moddate: '2026-11-20T08:00:00.000Z',
  version: 2,
  approval,
} satisfies EstimationMaster;

const line = (serlnumb: number, qty: number, unitprice: number) =>
  ({
    serlnumb,
    linetype: 'PART',
    wrkshpid: '',
    mainrepid: '',
    subrepid: '',
    sparepart: 'OIL-5W30',
    sparenam: 'Engine oil',
    spareuom: 'L',
    workdesc: '',
    qty,
    unitprice,
    remarks: '',
    subrepnam: '',
    mainrepnam: '',
    wrkshpnam: '',
    laborhors: 0,
    value: qty * unitprice,
  }) satisfies EstimationLine;

const lines = [line(2, 1, 180), line(1, 2, 12.5)];

describe('unit: estimation verification source', () => {
  it('shows the number, date, garage, totals, lines, decisions and state, and nothing stored', () => {
    const { view } = estimationVerification(master, lines);

    expect(view).toEqual({
      doctype: 'QUOT',
      docnumbr: 'QT-2026-00007',
      title: { en: 'Estimation', ar: 'التقدير' },
      docdate: '2026-11-20',
      party: 'Garage One',
      totals: [
        { label: { en: 'Sub repairs', ar: 'الإصلاحات الفرعية' }, amount: 180 },
        { label: { en: 'Spare parts', ar: 'قطع الغيار' }, amount: 25 },
        { label: { en: 'Labour', ar: 'العمالة' }, amount: 0 },
        { label: { en: 'Approved total', ar: 'الإجمالي المعتمد' }, amount: 205 },
        { label: { en: 'Total', ar: 'الإجمالي' }, amount: 205 },
      ],
      lines: 2,
      approvals: [
        {
          level: 'MOI',
          decision: 'A',
          user: 'delegate1',
          onBehalfOf: 'moiapprover',
          at: '2026-11-20T08:00:00.000Z',
        },
      ],
      status: { en: 'Approved', ar: 'معتمد' },
    });
  });

  it('hashes the same content whatever the order the lines were read in, and a changed price or decision differently', () => {
    const hash = contentHash(estimationVerification(master, lines).content);

    expect(contentHash(estimationVerification(master, [...lines].reverse()).content)).toBe(hash);
    expect(contentHash(estimationVerification(master, [line(2, 1, 180), line(1, 2, 12.6)]).content)).not.toBe(
      hash,
    );
    const withdrawn = { ...master, approval: { ...approval, state: 'pending' as const, decisions: {} } };
    expect(contentHash(estimationVerification(withdrawn, lines).content)).not.toBe(hash);
    expect(contentHash(estimationVerification({ ...master, remarks: 'Changed' }, lines).content)).not.toBe(
      hash,
    );
  });

  it('keeps the hash a copy printed before was given', () => {
    expect(contentHash(estimationVerification(master, lines).content)).toBe('a812990fe96d52c9');
    // A draft printed before its submission: no decisions, state draft, round 0.
    expect(contentHash(estimationVerification({ ...master, approval: undefined }, lines).content)).toBe(
      '08eeecb9fe096000',
    );
  });

  it('is registered for QUOT, once', () => {
    expect(verificationDoctypes()).toContain('QUOT');
    expect(verificationSource('QUOT')).toBeTypeOf('function');
    expect(() => registerVerificationSource('QUOT', async () => undefined)).toThrow(/already registered/);
  });
});
