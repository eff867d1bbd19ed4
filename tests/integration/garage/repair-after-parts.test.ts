/**
 * Issue 24 items 5 and 6: after the parts path (item request -> approval -> garage issue, 1219) the
 * repair goes on: the job order stays on the repair job completion list and the technician, with his
 * own demo rights, opens his repair job (the form's reads) and records it to the end (1236 -> 1230).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, signIn, type ApiClient } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { testJobOrderThrough, jobOrderStatus } from '../../support/job-orders.ts';
import { putTestSparePart, putGarageStore, receiveDirect } from '../../support/spare-parts.ts';
import { approve } from '../../support/decisions.ts';

const run = Date.now().toString(36).toUpperCase();
const STORE = `RP${run}`;
const PART = `RP-${run}`;
const g = (call: string) => `/api/GarageInspection/${call}`;
type Written = [string, { docnumbr: string; version: number; statuscde?: number }];

let inspector: ApiClient;
let teamleader: ApiClient;
let moi: ApiClient;
let garageApprover: ApiClient;
let store: ApiClient;
let technician: ApiClient;

beforeAll(async () => {
  useRuntimeEnv();
  await putGarageStore(STORE, { en: `Repair store ${run}`, ar: `مخزن الإصلاح ${run}` });
  await putTestSparePart(PART, {
    sparenam: 'Brake pads',
    sparenamar: 'فحمات الفرامل',
    sparepric: 10,
    sparecat: 'BRAKES',
    spareuom: 'SET',
  });
  [inspector, teamleader, moi, garageApprover, store, technician] = (await Promise.all(
    ['inspector', 'teamleader', 'moiapprover', 'garageapprover', 'storekeeper', 'technician'].map(
      async (user) => (await signIn(user)).client,
    ),
  )) as [ApiClient, ApiClient, ApiClient, ApiClient, ApiClient, ApiClient];
});

describe('integration: the repair after parts are issued (issue 24 items 5 and 6)', () => {
  it('keeps the job order on the repair list at 1219 and lets the technician finish the repair', async () => {
    const { jobordno } = await testJobOrderThrough(`JO-RP-${run}`, 'G01', [1209], { creator: 'admin' });

    // The garage inspection and the estimation, each by its role.
    const inspection = ok(
      await inspector.post<Written>(g('insertgarinspection'), {
        jobordno,
        lines: [{ wrkshpid: 'WS01', mainrepid: 'MR0102', subrepid: 'SR010201' }],
      }),
    )[1];
    ok(
      await inspector.post<Written>(g('UpdteGarInspection'), {
        docnumbr: inspection.docnumbr,
        version: inspection.version,
        inspstatus: 'completed',
        lines: [{ wrkshpid: 'WS01', mainrepid: 'MR0102', subrepid: 'SR010201' }],
      }),
    );
    const estimation = ok(
      await teamleader.post<Written>('/api/Quotation/insertupdatequotation', {
        jobordno,
        remarks: 'Brakes worn',
        lines: [
          {
            linetype: 'PART',
            sparepart: PART,
            sparenam: 'Brake pads',
            spareuom: 'SET',
            qty: 1,
            unitprice: 10,
          },
        ],
      }),
    )[1];
    await approve(moi, '/api/Quotation/approvequotation', estimation.docnumbr, estimation.version);
    expect(await jobOrderStatus(jobordno)).toBe(1216);

    // The parts: received into the store, requested, approved, issued: 1219.
    await receiveDirect(store, { sparepart: PART, qty: 2, unitcost: 10 }, STORE);
    const itemRequest = ok(
      await teamleader.post<Written>('/api/ItemRequest/insertItemRequest', {
        jobordno,
        storecode: STORE,
        lines: [{ sparepart: PART, qty: 1 }],
      }),
    )[1];
    ok(
      await garageApprover.post('/api/ItemRequest/approveItemRequest', {
        docnumbr: itemRequest.docnumbr,
        version: itemRequest.version,
        lines: [{ serlnumb: 1, aprstatus: 'A' }],
      }),
    );
    ok(
      await store.post('/api/GarageIssue/setGarageIssue', {
        requstno: itemRequest.docnumbr,
        lines: [{ serlnumb: 1, qty: 1 }],
      }),
    );
    expect(await jobOrderStatus(jobordno)).toBe(1219);

    // The technician's repair job: on his list, the form's reads allowed, recorded to the end.
    const list = ok(
      await technician.get<{ jobordno: string; docnumbr: string; version: number }[]>(g('getRepairJobList')),
    );
    const row = list.find((candidate) => candidate.jobordno === jobordno);
    expect(row).toMatchObject({ docnumbr: inspection.docnumbr });
    ok(await technician.get(g('getGarInspectionById'), { docnumbr: inspection.docnumbr }));
    const lines = ok(
      await technician.get<{ serlnumb: number }[]>(g('getGarInspectionDtlById'), {
        docnumbr: inspection.docnumbr,
      }),
    );
    const started = ok(
      await technician.post<Written>(g('UpdteRepairJob'), {
        docnumbr: inspection.docnumbr,
        version: row!.version,
        lines: lines.map((line) => ({
          serlnumb: line.serlnumb,
          repstatus: 'started',
          acthours: 0,
          repremarks: '',
        })),
      }),
    )[1];
    expect(started.statuscde).toBe(1236);
    const finished = ok(
      await technician.post<Written>(g('UpdteRepairJob'), {
        docnumbr: inspection.docnumbr,
        version: started.version,
        lines: lines.map((line) => ({
          serlnumb: line.serlnumb,
          repstatus: 'finished',
          acthours: 1,
          repremarks: '',
        })),
      }),
    )[1];
    expect(finished.statuscde).toBe(1230);
    expect(await jobOrderStatus(jobordno)).toBe(1230);
  });
});
