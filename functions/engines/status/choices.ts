/**
 * Job order choice lists (`getJobOrder?tostatus`, `getJobOrdermoi?tostatus`, `getJobOrderAllmoi`):
 * the job orders a step may act on, read from the engine's status index (one Query per status the
 * step allows), never from the headers by date.
 */
import type { ApprovalLevel } from '@fleet/shared/engines/approvals';
import { isStickerJob } from '@fleet/shared/stickers/stickers';
import { workflowSteps } from '@fleet/shared/engines/workflow';
import { heldBy, workflowActions, type WorkflowAction } from '@fleet/shared/engines/workflow-map';
import { openGroups, statusesOfGroup } from '@fleet/shared/engines/status-groups';
import type { JobOrderChoice, JobOrderKind } from '@fleet/shared/reception/job-orders';
import { getItems, queryRows, withoutKeys } from '#lib/db';
import { pendingAt } from '../approvals/data.ts';
import { engineKeys } from './engine.ts';
import { jobOrderKeys, listJobOrderHeaders } from './headers.ts';

/** Open job orders at any of `codes`, newest first. */
export async function jobOrdersAtStatuses(
  project: string,
  codes: readonly number[],
): Promise<JobOrderChoice[]> {
  const pages = await Promise.all(
    [...new Set(codes)].map((code) =>
      queryRows<JobOrderChoice>({ pk: engineKeys.statusIndex(project, code, '').pk }),
    ),
  );
  return pages
    .flat()
    .map((row) => ({ ...row, statuscde: Number(row.statuscde) }))
    .sort((a, b) => b.joborddat.localeCompare(a.joborddat) || b.jobordno.localeCompare(a.jobordno));
}

/**
 * Every open job order's header, newest first (issue 25: the lists' "open, any age" default): the status
 * index rows of the open status groups, then their headers in one BatchGet; of one kind on request.
 */
export async function openJobOrderHeaders(
  project: string,
  kind?: JobOrderKind,
): Promise<Record<string, unknown>[]> {
  const rows = await jobOrdersAtStatuses(
    project,
    openGroups.flatMap((group) => statusesOfGroup(group)),
  );
  const wanted = kind ? rows.filter((row) => row.kind === kind) : rows;
  const headers = await getItems<Record<string, unknown>>(
    wanted.map((row) => jobOrderKeys.header(project, row.jobordno)),
  );
  const byNumber = new Map(headers.map((header) => [String(header['jobordno']), header]));
  return wanted
    .map((row) => byNumber.get(row.jobordno))
    .filter(
      (header): header is Record<string, unknown> =>
        !!header && (header['state'] ?? 'open') === 'open' && !header['deldate'],
    )
    .map((header) => ({ ...withoutKeys(header), statuscde: Number(header['statuscde']) }));
}

/**
 * The statuses from which a job order may move to `tostatus`: the `from` set of the workflow step
 * that ends there. Without `tostatus` (or for a status no step ends at), that status itself.
 */
export function statusesBefore(tostatus: number): readonly number[] {
  const step = Object.values(workflowSteps).find((candidate) => candidate.to === tostatus);
  return step?.from ?? [tostatus];
}

/**
 * Completed sticker jobs (1237 by `stickerDelivery`) are delivered too: 1237 is also the engine
 * service's stage with the vehicle still in the garage, so only headers of service type sticker count.
 */
async function stickerJobsToDeliver(project: string): Promise<JobOrderChoice[]> {
  const rows = await jobOrdersAtStatuses(project, workflowSteps.stickerDelivery.from ?? []);
  if (rows.length === 0) return [];
  const headers = await getItems<Record<string, unknown>>(
    rows.map((row) => jobOrderKeys.header(project, row.jobordno)),
  );
  const stickers = new Set(headers.filter(isStickerJob).map((header) => String(header['jobordno'])));
  return rows.filter((row) => stickers.has(row.jobordno));
}

/**
 * The job orders an action waits on (`after` in the workflow map): those whose document the approval
 * engine lists as pending at the level the action waits for (one Query). Empty for an action that waits
 * for nothing.
 */
export async function heldJobOrders(
  project: string,
  action: Pick<WorkflowAction, 'after'>,
): Promise<ReadonlySet<string>> {
  const level = heldBy(action);
  if (!level) return new Set();
  const pending = await pendingAt(project, level.docType, level.level as ApprovalLevel);
  return new Set(pending.flatMap((row) => (row.jobordno ? [row.jobordno] : [])));
}

/** Job orders that may take the step ending at `tostatus`, optionally of one kind. */
export async function jobOrderChoices(project: string, tostatus: number, kind?: JobOrderKind) {
  const rows = await jobOrdersAtStatuses(project, statusesBefore(tostatus));
  if (tostatus === workflowSteps.stickerDelivery.to) rows.push(...(await stickerJobsToDeliver(project)));
  // A step held behind an approval (the estimation while the manager has the inspection) is not offered.
  const step = workflowActions.find(
    (action) => action.step && workflowSteps[action.step].to === tostatus && action.after,
  );
  const held = step ? await heldJobOrders(project, step) : new Set<string>();
  return rows.filter((row) => (!kind || row.kind === kind) && !held.has(row.jobordno));
}

/** Every MOI job card of the project, newest first. */
export async function listMoiJobOrders(project: string) {
  const headers = await listJobOrderHeaders(project, { includeKind: true });
  return headers.filter((header) => header.kind === 'MOI');
}
