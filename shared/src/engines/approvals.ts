/**
 * The approval engine's rules (ARCHITECTURE.md section 11), one for every document that needs approval:
 * estimations (issue 10), then purchase requests, cost sheets, LPOs, item requests, petty cash, supplier
 * and 3-in-1 invoices, employee transfers. A document type declares its chain here as data; the engine
 * (functions/approvals/) owns submit, approve, reject, delete approval and the pending lists.
 *
 * Spec: 000 section 5 ("Approval: items can be approved, rejected, pending or not set; bulk approve all,
 * reject all, clear all; MOI approval required before KPTC approval"), section 6 ("Approval levels:
 * garage, KPTC, MOI, third level; estimation approval has a KD250 tier"); 001 section 4 (estimation,
 * purchase request, cost sheet and petty cash have approval steps; purchase request has garage, MOI and
 * KPTC approval, each with a third-party variant; MOI before KPTC), sections 5 and 8 ('Please add
 * rejection remarks'), section 9 (estimation approval tier 250 KWD).
 *
 * Zod-free: the approver's request schema is in approval-requests.ts, so that a page that needs only the
 * chains (the My work landing) does not carry zod (issue 25).
 */
import { roundKwd } from './amounts.ts';
import { messages, type ServerMessage } from '../platform/messages.ts';
import type { PersonName } from '../platform/people.ts';
import type { RoleCode } from '../platform/roles.ts';

export type { ApprovalDecisionBody } from './approval-requests.ts';

/** Approval levels (spec 000 section 6) and the KD250 tier of the estimation. */
export const approvalLevels = ['GARAGE', 'MOI', 'KPTC', 'THIRD', 'KD'] as const;
export type ApprovalLevel = (typeof approvalLevels)[number];

/** A line's decision (spec 000 section 5): approved, rejected, pending, not set. */
export const lineDecisions = ['A', 'R', 'P', ''] as const;
export type LineDecision = (typeof lineDecisions)[number];

/** Bulk actions on the lines of a document. */
export const bulkActions = ['approveAll', 'rejectAll', 'clearAll'] as const;
export type BulkAction = (typeof bulkActions)[number];

export interface ApprovalLevelDefinition {
  level: ApprovalLevel;
  /** The role whose users approve at this level (and are told when a document reaches it). */
  role: RoleCode;
  /** The screen whose `edits` right approving needs (the approval screen). */
  screen: string;
  /** A tier: the level is required only when the document's amount is ABOVE this (KWD). */
  above?: number;
  /**
   * A tier read from the limit table: the level is required only when the amount is above the approval
   * limit of that other level (e.g. the third level above what KPTC may approve alone).
   */
  aboveLimitOf?: ApprovalLevel;
  /** Levels that must have approved before this one (e.g. MOI before KPTC). */
  after?: readonly ApprovalLevel[];
  /** Job order status when this level approves and another level still follows. */
  approvedStatus?: number;
  /** The level's own approval screen route, when it is not the chain's `link`. */
  link?: string;
}

export interface ApprovalChain {
  /** Document type (the prefix of its numbers, e.g. `QUOT`). */
  docType: string;
  /** What a person calls the document, both languages (notifications). */
  name: { en: string; ar: string };
  levels: readonly ApprovalLevelDefinition[];
  /** Whether approvers decide line by line (approve all / reject all / clear all). */
  lines: boolean;
  /** Job order statuses the engine moves a job order's document through (when it has a job order). */
  jobOrder?: {
    /** On submit (waiting for the first level). */
    submitted: number;
    /**
     * When the last required level approved; without it, the `approvedStatus` of the last level that
     * approved (a chain whose final level varies with the amount, e.g. KPTC or the third level).
     */
    approved?: number;
    /** When a level rejected (the document goes back to be revised). */
    rejected: number;
    /** The job order may be closed (a delivered job order in the accounts phase, issue 13). */
    closed?: boolean;
  };
  /** SPA route that opens the document for a level's approver (`{docnumbr}`, `{level}` filled in). */
  link: string;
  /**
   * The approval holds the job order's next step without moving it (the workshop manager's approval of
   * a garage inspection holds the estimation at 1213): once finally approved, the holders of the job
   * order's next step are told, as a status change would tell them, that it is theirs now.
   */
  releasesNextStep?: boolean;
}

