/** Kuwait's calendar and clock: where documents are dated (the server runs in UTC). */

const kuwaitParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kuwait',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Date (YYYY-MM-DD) and time (HH:mm:ss) of a moment in Kuwait. */
export function kuwaitClock(now: Date): { date: string; time: string } {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    kuwaitParts.formatToParts(now).find((candidate) => candidate.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
  };
}

/** The calendar day (YYYY-MM-DD) in Kuwait of a moment. */
export const kuwaitDay = (moment: Date): string => kuwaitClock(moment).date;
