/** Labels of the dashboards: months in the UI language (Western digits), names of either language. */

/** `2025-03` -> `Mar 2025` / `مارس 2025`. */
export function monthLabel(month: string, language: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  if (!year || !index) return month;
  const date = new Date(Date.UTC(year, index - 1, 1));
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The Arabic name when the UI is Arabic and there is one, else the English one. */
export const pick = (language: string, en: string, ar: string | undefined) =>
  language === 'ar' && ar ? ar : en;