/** The KD250 tier of the estimation (spec 001 section 9: estimation approval tier 250 KWD). */
export const estimationKdTier = 250;

/** The approver role of each level: the KD250 tier is decided by a KPTC approver. */
const approverOf: Record<ApprovalLevel, RoleCode> = {
  GARAGE: 'APPROVER_GARAGE',
  MOI: 'APPROVER_MOI',
  KPTC: 'APPROVER_KPTC',
  THIRD: 'APPROVER_THIRD',
  KD: 'APPROVER_KPTC',
};

/** A level decided by its own approver role on `screen`. */
function at(
  level: ApprovalLevel,
  screen: string,
  more: Omit<ApprovalLevelDefinition, 'level' | 'role' | 'screen'> = {},
): ApprovalLevelDefinition {
  return { level, role: approverOf[level], screen, ...more };
}

/** The SPA route that opens a document on `page` for a level's approver. */
function approveOn(page: string, key = 'docnumbr'): string {
  return `/${page}?${key}={docnumbr}&mod=true&status=APPROVE&level={level}`;
}

/** A chain of one level, decided on the whole document. */
function oneLevel(
  docType: string,
  en: string,
  ar: string,
  level: ApprovalLevelDefinition,
  page: string,
  more: Pick<ApprovalChain, 'jobOrder' | 'releasesNextStep'> = {},
): ApprovalChain {
  return { docType, name: { en, ar }, lines: false, levels: [level], link: approveOn(page), ...more };
}

