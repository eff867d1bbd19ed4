/** A moment as the reports print it: Kuwait time (UTC+3), YYYY/MM/DD HH:mm (spec 001 section 9). */
import { reportDate } from '@fleet/shared/reports/reports';

const kuwaitOffsetMs = 3 * 3_600_000;

export function reportMoment(iso: string | undefined): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const local = new Date(at + kuwaitOffsetMs).toISOString();
  return `${reportDate(local)} ${local.slice(11, 16)}`;
}

/** Minutes between two ISO moments (empty while the second is missing). */
export function minutesBetween(from: string | undefined, to: string | undefined): number | '' {
  if (!from || !to) return '';
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));
}
