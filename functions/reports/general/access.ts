/** The words every report call's summary shares. */
export const windowText =
  'fromdate and todate as YYYY-MM-DD or YYYY/MM/DD (default the 30 days to today, at most 366 days)';
export const pagingText = 'paged with limit and cursor';