/** Every chain, by document type. Later issues add theirs here. */
export const approvalChains = {
  /**
   * Estimation (quotation): MOI approves every estimation (approvequotation); one over 250.000 KWD
   * also needs the KD250 approval (approvequotationkd), after MOI, by a KPTC approver. Approved:
   * 1216; waiting for KD after MOI: 1256; rejected: back to 1215 to be revised.
   */
  QUOT: {
    docType: 'QUOT',
    name: { en: 'Estimation', ar: 'التقدير' },
    lines: true,
    levels: [
      at('MOI', 'SGRG004', { approvedStatus: 1256 }),
      at('KD', 'SGRG004', { above: estimationKdTier, after: ['MOI'] }),
    ],
    jobOrder: { submitted: 1235, approved: 1216, rejected: 1215 },
    link: approveOn('estimation'),
  },
  /**
   * Item request (spec 001 section 7 "Item request"): the garage approver decides line by line
   * (approved, rejected, pending, not set; approve all / reject all / clear all; rejecting needs
   * remarks). Submitted: 1217 ItemRequested; approved: 1218 ItemRequestApproved (the store keepers are
   * told, status route of 1218); every line rejected: back to 1216 (the repair goes on without them).
   */
  IRQ: {
    docType: 'IRQ',
    name: { en: 'Item request', ar: 'طلب القطع' },
    lines: true,
    levels: [at('GARAGE', 'SGRG021')],
    jobOrder: { submitted: 1217, approved: 1218, rejected: 1216 },
    link: approveOn('sparepartsapprove'),
  },
  /**
   * Garage inspection (issue 28): where the garage's setting asks for it (`inspmgrapr` Y), the workshop
   * manager (the garage approver) approves a completed inspection before the estimation, or returns it
   * with remarks. The chain moves no job order itself: approved, it stays at 1213 and the estimation may
   * be made; returned, the inspection module sends it back to 1212 to be revised.
   */
  GIN: oneLevel('GIN', 'Garage inspection', 'فحص الكراج', at('GARAGE', 'SGRG022'), 'managerapproval', {
    releasesNextStep: true,
  }),
  /**
   * Purchase request for the store (spec 001 section 4: garage, MOI and KPTC approval, MOI before
   * KPTC; the third level above KPTC's limit in the limit table). Line by line: a rejected line is not
   * bought. No job order moves; the request's own status goes 1242 -> 1243.
   */
  PRQ: {
    docType: 'PRQ',
    name: { en: 'Purchase request', ar: 'طلب الشراء' },
    lines: true,
    levels: [
      at('GARAGE', 'SGRX006'),
      at('MOI', 'SGRX006', { after: ['GARAGE'] }),
      at('KPTC', 'SGRX006', { after: ['MOI'] }),
      at('THIRD', 'SGRX006', { after: ['KPTC'], aboveLimitOf: 'KPTC' }),
    ],
    link: approveOn('purchaseReqEntry'),
  },
  /**
   * Purchase request with a job order: the same levels; the job order goes 1401 on submit, 1402 after
   * MOI, 1403 after KPTC, 1404 after the third level; a rejection sends it back to waiting for spare
   * parts (1228) with the remarks.
   */
  PRJ: {
    docType: 'PRJ',
    name: { en: 'Purchase request', ar: 'طلب الشراء' },
    lines: true,
    levels: [
      at('GARAGE', 'SGRP001'),
      at('MOI', 'SGRP001', { after: ['GARAGE'], approvedStatus: 1402 }),
      at('KPTC', 'SGRP001', { after: ['MOI'], approvedStatus: 1403 }),
      at('THIRD', 'SGRP001', { after: ['KPTC'], aboveLimitOf: 'KPTC', approvedStatus: 1404 }),
    ],
    jobOrder: { submitted: 1401, rejected: 1228 },
    link: approveOn('purchaseReqEntrywithjo'),
  },
  /**
   * Cost sheet: MOI (/costsheetapproval), then KPTC (/costsheetapprovalSec), then the third level above
   * KPTC's limit. A job order goes 1406 on submit, 1407 after MOI, 1408 when approved; a rejection
   * sends it back to 1405 (quotations done) to prepare the sheet again.
   */
  CST: {
    docType: 'CST',
    name: { en: 'Cost sheet', ar: 'كشف التكلفة' },
    lines: false,
    levels: [
      at('MOI', 'SGRP004', { approvedStatus: 1407, link: approveOn('costsheetapproval', 'costshtno') }),
      at('KPTC', 'SGRP005', {
        after: ['MOI'],
        approvedStatus: 1408,
        link: approveOn('costsheetapprovalSec', 'costshtno'),
      }),
      at('THIRD', 'SGRP005', {
        after: ['KPTC'],
        aboveLimitOf: 'KPTC',
        approvedStatus: 1408,
        link: approveOn('costsheetapprovalSec', 'costshtno'),
      }),
    ],
    jobOrder: { submitted: 1406, rejected: 1405 },
    link: approveOn('costsheetapproval', 'costshtno'),
  },
  /**
   * Local purchase order: KPTC approves (/purchaseorderapproval). Several orders can come from one cost
   * sheet (one per supplier), so the LPO module moves the job order itself (1409 when the first is
   * made, 1410 when every order of the sheet is approved).
   */
  LPO: oneLevel(
    'LPO',
    'Local purchase order',
    'أمر الشراء المحلي',
    at('KPTC', 'SGRP006'),
    'purchaseorderapproval',
  ),
  /**
   * Supplier (purchase) invoice (issue 13): the KPTC approver decides on /supplierinvoiceApr; approved,
   * the invoice is pending for payment (1250). Type PIV: PIN is the item inspection's numbering.
   */
  PIV: oneLevel('PIV', 'Supplier invoice', 'فاتورة المورد', at('KPTC', 'SGRT002'), 'supplierinvoiceApr'),
  /**
   * Credit invoice (issue 28): a supplier's credit note against an approved supplier invoice, decided
   * by the KPTC approver who approves supplier invoices, on the credit invoice's own screen (SGRT007).
   */
  CRN: oneLevel('CRN', 'Credit invoice', 'الإشعار الدائن', at('KPTC', 'SGRT007'), 'creditinvoice'),
  /**
   * Petty cash (issue 13): one level, the third-level approver (APPROVER_THIRD on /pettycashApr,
   * screen SGRT004). The chain declares no job order statuses: the petty cash module moves a job
   * order in the accounts phase itself (1423 on save, 1424 when every petty cash of it is approved).
   */
  PCH: oneLevel('PCH', 'Petty cash', 'المصروفات النثرية', at('THIRD', 'SGRT004'), 'pettycashApr'),
  /**
   * The 3-in-1 invoice (issue 13, docs/accounts.md): a delivered job order's labour, parts and outside
   * costs in one document, approved by the customer (MOI) on /finalInvoiceApr. Submitted: 1420;
   * approved: 1421 (the final invoice may be issued); rejected: back to 1422 (being invoiced) to be
   * re-costed. The job order is closed (delivered) all along.
   */
  TIO: oneLevel('TIO', '3-in-1 invoice', 'فاتورة 3 في 1', at('MOI', 'SGRT005'), 'finalInvoiceApr', {
    jobOrder: { submitted: 1420, approved: 1421, rejected: 1422, closed: true },
  }),
} as const satisfies Record<string, ApprovalChain>;

