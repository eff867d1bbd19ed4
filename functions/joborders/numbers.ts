/** Job order numbers: `JO-<year>-<nnnnn>` from the project's counter `JO#<year>` (job cards and KJOs alike). */
export const jobOrderNumber = (year: string | number, sequence: number) =>
  `JO-${year}-${String(sequence).padStart(5, '0')}`;
export const jobOrderCounter = (year: string | number) => `JO#${year}`;
