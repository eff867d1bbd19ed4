/**
 * Data of the approval engine, one named function per access pattern:
 * - approval records (a decided level): pk `<project>#APPR#<docType>#<docnumbr>`, sk `<round>#<level>`;
 *   created with a condition, so a level is decided once per round even by two approvers at once;
 * - the pending index (an approver level's work list): pk `<project>#APPRPEND#<docType>#<level>`,
 *   sk `<since>#<docnumbr>`; one item while a document waits at that level;
 * - the approved index (documents a level approved): pk `<project>#APPROK#<docType>#<level>`,
 *   sk `<at>#<docnumbr>`;
 * - rejections by requester (`RejectedItems/GetRejectedCostSheets`): pk `<project>#APPRREJ#<requester>`,
 *   sk `<at>#<docType>#<docnumbr>#<level>`.
 */
import {
  approvalChains,
  approvalLink,
  type ApprovalChain,
  type ApprovalLevel,
  type ApprovalProgress,
  type ApprovalRecord,
  type ApprovalState,
  type PendingApproval,
} from '@fleet/shared/engines/approvals';
import { queryAll, queryRows, transactDelete as del, transactPut as put, type TransactItem } from '#lib/db';
import { key } from '#lib/table';
import { peopleNames } from '../masters/people.ts';

const round3 = (round: number) => String(round).padStart(3, '0');

export const approvalKeys = {
  records: (project: string, docType: string, docnumbr: string) =>
    key.project(project, 'APPR', docType, docnumbr),
  record: (project: string, docType: string, docnumbr: string, round: number, level: ApprovalLevel) => ({
    pk: approvalKeys.records(project, docType, docnumbr),
    sk: `${round3(round)}#${level}`,
  }),
  pendingPk: (project: string, docType: string, level: ApprovalLevel) =>
    key.project(project, 'APPRPEND', docType, level),
  pending: (project: string, docType: string, level: ApprovalLevel, since: string, docnumbr: string) => ({
    pk: approvalKeys.pendingPk(project, docType, level),
    sk: `${since}#${docnumbr}`,
  }),
  approvedPk: (project: string, docType: string, level: ApprovalLevel) =>
    key.project(project, 'APPROK', docType, level),
  approved: (project: string, docType: string, level: ApprovalLevel, at: string, docnumbr: string) => ({
    pk: approvalKeys.approvedPk(project, docType, level),
    sk: `${at}#${docnumbr}`,
  }),
  rejectedPk: (project: string, requester: string) =>
    key.project(project, 'APPRREJ', requester.toLowerCase()),
  rejected: (
    project: string,
    record: Pick<ApprovalRecord, 'at' | 'docType' | 'docnumbr' | 'level'>,
    requester: string,
  ) => ({
    pk: approvalKeys.rejectedPk(project, requester),
    sk: `${record.at}#${record.docType}#${record.docnumbr}#${record.level}`,
  }),
};

/** The record of a decided level: created only if the level has no record in this round yet. */
export function recordPut(project: string, record: ApprovalRecord): TransactItem {
  return put(
    {
      ...approvalKeys.record(project, record.docType, record.docnumbr, record.round, record.level),
      entity: 'approvalRecord',
      ...record,
    },
    'attribute_not_exists(pk)',
  );
}

/** A withdrawn record keeps its decision with who withdrew it, under a key of its own (history). */
export function recordWithdraw(
  project: string,
  record: ApprovalRecord,
  by: string,
  at: string,
): TransactItem[] {
  const keys = approvalKeys.record(project, record.docType, record.docnumbr, record.round, record.level);
  return [
    del(keys),
    put({
      pk: keys.pk,
      sk: `${keys.sk}#WITHDRAWN#${at}`,
      entity: 'approvalRecordWithdrawn',
      ...record,
      withdrawnBy: by,
      withdrawnAt: at,
    }),
  ];
}

export const pendingPut = (project: string, row: PendingApproval): TransactItem =>
  put({
    ...approvalKeys.pending(project, row.docType, row.level, row.since, row.docnumbr),
    entity: 'approvalPending',
    ...row,
  });

export const pendingDelete = (
  project: string,
  docType: string,
  level: ApprovalLevel,
  since: string,
  docnumbr: string,
) => del(approvalKeys.pending(project, docType, level, since, docnumbr));

export const approvedPut = (
  project: string,
  row: PendingApproval & { approvedAt: string; approvedBy: string },
) =>
  put({
    ...approvalKeys.approved(project, row.docType, row.level, row.approvedAt, row.docnumbr),
    entity: 'approvalApproved',
    ...row,
  });

