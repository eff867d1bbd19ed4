/**
 * Date-times as forms show and take them: `DD/MM/YYYY HH:mm` in the browser's local time (spec 000
 * section 1; the gate pass check-out, technician job time IN, parking and delivery times), sent as ISO.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** `DD/MM/YYYY HH:mm` of a moment (empty for none or an invalid one). */
export function formatDateTimeInput(value: Date | string | undefined | null): string {
  if (!value) return '';
  const moment = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(moment.getTime())) return '';
  const day = `${pad(moment.getDate())}/${pad(moment.getMonth() + 1)}/${moment.getFullYear()}`;
  return `${day} ${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** The moment a `DD/MM/YYYY HH:mm` text names, or undefined when it is not a real date and time. */
export function parseDateTimeInput(text: string): Date | undefined {
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
export const dateTimeInputIso = (text: string) => parseDateTimeInput(text)?.toISOString();
