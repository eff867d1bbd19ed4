/**
 * Pure rules of the document list pages: when a list opens (spec 000 section 6), the filters and a
 * server page as call parameters, where a list sends the user for its form, a day in a cell and the tab of
 * the address.
 */
import type { FormRights } from '@fleet/shared';
import { formatDate } from '../../i18n/format.ts';
import { parseIsoDay } from '../filters/dates.ts';
import { filterQuery, type FilterValues } from '../filters/model.ts';
import type { FormStatus } from '../form/mode.ts';
import type { ListQuery } from './useListData.ts';

/** Spec 000 section 6: a list opens when one of adds, edits, deletes, views is Y; all four N go to /404. */
export function listOpens(rights: FormRights): boolean {
  return (['adds', 'edits', 'deletes', 'views'] as const).some((action) => rights[action] === 'Y');
}

/** The filters as a list call's query: only the named parameters (a date range gives fromdate/todate), trimmed, empty ones left out. */
export function pickedQuery(values: FilterValues, names: readonly string[]): Record<string, string> {
  const query = filterQuery(values);
  const picked: Record<string, string> = {};
  for (const name of names) if (query[name]) picked[name] = query[name];
  return picked;
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

/** A day `YYYY-MM-DD` (or the day of an ISO time) as DD/MM/YYYY (spec 000 section 9); other text as it is. */
export const listDay = (value: string | undefined) => formatDate(parseIsoDay(value?.slice(0, 10)) ?? value);

/** The tab of `?tab=`, the first when unknown or not offered. */
export function tabOf<T extends string>(tabs: readonly T[], param: string | null): T {
  return tabs.find((tab) => tab === param) ?? tabs[0]!;
}
