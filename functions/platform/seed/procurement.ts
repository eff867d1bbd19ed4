/**
 * Demo procurement of a project (issue 12), written through the procurement functions themselves as
 * the demo users, so the documents, approval records, work lists, job order moves, stock and outbox
 * events are exactly what the app writes (no hand-built items to drift from the engine):
 * - a plain purchase request waiting for the garage approver;
 * - one approved by every level with two suppliers' quotations and a cost sheet waiting for MOI;
 * - one bought through: cost sheet and LPO approved, waiting for the item inspection;
 * - one received, invoiced by the supplier (approved by KPTC, to be paid) and partly credited: the
 *   supplier's credit invoice for two returned brake pad sets waits for KPTC.
 * The suppliers' offers and invoices are small PDFs stored as confirmed uploads. Runs once per project
 * (a marker).
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { approvalDecisionBody } from '@fleet/shared/engines/approval-requests';
import { creditInvoiceBody } from '@fleet/shared/accounts/credit-invoice';
import { supplierInvoiceBody } from '@fleet/shared/accounts/supplier-invoice';
import {
  costSheetBody,
  inspectionBody,
  lpoBody,
  purchaseRequestBody,
  quotationBody,
  type PurchaseRequestBody,
} from '@fleet/shared/procurement/procurement';
import { s3 } from '#lib/aws';
import { resolveCaller } from '#lib/caller';
import { getItem, putItem } from '#lib/db';
import { requireEnv } from '#lib/env';
import type { Caller } from '#lib/registry';
import type { StageOutcome } from '#lib/document-routes';
import { key } from '#lib/table';
import { objectKey, uploadKeys, type UploadItem } from '../../engines/files/store.ts';
import { saveCredit } from '../../accounts/credit-invoice/manage.ts';
import { decideInvoice, saveInvoice } from '../../accounts/supplier-invoice/manage.ts';
import { decideCostSheet, saveCostSheet } from '../../procurement/cost-sheet/cost-sheet.ts';
import { decideLpo, saveInspection, saveLpo } from '../../procurement/lpo/lpo.ts';
import {
  decidePurchaseRequest,
  savePurchaseRequest,
} from '../../procurement/purchase-request/purchase-request.ts';
import { saveQuotation } from '../../procurement/purchase-quotation/quotation.ts';

const markerKeys = (project: string) => ({ pk: key.global('SEED'), sk: `PROCUREMENT#${project}` });

/** Two offers per request: V001 cheaper on filters, V002 on brake pads (unit prices by part). */
const offers: Record<string, Record<string, number>> = {
  V001: { 'FLT-1001': 2.25, 'BRK-2001': 19, 'FLT-1010': 6.5 },
  V002: { 'FLT-1001': 2.4, 'BRK-2001': 17.25, 'FLT-1010': 6.25 },
};

const requests: { remarks: string; lines: PurchaseRequestBody['lines'] }[] = [
  {
    remarks: 'Workshop stock for next month',
    lines: [
      { sparepart: 'FLT-1001', qty: 20, remarks: '' },
      { sparepart: 'FLT-1010', qty: 16, remarks: '' },
    ],
  },
  {
    remarks: 'Brake service campaign',
    lines: [
      { sparepart: 'FLT-1001', qty: 10, remarks: '' },
      { sparepart: 'BRK-2001', qty: 6, remarks: 'Land Cruiser fleet' },
    ],
  },
  {
    remarks: 'Filters running low',
    lines: [{ sparepart: 'FLT-1001', qty: 12, remarks: '' }],
  },
  {
    remarks: 'Brake pads for the patrol cars',
    lines: [{ sparepart: 'BRK-2001', qty: 8, remarks: '' }],
  },
];

