/**
 * The approval text of a printed document (pure): the decisions of the current round, each level's
 * decision as a row of the approvals table, who signs a level's block and who asked for the approval.
 * Names are the employees' names in both languages (issue 25 item 6), never the login ids.
 */
import type { ApprovalRecord } from '@fleet/shared/engines/approvals';
import type { PersonName } from '@fleet/shared/platform/people';
import { formatKwd } from '../../i18n/format.ts';
import { formatMoment } from '../dateTime.ts';
import { approvalStateLabels, decisionLabels, levelApproval, levelName } from './labels.ts';
import { printedDecider, printedPerson } from './people.ts';
import { printable, type Bilingual } from './text.ts';

/** A label and its printed amount (a totals row). */
export interface AmountText {
  label: Bilingual;
  text: string;
}

/** A row of the approvals table. */
export interface ApprovalRowText {
  level: Bilingual;
  decision: Bilingual;
  /** Who decided, in both languages. */
  by: Bilingual;
  /** Whom a delegate decided for, printed beneath `by` (empty names when none); only when asked apart. */
  onBehalfOf?: Bilingual;
  at: string;
  amount: string;
  remarks: string;
}

/** A signature block: its title and who signed there (empty names until someone did). */
export interface SignatureText {
  title: Bilingual;
  name: Bilingual;
}

/** How a decided document's PDF ends: its totals, the round's decisions and a signature block per level. */
export interface DecidedText {
  totals: AmountText[];
  approvals: ApprovalRowText[];
  signatures: SignatureText[];
}

/** No name: a block nobody signed yet. */
export const nobody: Bilingual = { en: '', ar: '' };

/** Who asked for the approval: the requester of the round, or who created the document before that. */
export const requesterOf = (master: { cretuser: string; approval?: { requester: string } | undefined }) =>
  master.approval?.requester ?? master.cretuser;

/** The decisions of the document's current round (all rounds before it is submitted), not withdrawn. */
export function currentDecisions<R extends Pick<ApprovalRecord, 'round' | 'withdrawnAt'>>(
  records: readonly R[],
  approval: { round: number } | undefined,
): R[] {
  return records.filter(
    (record) => !record.withdrawnAt && record.round === (approval?.round ?? record.round),
  );
}

/**
 * How a decision names who took it: `decider` "X for Y" in one line under a delegation, `approver`
 * the approver alone, `apart` the approver with whom they acted for beneath.
 */
export type DeciderText = 'decider' | 'approver' | 'apart';

const decidedBy = (record: ApprovalRecord, how: DeciderText): Bilingual =>
  how === 'decider' ? printedDecider(record) : printedPerson(record.user, record.userName);

/** A decision as the approvals table prints it: level, decision, who, when (Kuwait), amount, remarks. */
export function approvalRowText(record: ApprovalRecord, how: DeciderText = 'decider'): ApprovalRowText {
  return {
    level: levelName(record.level),
    decision: decisionLabels[record.decision],
    by: decidedBy(record, how),
    ...(how === 'apart'
      ? { onBehalfOf: record.onBehalfOf ? printedPerson(record.onBehalfOf, record.onBehalfOfName) : nobody }
      : {}),
    at: formatMoment(record.at),
    amount: formatKwd(record.amount),
    remarks: printable(record.remarks),
  };
}

/** Who signs a level's block: who approved it in `records` (a delegate as `how` says), or nobody yet. */
export function signerOf(
  records: readonly ApprovalRecord[],
  level: string,
  how: DeciderText = 'decider',
): Bilingual {
  const record = records.find((entry) => entry.level === level && entry.decision === 'A');
  return record ? decidedBy(record, how) : nobody;
}

/** A document asking for approval, as its PDF reads it. */
interface ApprovedDocument<R extends ApprovalRecord> {
  master: {
    cretuser: string;
    approval?: { round: number; requester: string; state: keyof typeof approvalStateLabels } | undefined;
  };
  approvals: readonly R[];
}

/**
 * A document's approval as printed: its state (`unset` before it is submitted), the decisions of the
 * current round (`current`, to find who signs) and their rows (who decided named as `how` says), who
 * asked for it by name (`people`: the names of the user codes) and the signature blocks: the one who
 * asked (under `title`), then each of `levels` with who approved there (a delegate as `signer` says).
 */
export function printedApproval<R extends ApprovalRecord>(
  document: ApprovedDocument<R>,
  people: Record<string, PersonName>,
  { how = 'decider', unset = 'none' }: { how?: DeciderText; unset?: keyof typeof approvalStateLabels } = {},
) {
  const { approval } = document.master;
  const current = currentDecisions(document.approvals, approval);
  const code = requesterOf(document.master);
  const requester = printedPerson(code, people[code]);
  return {
    current,
    state: approvalStateLabels[approval?.state ?? unset],
    approvals: current.map((record) => approvalRowText(record, how)),
    requester,
    signatures: (
      title: Bilingual,
      levels: readonly string[],
      signer: DeciderText = 'decider',
    ): SignatureText[] => [
      { title, name: requester },
      ...levels.map((level) => ({ title: levelApproval(level), name: signerOf(current, level, signer) })),
    ],
  };
}
