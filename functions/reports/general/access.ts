/** What every report call shares: its right (views of its screen) and the words of its summary. */
export const views = (screen: string) => ({ kind: 'screen', screen, action: 'views' }) as const;
export const windowText =
  'fromdate and todate as YYYY-MM-DD or YYYY/MM/DD (default the 30 days to today, at most 366 days)';
export const pagingText = 'paged with limit and cursor';
