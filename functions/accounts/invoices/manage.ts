/**
 * The last mile of a job order (docs/accounts.md), each call as read -> rules -> one transaction:
 * - the 3-in-1 invoice (TIO): the costing of a delivered job order (functions/accounts/invoices/costing.ts) kept
 *   as prepared, submitted to the customer's approver (chain TIO: MOI); 1420, approved 1421, rejected
 *   back to 1422 to be re-costed;
 * - the final invoice (FIN) issued from the approved 3-in-1's figures (1425);
 * - the submission of a final-invoiced job order for payment (JSB, 1426).
 */
import { formatMessage, messages } from '@fleet/shared';
import type {
  FinalInvoiceBody,
  FinalInvoiceRow,
  JoSubmitBody,
  ReadyForFinalInvoice,
  ReadyForSubmit,
  ThreeInOneBody,
  ThreeInOneDocument,
  ThreeInOneMaster,
  ThreeInOneRow,
} from '@fleet/shared/accounts/accounts';
import { editableApproval, type ApprovalDecisionBody } from '@fleet/shared/engines/approvals';
import { eligibleStatuses, workflowSteps } from '@fleet/shared/engines/workflow';
import { kuwaitClock } from '#lib/clock';
import { BadRequestError, ConflictError, NotFoundError, found } from '#lib/errors';
import { deletionBy } from '#lib/documents';
import type { Caller } from '#lib/registry';
import { approvalLimitsOf } from '../../engines/approvals/limits.ts';
import { approvalRecords, approvedAt, pendingAt } from '../../engines/approvals/data.ts';
import {
  approvableOf,
  decide,
  decisionOutcome,
  planSubmission,
  retirementItems,
  withdraw,
} from '../../engines/approvals/engine.ts';
import { jobOrdersAtStatuses } from '../../engines/status/choices.ts';
import { readCosting } from './costing.ts';
import {
  alreadyHas,
  commitAccounts,
  composeFinalInvoice,
  composeJoSubmit,
  composeThreeInOne,
  finalInvoices,
  inAccountsPhase,
  issueNumbered,
  joSubmits,
  liveOf,
  requireDocument,
  requireJobOrder,
  threeInOnes,
  totalsEvents,
} from './documents.ts';
// Issue 15 H6: money events (AmountPosted) in the documents' own transactions.
import { outboxPuts } from '../../engines/status/outbox.ts';
import {
  changeEvents,
  finalInvoiceLabourEvents,
  threeInOnePosting,
} from '../../engines/money/money-events.ts';
import { fieldsOf } from '#lib/attributes';

const tio = 'TIO';

export const approvable = (master: ThreeInOneMaster) => approvableOf(tio, master);

// ---- 3-in-1 invoice ----------------------------------------------------------------------------

/** `getThreeInOneCosting?jobordno`: what the job order cost, now (the 3-in-1 form's preview). */
export async function costingOf(caller: Caller, jobordno: string) {
  const { header } = await requireJobOrder(caller.project, jobordno);
  return { ...(await readCosting(caller.project, jobordno)), statuscde: header.statuscde };
}

/**
 * `insertThreeInOne`: prepares a delivered job order's 3-in-1 (or re-costs it, with its number and
 * version, while it is undecided or was rejected) and submits it to MOI; the job order moves to 1420.
 */
