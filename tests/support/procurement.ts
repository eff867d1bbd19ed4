/**
 * Procurement documents prepared through the API for the browser tests (docs/procurement.md): a job
 * order waiting for parts, a purchase request for it approved by every level, and suppliers'
 * quotations with their uploaded documents. Each call fails loudly with the server's answer.
 */
import { expect } from 'vitest';
import { signInAll } from './api.ts';
import { testJobOrderThrough } from './job-orders.ts';
import { uploadPdf } from './uploads.ts';

/** A job order of garage G01 whose item request was approved (1218): its parts are to be bought. */
export async function jobOrderWaitingForParts(): Promise<string> {
  const jobordno = `JO-E2E-PR-${Date.now().toString(36).toUpperCase()}`;
  return (await testJobOrderThrough(jobordno, 'G01', [1218], { creator: 'admin' })).jobordno;
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
  const clients = await procurementClients();
  const saved = await clients.admin.post<[string, { docnumbr: string; version: number }]>(
    '/api/PurchaseRequest/insertPurchaseRequestwithjo',
    { jobordno, storecode: 'MAIN', lines: requestedParts },
  );
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  const { docnumbr } = saved.body[1];
  let { version } = saved.body[1];
  for (const [approver, call] of [
    [clients.garage, 'approvePurchaseRequestGaragewithjo'],
    [clients.moi, 'approvePurchaseRequestMOIwithjo'],
    [clients.kptc, 'approvePurchaseRequestKPTCwithjo'],
  ] as const) {
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
  const { store } = await procurementClients();
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

/** The users the helpers act as, signed in once per test file (the browser specs share this module). */
const users = ['storekeeper', 'garageapprover', 'moiapprover', 'kptcapprover', 'admin'] as const;
const signedIn = new Map<string | undefined, ReturnType<typeof signInAll<typeof users>>>();

/** The clients and checks the helpers share. */
async function procurementClients() {
  const file = expect.getState().testPath;
  if (!signedIn.has(file)) signedIn.set(file, signInAll(users));
  const [store, garage, moi, kptc, admin] = await signedIn.get(file)!;
  const ok = <T>(what: string, response: { status: number; body: T }): T => {
    if (response.status !== 200) throw new Error(`${what}: ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const versionOf = async (path: string, query: Record<string, string>) =>
    ok(path, await store.get<{ master: { version: number } }>(path, query)).master.version;
  return { store, garage, moi, kptc, admin, ok, versionOf };
}

type Saved = [string, { docnumbr: string; version: number }];

/**
 * The approved purchase order (LPO) of an approved purchase request: `vendcode`'s quotation at `prices`
 * (the request's line order), the cost sheet choosing it (approved by MOI and KPTC), the LPO approved by
 * KPTC. Nothing received yet.
 */
export async function orderFromRequest(purreqno: string, prices: readonly number[], vendcode = 'V001') {
  const { store, moi, kptc, ok, versionOf } = await procurementClients();
  ok(
    'insertPurchaseQuotation',
    await store.post('/api/PurchaseQuotation/insertPurchaseQuotation', {
      purreqno,
      vendcode,
      quotref: `Q-${purreqno}`,
      quotdate: new Date().toISOString().slice(0, 10),
      validto: '2099-12-31',
      docfileid: await uploadPdf(store, 'quote.pdf'),
      lines: prices.map((unitprice, index) => ({ serlnumb: index + 1, unitprice })),
    }),
  );
  const costshtno = ok(
    'insertCostSheet',
    await store.post<Saved>('/api/CostSheet/insertCostSheet', {
      purreqno,
      lines: prices.map((_, index) => ({ serlnumb: index + 1, vendcode })),
    }),
  )[1].docnumbr;
  for (const [client, call] of [
    [moi, 'approveCostSheet'],
    [kptc, 'approveCostSheetkptc'],
  ] as const)
    ok(
      call,
      await client.post(`/api/CostSheet/${call}`, {
        docnumbr: costshtno,
        version: await versionOf('/api/CostSheet/getCostSheetById', { costshtno }),
        decision: 'A',
      }),
    );
  const lpono = ok(
    'insertLpo',
    await store.post<Saved>('/api/Lpo/insertLpo', { costshtno, vendcode, deliverydate: '2099-12-31' }),
  )[1].docnumbr;
  ok(
    'approveLpo',
    await kptc.post('/api/Lpo/approveLpo', {
      docnumbr: lpono,
      version: await versionOf('/api/Lpo/getLpoById', { docnumbr: lpono }),
      decision: 'A',
    }),
  );
  return lpono;
}

/**
 * An approved purchase order (LPO) from `vendcode` for a store: a plain purchase request for `parts`
 * approved by the garage, MOI and KPTC, the supplier's quotation at each part's price, the cost sheet
 * choosing it (approved by MOI and KPTC), the LPO approved by KPTC. Nothing received yet.
 */
export async function approvedStoreOrder(
  storecode: string,
  parts: readonly { sparepart: string; qty: number; price: number }[],
  vendcode = 'V001',
): Promise<{ lpono: string; purreqno: string }> {
  const { store, garage, moi, kptc, ok, versionOf } = await procurementClients();
  const purreqno = ok(
    'insertPurchaseRequest',
    await store.post<Saved>('/api/PurchaseRequest/insertPurchaseRequest', {
      storecode,
      lines: parts.map((part) => ({ sparepart: part.sparepart, qty: part.qty })),
    }),
  )[1].docnumbr;
  for (const [client, call] of [
    [garage, 'approvePurchaseRequestGarage'],
    [moi, 'approvePurchaseRequestMOI'],
    [kptc, 'approvePurchaseRequestKPTC'],
  ] as const)
    ok(
      call,
      await client.post(`/api/PurchaseRequest/${call}`, {
        docnumbr: purreqno,
        version: await versionOf('/api/PurchaseRequest/getPurchaseRequestById', { docnumbr: purreqno }),
        decision: 'A',
        action: 'approveAll',
      }),
    );
  const lpono = await orderFromRequest(
    purreqno,
    parts.map((part) => part.price),
    vendcode,
  );
  return { lpono, purreqno };
}

/**
 * An approved store order (approvedStoreOrder) whose item inspection received and accepted `accepted`
 * of each line. Returns the LPO's, the request's and the inspection's numbers.
 */
export async function receivedStoreOrder(
  storecode: string,
  parts: readonly { sparepart: string; qty: number; price: number; accepted: number }[],
  vendcode = 'V001',
): Promise<{ lpono: string; purreqno: string; inspection: string }> {
  const order = await approvedStoreOrder(storecode, parts, vendcode);
  const { store, ok } = await procurementClients();
  const inspected = ok(
    'insertPurInspection',
    await store.post<[string, { docnumbr: string }]>('/api/Lpo/insertPurInspection', {
      lpono: order.lpono,
      lines: parts.map((part, index) => ({
        serlnumb: index + 1,
        receivedqty: part.accepted,
        acceptedqty: part.accepted,
      })),
    }),
  );
  return { ...order, inspection: inspected[1].docnumbr };
}
