/**
 * The approval engine (ARCHITECTURE.md section 11): submit, approve, reject, delete an approval, for
 * every document type whose chain is declared in shared/src/engines/approvals.ts.
 *
 * A decision is one transaction: the document's master (new approval state and version, conditional on
 * the version the approver read: a stale one is a 409), the level's approval record (created only if
 * the level has none in this round, so two approvers deciding at the same moment give exactly one
 * decision), the pending / approved / rejected index items, the outbox events (`ApprovalDecided` to the
 * requester, `ApprovalRequested` to the next level) and, for a job order's document, the job order's
 * status move with a history entry naming the document, level and amount, all through the status
 * engine (`writeJobOrder`). A document without a job order is written with `transactWrite` and the same
 * outbox.
 */
import { randomUUID } from 'node:crypto';
import { detailTypes, eventSources, messages } from '@fleet/shared';
import {
  actingAs,
  applyBulk,
  approvalLink,
  overLimit,
  chainOf,
  decisionRefusal,
  linesOutcome,
  stateOf,
  submittedState,
  waitingLevels,
  type ApprovalChain,
  type ApprovalDecisionBody,
  type ApprovalLevel,
  type ApprovalLimits,
  type ApprovalRecord,
  type ApprovalState,
  type LineDecision,
  type PendingApproval,
} from '@fleet/shared/engines/approvals';
import {
  formatMessage,
  type ApprovalDecided,
  type ApprovalRequested,
  type ServerMessage,
} from '@fleet/shared';
import { transactWrite, type TransactItem } from '#lib/db';
import { AppError, BadRequestError, ConflictError } from '#lib/errors';
import { metricNames, recordMetric } from '#lib/metrics';
import type { Caller } from '#lib/registry';
import type { StageOutcome } from '#lib/document-routes';
import { readJobOrderCore, writeJobOrder, type StatusMove } from '../status/engine.ts';
import type { HistoryAction, HistoryApproval } from '@fleet/shared/reception/job-orders';
import { approvalLimitsOf } from './limits.ts';
import { outboxEventsOf, outboxPuts, publishOutbox, type OutboxEvent } from '../status/outbox.ts';
import {
  storedApprovalRecords,
  approvedDelete,
  approvedPut,
  pendingDelete,
  pendingPut,
  recordPut,
  recordWithdraw,
  rejectedDelete,
  rejectedPut,
} from './data.ts';
import { fieldsOf, givenFields } from '#lib/attributes';

/** What the engine needs to know of a document. */
export interface ApprovableDocument {
  docType: string;
  docnumbr: string;
  /** The stored version. */
  version: number;
  /** KWD; the tier is read from it. */
  amount: number;
  jobordno?: string;
  vehicleno?: string;
  garage?: string;
  garagnam?: string;
  approval?: ApprovalState;
  /** Line numbers, for chains decided line by line. */
  serials: readonly number[];
}

/**
 * The engine's view of a document's master: `amount` (default its totalval) decides the tier, `serials`
 * are its line numbers for chains decided line by line; the job order and vehicle fields go along when set.
 */
export function approvableOf(
  docType: string,
  master: Pick<ApprovableDocument, 'docnumbr' | 'version'> & { totalval?: number } & {
    [K in 'jobordno' | 'vehicleno' | 'garage' | 'garagnam' | 'approval']?: ApprovableDocument[K];
  },
  options: { amount?: number; serials?: readonly number[] } = {},
): ApprovableDocument {
  return {
    docType,
    docnumbr: master.docnumbr,
    version: master.version,
    amount: options.amount ?? master.totalval ?? 0,
    ...givenFields(master, 'jobordno vehicleno garage garagnam approval'),
    serials: options.serials ?? [],
  };
}

/** A document with lines as the engine sees it: its master and its line numbers. */
export const approvableWithLines = (
  docType: string,
  stored: { master: Parameters<typeof approvableOf>[1]; lines: readonly { serlnumb: number }[] },
) => approvableOf(docType, stored.master, { serials: stored.lines.map((line) => line.serlnumb) });

/** Writes the document's master with its new approval state at `version` (+1), conditional on the old one. */
export type MasterWriter = (next: { approval: ApprovalState; version: number }) => TransactItem[];

