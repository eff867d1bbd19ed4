/**
 * Display formats of the spec (000 sections 1 and 9): DD/MM/YYYY, HH:mm:ss, KWD with 3 decimals. Dates
 * and times are Kuwait's (the kit's date helpers, kit/dateTime.ts), whatever the browser's zone.
 */
import { formatClock, formatDay, formatMoment } from '../kit/dateTime.ts';

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** DD/MM/YYYY in Kuwait; empty for a missing or invalid date. */
export const formatDate = (value: Date | string | number | undefined | null): string => formatDay(value);

/** HH:mm:ss in Kuwait (24 h). */
export const formatTime = (value: Date | string | number | undefined | null): string => formatClock(value);

/** DD/MM/YYYY HH:mm in Kuwait: a moment as people read it (histories, lists, messages). */
export const formatDateTime = (value: Date | string | number | undefined | null): string =>
  formatMoment(value);

/** An amount with 3 decimals and thousands separators (Western digits in both languages). */
export function formatAmount(value: number | string | undefined | null): string {
  const number = typeof value === 'string' ? Number(value) : (value ?? 0);
  return (Number.isFinite(number) ? number : 0).toLocaleString('en-US', {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
}

/** `KWD 1,234.500` */
export function formatKwd(value: number | string | undefined | null): string {
  return `KWD ${formatAmount(value)}`;
}

/**
 * Relative time of the notification bell (spec 000 section 9): under a minute 'Just now', then
 * minutes, hours, days. Returns the i18n key and count; the caller translates
 * (`common:relative.justNow`, `common:relative.minutes` ...).
 */
export function relativeTime(
  value: Date | string | number,
  now: Date = new Date(),
): { key: 'justNow' | 'minutes' | 'hours' | 'days'; count: number } {
  const seconds = Math.max(0, (now.getTime() - toDate(value).getTime()) / 1000);
  if (seconds < 60) return { key: 'justNow', count: 0 };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { key: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'hours', count: hours };
  return { key: 'days', count: Math.floor(hours / 24) };
}
