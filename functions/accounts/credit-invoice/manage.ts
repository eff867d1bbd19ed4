/**
 * Credit invoice calls (issue 28 item 2; docs/architecture-notes.md "Credit invoice (issue 28)"): each
 * call as read, rules (shared/src/accounts/credit-invoice.ts: what is still open to credit), write. The
 * approval is the engine's (chain CRN, KPTC); approved, the credit posts its total as negative
 * purchases (money engine) and counts against its supplier's balance.
 */
import { formatMessage, messages } from '@fleet/shared';
import { inSerialOrder, serialPartOf } from '@fleet/shared/engines/document-lines';
import {
  checkCredit,
  creditableInvoice,
  creditEditable,
  creditInvoiceDocType as docType,
  creditInvoiceRowFields,
  creditTotals,
  openToCredit,
  type CreditableInvoice,
  type CreditableLine,
  type CreditInvoiceBody,
  type CreditInvoiceDocument,
  type CreditInvoiceListQuery,
  type CreditInvoiceMaster,
  type CreditInvoiceRow,
  type SupplierBalance,
} from '@fleet/shared/accounts/credit-invoice';
import { sumKwd } from '@fleet/shared/engines/amounts';
import type { ApprovalDecisionBody } from '@fleet/shared/engines/approvals';
import type { SupplierInvoiceLine, SupplierInvoiceMaster } from '@fleet/shared/accounts/supplier-invoice';
import { kuwaitClock } from '#lib/clock';
import { deletionBy, levelLists, sourceJobOrder, trailingWindow, type StoredDocument } from '#lib/documents';
import { BadRequestError, ConflictError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import type { TransactItem } from '#lib/db';
import { approvalsWithLines } from '../../engines/approvals/with-lines.ts';
import { approvalRecords } from '../../engines/approvals/data.ts';
import { decisionOutcome } from '../../engines/approvals/engine.ts';
import { approvalMoneyItems, creditInvoicePosting } from '../../engines/money/money-events.ts';
import { commitChange } from '../../procurement/common.ts';
import { creditInvoices, invoiceCredited, supplierInvoices, type LineCredit } from './data.ts';
import { fieldsOf } from '#lib/attributes';

type StoredCredit = StoredDocument<CreditInvoiceMaster, CreditInvoiceDocument['lines'][number]>;
type StoredInvoice = StoredDocument<SupplierInvoiceMaster, SupplierInvoiceLine>;

const approvals = approvalsWithLines<StoredCredit>(docType);

/** The supplier invoice's lines as a credit reads them: invoiced, and credited by other credit invoices. */
function creditableLines(invoice: StoredInvoice, credited: Map<number, LineCredit>): CreditableLine[] {
  return inSerialOrder(invoice.lines).map((line) => ({
    ...serialPartOf(line),
    invqty: line.qty,
    unitprice: line.unitprice,
    invvalue: line.value,
    creditedqty: credited.get(line.serlnumb)?.qty ?? 0,
    creditedval: credited.get(line.serlnumb)?.value ?? 0,
  }));
}

/** An approved supplier invoice, or the refusal. */
async function approvedInvoice(project: string, pivno: string): Promise<StoredInvoice> {
  const invoice = await supplierInvoices.require(project, pivno);
  if (!creditableInvoice(invoice.master)) throw new BadRequestError(messages.creditInvoiceInvoiceNotApproved);
  return invoice;
}

/** `insertCreditInvoice`: saves the credit within what is open on the invoice and submits it to KPTC. */
export async function saveCredit(caller: Caller, body: CreditInvoiceBody, now: Date) {
  const stored = body.docnumbr ? await creditInvoices.require(caller.project, body.docnumbr) : undefined;
  if (stored && body.version !== stored.master.version) throw new ConflictError();
  if (stored && !creditEditable(stored.master)) throw new BadRequestError(messages.creditInvoiceNotEditable);
  if (stored && stored.master.pivno !== body.pivno)
    throw new BadRequestError(messages.creditInvoiceOtherInvoice);
  const invoice = await approvedInvoice(caller.project, body.pivno);
  const clock = kuwaitClock(now);
  if (body.crednotedate > clock.date) throw new BadRequestError(messages.creditInvoiceDateFuture);

  const credited = await invoiceCredited.read(caller.project, body.pivno);
  const check = checkCredit(
    creditableLines(invoice, invoiceCredited.takenByOthers(credited, stored?.master.docnumbr)),
    body.lines,
  );
  if (!check.ok) {
    if (check.reason === 'unknownLine') throw new BadRequestError(messages.creditInvoiceLineUnknown);
    const template =
      check.reason === 'overValue'
        ? messages.creditInvoiceOverInvoiced
        : messages.creditInvoiceQtyOverInvoiced;
    throw new BadRequestError(
      formatMessage(template, {
        item: check.item,
        open: check.reason === 'overValue' ? check.open.toFixed(3) : check.open,
      }),
    );
  }
  const lines = check.lines;
  return creditInvoices.saveKept(caller, stored?.master, now, async (kept, claims) => {
    const { docnumbr } = kept;
    const master: CreditInvoiceMaster = {
      ...kept,
      ...sourceJobOrder(invoice.master),
      pivno: invoice.master.docnumbr,
      ...fieldsOf(invoice.master, 'suppinvno suppinvdate lpono vendcode vendname'),
      ...fieldsOf(body, 'crednoteno crednotedate reason remarks'),
      ...creditTotals(lines),
    };
    const { plan, saved } = await approvals.submit(caller, { master, lines }, now);
    const items: TransactItem[] = [
      ...claims,
      ...creditInvoices.saveItems(caller.project, saved, stored),
      ...plan.items,
      invoiceCredited.put(
        caller.project,
        invoice.master.docnumbr,
        credited,
        docnumbr,
        Object.fromEntries(
          lines.map((line) => [String(line.serlnumb), { qty: line.qty, value: line.value }]),
        ),
      ),
      supplierInvoices.unchanged(caller.project, invoice.master),
    ];
    await commitChange(caller, { items, busEvents: plan.busEvents });
    return { docnumbr, version: master.version, totalval: master.totalval, totalqty: master.totalqty };
  });
}

/** The money an approval decision moves: the credit's total off the purchases, or back. */
const moneyItems = (caller: Caller, stored: StoredCredit, now: Date, next: { state: string }) =>
  approvalMoneyItems(caller, now, creditInvoicePosting(stored.master), stored.master.approval, next);

/** `approveCreditInvoice`: KPTC's decision; approving needs the supplier invoice still approved. */
export async function decideCredit(caller: Caller, body: ApprovalDecisionBody, now: Date) {
  const stored = await creditInvoices.require(caller.project, body.docnumbr);
  const invoice = await supplierInvoices.require(caller.project, stored.master.pivno);
  if (body.decision === 'A' && !creditableInvoice(invoice.master))
    throw new BadRequestError(messages.creditInvoiceInvoiceNotApproved);
  const result = await approvals.decide(
    caller,
    stored,
    'KPTC',
    body,
    creditInvoices.decided(caller.project, stored.master),
    now,
    // Approved, the credit posts in the decision's transaction, while its invoice stands as read.
    (next) => ({
      items: [
        ...moneyItems(caller, stored, now, next),
        supplierInvoices.unchanged(caller.project, invoice.master),
      ],
    }),
  );
  return decisionOutcome(body.docnumbr, result);
}

/** `deleteCreditInvoiceApproved`: withdraws KPTC's decision (the credit waits again, its money back). */
export async function withdrawCreditApproval(caller: Caller, docnumbr: string, now: Date) {
  const stored = await creditInvoices.require(caller.project, docnumbr);
  const result = await approvals.withdraw(
    caller,
    stored,
    'KPTC',
    (next) => [
      creditInvoices.masterPut(caller.project, { ...stored.master, ...next }, stored.master.version),
    ],
    now,
    (next) => ({ items: moneyItems(caller, stored, now, next) }),
  );
  return { docnumbr, version: result.version, state: result.approval.state };
}

/** `deleteCreditInvoice`: before KPTC's decision (or after a rejection); what it credited is open again. */
export async function deleteCredit(caller: Caller, docnumbr: string, now: Date) {
  const stored = await creditInvoices.require(caller.project, docnumbr);
  if (!creditEditable(stored.master)) throw new BadRequestError(messages.creditInvoiceDeletePastStage);
  const credited = await invoiceCredited.read(caller.project, stored.master.pivno);
  await commitChange(caller, {
    items: [
      creditInvoices.deleteItem(caller.project, stored.master, deletionBy(caller, now)),
      ...approvals.retire(caller.project, stored),
      invoiceCredited.put(caller.project, stored.master.pivno, credited, docnumbr, undefined),
    ],
  });
  return { docnumbr, pivno: stored.master.pivno };
}

export async function readCredit(caller: Caller, docnumbr: string): Promise<CreditInvoiceDocument> {
  const stored = await creditInvoices.require(caller.project, docnumbr);
  const approvals = await approvalRecords(caller.project, docType, docnumbr);
  return {
    master: stored.master,
    lines: inSerialOrder(stored.lines),
    approvals,
  };
}

export const creditRow = (master: CreditInvoiceMaster): CreditInvoiceRow => ({
  ...fieldsOf(master, creditInvoiceRowFields),
  state: master.approval?.state ?? 'pending',
});

/** `getCreditInvoiceList?fromdate&todate`. */
export async function creditList(caller: Caller, query: CreditInvoiceListQuery, now: Date) {
  return (await creditInvoices.list(caller.project, trailingWindow(query, now, 30))).map(creditRow);
}

/** KPTC's lists, with the document's own fields. */
const kptcLists = levelLists(docType, 'KPTC', creditInvoices, creditRow);

/** `getCreditInvoicePendingList`: KPTC's work list, oldest first. */
export const pendingCredits = (caller: Caller) => kptcLists.pending(caller.project);

/** `getCreditInvoiceApprovedList`: what KPTC approved, newest first. */
export const approvedCredits = (caller: Caller) => kptcLists.approved(caller.project);

/**
 * `getCreditableInvoices`: approved supplier invoices with something still open to credit, their lines
 * with what other credit invoices credit (`except`: a credit invoice being edited, whose own credits
 * count as open).
 */
export async function creditableInvoices(caller: Caller, except?: string): Promise<CreditableInvoice[]> {
  const approved = (await supplierInvoices.list(caller.project, {})).filter(creditableInvoice);
  const credited = await invoiceCredited.readMany(
    caller.project,
    approved.map((master) => master.docnumbr),
  );
  const rows = await Promise.all(
    approved.map(async (master): Promise<CreditableInvoice | undefined> => {
      const invoice = await supplierInvoices.get(caller.project, master.docnumbr);
      if (!invoice) return undefined;
      const lines = creditableLines(
        invoice,
        invoiceCredited.takenByOthers(credited.get(master.docnumbr), except),
      );
      if (!lines.some((line) => openToCredit(line).value > 0)) return undefined;
      return {
        pivno: master.docnumbr,
        ...fieldsOf(master, 'suppinvno suppinvdate lpono jobordno vendcode vendname totalval'),
        creditedval: sumKwd(lines.map((line) => line.creditedval)),
        lines,
      };
    }),
  );
  return rows.filter((row): row is CreditableInvoice => row !== undefined);
}

/**
 * `getSupplierBalance?vendcode`: what the supplier's approved invoices bill less what its approved credit
 * invoices credit, in total and per invoice (newest first).
 */
export async function supplierBalance(caller: Caller, vendcode: string): Promise<SupplierBalance> {
  const [invoices, credits] = await Promise.all([
    supplierInvoices.list(caller.project, {}),
    creditInvoices.list(caller.project, {}),
  ]);
  const ofSupplier = <M extends { vendcode: string; approval?: { state: string } | undefined }>(master: M) =>
    master.vendcode === vendcode && master.approval?.state === 'approved';
  const creditedOf = new Map<string, number[]>();
  for (const credit of credits.filter(ofSupplier))
    creditedOf.set(credit.pivno, [...(creditedOf.get(credit.pivno) ?? []), credit.totalval]);
  const rows = invoices.filter(ofSupplier).map((master) => {
    const credited = sumKwd(creditedOf.get(master.docnumbr) ?? []);
    return {
      pivno: master.docnumbr,
      ...fieldsOf(master, 'suppinvno docdate status totalval'),
      credited,
      balance: sumKwd([master.totalval, -credited]),
    };
  });
  const invoiced = sumKwd(rows.map((row) => row.totalval));
  const credited = sumKwd(rows.map((row) => row.credited));
  return {
    vendcode,
    vendname: invoices.find((master) => master.vendcode === vendcode)?.vendname ?? '',
    invoiced,
    credited,
    balance: sumKwd([invoiced, -credited]),
    invoices: rows,
  };
}