/** The job order, plate and garage a document names (those it has), on its pending rows and events. */
const namedBy = (doc: ApprovableDocument) => givenFields(doc, 'jobordno vehicleno garage');

export function pendingRow(
  chain: ApprovalChain,
  doc: ApprovableDocument,
  approval: ApprovalState,
  level: ApprovalLevel,
  since: string,
): PendingApproval {
  return {
    docType: chain.docType,
    docnumbr: doc.docnumbr,
    level,
    ...namedBy(doc),
    ...(doc.garagnam ? { garagnam: doc.garagnam } : {}),
    amount: approval.amount,
    requester: approval.requester,
    since,
    round: approval.round,
    link: approvalLink(chain, doc.docnumbr, level),
  };
}

/** What an approval event says of its document: the chain, the document in its approval state, who and when. */
interface EventOf {
  chain: ApprovalChain;
  project: string;
  doc: ApprovableDocument;
  approval: ApprovalState;
  user: string;
  at: string;
}

function eventBase({ chain, project, doc, approval, user, at }: EventOf, level: ApprovalLevel) {
  return {
    eventId: randomUUID(),
    project,
    docType: chain.docType,
    docnumbr: doc.docnumbr,
    ...namedBy(doc),
    level,
    ...fieldsOf(approval, 'round amount requester'),
    user,
    link: approvalLink(chain, doc.docnumbr, level),
    at,
  };
}

function requestedEvent(of: EventOf, level: ApprovalLevel, statusCode?: number): OutboxEvent {
  const definition = of.chain.levels.find((entry) => entry.level === level)!;
  const detail: ApprovalRequested = {
    ...eventBase(of, level),
    role: definition.role,
    ...(statusCode !== undefined ? { statusCode } : {}),
  };
  return { source: eventSources.approvals, detailType: detailTypes.approvalRequested, detail };
}

function decidedEvent(
  of: EventOf,
  level: ApprovalLevel,
  change: Pick<ApprovalDecided, 'decision' | 'final' | 'remarks' | 'onBehalfOf'> & { statusCode?: number },
): OutboxEvent {
  const detail: ApprovalDecided = {
    ...eventBase(of, level),
    ...fieldsOf(change, 'decision final remarks'),
    ...(change.onBehalfOf ? { onBehalfOf: change.onBehalfOf } : {}),
    ...(change.statusCode !== undefined ? { statusCode: change.statusCode } : {}),
  };
  return { source: eventSources.approvals, detailType: detailTypes.approvalDecided, detail };
}

/**
 * The levels a state waits at, with since when, but for those `other` waits at too: a decision or its
 * withdrawal moves the pending index only at the levels it enters or leaves.
 */
const waitedAt = (approval: ApprovalState | undefined, other?: ApprovalState) =>
  Object.entries(approval?.waitingSince ?? {})
    .filter(([level]) => !other?.waitingSince[level as ApprovalLevel])
    .map(([level, since]) => [level as ApprovalLevel, since!] as const);

/** Pending index items of the levels a state waits at (and `other` does not). */
function pendingPuts(
  project: string,
  chain: ApprovalChain,
  doc: ApprovableDocument,
  approval: ApprovalState,
  other?: ApprovalState,
): TransactItem[] {
  return waitedAt(approval, other).map(([level, since]) =>
    pendingPut(project, pendingRow(chain, doc, approval, level, since)),
  );
}

function pendingDeletes(
  project: string,
  chain: ApprovalChain,
  doc: ApprovableDocument,
  approval: ApprovalState | undefined,
  other?: ApprovalState,
): TransactItem[] {
  return waitedAt(approval, other).map(([level, since]) =>
    pendingDelete(project, chain.docType, level, since, doc.docnumbr),
  );
}

export interface SubmissionPlan {
  approval: ApprovalState;
  /** Index items to write with the document's save. */
  items: TransactItem[];
  busEvents: OutboxEvent[];
  /** The job order move (when the chain moves a job order), action `submit`. */
  move?: StatusMove;
}

/**
 * Submitting (or resubmitting after a change or a rejection): a new round waiting at the first levels.
 * The document module writes `items`, `busEvents` and `move` in its own save transaction.
 */
