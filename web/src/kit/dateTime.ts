/**
 * Dates and times as people read and type them: `DD/MM/YYYY HH:mm` in Kuwait time (Asia/Kuwait)
 * whatever the browser's zone (spec 000 section 1; the gate pass check-out, technician job time IN,
 * parking and delivery times, approval histories, printed documents), sent as ISO. The one place that
 * turns a moment into text: a lint test (tests/lint/date-formatting.test.ts) refuses
 * `toLocaleString` / `toLocaleDateString` / `toLocaleTimeString` elsewhere in web/src.
 */

const pad = (value: number) => String(value).padStart(2, '0');

interface ClockParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Kuwait's offset from UTC: +03:00 all year, no daylight saving (tz database, Asia/Kuwait = Asia/Riyadh,
 * fixed since 1947). Arithmetic instead of `Intl.DateTimeFormat` with `timeZone`: the first such
 * formatter made in a page loads the browser's zone data, 25-65 ms of the signed-in landing's first
 * render on this project's machines (a CPU profile of tests/bench/probe-lcp.ts), for a constant offset.
 * tests/unit/web/date-time.test.ts holds it against Intl in Node.
 */
export const kuwaitOffsetMs = 3 * 60 * 60 * 1000;

/** The Kuwait calendar day and clock of a moment. */
function kuwaitParts(moment: Date): ClockParts {
  const local = new Date(moment.getTime() + kuwaitOffsetMs);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** A moment from a Date, an ISO text or epoch milliseconds; undefined for none or an invalid one. */
function momentOf(value: Date | string | number | undefined | null): Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const moment = value instanceof Date ? value : new Date(value);
  return Number.isNaN(moment.getTime()) ? undefined : moment;
}

/** A calendar day `YYYY-MM-DD` (no time): printed as it is, never shifted by a zone. */
const calendarDay = (value: unknown) =>
  typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;

/** `DD/MM/YYYY` of a moment in Kuwait (a bare `YYYY-MM-DD` as it is); empty for none or an invalid one. */
export function formatDay(value: Date | string | number | undefined | null): string {
  const day = calendarDay(value);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const moment = momentOf(value);
  if (!moment) return '';
  const parts = kuwaitParts(moment);
  return `${pad(parts.day)}/${pad(parts.month)}/${parts.year}`;
}

/** `HH:mm:ss` of a moment in Kuwait (24 h); empty for none or an invalid one. */
export function formatClock(value: Date | string | number | undefined | null): string {
  const moment = momentOf(value);
  if (!moment) return '';
  const parts = kuwaitParts(moment);
  return `${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}`;
}

/** `DD/MM/YYYY HH:mm` of a moment in Kuwait: how every date-time is read. Empty for none or an invalid one. */
export function formatMoment(value: Date | string | number | undefined | null): string {
  const moment = momentOf(value);
  if (!moment) return '';
  const parts = kuwaitParts(moment);
  return `${pad(parts.day)}/${pad(parts.month)}/${parts.year} ${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** `DD/MM/YYYY HH:mm` of a moment, as a date-time field shows it (Kuwait time). */
export const formatDateTimeInput = (value: Date | string | undefined | null): string => formatMoment(value);

/** The moment a `DD/MM/YYYY HH:mm` text names in Kuwait, or undefined when it is not a real date and time. */
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
  if (hours >= 24 || minutes >= 60) return undefined;
  // The clock reading taken as UTC, moved back by Kuwait's offset at that moment.
  const asUtc = Date.UTC(year, month - 1, day, hours, minutes);
  const read = kuwaitParts(new Date(asUtc));
  const offset = Date.UTC(read.year, read.month - 1, read.day, read.hour, read.minute) - asUtc;
  const moment = new Date(asUtc - offset);
  const back = kuwaitParts(moment);
  const real =
    back.year === year &&
    back.month === month &&
    back.day === day &&
    back.hour === hours &&
    back.minute === minutes;
  return real ? moment : undefined;
}

/** ISO of a `DD/MM/YYYY HH:mm` text (undefined when invalid). */
export const dateTimeInputIso = (text: string) => parseDateTimeInput(text)?.toISOString();