export async function saveThreeInOne(caller: Caller, body: ThreeInOneBody, now: Date) {
  const { header, party } = await requireJobOrder(caller.project, body.jobordno);
  const stored = body.docnumbr
    ? await requireDocument(threeInOnes, caller.project, body.docnumbr)
    : undefined;
  if (stored) {
    if (stored.jobordno !== body.jobordno) throw new NotFoundError();
    if (body.version !== stored.version) throw new ConflictError();
    if (!editableApproval(stored.approval)) throw new BadRequestError(messages.threeInOneNotEditable);
  } else {
    const existing = await liveOf(threeInOnes, caller.project, body.jobordno);
    if (existing) throw alreadyHas(messages.threeInOneExists, body.jobordno, existing.docnumbr);
  }
  // A new 3-in-1 needs a delivered job order; a revision finds it at 1420 or, rejected, at 1422.
  const allowed = stored ? [...eligibleStatuses('threeInOne'), 1420] : eligibleStatuses('threeInOne');
  if (!allowed.includes(header.statuscde)) throw new BadRequestError(messages.threeInOneNotDelivered);
  const costing = await readCosting(caller.project, body.jobordno);
  if (costing.lines.length === 0)
    throw new BadRequestError(formatMessage(messages.threeInOneNoCosts, { jobordno: body.jobordno }));

  const clock = kuwaitClock(now);
  const year = clock.date.slice(0, 4);
  return threeInOnes.numbered(caller.project, year, stored?.docnumbr, async (docnumbr, claims) => {
    const master = composeThreeInOne(party, costing, {
      docnumbr,
      docdate: stored?.docdate ?? clock.date,
      doctime: stored?.doctime ?? clock.time,
      remarks: body.remarks,
      cretuser: stored?.cretuser ?? caller.usercode,
      version: (stored?.version ?? 0) + 1,
      approval: stored?.approval,
    });
    const plan = planSubmission(caller, approvable(master), now, await approvalLimitsOf(caller.project, tio));
    const saved = { ...master, approval: plan.approval };
    await commitAccounts(caller, {
      jobordno: body.jobordno,
      from: allowed,
      moves: plan.move ? [{ ...plan.move, remarks: `3-in-1 invoice ${docnumbr}` }] : [],
      items: [
        ...claims,
        ...threeInOnes.saveItems(
          caller.project,
          { master: saved, lines: [] },
          stored ? { master: stored, lines: [] } : undefined,
        ),
        ...plan.items,
      ],
      busEvents: [...plan.busEvents, ...totalsEvents(caller, tio, { before: stored, after: saved }, now)],
    });
    return { docnumbr, version: saved.version, jobordno: body.jobordno, totalval: saved.totalval };
  });
}

/** `approveThreeInOne`: the customer's (MOI's) decision; approved 1421, rejected back to 1422. */
export async function decideThreeInOne(caller: Caller, body: ApprovalDecisionBody, now: Date) {
  const stored = await requireDocument(threeInOnes, caller.project, body.docnumbr);
  const result = await decide(
    caller,
    approvable(stored),
    'MOI',
    body,
    (next) => [threeInOnes.masterPut(caller.project, { ...stored, ...next }, stored.version)],
    now,
    // A fully approved 3-in-1 posts its total (the approval engine publishes it after the commit).
    (next) =>
      next.state === 'approved'
        ? {
            items: outboxPuts(
              changeEvents(caller.project, { user: caller.usercode, now }, [], threeInOnePosting(stored)),
            ),
          }
        : {},
  );
  return decisionOutcome(stored.docnumbr, result);
}

/** `deleteThreeInOneApproval?docnumbr`: withdraws MOI's decision while no final invoice was issued. */
export async function withdrawThreeInOneApproval(caller: Caller, docnumbr: string, now: Date) {
  const stored = await requireDocument(threeInOnes, caller.project, docnumbr);
  if (stored.fininvno) throw new BadRequestError(messages.approvalDeletePastStage);
  const result = await withdraw(
    caller,
    approvable(stored),
    'MOI',
    (next) => [threeInOnes.masterPut(caller.project, { ...stored, ...next }, stored.version)],
    now,
    // Issue 15 H6: withdrawing the approval takes the 3-in-1's total back.
    (next) =>
      stored.approval?.state === 'approved' && next.state !== 'approved'
        ? {
            items: outboxPuts(
              changeEvents(caller.project, { user: caller.usercode, now }, threeInOnePosting(stored), []),
            ),
          }
        : {},
  );
  return { docnumbr, version: result.version, state: result.approval.state };
}

/**
 * `deleteThreeInOne?docnumbr`: before MOI decided (or after a rejection); the job order goes back to
 * being invoiced (1422), where its costs may change and a new 3-in-1 be prepared.
 */
export async function deleteThreeInOne(caller: Caller, docnumbr: string, now: Date) {
  const stored = await requireDocument(threeInOnes, caller.project, docnumbr);
  if (stored.fininvno) throw new BadRequestError(messages.threeInOneDeletePastStage);
  if (!editableApproval(stored.approval)) throw new BadRequestError(messages.threeInOneNotEditable);
  const { header } = await requireJobOrder(caller.project, stored.jobordno);
  await commitAccounts(caller, {
    jobordno: stored.jobordno,
    from: [],
    moves:
      header.statuscde === 1420
        ? [{ to: 1422, action: 'delete', remarks: `3-in-1 invoice ${docnumbr} deleted` }]
        : [],
    items: [
      threeInOnes.deleteItem(caller.project, stored, deletionBy(caller, now)),
      ...retirementItems(caller.project, approvable(stored)),
    ],
    busEvents: totalsEvents(caller, tio, { before: stored }, now),
  });
  return { docnumbr, jobordno: stored.jobordno };
}