export function planSubmission(
  caller: Caller,
  doc: ApprovableDocument,
  now: Date,
  limits: ApprovalLimits = {},
): SubmissionPlan {
  const chain = chainOf(doc.docType);
  const at = now.toISOString();
  const approval = submittedState(chain, doc.approval, {
    amount: doc.amount,
    requester: caller.usercode,
    at,
    limits,
  });
  const first = Object.keys(approval.waitingSince) as ApprovalLevel[];
  const statusCode = chain.jobOrder?.submitted;
  return {
    approval,
    items: [
      ...pendingDeletes(caller.project, chain, doc, doc.approval),
      ...pendingPuts(caller.project, chain, doc, approval),
    ],
    busEvents: first.map((level) =>
      requestedEvent(
        { chain, project: caller.project, doc, approval, user: caller.usercode, at },
        level,
        statusCode,
      ),
    ),
    ...(chain.jobOrder
      ? {
          move: {
            to: chain.jobOrder.submitted,
            action: 'submit' as const,
            approval: {
              docType: chain.docType,
              docnumbr: doc.docnumbr,
              level: first.join(','),
              amount: approval.amount,
            },
          },
        }
      : {}),
  };
}

/** Items that take a document out of every index when it is deleted. */
export function retirementItems(project: string, doc: ApprovableDocument): TransactItem[] {
  const chain = chainOf(doc.docType);
  const approval = doc.approval;
  if (!approval) return [];
  const approvedRows = Object.entries(approval.decisions)
    .filter(([, decision]) => decision?.decision === 'A')
    .map(([level, decision]) =>
      approvedDelete(project, chain.docType, level as ApprovalLevel, decision!.at, doc.docnumbr),
    );
  return [...pendingDeletes(project, chain, doc, approval), ...approvedRows];
}

/** The job order status a document's approval state keeps its job order at. */
export function jobOrderStatusOf(chain: ApprovalChain, approval: ApprovalState): number | undefined {
  if (!chain.jobOrder) return undefined;
  if (approval.state === 'approved' && chain.jobOrder.approved !== undefined) return chain.jobOrder.approved;
  if (approval.state === 'rejected') return chain.jobOrder.rejected;
  let status = chain.jobOrder.submitted;
  for (const level of chain.levels) {
    if (approval.decisions[level.level]?.decision === 'A' && level.approvedStatus !== undefined)
      status = level.approvedStatus;
  }
  return status;
}

/**
 * What a document adds to its decision's transaction: items of other documents (the purchase request's
 * status when its cost sheet is approved) and, for a chain that declares no job order statuses, its
 * own job order move (`from`: the statuses the job order may be at).
 */
export interface DecisionExtra {
  items?: TransactItem[];
  move?: StatusMove;
  from?: readonly number[];
  /** The job order may be closed (a delivered job order in the accounts phase). */
  allowClosed?: boolean;
}

/** A level's decision in the document's round, as its approval record names it. */
const recordOf = (chain: ApprovalChain, doc: ApprovableDocument, level: ApprovalLevel, round: number) => ({
  docType: chain.docType,
  docnumbr: doc.docnumbr,
  level,
  round,
  ...givenFields(doc, 'jobordno'),
});

/** The job order's move with a decision or its withdrawal: none when the chain moves it to no status. */
const moveWith = (
  to: number | undefined,
  action: HistoryAction,
  remarks: string,
  approval: HistoryApproval,
): StatusMove | undefined => (to === undefined ? undefined : { to, action, remarks, approval });

async function commit(
  caller: Caller,
  doc: ApprovableDocument,
  change: {
    items: TransactItem[];
    busEvents: OutboxEvent[];
    move?: StatusMove | undefined;
    from?: number | undefined;
    extra?: DecisionExtra | undefined;
  },
) {
  const extra = change.extra ?? {};
  // The document's own outbox puts (e.g. the money an approval posts) are published with the
  // engine's events right after the commit, not left to the relay.
  const carried = outboxEventsOf([...change.items, ...(extra.items ?? [])]);
  const items = carried.items;
  const busEvents = [...change.busEvents, ...carried.events];
  const move = change.move ?? extra.move;
  if (doc.jobordno && move) {
    await writeJobOrder({
      project: caller.project,
      user: caller.usercode,
      jobordno: doc.jobordno,
      from: change.move ? (change.from === undefined ? [] : [change.from]) : [...(extra.from ?? [])],
      moves: [move],
      ...(chainOf(doc.docType).jobOrder?.closed || extra.allowClosed ? { allowClosed: true } : {}),
      items,
      busEvents,
    });
    return;
  }
  await transactWrite([...items, ...outboxPuts(busEvents)]);
  await publishOutbox(busEvents);
}

