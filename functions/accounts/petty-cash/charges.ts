/**
 * What a job order owes for petty cash: its approved petty cash (the final invoice sums `netval`).
 * One Query of the job order's documents (gsi2 `<project>#JO#<jobordno>`, `PCH#` prefix).
 */
import { countsInCosts } from '@fleet/shared/accounts/petty-cash';
import { pettyCash } from './manage.ts';

export async function approvedPettyCashOf(
  project: string,
  jobordno: string,
): Promise<{ docnumbr: string; netval: number }[]> {
  const masters = await pettyCash.ofJobOrder(project, jobordno);
  return masters
    .filter(countsInCosts)
    .map((master) => ({ docnumbr: master.docnumbr, netval: master.netval }))
    .sort((a, b) => a.docnumbr.localeCompare(b.docnumbr));
}
