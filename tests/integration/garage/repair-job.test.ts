/**
 * Issue 24: the repair job is the approved estimation's work. A garage inspection finds line A; the
 * estimation adds sub repair B and a labour line; once MOI approves it, the repair job completion
 * records all three, and the 3-in-1 of the delivered job order charges all three at the approved
 * values: its total equals the approved estimation total to the fils (in the walk, 8.000 KWD added in
 * the estimation never reached the 3-in-1).
 */
import { describe, expect, it } from 'vitest';
import type { ThreeInOneMaster } from '@fleet/shared/accounts/accounts';
import type { EstimationDocument } from '@fleet/shared/garage/estimation';
import type { InspectionLine } from '@fleet/shared/garage/garage-inspection';
import { ok, signInAll } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { inspectedTestJobOrder, seedRepairs } from '../../support/garage-inspections.ts';
import { deliverTestJobOrder, jobOrderStatus } from '../../support/job-orders.ts';
import { approve } from '../../support/decisions.ts';

const g = (call: string) => `/api/GarageInspection/${call}`;
const q = (call: string) => `/api/Quotation/${call}`;

/** Seed sub repairs: A 8 h at 60.000 KWD, B 1 h at 7.500 KWD. */
const { engine: lineA, brakes: lineB } = seedRepairs;
const roadTest = { linetype: 'LABOUR', workdesc: 'Road test and adjustments', qty: 1, unitprice: 8 };

/** A job order inspected with `lines` (1213). */
const inspectedJobOrder = (lines: object[] = [lineA]) =>
  inspectedTestJobOrder(inspector, 'RJ', lines, { creator: 'admin' });

/** The estimation of line A, B added and a labour line, approved by MOI (1216). */
async function approvedEstimation(jobordno: string) {
  const saved = ok(
    await teamleader.post<[string, { docnumbr: string; version: number }]>(q('insertupdatequotation'), {
      jobordno,
      lines: [{ linetype: 'SUBREPAIR', ...lineA }, { linetype: 'SUBREPAIR', ...lineB }, roadTest],
    }),
  )[1];
  await approve(moi, q('approvequotation'), saved.docnumbr, saved.version);
  expect(await jobOrderStatus(jobordno)).toBe(1216);
  const document = ok(
    await teamleader.get<EstimationDocument>(q('getByQuotId'), { docnumbr: saved.docnumbr }),
  );
  // The estimation keeps the sub repairs' names in both languages (issue 24).
  expect(document.lines[1]).toMatchObject({
    subrepid: lineB.subrepid,
    subrepnam: 'Front brake pads replacement',
  });
  expect(document.lines[1]!.subrepnamar).toMatch(/\p{Script=Arabic}/u);
  return document.master;
}

useRuntimeEnv();
const [inspector, teamleader, moi, technician, accountant] = await signInAll([
  'inspector',
  'teamleader',
  'moiapprover',
  'technician',
  'accountant',
]);

describe('integration: the repair job is the approved estimation (issue 24)', () => {
  it('records the lines the estimation added and the 3-in-1 charges them: its total is the approved total', async () => {
    // Arrange: inspection with A; estimation A + B + labour, approved.
    const { jobordno, inspection } = await inspectedJobOrder();
    const estimation = await approvedEstimation(jobordno);
    expect(estimation.approvedval).toBe(75.5);

    // Act: the repair job completion as the technician records every line finished.
    const job = ok(
      await technician.get<InspectionLine[]>(g('getGarageRepairjobByJobordno'), { docnumbr: jobordno }),
    );
    const summary = ok(
      await technician.get<{ totalCount: number }>(g('getRepairSummaryByJobordno'), { jobordno }),
    );
    const listed = ok(
      await technician.get<{ jobordno: string; lines: number }[]>(g('getRepairJobList')),
    ).find((row) => row.jobordno === jobordno);
    ok(
      await technician.post(g('UpdteRepairJob'), {
        docnumbr: inspection.docnumbr,
        version: 1,
        lines: job.map((line) => ({ serlnumb: line.serlnumb, repstatus: 'finished', acthours: 1 })),
      }),
    );
    const finished = await jobOrderStatus(jobordno);
    await deliverTestJobOrder(jobordno);
    const saved = ok(
      await accountant.post<[string, { docnumbr: string; totalval: number }]>(
        '/api/ThreeInOne/insertThreeInOne',
        { jobordno },
      ),
    )[1];
    const threeInOne = ok(
      await accountant.get<{ master: ThreeInOneMaster }>('/api/ThreeInOne/getThreeInOneById', {
        docnumbr: saved.docnumbr,
      }),
    ).master;

    // Assert
    expect(job.map((line) => [line.subrepid, line.subrepnam, line.laborcost])).toEqual([
      ['SR010102', 'Cylinder head gasket replacement', 60],
      ['SR010201', 'Front brake pads replacement', 7.5],
      ['', 'Road test and adjustments', 8],
    ]);
    expect(summary.totalCount).toBe(3);
    expect(listed).toMatchObject({ lines: 3 });
    expect(finished).toBe(1230);
    expect(threeInOne.lines.map((line) => [line.kind, line.ref, line.value])).toEqual([
      ['LABOUR', 'SR010102', 60],
      ['LABOUR', 'SR010201', 7.5],
      ['LABOUR', '', 8],
    ]);
    expect(threeInOne.totalval).toBe(estimation.approvedval);
    expect(saved.totalval).toBe(75.5);
    // Codes stay on the lines; the sub repairs' names are kept in Arabic too (issue 24).
    expect(job[1]!.subrepnamar).toMatch(/\p{Script=Arabic}/u);
    expect(threeInOne.lines[1]!.descriptionar).toMatch(/\p{Script=Arabic}/u);
    expect(threeInOne.lines[2]).not.toHaveProperty('descriptionar');
  });

  it('leaves out of the repair job an inspection line MOI rejected in the estimation', async () => {
    // Arrange: inspection with A and B; the estimation's line B rejected by MOI, A approved.
    const { jobordno } = await inspectedJobOrder([lineA, lineB]);
    const saved = ok(
      await teamleader.post<[string, { docnumbr: string; version: number }]>(q('insertupdatequotation'), {
        jobordno,
        lines: [
          { linetype: 'SUBREPAIR', ...lineA },
          { linetype: 'SUBREPAIR', ...lineB },
        ],
      }),
    )[1];
    ok(
      await moi.post(q('approvequotation'), {
        docnumbr: saved.docnumbr,
        version: saved.version,
        lines: [
          { serlnumb: 1, aprstatus: 'A' },
          { serlnumb: 2, aprstatus: 'R', remarks: 'Not needed' },
        ],
      }),
    );

    // Act
    const job = ok(
      await technician.get<InspectionLine[]>(g('getGarageRepairjobByJobordno'), { docnumbr: jobordno }),
    );

    // Assert
    expect(await jobOrderStatus(jobordno)).toBe(1216);
    expect(job.map((line) => line.subrepid)).toEqual(['SR010102']);
  });
});
