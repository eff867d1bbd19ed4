/**
 * Petty cash calls (docs/accounts-petty-cash.md): save and submit to the third-level approver (chain
 * PCH), decide, withdraw a decision, delete, and the lists. The document is stored by the shared
 * document store (functions/lib/documents.ts): its own partition, gsi1 by date and, with a job order,
 * gsi2 `<project>#JO#<jobordno>` so a job order's petty cash is one Query (charges.ts).
 *
 * A job order in the accounts phase moves through the status engine in the document's transaction
 * (rules.ts), a decision's move included: a delivered job order is closed, and the engine's commit
 * takes it with `allowClosed` (`jobOrderAfterDecision`).
 */
import { formatMessage, messages } from '@fleet/shared';
import { inSerialOrder } from '@fleet/shared/engines/document-lines';
import { yearlyNumber } from '@fleet/shared/engines/document-numbers';
import { editableApproval, type ApprovalDecisionBody } from '@fleet/shared/engines/approvals';
import type { JobOrderCore } from '@fleet/shared/reception/job-orders';
import {
  ofVendor,
  pendingPayments,
  pettyCashMax,
  pettyCashOverLimit,
  pettyCashRowFields,
  pettyCashState,
  pettyCashStatus,
  pricePettyCash,
  totalsByVendor,
  type PettyCashBody,
  type PettyCashDocument,
  type PettyCashLine,
  type PettyCashListQuery,
  type PettyCashMaster,
  type PettyCashRow,
} from '@fleet/shared/accounts/petty-cash';
import { kuwaitClock } from '#lib/clock';
import { getItem, transactWrite, type TransactItem } from '#lib/db';
import {
  deletionBy,
  documentStore,
  levelLists,
  trailingWindow,
  type DateRange,
  type StoredDocument,
} from '#lib/documents';
import { BadRequestError, ConflictError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { approvalLimitsOf } from '../../engines/approvals/limits.ts';
import { approvalRecords } from '../../engines/approvals/data.ts';
import {
  approvableOf,
  decide,
  decisionOutcome,
  planSubmission,
  retirementItems,
  withdraw,
  type DecisionExtra,
} from '../../engines/approvals/engine.ts';
import { confirmedFiles, viewUrl } from '../../engines/files/store.ts';
import { readJobOrderCore, type StatusMove, writeJobOrderAs } from '../../engines/status/engine.ts';
import { outboxPuts, publishOutbox, type OutboxEvent } from '../../engines/status/outbox.ts';
// Issue 15 H6: money events (AmountPosted) of approved petty cash.
import { approvalMoneyItems, pettyCashPosting } from '../../engines/money/money-events.ts';
import { readCatalog } from '../../engines/masters/catalog.ts';
import { documentTotalsEvents } from '../../engines/projections/documents.ts';
import {
  acceptsPettyCash,
  approvalTarget,
  costsTaken,
  deleteTarget,
  saveTarget,
  withdrawalTarget,
} from './rules.ts';
import { fieldsOf } from '#lib/attributes';

export const docType = 'PCH';
const level = 'THIRD' as const;
type StoredPettyCash = StoredDocument<PettyCashMaster, PettyCashLine>;

export const pettyCash = documentStore<PettyCashMaster, PettyCashLine>(docType, 'pettyCash');

/** The engine's view of a petty cash: its net value decides the tier. */
export const approvable = (master: PettyCashMaster) =>
  approvableOf(docType, master, { amount: master.netval });

export async function requirePettyCash(project: string, docnumbr: string): Promise<StoredPettyCash> {
  return found(await pettyCash.get(project, docnumbr));
}

/** The job order a petty cash names: it must exist and take petty cash (rules.ts). */
async function jobOrderFor(project: string, jobordno: string): Promise<JobOrderCore> {
  const header = await readJobOrderCore(project, jobordno);
  if (!header) throw new BadRequestError(messages.jobOrderNotFound);
  if (!acceptsPettyCash(header)) throw new BadRequestError(messages.jobOrderClosed);
  return header;
}

/**
 * One transaction: through the job order's status engine when it moves (a delivered job order is
 * closed: `allowClosed`), else the items with the outbox, published after.
 */
async function commit(
  caller: Caller,
  change: {
    header?: JobOrderCore | undefined;
    move?: StatusMove | undefined;
    from?: readonly number[];
    items: TransactItem[];
    busEvents?: OutboxEvent[];
  },
) {
  const busEvents = change.busEvents ?? [];
  if (change.header && change.move) {
    await writeJobOrderAs(caller, {
      jobordno: change.header.jobordno,
      from: change.from ?? [change.header.statuscde],
      moves: [change.move],
      items: change.items,
      busEvents,
      allowClosed: change.header.state === 'closed',
    });
    return;
  }
  await transactWrite([...change.items, ...outboxPuts(busEvents)]);
  await publishOutbox(busEvents);
}

/** The other live petty cash of a job order with their approval states. */
async function othersOf(project: string, jobordno: string, docnumbr: string) {
  const masters = await pettyCash.ofJobOrder(project, jobordno);
  return masters
    .filter((master) => master.docnumbr !== docnumbr)
    .map((master) => ({ docnumbr: master.docnumbr, state: pettyCashState(master) }));
}

/** `insertPettyCash`: saves (a new one, or one nobody decided yet) and submits it to the approver. */
export async function savePettyCash(caller: Caller, body: PettyCashBody, now: Date) {
  const { project } = caller;
  const stored = body.docnumbr ? await requirePettyCash(project, body.docnumbr) : undefined;
  if (stored && body.version !== stored.master.version) throw new ConflictError();
  if (stored && !editableApproval(stored.master.approval))
    throw new BadRequestError(messages.pettyCashNotEditable);
  if (stored && stored.master.jobordno !== body.jobordno)
    throw new BadRequestError(messages.pettyCashJobOrderChange);
  const clock = kuwaitClock(now);
  if (body.docdate > clock.date) throw new BadRequestError(messages.pettyCashFutureDate);

  const parts = [...new Set(body.lines.map((line) => line.sparepart).filter((part) => part !== ''))];
  const catalog = await readCatalog(project, { items: parts, vendors: body.vendor ? [body.vendor] : [] });
  const supplier = body.vendor ? catalog.vendors.get(body.vendor) : undefined;
  if (body.vendor && (!supplier || supplier.status === 'inactive'))
    throw new BadRequestError(messages.storeUnknownSupplier);
  const unknown = parts.find((part) => !catalog.items.has(part));
  if (unknown) throw new BadRequestError(formatMessage(messages.storeUnknownItem, { item: unknown }));

  const { values, netval } = pricePettyCash(body.lines);
  if (pettyCashOverLimit(netval))
    throw new BadRequestError(
      formatMessage(messages.pettyCashOverLimit, {
        amount: netval.toFixed(3),
        limit: pettyCashMax.toFixed(3),
      }),
    );
  const file = body.docfileid
    ? (await confirmedFiles(project, [body.docfileid])).get(body.docfileid)
    : undefined;
  if (body.docfileid && !file) throw new BadRequestError(messages.uploadNotFound);
  const header = body.jobordno ? await jobOrderFor(project, body.jobordno) : undefined;

  return pettyCash.saveKept(caller, stored?.master, now, async (kept, claims) => {
    const { docnumbr } = kept;
    const lines: PettyCashLine[] = body.lines.map((line, index) => ({
      serlnumb: index + 1,
      ...fieldsOf(line, 'description sparepart qty unitprice billno billdate'),
      sparenam: line.sparepart ? (catalog.items.get(line.sparepart)?.sparenam ?? '') : '',
      value: values[index]!,
    }));
    const target = header ? saveTarget(header.statuscde) : undefined;
    const jobstatus = stored?.master.jobstatus ?? header?.statuscde;
    const master: PettyCashMaster = {
      ...kept,
      jobordno: header?.jobordno ?? '',
      vehicleno: header?.vehicleno ?? '',
      garage: header?.garage ?? '',
      garagnam: header?.garagnam ?? '',
      vendor: supplier?.vendcode ?? '',
      vendname: supplier?.vendname ?? body.vendname,
      ...fieldsOf(body, 'docdate paymode remarks'),
      docfileid: file?.fileId ?? '',
      docfilename: file?.fileName ?? '',
      netval,
      status: pettyCashStatus.done,
      ...(jobstatus !== undefined ? { jobstatus } : {}),
    };
    const plan = planSubmission(caller, approvable(master), now, await approvalLimitsOf(project, docType));
    const saved: StoredPettyCash = { master: { ...master, approval: plan.approval }, lines };
    await commit(caller, {
      header,
      ...(header && target !== undefined
        ? {
            move: {
              to: target,
              action: 'submit' as const,
              remarks: `Petty cash ${docnumbr} of ${master.vendname}, ${netval.toFixed(3)} KWD`,
              approval: { docType, docnumbr, level, amount: netval },
            },
          }
        : {}),
      items: [...claims, ...pettyCash.saveItems(project, saved, stored), ...plan.items],
      busEvents: [
        ...plan.busEvents,
        // The purchase invoice cash report's totals (document totals projection).
        ...documentTotalsEvents(
          project,
          docType,
          { before: stored?.master, after: saved.master },
          { user: caller.usercode, now },
        ),
      ],
    });
    return { docnumbr, version: master.version, netval, jobordno: master.jobordno };
  });
}

/**
 * A job order move a decision needs, in the decision's own transaction (a delivered job order is
 * closed: the engine's commit takes it with `allowClosed`).
 */
function jobOrderAfterDecision(
  header: JobOrderCore | undefined,
  move: StatusMove | undefined,
): { extra: DecisionExtra } {
  if (!header || !move) return { extra: {} };
  return {
    extra: { move, from: [header.statuscde], ...(header.state === 'open' ? {} : { allowClosed: true }) },
  };
}

/** `approvePettyCash`: the third-level approver's decision (reject needs remarks). */
export async function decidePettyCash(caller: Caller, body: ApprovalDecisionBody, now: Date) {
  const { project } = caller;
  const stored = await requirePettyCash(project, body.docnumbr);
  const header = await readJobOrderCore(project, stored.master.jobordno);
  // Once the job order's 3-in-1 or final invoice took its costs, petty cash can only be rejected.
  if (body.decision === 'A' && header && costsTaken.includes(header.statuscde))
    throw new BadRequestError(messages.jobOrderWrongStage);
  const result = await decide(
    caller,
    approvable(stored.master),
    level,
    body,
    (next) => [
      pettyCash.masterPut(
        project,
        {
          ...stored.master,
          ...next,
          status: next.approval.state === 'approved' ? pettyCashStatus.pendingPayment : pettyCashStatus.done,
        },
        stored.master.version,
      ),
    ],
    now,
    async (next) => {
      // Issue 15 H6: approved petty cash posts its money in the decision's transaction.
      const money = approvalMoneyItems(
        caller,
        now,
        pettyCashPosting(stored.master),
        stored.master.approval,
        next,
      );
      if (next.state !== 'approved' || !header) return money.length ? { items: money } : {};
      const others = await othersOf(project, header.jobordno, stored.master.docnumbr);
      const to = approvalTarget(
        header.statuscde,
        others.every((other) => other.state === 'approved'),
      );
      const planned = jobOrderAfterDecision(
        header,
        to === undefined
          ? undefined
          : {
              to,
              action: 'approve',
              remarks: body.remarks,
              approval: { docType, docnumbr: body.docnumbr, level, amount: stored.master.netval },
            },
      );
      return { ...planned.extra, items: [...(planned.extra.items ?? []), ...money] }; // Issue 15 H6
    },
  );
  return decisionOutcome(body.docnumbr, result);
}

/** `deletePettyCashApproved?docnumbr`: withdraws the decision while the vendor is unpaid and not invoiced. */
export async function withdrawPettyCashApproval(caller: Caller, docnumbr: string, now: Date) {
  const { project } = caller;
  const stored = await requirePettyCash(project, docnumbr);
  if (stored.master.status === pettyCashStatus.paid) throw new BadRequestError(messages.pettyCashPaid);
  const header = await readJobOrderCore(project, stored.master.jobordno);
  if (header && costsTaken.includes(header.statuscde))
    throw new BadRequestError(messages.approvalDeletePastStage);
  const approved = stored.master.approval?.state === 'approved';
  const to = header && approved ? withdrawalTarget(header.statuscde) : undefined;
  const planned = jobOrderAfterDecision(
    header,
    header && to !== undefined
      ? {
          to,
          action: 'unapprove',
          remarks: `${level} approval of ${docnumbr} deleted`,
          approval: { docType, docnumbr, level, amount: stored.master.netval },
        }
      : undefined,
  );
  const result = await withdraw(
    caller,
    approvable(stored.master),
    level,
    (next) => [
      pettyCash.masterPut(
        project,
        { ...stored.master, ...next, status: pettyCashStatus.done },
        stored.master.version,
      ),
    ],
    now,
    // Issue 15 H6: withdrawing an approval takes its money back.
    (next) => ({
      ...planned.extra,
      items: [
        ...(planned.extra.items ?? []),
        ...approvalMoneyItems(caller, now, pettyCashPosting(stored.master), stored.master.approval, next),
      ],
    }),
  );
  return { docnumbr, version: result.version, state: result.approval.state };
}

/** `deletePettyCash?docnumbr`: before any decision, or after a rejection. */
export async function deletePettyCash(caller: Caller, docnumbr: string, now: Date) {
  const { project } = caller;
  const stored = await requirePettyCash(project, docnumbr);
  if (!editableApproval(stored.master.approval)) throw new BadRequestError(messages.pettyCashDeletePastStage);
  const header = await readJobOrderCore(project, stored.master.jobordno);
  const to =
    header && header.state !== 'rejected' && header.state !== 'cancelled'
      ? deleteTarget(
          header.statuscde,
          await othersOf(project, header.jobordno, docnumbr),
          stored.master.jobstatus,
        )
      : undefined;
  await commit(caller, {
    header,
    ...(to !== undefined
      ? { move: { to, action: 'delete' as const, remarks: `Petty cash ${docnumbr} deleted` } }
      : {}),
    items: [
      pettyCash.deleteItem(project, stored.master, deletionBy(caller, now)),
      ...retirementItems(project, approvable(stored.master)),
    ],
    busEvents: documentTotalsEvents(
      project,
      docType,
      { before: stored.master },
      { user: caller.usercode, now },
    ),
  });
  return { docnumbr, jobordno: stored.master.jobordno };
}

/** `getPettyCashById` (any state), `...ApprovedById` (400 unless approved), `...PendingById` (400 unless pending). */
export async function readPettyCash(
  caller: Caller,
  docnumbr: string,
  only?: 'approved' | 'pending',
): Promise<PettyCashDocument> {
  const stored = await requirePettyCash(caller.project, docnumbr);
  const state = pettyCashState(stored.master);
  if (only === 'approved' && state !== 'approved') throw new BadRequestError(messages.pettyCashNotApproved);
  if (only === 'pending' && state !== 'pending') throw new BadRequestError(messages.approvalNotPending);
  const link = stored.master.docfileid
    ? await viewUrl(caller, stored.master.docfileid).catch(() => undefined)
    : undefined;
  return {
    master: stored.master,
    lines: inSerialOrder(stored.lines),
    approvals: await approvalRecords(caller.project, docType, docnumbr),
    docurl: link?.url ?? '',
  };
}

export const rowOf = (master: PettyCashMaster): PettyCashRow => ({
  ...fieldsOf(master, pettyCashRowFields),
  lines: 0,
  state: pettyCashState(master),
});

/** Masters in a window (default: the last 30 days to today, Kuwait time). */
const mastersIn = (caller: Caller, window: DateRange) =>
  pettyCash.list(caller.project, trailingWindow(window, new Date(), 30));

/** `getPettyCashList`. */
export async function pettyCashList(caller: Caller, query: PettyCashListQuery): Promise<PettyCashRow[]> {
  const masters = await mastersIn(caller, query);
  return masters
    .filter(
      (master) =>
        (!query.vendor || ofVendor(master, query.vendor)) &&
        (!query.jobordno || master.jobordno === query.jobordno) &&
        (!query.state || pettyCashState(master) === query.state),
    )
    .map((master) => rowOf(master));
}

/** `getInvoicesByVendor?vendor&fromdate&todate`: one vendor's petty cash, rejected ones left out. */
export async function invoicesByVendor(caller: Caller, query: DateRange & { vendor: string }) {
  const masters = await mastersIn(caller, query);
  return masters
    .filter((master) => ofVendor(master, query.vendor) && pettyCashState(master) !== 'rejected')
    .map((master) => rowOf(master));
}

/** `getPettyCashByVendor?fromdate&todate`: totals per vendor (rejected ones left out). */
export async function pettyCashByVendor(caller: Caller, query: DateRange) {
  const masters = await mastersIn(caller, query);
  return totalsByVendor(masters.filter((master) => pettyCashState(master) !== 'rejected'));
}

/** `getVendorPendingPaymentsSummary`: approved, not yet paid, per vendor (every date). */
export async function vendorPendingPayments(caller: Caller) {
  return pendingPayments(await pettyCash.list(caller.project, {}));
}

/**
 * `getPettyCashNo`: a preview of the number the next new petty cash gets (`PCH-<year>-<nnnnn>`); the
 * number is taken only when it is saved, so two users may see the same preview.
 */
export async function nextPettyCashNo(caller: Caller, now: Date) {
  const year = kuwaitClock(now).date.slice(0, 4);
  const counter = await getItem<{ value?: number }>(`${caller.project}#COUNTER`, `${docType}#${year}`);
  const next = Number(counter?.value ?? 0) + 1;
  return { docnumbr: yearlyNumber(docType)(year, next) };
}

/** The approver's lists, each row with its petty cash. */
const approverLists = levelLists(docType, level, pettyCash, (master) => ({ master }));

/** `getPettyCashPendingList`: the approver's work list (engine rows with the vendor and date), oldest first. */
export async function pendingPettyCash(caller: Caller) {
  return (await approverLists.pending(caller.project)).map(({ master, ...row }) => ({
    ...row,
    ...fieldsOf(master, 'docdate vendname version'),
  }));
}

/** `getPettyCashApprovedList`: approved petty cash, newest approval first, with who approved it and when. */
export async function approvedPettyCash(caller: Caller) {
  return (await approverLists.approved(caller.project))
    .filter((row) => row.master.approval?.state === 'approved')
    .map((row) => ({ ...rowOf(row.master), approvedAt: row.approvedAt, approvedBy: row.approvedBy }));
}
