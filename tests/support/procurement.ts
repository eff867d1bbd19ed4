/**
 * Procurement documents prepared through the API for the browser tests (docs/procurement.md): a job
 * order waiting for parts, a purchase request for it approved by every level, and suppliers'
 * quotations with their uploaded documents. Each call fails loudly with the server's answer.
 */
import { writeJobOrder } from '@fleet/functions/engines/status/engine';
import { signIn } from './api.ts';
import { testJobOrderHeader } from './job-orders.ts';
import { uploadPdf } from './uploads.ts';
import { newTestVehicle } from './vehicles.ts';

/** A job order of garage G01 whose item request was approved (1218): its parts are to be bought. */
export async function jobOrderWaitingForParts(): Promise<string> {
  const vehicle = await newTestVehicle('MOI');
  const jobordno = `JO-E2E-PR-${Date.now().toString(36).toUpperCase()}`;
  await writeJobOrder({
    project: 'MOI',
    user: 'admin',
    jobordno,
    create: testJobOrderHeader(jobordno, 'KPTC', vehicle),
    moves: [{ to: 1201 }],
  });
  await writeJobOrder({ project: 'MOI', user: 'admin', jobordno, from: [], moves: [{ to: 1218 }] });
  return jobordno;
}

/** The two parts every prepared request asks for: 4 filters and 2 brake pad sets. */
export const requestedParts = [
  { sparepart: 'FLT-1001', qty: 4 },
  { sparepart: 'BRK-2001', qty: 2 },
] as const;

/**
 * A purchase request for a job order waiting for parts, approved by the garage, MOI and KPTC.
 * Returns its number and the job order's.
 */
export async function approvedPurchaseRequest(): Promise<{ docnumbr: string; jobordno: string }> {
  const jobordno = await jobOrderWaitingForParts();
  const admin = (await signIn('admin')).client;
  const saved = await admin.post<[string, { docnumbr: string; version: number }]>(
    '/api/PurchaseRequest/insertPurchaseRequestwithjo',
    { jobordno, storecode: 'MAIN', lines: requestedParts },
  );
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  const { docnumbr } = saved.body[1];
  let { version } = saved.body[1];
  for (const [user, call] of [
    ['garageapprover', 'approvePurchaseRequestGaragewithjo'],
    ['moiapprover', 'approvePurchaseRequestMOIwithjo'],
    ['kptcapprover', 'approvePurchaseRequestKPTCwithjo'],
  ] as const) {
    const approver = (await signIn(user)).client;
    const decided = await approver.post<[string, { version: number }]>(`/api/PurchaseRequest/${call}`, {
      docnumbr,
      version,
      decision: 'A',
      action: 'approveAll',
    });
    if (decided.status !== 200) throw new Error(`${call}: ${JSON.stringify(decided.body)}`);
    version = decided.body[1].version;
  }
  return { docnumbr, jobordno };
}

/** A supplier's quotation for every line of an approved request, at `prices` (line order). */
export async function quotation(purreqno: string, vendcode: string, prices: number[]): Promise<string> {
  const store = (await signIn('storekeeper')).client;
  const docfileid = await uploadPdf(store, `offer-${vendcode}.pdf`);
  const saved = await store.post<[string, { docnumbr: string }]>(
    '/api/PurchaseQuotation/insertPurchaseQuotation',
    {
      purreqno,
      vendcode,
      quotref: `Q-${vendcode}-${purreqno}`,
      quotdate: new Date().toISOString().slice(0, 10),
      validto: '2099-12-31',
      deliverydays: 3,
      docfileid,
      lines: prices.map((unitprice, index) => ({ serlnumb: index + 1, unitprice })),
    },
  );
  if (saved.status !== 200) throw new Error(`quotation ${vendcode}: ${JSON.stringify(saved.body)}`);
  return saved.body[1].docnumbr;
}