export function chainOf(docType: string): ApprovalChain {
  const chain = (approvalChains as Record<string, ApprovalChain>)[docType];
  if (!chain) throw new Error(`No approval chain for ${docType}`);
  return chain;
}

/** One level's decision as stored on the document. */
export interface LevelDecision {
  decision: 'A' | 'R';
  user: string;
  /** ISO time. */
  at: string;
  /** The document's amount the decision was taken on (KWD). */
  amount: number;
  remarks: string;
  /** The approver `user` acted for, under a delegation of authority ("approved by X for Y"). */
  onBehalfOf?: string;
}

/** What a list row tells of its document's approval: its state and the levels it waits at now. */
export interface ApprovalProgress {
  state: ApprovalState['state'];
  waiting: ApprovalLevel[];
}

/** The approval state a document carries (`approval` on its master). */
export interface ApprovalState {
  /** 1 for the first submission, +1 for each resubmission after a rejection. */
  round: number;
  state: 'pending' | 'approved' | 'rejected';
  amount: number;
  requester: string;
  submittedAt: string;
  /** Decided levels of this round. */
  decisions: Partial<Record<ApprovalLevel, LevelDecision>>;
  /** Since when each level waits (the pending index key), for levels reached and not decided. */
  waitingSince: Partial<Record<ApprovalLevel, string>>;
  /** The limit table as it stood at submission: the tiers and limits this round is decided under. */
  limits?: ApprovalLimits;
  /** Line decisions per level (serlnumb -> decision and remarks), saved drafts included. */
  lines: Partial<Record<ApprovalLevel, Record<string, { aprstatus: LineDecision; remarks: string }>>>;
}

const fils = (amount: number) => Math.round(roundKwd(amount) * 1000);

/** Approval limits by level (KWD): what a level's approval may settle (master data, the limit table). */
export type ApprovalLimits = Partial<Record<ApprovalLevel, number>>;

/** The tier of a level: its fixed `above`, or the limit of the level it escalates from (none: always needed). */
function tierOf(level: ApprovalLevelDefinition, limits: ApprovalLimits): number | undefined {
  if (level.above !== undefined) return level.above;
  return level.aboveLimitOf === undefined ? undefined : limits[level.aboveLimitOf];
}

/**
 * The levels a document of `amount` needs: a tier level only strictly above its tier (250.000 does not);
 * a level escalating from another level's limit only when that limit is set and exceeded.
 */
export function requiredLevels(
  chain: ApprovalChain,
  amount: number,
  limits: ApprovalLimits = {},
): ApprovalLevelDefinition[] {
  return chain.levels.filter((level) => {
    const tier = tierOf(level, limits);
    if (tier === undefined) return level.aboveLimitOf === undefined;
    return fils(amount) > fils(tier);
  });
}

/**
 * Whether approving at `level` is over its limit: the amount is above the level's limit and no later
 * level of the chain takes over above it (then the approval only passes the document on).
 */
export function overLimit(
  chain: ApprovalChain,
  level: ApprovalLevel,
  amount: number,
  limits: ApprovalLimits,
): number | undefined {
  const limit = limits[level];
  if (limit === undefined || fils(amount) <= fils(limit)) return undefined;
  return chain.levels.some((entry) => entry.aboveLimitOf === level) ? undefined : limit;
}