export async function readThreeInOne(caller: Caller, docnumbr: string): Promise<ThreeInOneDocument> {
  const master = await requireDocument(threeInOnes, caller.project, docnumbr);
  return { master, approvals: await approvalRecords(caller.project, tio, docnumbr) };
}

export async function threeInOneList(
  caller: Caller,
  range: { fromdate?: string; todate?: string },
): Promise<ThreeInOneRow[]> {
  return (await threeInOnes.list(caller.project, range)).map(({ lines: _lines, ...row }) => ({
    ...row,
    state: row.approval?.state ?? 'pending',
  }));
}

export const threeInOnePending = (caller: Caller) => pendingAt(caller.project, tio, 'MOI');
export const threeInOneApproved = (caller: Caller) => approvedAt(caller.project, tio, 'MOI');

// ---- Final invoice -----------------------------------------------------------------------------

/** `Getthreeinoneapprjobordnos`: job orders whose 3-in-1 is approved and not yet final-invoiced. */
export async function approvedForFinalInvoice(caller: Caller): Promise<ReadyForFinalInvoice[]> {
  const approved = await threeInOneApproved(caller);
  const masters = await threeInOnes.masters(
    caller.project,
    approved.map((row) => row.docnumbr),
  );
  return masters
    .filter((master) => master.approval?.state === 'approved' && !master.fininvno)
    .map((master) => ({
      ...fieldsOf(master, 'jobordno vehicleno garagnam totalval'),
      threeinone: master.docnumbr,
    }));
}

/** `insertFinalinovice`: the final invoice from the approved 3-in-1's figures; the job order moves to 1425. */
export async function saveFinalInvoice(caller: Caller, body: FinalInvoiceBody, now: Date) {
  const { party } = await requireJobOrder(caller.project, body.jobordno);
  const existing = await liveOf(finalInvoices, caller.project, body.jobordno);
  if (existing) throw alreadyHas(messages.finalInvoiceExists, body.jobordno, existing.docnumbr);
  const source = await liveOf(threeInOnes, caller.project, body.jobordno);
  if (!source || source.approval?.state !== 'approved')
    throw new BadRequestError(formatMessage(messages.finalInvoiceNotApproved, { jobordno: body.jobordno }));
  return issueNumbered(finalInvoices, caller, body.remarks, now, async (stamp, claims) => {
    const { docnumbr } = stamp;
    const master = composeFinalInvoice(party, source, stamp);
    await commitAccounts(caller, {
      jobordno: body.jobordno,
      from: eligibleStatuses('finalInvoice'),
      moves: [{ to: workflowSteps.finalInvoice.to, remarks: `Final invoice ${docnumbr}` }],
      items: [
        ...claims,
        ...finalInvoices.saveItems(caller.project, { master, lines: [] }, undefined),
        threeInOnes.masterPut(
          caller.project,
          { ...source, fininvno: docnumbr, version: source.version + 1 },
          source.version,
        ),
      ],
      // Issue 15 H6: the final invoice's labour, per workshop.
      busEvents: [
        ...(await finalInvoiceLabourEvents(caller.project, master, { user: caller.usercode, now })),
        ...totalsEvents(caller, finalInvoices.type, { after: master }, now),
      ],
    });
    return { docnumbr, version: 1, jobordno: body.jobordno, totalval: master.totalval };
  });
}

/** `deleteFinalInvoice?docnumbr`: before the job order is submitted; it goes back to 1421. */
export async function deleteFinalInvoice(caller: Caller, docnumbr: string, now: Date) {
  const stored = await requireDocument(finalInvoices, caller.project, docnumbr);
  if (stored.state === 'submitted') throw new BadRequestError(messages.finalInvoiceSubmitted);
  const source = await requireDocument(threeInOnes, caller.project, stored.threeinone);
  const { fininvno: _issued, ...unlinked } = source;
  await commitAccounts(caller, {
    jobordno: stored.jobordno,
    from: [workflowSteps.finalInvoice.to],
    moves: [{ to: 1421, action: 'delete', remarks: `Final invoice ${docnumbr} deleted` }],
    items: [
      finalInvoices.deleteItem(caller.project, stored, deletionBy(caller, now)),
      threeInOnes.masterPut(caller.project, { ...unlinked, version: source.version + 1 }, source.version),
    ],
    // Issue 15 H6: the labour it posted is taken back.
    busEvents: [
      ...(await finalInvoiceLabourEvents(caller.project, stored, { user: caller.usercode, now }, true)),
      ...totalsEvents(caller, finalInvoices.type, { before: stored }, now),
    ],
  });
  return { docnumbr, jobordno: stored.jobordno };
}