/** A document's own job order move (DecisionExtra) names the delegator too, as the engine's move does. */
function actedFor(extra: DecisionExtra | undefined, onBehalfOf: string | undefined) {
  if (!onBehalfOf || !extra?.move?.approval) return extra;
  return { ...extra, move: { ...extra.move, approval: { ...extra.move.approval, onBehalfOf } } };
}

/** A lost race or a stale read: tell "already decided" when that is what happened, else the 409. */
async function explainConflict(
  error: unknown,
  project: string,
  doc: ApprovableDocument,
  level: ApprovalLevel,
  round: number,
): Promise<never> {
  // The loser of a race fails on the version, on the record's condition, or on the job order having moved.
  if (error instanceof ConflictError || error instanceof BadRequestError) {
    const records = await storedApprovalRecords(project, doc.docType, doc.docnumbr);
    if (records.some((record) => record.round === round && record.level === level && !record.withdrawnAt))
      throw new ConflictError(messages.approvalAlreadyDecided, { cause: error });
  }
  throw error;
}

export interface DecisionResult {
  approval: ApprovalState;
  version: number;
  outcome: 'approved' | 'rejected' | 'saved';
  /** Levels the document waits at now. */
  waiting: ApprovalLevel[];
  message: ServerMessage;
}

/** The approval once `decisions` stand: its state, the levels waiting now and since when (a level already waiting keeps its time). */
function settled(
  chain: ApprovalChain,
  approval: ApprovalState,
  decisions: ApprovalState['decisions'],
  at: string,
) {
  const waiting = waitingLevels(chain, approval.amount, decisions, approval.limits).map(
    (entry) => entry.level,
  );
  const waitingSince = Object.fromEntries(
    waiting.map((name) => [name, approval.waitingSince[name] ?? at]),
  ) as ApprovalState['waitingSince'];
  return { state: stateOf(chain, approval.amount, decisions, approval.limits), waiting, waitingSince };
}

/** A decision's answer: its message and the document now (with the level decided, when given). */
export function decisionOutcome(
  docnumbr: string,
  result: DecisionResult,
  level?: ApprovalLevel,
): StageOutcome {
  return {
    message: result.message,
    written: {
      docnumbr,
      version: result.version,
      state: result.approval.state,
      ...(level ? { level } : {}),
      outcome: result.outcome,
      waiting: result.waiting,
    },
  };
}

/**
 * An approver's decision at `level` (approve, reject, or line decisions; a level whose lines are still
 * pending or not set is saved as a draft and decides nothing).
 */