/** Levels whose turn it is: required, not decided, every `after` level approved. */
export function waitingLevels(
  chain: ApprovalChain,
  amount: number,
  decisions: ApprovalState['decisions'],
  limits: ApprovalLimits = {},
): ApprovalLevelDefinition[] {
  if (Object.values(decisions).some((decision) => decision?.decision === 'R')) return [];
  const required = requiredLevels(chain, amount, limits);
  const needed = new Set(required.map((level) => level.level));
  return required.filter(
    (level) =>
      !decisions[level.level] &&
      (level.after ?? []).every((before) => !needed.has(before) || decisions[before]?.decision === 'A'),
  );
}

/** The document's state from its decisions. */
export function stateOf(
  chain: ApprovalChain,
  amount: number,
  decisions: ApprovalState['decisions'],
  limits: ApprovalLimits = {},
): ApprovalState['state'] {
  if (Object.values(decisions).some((decision) => decision?.decision === 'R')) return 'rejected';
  return requiredLevels(chain, amount, limits).every((level) => decisions[level.level]?.decision === 'A')
    ? 'approved'
    : 'pending';
}

/** Lines after a bulk action (clear all sets every line back to not set). */
export function applyBulk(
  serials: readonly (string | number)[],
  action: BulkAction,
  remarks = '',
): Record<string, { aprstatus: LineDecision; remarks: string }> {
  const aprstatus: LineDecision = action === 'approveAll' ? 'A' : action === 'rejectAll' ? 'R' : '';
  return Object.fromEntries(
    serials.map((serial) => [String(serial), { aprstatus, remarks: aprstatus === 'R' ? remarks : '' }]),
  );
}

/**
 * What the line decisions of a level amount to: `approved` when every line is decided and at least
 * one is approved, `rejected` when every line is rejected, `open` while a line is pending or not set.
 */
export function linesOutcome(
  lines: Record<string, { aprstatus: LineDecision }>,
): 'approved' | 'rejected' | 'open' {
  const decisions = Object.values(lines).map((line) => line.aprstatus);
  if (decisions.length === 0 || decisions.some((d) => d === 'P' || d === '')) return 'open';
  return decisions.every((d) => d === 'R') ? 'rejected' : 'approved';
}

/** A refusal of a decision: the message and the HTTP status the engine answers with. */
export interface DecisionRefusal {
  message: ServerMessage;
  status: 400 | 403 | 409;
}

/**
 * Whether `caller` may decide `level` now. Order of checks: the role (403), a level the document does
 * not need (400), a decided level (409: approving twice), a level whose turn has not come (400: out of
 * order, e.g. 'MOI approval is required before KPTC approval'), a document no longer pending (400).
 */
/** A delegation the caller acts under today: the role of user `for` (spec-free: holiday cover). */
export interface ActingFor {
  role: string;
  for: string;
}

/** The user a caller decides for at a level: themselves (their role), or the delegator they act for. */
export function actingAs(
  definition: ApprovalLevelDefinition,
  caller: { roles: readonly string[]; superuser: boolean; acting?: readonly ActingFor[] },
): { self: true } | { self: false; for: string } | undefined {
  if (caller.superuser || caller.roles.includes(definition.role)) return { self: true };
  const delegation = (caller.acting ?? []).find((entry) => entry.role === definition.role);
  return delegation ? { self: false, for: delegation.for } : undefined;
}

