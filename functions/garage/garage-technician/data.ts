/**
 * Data access of garage technician assignments: one named function per access pattern. An assignment
 * lives in its job order's partition (ARCHITECTURE.md section 4), one item with its workshop lines:
 * pk `<project>#JO#<jobordno>`, sk `ASSIGNTECHG`, gsi1 `<project>#ASSIGNTECHG` / `<asgndate>#<jobordno>`
 * (the list by assignment date). A job order has few workshops (at most 20 lines), so the lines stay
 * inside the item: a save is one put in the status engine's transaction and the workshops of a job
 * order are one GetItem. Deletes are soft (`deluser`, `deldate`, list keys removed).
 */
import type { GarageTechnicianAssignment } from '@fleet/shared/garage/garage-technician';
import { queryRows, softDeleteItem, versionedPut, type StoredItem, type TransactItem } from '#lib/db';
import { garageTechnicianKeys } from '../../engines/document-stores.ts';

const live = 'attribute_not_exists(deldate)';

/** The assignment's keys are the engine's (engines/document-stores.ts); the browser tests read them here. */
export { garageTechnicianKeys };

/** Live assignments, newest first, within an assignment date range (both ends optional). */
export async function listAssignmentsByDate(
  project: string,
  range: { dateFrom?: string | undefined; dateTo?: string | undefined },
): Promise<GarageTechnicianAssignment[]> {
  return queryRows<GarageTechnicianAssignment>({
    pk: garageTechnicianKeys.byDate(project),
    index: 'gsi1',
    between: [range.dateFrom ?? '0000', `${range.dateTo ?? '9999'}#~`],
    ascending: false,
  });
}

// ---- Writes (transaction items handed to the status engine) ---------------------------------------

/** Storage form of an assignment (also what the seed writes); the read-only status is not stored. */
export function assignmentItem(project: string, assignment: GarageTechnicianAssignment): StoredItem {
  const { statuscde: _current, ...stored } = assignment;
  return {
    ...garageTechnicianKeys.document(project, assignment.jobordno),
    gsi1pk: garageTechnicianKeys.byDate(project),
    gsi1sk: `${assignment.asgndate}#${assignment.jobordno}`,
    entity: 'garageTechnicianAssignment',
    ...stored,
  };
}

/** Puts an assignment: new (or over a deleted one), or replacing the live one at `expectedVersion`. */
export function assignmentPut(
  project: string,
  assignment: GarageTechnicianAssignment,
  expectedVersion?: number,
): TransactItem {
  return versionedPut(assignmentItem(project, assignment), expectedVersion, {
    create: 'attribute_not_exists(pk) OR attribute_exists(deldate)',
    replace: live,
  });
}

/** Soft delete of the live assignment at its version: who and when, out of the list. */
export const assignmentDelete = (
  project: string,
  assignment: Pick<GarageTechnicianAssignment, 'jobordno' | 'version'>,
  deletion: { deluser: string; deldate: string },
): TransactItem =>
  softDeleteItem(garageTechnicianKeys.document(project, assignment.jobordno), assignment.version, deletion);
