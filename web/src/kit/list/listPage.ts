/**
 * Pure rules of the document list pages: when a list opens (spec 000 section 6), a server page's
 * `limit` and `cursor` as call parameters, and where a list sends the user for its form.
 */
import type { FormRights } from '@fleet/shared';
import type { FormStatus } from '../form/mode.ts';
import type { ListQuery } from './useListData.ts';

/** Spec 000 section 6: a list opens when one of adds, edits, deletes, views is Y; all four N go to /404. */
export function listOpens(rights: FormRights): boolean {
  return (['adds', 'edits', 'deletes', 'views'] as const).some((action) => rights[action] === 'Y');
}

/** A server page as call parameters: the limit, and the cursor only when there is one. */
export function pageParams(page: ListQuery): { limit: number; cursor?: string } {
  return { limit: page.limit, ...(page.cursor ? { cursor: page.cursor } : {}) };
}

/** Where a list opens its form: the URL, with navigation state when the form reads one. */
export type FormTarget = string | { url: string; state?: unknown };

/** The target of a list's form in a mode (ADD without a row). */
export type FormTargetOf<T> = (status: FormStatus, row?: T) => FormTarget;

export function resolveFormTarget(target: FormTarget): { url: string; state?: unknown } {
  return typeof target === 'string' ? { url: target } : target;
}
