/**
 * The workshop's week: Sunday to Saturday (Kuwait; spec 000 section 2, the filter panel's quick filter
 * "week (Sunday start)"). Every "this week" window, server or browser, starts on `weekStartOf`. Zod-free.
 */

/** Day of the week the workshop's week starts on (0 = Sunday, as `Date.getUTCDay`). */
export const firstDayOfWeek = 0;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The first day (`yyyy-mm-dd`) of the week that holds `day` (`yyyy-mm-dd`): the last Sunday, or `day`. */
export function weekStartOf(day: string): string {
  if (!dayPattern.test(day)) throw new RangeError(`Not a day: ${day}`);
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() - firstDayOfWeek + 7) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** This week up to `today`: from its Sunday to `today` (a window never ends after today). */
export const weekToDate = (today: string) => ({ from: weekStartOf(today), to: today });
