/** Display formats of the spec (000 sections 1 and 9): DD/MM/YYYY, HH:mm:ss, KWD with 3 decimals. */

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** DD/MM/YYYY in local time; empty for a missing or invalid date. */
export function formatDate(value: Date | string | number | undefined | null): string {
  if (value === undefined || value === null || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** HH:mm:ss in local time (24 h). */
export function formatTime(value: Date | string | number | undefined | null): string {
  if (value === undefined || value === null || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** DD/MM/YYYY HH:mm:ss */
export function formatDateTime(value: Date | string | number | undefined | null): string {
  const date = formatDate(value);
  return date ? `${date} ${formatTime(value)}` : '';
}

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
