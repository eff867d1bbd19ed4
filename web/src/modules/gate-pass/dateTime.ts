/**
 * The gate pass date-time as the forms show and take it: `DD/MM/YYYY HH:mm` in the browser's local
 * time (spec 000 section 2 "Gate pass out form", section 9: defaults to now), sent as ISO.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** `DD/MM/YYYY HH:mm` of a moment (empty for none or an invalid one). */
export function formatGateDateTime(value: Date | string | undefined | null): string {
  if (!value) return '';
  const moment = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(moment.getTime())) return '';
  return `${pad(moment.getDate())}/${pad(moment.getMonth() + 1)}/${moment.getFullYear()} ${pad(
    moment.getHours(),
  )}:${pad(moment.getMinutes())}`;
}

/** The moment a `DD/MM/YYYY HH:mm` text names, or undefined when it is not a real date and time. */
export function parseGateDateTime(text: string): Date | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const moment = new Date(year, month - 1, day, hours, minutes);
  const real =
    moment.getFullYear() === year &&
    moment.getMonth() === month - 1 &&
    moment.getDate() === day &&
    hours < 24 &&
    minutes < 60;
  return real ? moment : undefined;
}

/** ISO of a `DD/MM/YYYY HH:mm` text (undefined when invalid). */
export const gateDateTimeIso = (text: string) => parseGateDateTime(text)?.toISOString();
