import { describe, expect, it } from 'vitest';
import type { ApprovalState } from '@fleet/shared/engines/approvals';
import type { EstimationLine } from '@fleet/shared/garage/estimation';
import { testInspectionLine as inspectionLine } from '../../../tests/support/inspection-lines.ts';
import { repairJobLines, type RepairEstimation } from './repair-job.ts';

const estimationLine = (serlnumb: number, extra: Partial<EstimationLine>): EstimationLine => ({
  serlnumb,
  linetype: 'SUBREPAIR',
  wrkshpid: 'WS01',
  wrkshpnam: 'Mechanical',
  wrkshpnamar: 'الميكانيكا',
  mainrepid: 'MR0101',
  mainrepnam: 'Engine',
  mainrepnamar: 'المحرك',
  subrepid: '',
  subrepnam: '',
  subrepnamar: '',
  sparepart: '',
  sparenam: '',
  spareuom: '',
  workdesc: '',
  qty: 1,
  unitprice: 0,
  remarks: '',
  laborhors: 0,
  value: 0,
  ...extra,
});

const approved = (lines: EstimationLine[], rejected: number[] = []): RepairEstimation => ({
  lines,
  approval: {
    state: 'approved',
    lines: {
      MOI: Object.fromEntries(
        rejected.map((serlnumb) => [String(serlnumb), { aprstatus: 'R', remarks: 'No' }]),
      ),
    },
  } as unknown as ApprovalState,
});

// Inspection: A (SR-A) and C (SR-C). Estimation: A, C rejected, B added, a part, a labour line.
const inspection = [inspectionLine(1, 'SR-A'), inspectionLine(2, 'SR-C')];
const estimation = approved(
  [
    estimationLine(1, { subrepid: 'SR-A', subrepnam: 'Sub A', subrepnamar: 'أ', laborhors: 2, value: 12 }),
    estimationLine(2, { subrepid: 'SR-C', subrepnam: 'Sub C', value: 10 }),
    estimationLine(3, { subrepid: 'SR-B', subrepnam: 'Sub B', subrepnamar: 'ب', laborhors: 1, value: 8 }),
    estimationLine(4, { linetype: 'PART', mainrepid: '', wrkshpid: '', sparepart: 'P-1', value: 5 }),
    estimationLine(5, {
      linetype: 'LABOUR',
      wrkshpid: '',
      mainrepid: '',
      wrkshpnam: '',
      mainrepnam: '',
      workdesc: 'Road test',
      qty: 1.5,
      value: 7.5,
    }),
  ],
  [2],
);

describe('unit: the repair job of an approved estimation (issue 24)', () => {
  it('is the inspection lines while the estimation is not approved', () => {
    const pending = { ...estimation, approval: { ...estimation.approval!, state: 'pending' as const } };
    expect(repairJobLines(inspection, pending)).toEqual({ lines: inspection, stored: inspection });
    expect(repairJobLines(inspection, undefined).lines).toEqual(inspection);
  });

  it('takes every approved sub repair and labour line, those the estimation added too, at the approved value', () => {
    const job = repairJobLines(inspection, estimation);

    expect(
      job.lines.map((line) => [line.serlnumb, line.subrepid, line.subrepnam, line.laborcost, line.estserl]),
    ).toEqual([
      [1, 'SR-A', 'Sub A', 12, 1],
      [3, 'SR-B', 'Sub B', 8, 3],
      [4, '', 'Road test', 7.5, 5],
    ]);
    expect(job.lines[1]).toMatchObject({
      subrepnamar: 'ب',
      mainrepnamar: 'المحرك',
      laborhors: 1,
      repstatus: '',
    });
    expect(job.lines[2]).toMatchObject({ laborhors: 1.5 });
    // The rejected line stays on the inspection as it was found, out of the repair job.
    expect(job.stored.map((line) => line.serlnumb)).toEqual([1, 2, 3, 4]);
    expect(job.stored[1]).toEqual(inspection[1]);
  });

  it('matches the lines it stored again and keeps their progress', () => {
    const first = repairJobLines(inspection, estimation);
    const started = first.stored.map((line) =>
      line.serlnumb === 3 ? { ...line, repstatus: 'finished' as const, finishedat: 't1', acthours: 1 } : line,
    );

    const again = repairJobLines(started, estimation);

    expect(again.stored).toEqual(started);
    expect(again.lines.find((line) => line.serlnumb === 3)).toMatchObject({
      repstatus: 'finished',
      acthours: 1,
    });
  });

  it('keeps in the repair job an inspection line the estimation left out when work was recorded on it', () => {
    const worked = [inspection[0]!, { ...inspection[1]!, repstatus: 'started' as const, startedat: 't0' }];

    const job = repairJobLines(worked, estimation);

    expect(job.lines.map((line) => line.serlnumb)).toEqual([1, 2, 3, 4]);
  });
});