export async function readFinalInvoice(caller: Caller, docnumbr: string) {
  return requireDocument(finalInvoices, caller.project, docnumbr);
}

/** `getFinalInvoiceprint?joborderno`: the job order's final invoice as printed. */
export async function finalInvoiceOfJobOrder(caller: Caller, jobordno: string) {
  return found(
    await liveOf(finalInvoices, caller.project, jobordno),
    formatMessage(messages.finalInvoiceNone, { jobordno }),
  );
}

export async function finalInvoiceList(
  caller: Caller,
  range: { fromdate?: string; todate?: string },
): Promise<FinalInvoiceRow[]> {
  return (await finalInvoices.list(caller.project, range)).map(({ lines: _lines, ...row }) => row);
}

// ---- Job order submit --------------------------------------------------------------------------

/** The job orders ready for submit: final-invoiced (1425), not yet submitted. */
export async function jobOrdersForSubmit(caller: Caller): Promise<ReadyForSubmit[]> {
  // Two Queries: the final invoices and the status index of 1425 (no header read per invoice).
  const [invoices, ready] = await Promise.all([
    finalInvoices.list(caller.project, {}),
    jobOrdersAtStatuses(caller.project, eligibleStatuses('joSubmit')),
  ]);
  const atFinalInvoice = new Set(ready.map((row) => row.jobordno));
  return invoices
    .filter((invoice) => invoice.state === 'pending' && atFinalInvoice.has(invoice.jobordno))
    .map((invoice) => ({
      ...fieldsOf(invoice, 'jobordno docdate vehicleno garagnam totalval'),
      fininvno: invoice.docnumbr,
    }));
}

/** `InsertJoSubmit`: submits a final-invoiced job order for payment (1426). */
export async function submitJobOrder(caller: Caller, body: JoSubmitBody, now: Date) {
  const { party } = await requireJobOrder(caller.project, body.jobordno);
  const invoice = await liveOf(finalInvoices, caller.project, body.jobordno);
  if (!invoice || invoice.state !== 'pending')
    throw new BadRequestError(formatMessage(messages.finalInvoiceNone, { jobordno: body.jobordno }));
  return issueNumbered(joSubmits, caller, body.remarks, now, async (stamp, claims) => {
    const { docnumbr } = stamp;
    const master = composeJoSubmit(party, invoice, stamp);
    await commitAccounts(caller, {
      jobordno: body.jobordno,
      from: eligibleStatuses('joSubmit'),
      moves: [{ to: workflowSteps.joSubmit.to, remarks: `Submitted for payment (${docnumbr})` }],
      items: [
        ...claims,
        ...joSubmits.saveItems(caller.project, { master, lines: [] }, undefined),
        finalInvoices.masterPut(
          caller.project,
          { ...invoice, state: 'submitted', submitno: docnumbr, version: invoice.version + 1 },
          invoice.version,
        ),
      ],
      busEvents: totalsEvents(caller, joSubmits.type, { after: master }, now),
    });
    return { docnumbr, jobordno: body.jobordno, fininvno: invoice.docnumbr, totalval: invoice.totalval };
  });
}

export async function joSubmitList(caller: Caller, range: { fromdate?: string; todate?: string }) {
  return joSubmits.list(caller.project, range);
}

/** `getThreeInOneJobOrders`: delivered job orders being invoiced without a live 3-in-1 (the form's choice). */
export async function jobOrdersForThreeInOne(caller: Caller) {
  const candidates = await jobOrdersAtStatuses(caller.project, eligibleStatuses('threeInOne'));
  const withDocument = await Promise.all(
    candidates
      .filter((row) => inAccountsPhase(row.statuscde))
      .map(async (row) => ({ row, existing: await liveOf(threeInOnes, caller.project, row.jobordno) })),
  );
  return withDocument.filter(({ existing }) => !existing).map(({ row }) => row);
}
