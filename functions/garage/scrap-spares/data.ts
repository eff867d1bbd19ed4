/**
 * Data access of scrap spares documents. Keys (ARCHITECTURE.md section 4): pk `<project>#SCRAP#<docnumbr>`,
 * sk `MASTER` (the lines are kept on the master; their stock movements are the ledger's items in the
 * same partition), gsi1 `<project>#SCRAP` / `<docdate>#<docnumbr>` (the list by date), gsi2
 * `<project>#JO#<jobordno>` / `SCRAP#<docnumbr>` (a job order's scrap documents). Deletes are soft.
 */
import type { LedgerNumbering } from '../../engines/stock/ledger.ts';
import { scraps } from '../../engines/document-stores.ts';

/** The partition of a scrap document: where the ledger posts its movements. */
export const scrapPk = (project: string, docnumbr: string) => scraps.keys.record(project, { docnumbr }).pk;

/** The year's scrap numbers, claimed in the posting's own transaction (`postNumbered`). */
export function scrapNumbering(project: string, year: string): LedgerNumbering {
  const numbering = scraps.numbering(year);
  return {
    counter: numbering.counter,
    name: (sequence) => {
      const docnumbr = numbering.name(sequence);
      return { docnumbr, docpk: scrapPk(project, docnumbr) };
    },
  };
}