const day = (date: Date, offsetDays = 0) =>
  new Date(date.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A supplier's offer (or invoice) as a confirmed document upload of the project. */
async function offerDocument(
  caller: Caller,
  vendcode: string,
  purreqno: string,
  now: Date,
  kind: 'offer' | 'invoice' = 'offer',
) {
  const fileId = `seed-${kind}-${caller.project}-${purreqno}-${vendcode}`.toLowerCase();
  const fileName = `${kind}-${vendcode}-${purreqno}.pdf`;
  const body = new TextEncoder().encode(`%PDF-1.4\n% ${vendcode} ${kind} for ${purreqno}\n%%EOF\n`);
  const objectName = objectKey(caller.project, fileId, 'application/pdf');
  await s3().send(
    new PutObjectCommand({
      Bucket: requireEnv('BUCKET_NAME'),
      Key: objectName,
      Body: body,
      ContentType: 'application/pdf',
    }),
  );
  const item: UploadItem = {
    ...uploadKeys(caller.project, fileId),
    fileId,
    key: objectName,
    fileName,
    contentType: 'application/pdf',
    size: body.length,
    purpose: 'document',
    owner: caller.usercode,
    status: 'confirmed',
    createdat: now.toISOString(),
  };
  await putItem({ ...item, entity: 'upload' });
  return fileId;
}

export async function seedProcurement(project: string, now: Date): Promise<void> {
  const marker = markerKeys(project);
  if (await getItem(marker.pk, marker.sk)) return;
  const as = (username: string) => resolveCaller({ username }, project);
  const [store, garage, moi, kptc, accountant] = await Promise.all(
    ['storekeeper', 'garageapprover', 'moiapprover', 'kptcapprover', 'accountant'].map(as),
  );

  const raise = async (request: (typeof requests)[number]) => {
    const saved = await savePurchaseRequest(
      store!,
      purchaseRequestBody.parse({ storecode: 'MAIN', ...request }),
      false,
      now,
    );
    return saved;
  };
  const approve = async (
    decide: (caller: Caller, body: ReturnType<typeof approvalDecisionBody.parse>) => Promise<StageOutcome>,
    caller: Caller,
    docnumbr: string,
    version: number,
  ) => {
    const answer = await decide(
      caller,
      approvalDecisionBody.parse({ docnumbr, version, decision: 'A', action: 'approveAll' }),
    );
    return (answer.written as { version: number }).version;
  };
  const approveRequest = async (docnumbr: string, version: number) => {
    let next = version;
    for (const [caller, level] of [
      [garage!, 'GARAGE'],
      [moi!, 'MOI'],
      [kptc!, 'KPTC'],
    ] as const)
      next = await approve(
        (who, body) => decidePurchaseRequest(who, body, level, false, now),
        caller,
        docnumbr,
        next,
      );
  };
  const quoteAndCompare = async (docnumbr: string, lines: PurchaseRequestBody['lines']) => {
    for (const vendcode of ['V001', 'V002']) {
      await saveQuotation(
        store!,
        quotationBody.parse({
          purreqno: docnumbr,
          vendcode,
          quotref: `${vendcode}/Q/${docnumbr}`,
          quotdate: day(now),
          validto: day(now, 30),
          deliverydays: vendcode === 'V001' ? 3 : 5,
          docfileid: await offerDocument(store!, vendcode, docnumbr, now),
          lines: lines.map((line, index) => ({
            serlnumb: index + 1,
            unitprice: offers[vendcode]![line.sparepart]!,
          })),
        }),
        now,
      );
    }
    // The lowest offer of each line.
    const sheet = await saveCostSheet(
      store!,
      costSheetBody.parse({
        purreqno: docnumbr,
        lines: lines.map((line, index) => ({
          serlnumb: index + 1,
          vendcode: offers.V001![line.sparepart]! <= offers.V002![line.sparepart]! ? 'V001' : 'V002',
        })),
      }),
      now,
    );
    return sheet;
  };

  // 1. Waiting for the garage approver.
  const first = await raise(requests[0]!);

  // 2. Quoted, its cost sheet waiting for MOI.
  const second = await raise(requests[1]!);
  await approveRequest(second.docnumbr, second.version);
  const quoted = await quoteAndCompare(second.docnumbr, requests[1]!.lines);

  // 3. Bought: cost sheet approved by MOI and KPTC, LPO approved, waiting for the inspection.
  const buy = async (request: (typeof requests)[number], vendcode: string) => {
    const raised = await raise(request);
    await approveRequest(raised.docnumbr, raised.version);
    const sheet = await quoteAndCompare(raised.docnumbr, request.lines);
    const version = await approve(
      (who, body) => decideCostSheet(who, body, 'MOI', now),
      moi!,
      sheet.docnumbr,
      sheet.version,
    );
    await approve((who, body) => decideCostSheet(who, body, 'KPTC', now), kptc!, sheet.docnumbr, version);
    const order = await saveLpo(
      store!,
      lpoBody.parse({ costshtno: sheet.docnumbr, vendcode, deliverydate: day(now, 3) }),
      now,
    );
    await approve((who, body) => decideLpo(who, body, now), kptc!, order.docnumbr, order.version);
    return { purreqno: raised.docnumbr, lpono: order.docnumbr };
  };
  const lpo = { docnumbr: (await buy(requests[2]!, 'V001')).lpono };

  // 4. Received, invoiced and approved, then two brake pad sets returned: the credit waits for KPTC.
  const brakes = requests[3]!;
  const bought = await buy(brakes, 'V002');
  await saveInspection(
    store!,
    inspectionBody.parse({
      lpono: bought.lpono,
      lines: [{ serlnumb: 1, receivedqty: 8, acceptedqty: 8 }],
    }),
    now,
  );
  const invoice = await saveInvoice(
    accountant!,
    supplierInvoiceBody.parse({
      lpono: bought.lpono,
      vendcode: 'V002',
      suppinvno: `V002/INV/${bought.purreqno}`,
      suppinvdate: day(now),
      docfileid: await offerDocument(store!, 'V002', bought.purreqno, now, 'invoice'),
      lines: [{ serlnumb: 1, qty: 8, unitprice: offers.V002!['BRK-2001']! }],
    }),
    now,
  );
  await approve((who, body) => decideInvoice(who, body, now), kptc!, invoice.docnumbr, invoice.version);
  const credit = await saveCredit(
    accountant!,
    creditInvoiceBody.parse({
      pivno: invoice.docnumbr,
      crednoteno: `V002/CN/${bought.purreqno}`,
      crednotedate: day(now),
      reason: 'return',
      remarks: 'Two sets returned: wrong size for the patrol cars',
      lines: [{ serlnumb: 1, qty: 2, value: 2 * offers.V002!['BRK-2001']! }],
    }),
    now,
  );

  // The marker names what was written (the seed test reads it back through the API).
  await putItem({
    ...marker,
    entity: 'seedMarker',
    day: day(now),
    waitingForGarage: first.docnumbr,
    waitingForMoi: quoted.docnumbr,
    waitingForInspection: lpo.docnumbr,
    invoiceToPay: invoice.docnumbr,
    creditWaitingForKptc: credit.docnumbr,
  });
}