export const approvedDelete = (
  project: string,
  docType: string,
  level: ApprovalLevel,
  at: string,
  docnumbr: string,
) => del(approvalKeys.approved(project, docType, level, at, docnumbr));

export const rejectedPut = (
  project: string,
  record: ApprovalRecord,
  requester: string,
  extra: Record<string, unknown>,
) =>
  put({
    ...approvalKeys.rejected(project, record, requester),
    entity: 'approvalRejected',
    requester,
    ...extra,
    ...record,
  });

export const rejectedDelete = (project: string, record: ApprovalRecord, requester: string) =>
  del(approvalKeys.rejected(project, record, requester));

// ---- Reads ----------------------------------------------------------------------------------------

/** The decided levels of a document as stored, every round, oldest first (withdrawn ones included, marked). */
export async function storedApprovalRecords(
  project: string,
  docType: string,
  docnumbr: string,
): Promise<ApprovalRecord[]> {
  const records = await queryRows<ApprovalRecord>({ pk: approvalKeys.records(project, docType, docnumbr) });
  return records.sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * A document's approval history as readers see it: the stored records with the employees' names of
 * who decided, for whom and who withdrew (resolved on read through the user and employee masters).
 */
export async function approvalRecords(
  project: string,
  docType: string,
  docnumbr: string,
): Promise<ApprovalRecord[]> {
  const records = await storedApprovalRecords(project, docType, docnumbr);
  const names = await peopleNames(
    project,
    records.flatMap((record) => [record.user, record.onBehalfOf, record.withdrawnBy]),
  );
  return records.map((record) => {
    const userName = names[record.user];
    const onBehalfOfName = record.onBehalfOf ? names[record.onBehalfOf] : undefined;
    const withdrawnByName = record.withdrawnBy ? names[record.withdrawnBy] : undefined;
    return {
      ...record,
      ...(userName ? { userName } : {}),
      ...(onBehalfOfName ? { onBehalfOfName } : {}),
      ...(withdrawnByName ? { withdrawnByName } : {}),
    };
  });
}

/** A level's work list: documents waiting at it, oldest first. */
export async function pendingAt(
  project: string,
  docType: string,
  level: ApprovalLevel,
): Promise<PendingApproval[]> {
  return queryRows({ pk: approvalKeys.pendingPk(project, docType, level) });
}

/** Documents a level approved (still approved), newest first. */
export async function approvedAt(
  project: string,
  docType: string,
  level: ApprovalLevel,
): Promise<(PendingApproval & { approvedAt: string; approvedBy: string })[]> {
  return queryRows({ pk: approvalKeys.approvedPk(project, docType, level), ascending: false });
}

/** Rejections of a requester's documents, newest first. */
export const rejectedFor = (project: string, requester: string) =>
  queryRows<Record<string, unknown>>({ pk: approvalKeys.rejectedPk(project, requester), ascending: false });

/**
 * Approvals a job order waits for: the documents linked to it (gsi2 `<project>#JO#<jobordno>`) whose
 * approval state is pending, one row per level they wait at. One Query, whatever the document types.
 */
export async function pendingApprovalsOfJobOrder(
  project: string,
  jobordno: string,
): Promise<PendingApproval[]> {
  const items = await queryAll<Record<string, unknown>>({
    index: 'gsi2',
    pk: key.project(project, 'JO', jobordno),
  });
  return items.flatMap((item) => {
    const approval = item['approval'] as ApprovalState | undefined;
    if (!approval || approval.state !== 'pending' || item['deldate']) return [];
    const docType = String(item['gsi2sk'] ?? '').split('#')[0] ?? '';
    const chain = (approvalChains as Record<string, ApprovalChain>)[docType];
    if (!chain) return [];
    const docnumbr = String(item['docnumbr'] ?? '');
    return Object.entries(approval.waitingSince).map(([level, since]) => ({
      docType,
      docnumbr,
      level: level as ApprovalLevel,
      jobordno,
      ...(item['vehicleno'] ? { vehicleno: String(item['vehicleno']) } : {}),
      ...(item['garagnam'] ? { garagnam: String(item['garagnam']) } : {}),
      amount: approval.amount,
      requester: approval.requester,
      since: since!,
      round: approval.round,
      link: approvalLink(chain, docnumbr, level as ApprovalLevel),
    }));
  });
}

/** A document's approval as its list row shows it: the state (pending before any) and the levels it waits at. */
export const approvalProgress = (approval: ApprovalState | undefined): ApprovalProgress => ({
  state: approval?.state ?? 'pending',
  waiting: Object.keys(approval?.waitingSince ?? {}) as ApprovalLevel[],
});
