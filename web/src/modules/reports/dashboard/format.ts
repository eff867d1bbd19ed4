/**
 * Labels of the dashboards: months in the UI language (Western digits), names of either language, the
 * status groups' labels.
 */
import type { HeaderCountKey } from '@fleet/shared/reports/dashboard';
import type { StatusGroup } from '@fleet/shared/engines/status-groups';

/** `2025-03` -> `Mar 2025` / `مارس 2025`. */
export function monthLabel(month: string, language: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  if (!year || !index) return month;
  const date = new Date(Date.UTC(year, index - 1, 1));
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The Arabic name when the UI is Arabic and there is one, else the English one. */
export const pick = (language: string, en: string, ar: string | undefined) =>
  language === 'ar' && ar ? ar : en;

/** The one i18n key of a status group's label (shared/src/engines/status-groups.ts), reused by every page. */
export const statusGroupKey = (group: StatusGroup) => `dashboard:statusGroups.${group}` as const;

/**
 * The label key of a header figure: the total, the deliveries of the period (`delivered` of a header
 * is a flow, not the group), or a status group.
 */
export function headerCountKey(key: HeaderCountKey): string {
  if (key === 'total') return 'dashboard:counts.total';
  if (key === 'delivered') return 'dashboard:counts.deliveredInPeriod';
  return statusGroupKey(key);
}