export function decisionRefusal(
  chain: ApprovalChain,
  approval: ApprovalState | undefined,
  level: ApprovalLevel,
  caller: { roles: readonly string[]; superuser: boolean; acting?: readonly ActingFor[] },
): DecisionRefusal | undefined {
  const definition = chain.levels.find((entry) => entry.level === level);
  if (!definition) return { message: messages.approvalLevelNotNeeded, status: 400 };
  if (!actingAs(definition, caller)) return { message: messages.approvalWrongRole, status: 403 };
  if (!approval) return { message: messages.approvalNotSubmitted, status: 400 };
  if (!requiredLevels(chain, approval.amount, approval.limits).some((entry) => entry.level === level))
    return { message: messages.approvalLevelNotNeeded, status: 400 };
  if (approval.decisions[level]) return { message: messages.approvalAlreadyDecided, status: 409 };
  if (approval.state !== 'pending') return { message: messages.approvalNotPending, status: 400 };
  const needed = new Set(requiredLevels(chain, approval.amount, approval.limits).map((entry) => entry.level));
  const missing = (definition.after ?? []).filter(
    (before) => needed.has(before) && approval.decisions[before]?.decision !== 'A',
  );
  if (missing.length > 0) {
    const message =
      missing.includes('MOI') && level === 'KPTC'
        ? messages.approvalMoiBeforeKptc
        : messages.approvalOutOfOrder;
    return { message, status: 400 };
  }
  return undefined;
}

/** Line decision of a line over all levels: rejected by any level wins, then approved by the last one. */
export function lineDecisionOf(
  approval: ApprovalState | undefined,
  serlnumb: number,
): { aprstatus: LineDecision; aprremarks: string } {
  let result: { aprstatus: LineDecision; aprremarks: string } = { aprstatus: '', aprremarks: '' };
  for (const lines of Object.values(approval?.lines ?? {})) {
    const line = lines?.[String(serlnumb)];
    if (!line) continue;
    if (line.aprstatus === 'R') return { aprstatus: 'R', aprremarks: line.remarks };
    if (line.aprstatus !== '') result = { aprstatus: line.aprstatus, aprremarks: line.remarks };
  }
  return result;
}

/** A fresh approval state for a (re)submission. */
export function submittedState(
  chain: ApprovalChain,
  previous: ApprovalState | undefined,
  input: { amount: number; requester: string; at: string; limits?: ApprovalLimits },
): ApprovalState {
  const amount = roundKwd(input.amount);
  const limits = input.limits ?? {};
  const waiting = waitingLevels(chain, amount, {}, limits);
  return {
    round: (previous?.round ?? 0) + 1,
    state: 'pending',
    amount,
    requester: input.requester,
    submittedAt: input.at,
    decisions: {},
    waitingSince: Object.fromEntries(waiting.map((level) => [level.level, input.at])),
    ...(Object.keys(limits).length > 0 ? { limits } : {}),
    lines: {},
  };
}

/** A document may be changed (and resubmitted) while nobody decided it yet, or after a rejection. */
export function editableApproval(approval: ApprovalState | undefined): boolean {
  if (!approval) return true;
  if (approval.state === 'rejected') return true;
  return approval.state === 'pending' && Object.keys(approval.decisions).length === 0;
}

/** The link to a document's approval screen for a level. */
export function approvalLink(chain: ApprovalChain, docnumbr: string, level: ApprovalLevel): string {
  const own = chain.levels.find((entry) => entry.level === level)?.link;
  return (own ?? chain.link)
    .replace('{docnumbr}', encodeURIComponent(docnumbr))
    .replace('{level}', encodeURIComponent(level));
}

/** A pending-list row (the approver's work list). */
export interface PendingApproval {
  docType: string;
  docnumbr: string;
  level: ApprovalLevel;
  jobordno?: string;
  vehicleno?: string;
  garage?: string;
  garagnam?: string;
  amount: number;
  requester: string;
  /** Since when it waits at this level (ISO). */
  since: string;
  round: number;
  link: string;
}

/** One approval record (a decided level), as the document's approvals list shows it. */
export interface ApprovalRecord extends LevelDecision {
  docType: string;
  docnumbr: string;
  level: ApprovalLevel;
  round: number;
  jobordno?: string;
  /** Line decisions the level took. */
  lines?: Record<string, { aprstatus: LineDecision; remarks: string }>;
  /** Set when the decision was withdrawn (delete approval). */
  withdrawnBy?: string;
  withdrawnAt?: string;
  /**
   * The employees' names of `user`, `onBehalfOf` and `withdrawnBy`, resolved when the records are read
   * (never stored): what a reader sees instead of the login ids.
   */
  userName?: PersonName;
  onBehalfOfName?: PersonName;
  withdrawnByName?: PersonName;
}
