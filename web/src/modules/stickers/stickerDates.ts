/** The first and last day of the month of a day (the summary's default window). */
export function monthOf(day: string): { fromdate: string; todate: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { fromdate: `${year}-${mm}-01`, todate: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}