export async function decide(
  caller: Caller,
  doc: ApprovableDocument,
  level: ApprovalLevel,
  body: ApprovalDecisionBody,
  writeMaster: MasterWriter,
  now: Date,
  extra?: (next: ApprovalState) => DecisionExtra | Promise<DecisionExtra>,
): Promise<DecisionResult> {
  const chain = chainOf(doc.docType);
  const refusal = decisionRefusal(chain, doc.approval, level, caller);
  if (refusal) {
    if (refusal.status === 409) throw new ConflictError(refusal.message);
    throw new AppError(refusal.message, refusal.status);
  }
  if (body.version !== doc.version) throw new ConflictError();
  const approval = doc.approval!;
  const at = now.toISOString();
  const definition = chain.levels.find((entry) => entry.level === level)!;
  const actor = actingAs(definition, caller);
  const onBehalfOf = actor && !actor.self ? { onBehalfOf: actor.for } : {};

  // Line decisions: the level's draft, then the bulk action, then the lines given.
  let lines: Record<string, { aprstatus: LineDecision; remarks: string }> = {};
  if (chain.lines) {
    const known = new Set(doc.serials.map(String));
    const unknown = (body.lines ?? []).some((line) => !known.has(String(line.serlnumb)));
    if (unknown) throw new BadRequestError(messages.approvalLinesUnknown);
    lines = { ...applyBulk(doc.serials, 'clearAll'), ...(approval.lines[level] ?? {}) };
    if (body.action) lines = { ...lines, ...applyBulk(doc.serials, body.action, body.remarks) };
    for (const line of body.lines ?? [])
      lines[String(line.serlnumb)] = { aprstatus: line.aprstatus, remarks: line.remarks };
    if (body.decision) {
      for (const [serial, line] of Object.entries(lines)) {
        if (line.aprstatus === 'P' || line.aprstatus === '')
          lines[serial] = {
            aprstatus: body.decision,
            remarks: body.decision === 'R' ? body.remarks : line.remarks,
          };
      }
    }
  }
  const outcome: 'A' | 'R' | 'open' = body.decision
    ? body.decision
    : chain.lines
      ? ({ approved: 'A', rejected: 'R', open: 'open' } as const)[linesOutcome(lines)]
      : 'open';

  if (outcome === 'open') {
    // A draft of this level's line decisions: the document's version moves, nothing is decided.
    const next: ApprovalState = { ...approval, lines: { ...approval.lines, [level]: lines } };
    await transactWrite(writeMaster({ approval: next, version: doc.version + 1 }));
    return {
      approval: next,
      version: doc.version + 1,
      outcome: 'saved',
      waiting: Object.keys(next.waitingSince) as ApprovalLevel[],
      message: messages.approvalDraftSaved,
    };
  }
  if (
    outcome === 'R' &&
    !body.remarks &&
    !Object.values(lines).some((line) => line.aprstatus === 'R' && line.remarks)
  )
    throw new BadRequestError(messages.rejectionRemarksRequired);

  const remarks =
    body.remarks ||
    Object.values(lines).find((line) => line.aprstatus === 'R' && line.remarks)?.remarks ||
    '';
  if (outcome === 'A') {
    // A level's own limit applies as the table stands now (raising it frees a refused document); which
    // levels a document needs stays as at its submission (approval.limits).
    const limit = overLimit(
      chain,
      level,
      approval.amount,
      await approvalLimitsOf(caller.project, chain.docType),
    );
    if (limit !== undefined)
      throw new AppError(
        formatMessage(messages.approvalOverLimit, {
          amount: approval.amount.toFixed(3),
          limit: limit.toFixed(3),
        }),
        403,
      );
  }
  const decision = {
    decision: outcome,
    user: caller.usercode,
    at,
    amount: approval.amount,
    remarks,
    ...onBehalfOf,
  };
  const decisions = { ...approval.decisions, [level]: decision };
  const { state, waiting: waitingNow, waitingSince } = settled(chain, approval, decisions, at);
  const next: ApprovalState = {
    ...approval,
    state,
    decisions,
    waitingSince,
    lines: chain.lines ? { ...approval.lines, [level]: lines } : approval.lines,
  };
  const record: ApprovalRecord = {
    ...recordOf(chain, doc, level, approval.round),
    ...decision,
    ...(chain.lines ? { lines } : {}),
  };
  const fromStatus = jobOrderStatusOf(chain, approval);
  const toStatus = jobOrderStatusOf(chain, next);
  const items: TransactItem[] = [
    ...writeMaster({ approval: next, version: doc.version + 1 }),
    recordPut(caller.project, record),
    // Leaves the levels it no longer waits at (this one; after a rejection, every one) and enters the
    // levels that wait from now on.
    ...pendingDeletes(caller.project, chain, doc, approval, next),
    ...pendingPuts(caller.project, chain, doc, next, approval),
  ];
  if (outcome === 'A')
    items.push(
      approvedPut(caller.project, {
        ...pendingRow(chain, doc, next, level, approval.waitingSince[level] ?? at),
        approvedAt: at,
        approvedBy: caller.usercode,
      }),
    );
  else
    items.push(
      rejectedPut(caller.project, record, approval.requester, givenFields(doc, 'vehicleno garagnam')),
    );
  const of: EventOf = { chain, project: caller.project, doc, approval: next, user: caller.usercode, at };
  const busEvents: OutboxEvent[] = [
    decidedEvent(of, level, {
      decision: outcome === 'A' ? 'approved' : 'rejected',
      final: state === 'approved',
      remarks,
      ...onBehalfOf,
      ...(toStatus !== undefined ? { statusCode: toStatus } : {}),
    }),
    ...waitingNow
      .filter((name) => !approval.waitingSince[name])
      .map((name) => requestedEvent(of, name, toStatus)),
  ];
  const move = moveWith(toStatus, outcome === 'A' ? 'approve' : 'reject', remarks, {
    docType: chain.docType,
    docnumbr: doc.docnumbr,
    level,
    amount: approval.amount,
    ...onBehalfOf,
  });
  const added = actedFor(extra ? await extra(next) : undefined, onBehalfOf.onBehalfOf);
  try {
    await commit(caller, doc, { items, busEvents, move, from: fromStatus, extra: added });
  } catch (error) {
    await explainConflict(error, caller.project, doc, level, approval.round);
  }
  await recordMetric(metricNames.approvalDecisions, 1, {
    project: caller.project,
    decision: outcome === 'A' ? 'approved' : 'rejected',
  });
  return {
    approval: next,
    version: doc.version + 1,
    outcome: outcome === 'A' ? 'approved' : 'rejected',
    waiting: waitingNow,
    message: outcome === 'A' ? messages.approvalApproved : messages.approvalRejected,
  };
}

