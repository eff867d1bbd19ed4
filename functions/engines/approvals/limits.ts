/**
 * The approval limit table as the engine applies it (its rows are kept by the approval admin,
 * functions/platform/approvals/admin.ts): per document type and level, what that level may settle.
 * pk `<project>#APPRLIMIT`, sk `<doctype>#<level>`.
 */
import type { ApprovalLevel, ApprovalLimits } from '@fleet/shared/engines/approvals';
import { queryAll } from '#lib/db';
import { key } from '#lib/table';

export const approvalLimitPk = (project: string) => key.project(project, 'APPRLIMIT');

/** The limit table of a document type as the engine applies it: level -> KWD. */
export async function approvalLimitsOf(project: string, doctype: string): Promise<ApprovalLimits> {
  const rows = await queryAll<Record<string, unknown>>({
    pk: approvalLimitPk(project),
    beginsWith: `${doctype}#`,
  });
  return Object.fromEntries(
    rows
      .filter((row) => typeof row['maxamount'] === 'number')
      .map((row) => [row['level'] as ApprovalLevel, row['maxamount'] as number]),
  );
}
