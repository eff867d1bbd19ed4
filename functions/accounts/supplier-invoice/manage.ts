/**
 * Supplier (purchase) invoice calls (issue 13 item 1; docs/accounts-supplier-invoice.md): each call as
 * read, rules (shared/src/accounts/supplier-invoice.ts: matching to the LPO and its receipt), write. The
 * approval is the engine's (chain PIV, KPTC); approved, the invoice is pending for payment (1250).
 */
import { formatMessage, messages } from '@fleet/shared';
import { inSerialOrder, serialPartOf } from '@fleet/shared/engines/document-lines';
import { chainOf, decisionRefusal, type ApprovalDecisionBody } from '@fleet/shared/engines/approvals';
import {
  approvalNeedsRemarks,
  invoiceEditable,
  invoiceTotals,
  matchInvoice,
  openToInvoice,
  supplierInvoiceDocType as docType,
  supplierInvoiceRowFields,
  supplierInvoiceStatus,
  type OrderForInvoice,
  type OrderLineForInvoice,
  type SupplierInvoiceBody,
  type SupplierInvoiceDocument,
  type SupplierInvoiceListQuery,
  type SupplierInvoiceMaster,
  type SupplierInvoiceRow,
} from '@fleet/shared/accounts/supplier-invoice';
import { orderReceived, type LpoLine, type LpoMaster } from '@fleet/shared/procurement/procurement';
import { kuwaitClock } from '#lib/clock';
import {
  deletionBy,
  levelLists,
  sourceJobOrder,
  trailingWindow,
  type DateRange,
  type StoredDocument,
} from '#lib/documents';
import { BadRequestError, ConflictError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import type { TransactItem } from '#lib/db';
import { approvalsWithLines } from '../../engines/approvals/with-lines.ts';
import { approvalRecords } from '../../engines/approvals/data.ts';
import { decisionOutcome } from '../../engines/approvals/engine.ts';
import { confirmedFiles, viewUrl } from '../../engines/files/store.ts';
import { commitChange, lpos } from '../../procurement/common.ts';
// Issue 15 H6: money events (AmountPosted) of approved supplier invoices.
import { approvalMoneyItems, supplierInvoicePosting } from '../../engines/money/money-events.ts';
import {
  invoiceCredited,
  invoiceOfReference,
  invoices,
  orderInvoiced,
  referenceDelete,
  referencePut,
  type LineCredit,
} from './data.ts';
import { fieldsOf } from '#lib/attributes';

type StoredInvoice = StoredDocument<SupplierInvoiceMaster, SupplierInvoiceDocument['lines'][number]>;

const approvals = approvalsWithLines<StoredInvoice>(docType);

/** The order's lines as the matching reads them: received (accepted) and billed by other invoices. */
function orderLines(
  lpo: StoredDocument<LpoMaster, LpoLine>,
  invoiced: Map<number, number>,
): OrderLineForInvoice[] {
  return inSerialOrder(lpo.lines).map((line) => ({
    ...serialPartOf(line),
    orderedqty: line.qty,
    receivedqty: lpo.master.received[String(line.serlnumb)] ?? 0,
    invoicedqty: invoiced.get(line.serlnumb) ?? 0,
    unitprice: line.unitprice,
  }));
}

/**
 * What the invoice's credit invoices credit (the allocation record the credit invoice writes), refusing
 * a change that would leave less than that: the invoice's lines after the change (none: it goes, or goes
 * back before approval, where it cannot be credited). Its check item goes in the change's transaction,
 * so a credit saved in between is a 409.
 */
async function keepCredited(
  project: string,
  pivno: string,
  after: readonly { serlnumb: number; qty: number; value: number }[] | undefined,
) {
  const record = await invoiceCredited.read(project, pivno);
  const credited = invoiceCredited.takenByOthers(record);
  const short = (serlnumb: number, credit: LineCredit) => {
    const line = after?.find((candidate) => candidate.serlnumb === serlnumb);
    return !line || line.qty < credit.qty || line.value < credit.value;
  };
  if (
    [...credited].some(
      ([serlnumb, credit]) => (credit.qty > 0 || credit.value > 0) && short(serlnumb, credit),
    )
  )
    throw new BadRequestError(
      formatMessage(messages.supplierInvoiceCredited, { credits: invoiceCredited.takers(record).join(', ') }),
    );
  return invoiceCredited.unchanged(project, pivno, record);
}

/** `insertPurchaseInvoice`: saves the invoice matched to its LPO and submits it to KPTC. */
export async function saveInvoice(caller: Caller, body: SupplierInvoiceBody, now: Date) {
  const stored = body.docnumbr ? await invoices.require(caller.project, body.docnumbr) : undefined;
  if (stored && body.version !== stored.master.version) throw new ConflictError();
  if (stored && !invoiceEditable(stored.master))
    throw new BadRequestError(messages.supplierInvoiceNotEditable);
  if (stored && stored.master.lpono !== body.lpono)
    throw new BadRequestError(messages.supplierInvoiceOtherOrder);
  const lpo = await lpos.require(caller.project, body.lpono);
  if (lpo.master.approval?.state !== 'approved') throw new BadRequestError(messages.lpoNotApproved);
  if (lpo.master.vendcode !== body.vendcode)
    throw new BadRequestError(
      formatMessage(messages.supplierInvoiceWrongSupplier, { lpono: body.lpono, supplier: body.vendcode }),
    );
  const clock = kuwaitClock(now);
  if (body.suppinvdate > clock.date) throw new BadRequestError(messages.supplierInvoiceDateFuture);
  const holder = await invoiceOfReference(caller.project, body.vendcode, body.suppinvno);
  if (holder && holder !== stored?.master.docnumbr)
    throw new BadRequestError(
      formatMessage(messages.supplierInvoiceNumberExists, {
        supplier: body.vendcode,
        suppinvno: body.suppinvno,
        docnumbr: holder,
      }),
    );
  const file = (await confirmedFiles(caller.project, [body.docfileid])).get(body.docfileid);
  if (!file) throw new BadRequestError(messages.supplierInvoiceDocumentRequired);

  const billed = await orderInvoiced.read(caller.project, lpo.master.docnumbr);
  const match = matchInvoice(
    orderLines(lpo, orderInvoiced.takenByOthers(billed, stored?.master.docnumbr)),
    body.lines,
  );
  if (!match.ok) {
    if (match.reason === 'unknownLine') throw new BadRequestError(messages.inspectionLineUnknown);
    throw new BadRequestError(
      formatMessage(messages.supplierInvoiceOverReceived, { item: match.item, open: match.open }),
    );
  }
  const lines = match.lines;
  const credits = stored ? [await keepCredited(caller.project, stored.master.docnumbr, lines)] : [];
  return invoices.saveKept(caller, stored?.master, now, async (kept, claims) => {
    const { docnumbr } = kept;
    const master: SupplierInvoiceMaster = {
      ...kept,
      lpono: lpo.master.docnumbr,
      ...fieldsOf(lpo.master, 'costshtno purreqno'),
      ...sourceJobOrder(lpo.master),
      ...fieldsOf(lpo.master, 'vendcode vendname'),
      ...fieldsOf(body, 'suppinvno suppinvdate remarks'),
      docfileid: file.fileId,
      docfilename: file.fileName,
      ...invoiceTotals(lines),
      status: supplierInvoiceStatus.submitted,
    };
    const { plan, saved } = await approvals.submit(caller, { master, lines }, now);
    const sameReference =
      stored && stored.master.suppinvno.trim().toUpperCase() === body.suppinvno.trim().toUpperCase();
    const items: TransactItem[] = [
      ...claims,
      ...invoices.saveItems(caller.project, saved, stored),
      ...plan.items,
      referencePut(caller.project, master.vendcode, master.suppinvno, docnumbr),
      ...(stored && !sameReference
        ? [referenceDelete(caller.project, stored.master.vendcode, stored.master.suppinvno)]
        : []),
      orderInvoiced.put(
        caller.project,
        lpo.master.docnumbr,
        billed,
        docnumbr,
        Object.fromEntries(lines.map((line) => [String(line.serlnumb), line.qty])),
      ),
      lpos.unchanged(caller.project, lpo.master),
      ...credits,
    ];
    await commitChange(caller, { items, busEvents: plan.busEvents });
    return {
      docnumbr,
      ...fieldsOf(master, 'version totalval lpoval mismatches'),
      lines: lines.map(({ serlnumb, mismatch }) => ({ serlnumb, ...(mismatch ? { mismatch } : {}) })),
    };
  });
}

/** The money an approval decision moves: the invoice's total posted, or taken back. */
const moneyItems = (caller: Caller, stored: StoredInvoice, now: Date, next: { state: string }) =>
  approvalMoneyItems(caller, now, supplierInvoicePosting(stored.master), stored.master.approval, next);

/** `approvePurchaseInvoice`: KPTC's decision; a mismatched invoice is approved only with remarks. */
export async function decideInvoice(caller: Caller, body: ApprovalDecisionBody, now: Date) {
  const stored = await invoices.require(caller.project, body.docnumbr);
  const refused = decisionRefusal(chainOf(docType), stored.master.approval, 'KPTC', caller);
  if (!refused && body.decision === 'A' && approvalNeedsRemarks(stored.master) && !body.remarks)
    throw new BadRequestError(messages.supplierInvoiceMismatchRemarks);
  const result = await approvals.decide(
    caller,
    stored,
    'KPTC',
    body,
    invoices.decided(caller.project, stored.master, [
      supplierInvoiceStatus.pendingForPayment,
      supplierInvoiceStatus.submitted,
    ]),
    now,
    // Issue 15 H6: an approved invoice posts its total in the decision's transaction.
    (next) => ({ items: moneyItems(caller, stored, now, next) }),
  );
  return decisionOutcome(body.docnumbr, result);
}

/** `deletePurchaseInvoiceApproved`: withdraws KPTC's decision (back to pending) while not paid. */
export async function withdrawInvoiceApproval(caller: Caller, docnumbr: string, now: Date) {
  const stored = await invoices.require(caller.project, docnumbr);
  if (stored.master.status === supplierInvoiceStatus.paymentCompleted)
    throw new BadRequestError(messages.supplierInvoicePaid);
  // Back before approval the invoice could be changed or deleted under its credits.
  const credits = await keepCredited(caller.project, docnumbr, undefined);
  const result = await approvals.withdraw(
    caller,
    stored,
    'KPTC',
    (next) => [
      invoices.masterPut(
        caller.project,
        { ...stored.master, ...next, status: supplierInvoiceStatus.submitted },
        stored.master.version,
      ),
    ],
    now,
    // Issue 15 H6: withdrawing the approval takes the invoice's total back.
    (next) => ({ items: [...moneyItems(caller, stored, now, next), credits] }),
  );
  return { docnumbr, version: result.version, state: result.approval.state };
}

/** `deletePurchaseInvoice`: before KPTC's decision (or after a rejection). */
export async function deleteInvoice(caller: Caller, docnumbr: string, now: Date) {
  const stored = await invoices.require(caller.project, docnumbr);
  if (!invoiceEditable(stored.master)) throw new BadRequestError(messages.supplierInvoiceDeletePastStage);
  const credits = await keepCredited(caller.project, docnumbr, undefined);
  const billed = await orderInvoiced.read(caller.project, stored.master.lpono);
  await commitChange(caller, {
    items: [
      invoices.deleteItem(caller.project, stored.master, deletionBy(caller, now)),
      ...approvals.retire(caller.project, stored),
      referenceDelete(caller.project, stored.master.vendcode, stored.master.suppinvno),
      orderInvoiced.put(caller.project, stored.master.lpono, billed, docnumbr, undefined),
      credits,
    ],
  });
  return { docnumbr, lpono: stored.master.lpono };
}

export async function readInvoice(caller: Caller, docnumbr: string): Promise<SupplierInvoiceDocument> {
  const stored = await invoices.require(caller.project, docnumbr);
  const [approvals, link] = await Promise.all([
    approvalRecords(caller.project, docType, docnumbr),
    viewUrl(caller, stored.master.docfileid).catch(() => undefined),
  ]);
  return {
    master: stored.master,
    lines: inSerialOrder(stored.lines),
    approvals,
    docurl: link?.url ?? '',
  };
}

export const invoiceRow = (master: SupplierInvoiceMaster): SupplierInvoiceRow => ({
  ...fieldsOf(master, supplierInvoiceRowFields),
  state: master.approval?.state ?? 'pending',
});

/** The default window of the list: the last 30 days up to today (Kuwait). */
export const listWindow = (query: DateRange, now: Date) => trailingWindow(query, now, 30);

/** `getPurchaseInvoiceList?fromdate&todate`. */
export async function invoiceList(caller: Caller, query: SupplierInvoiceListQuery, now: Date) {
  return (await invoices.list(caller.project, listWindow(query, now))).map(invoiceRow);
}

/** KPTC's lists, with the document's own fields. */
const kptcLists = levelLists(docType, 'KPTC', invoices, invoiceRow);

/** `getPurchaseInvoicePendingList`: KPTC's work list, oldest first. */
export const pendingInvoices = (caller: Caller) => kptcLists.pending(caller.project);

/** `getPurchaseInvoiceApprovedList` (every approved), `...ApprovedPendingList` (not yet paid: 1250). */
export async function approvedInvoices(caller: Caller, unpaidOnly: boolean) {
  const rows = await kptcLists.approved(caller.project);
  return rows.filter((row) => !unpaidOnly || row.status === supplierInvoiceStatus.pendingForPayment);
}

/**
 * `getOrderApproveNos`: approved LPOs with received quantities not yet fully invoiced, with the lines
 * open to invoicing (`except`: an invoice being edited, whose own quantities count as open).
 */
export async function ordersForInvoice(caller: Caller, except?: string): Promise<OrderForInvoice[]> {
  const approved = (await lpos.list(caller.project, {})).filter(
    (master) => master.approval?.state === 'approved' && orderReceived(master),
  );
  const billed = await orderInvoiced.readMany(
    caller.project,
    approved.map((master) => master.docnumbr),
  );
  const rows = await Promise.all(
    approved.map(async (master) => {
      const lpo = await lpos.get(caller.project, master.docnumbr);
      if (!lpo) return undefined;
      const lines = orderLines(lpo, orderInvoiced.takenByOthers(billed.get(master.docnumbr), except)).filter(
        (line) => openToInvoice(line) > 0,
      );
      return {
        lpono: master.docnumbr,
        ...fieldsOf(master, 'vendcode vendname jobordno'),
        lines,
      };
    }),
  );
  return rows.filter((row): row is OrderForInvoice => !!row && row.lines.length > 0);
}