/**
 * Deletes a level's decision (`deletequotationapproval`, `...kd`): only the last decided level (a later
 * level's decision goes first), only while the job order is still at the status that decision set. The
 * document waits at that level again.
 */
export async function withdraw(
  caller: Caller,
  doc: ApprovableDocument,
  level: ApprovalLevel,
  writeMaster: MasterWriter,
  now: Date,
  extra?: (next: ApprovalState) => DecisionExtra | Promise<DecisionExtra>,
): Promise<{ approval: ApprovalState; version: number }> {
  const chain = chainOf(doc.docType);
  const approval = doc.approval;
  const decision = approval?.decisions[level];
  const definition = chain.levels.find((entry) => entry.level === level);
  if (!definition) throw new BadRequestError(messages.approvalLevelNotNeeded);
  const actor = actingAs(definition, caller);
  if (!actor) throw new AppError(messages.approvalWrongRole, 403);
  if (!approval || !decision) throw new BadRequestError(messages.approvalNothingToDelete);
  const later = chain.levels.some(
    (entry) => entry.after?.includes(level) && approval.decisions[entry.level] !== undefined,
  );
  if (later) throw new BadRequestError(messages.approvalDeleteLaterLevel);
  const at = now.toISOString();

  const decisions = { ...approval.decisions };
  delete decisions[level];
  const { state, waitingSince } = settled(chain, approval, decisions, at);
  const next: ApprovalState = { ...approval, state, decisions, waitingSince };

  const fromStatus = jobOrderStatusOf(chain, approval);
  const toStatus = jobOrderStatusOf(chain, next);
  if (doc.jobordno && fromStatus !== undefined) {
    const header = await readJobOrderCore(caller.project, doc.jobordno);
    if (header?.statuscde !== fromStatus) throw new BadRequestError(messages.approvalDeletePastStage);
  }
  const record: ApprovalRecord = { ...recordOf(chain, doc, level, approval.round), ...decision };
  const items: TransactItem[] = [
    ...writeMaster({ approval: next, version: doc.version + 1 }),
    ...recordWithdraw(caller.project, record, caller.usercode, at),
    // Out of the levels it waited at, into the ones it waits at now.
    ...pendingDeletes(caller.project, chain, doc, approval, next),
    ...pendingPuts(caller.project, chain, doc, next, approval),
    decision.decision === 'A'
      ? approvedDelete(caller.project, chain.docType, level, decision.at, doc.docnumbr)
      : rejectedDelete(caller.project, record, approval.requester),
  ];
  const busEvents = [
    decidedEvent({ chain, project: caller.project, doc, approval: next, user: caller.usercode, at }, level, {
      decision: 'withdrawn',
      final: false,
      remarks: '',
      ...(toStatus !== undefined ? { statusCode: toStatus } : {}),
    }),
  ];
  const remarks = `${level} ${decision.decision === 'A' ? 'approval' : 'rejection'} of ${doc.docnumbr} deleted`;
  const move = moveWith(toStatus, 'unapprove', remarks, {
    docType: chain.docType,
    docnumbr: doc.docnumbr,
    level,
    amount: approval.amount,
    ...(actor.self ? {} : { onBehalfOf: actor.for }),
  });
  const added = extra ? await extra(next) : undefined;
  await commit(caller, doc, { items, busEvents, move, from: fromStatus, extra: added });
  return { approval: next, version: doc.version + 1 };
}
