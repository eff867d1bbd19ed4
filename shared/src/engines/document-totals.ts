/**
 * The document-totals event (issue 15 item 2, docs/projections.md "Document totals"): what a document
 * adds to the report totals of its type, before and after one write. The projections subscriber
 * moves `before` out and `after` in (a save has no `before`, a delete no `after`), so the items always
 * hold the live documents' count and sums, per day and month and per small dimension (garage,
 * paymode, store, vendor).
 */
import { z } from 'zod';

/** At most this many dimensions per document: every subset of them is an item (2^3 = 8 per bucket). */
export const maxDocumentDimensions = 3;

/** A dimension or value name: letters and digits (they become parts of item keys and attribute names). */
const name = z.string().regex(/^[a-z][a-zA-Z0-9]{0,30}$/);

/**
 * One document's part in its type's totals: its day (yyyy-mm-dd, the document's Kuwait date), the
 * values of its dimensions (an empty value is not a dimension: the document only counts unfiltered)
 * and the figures it adds (KWD or quantities, 3 decimals; summed in thousandths).
 */
export const documentContribution = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  dims: z
    .record(name, z.string())
    .refine((dims) => Object.keys(dims).length <= maxDocumentDimensions, 'Too many dimensions'),
  values: z.record(name, z.number().finite()),
});
export type DocumentContribution = z.infer<typeof documentContribution>;

/** Detail of `DocumentTotalsChanged`. */
export const documentTotalsChanged = z.object({
  eventId: z.string().min(1),
  project: z.string().min(1),
  /** The document type whose totals move (PRJ, PRQ, DRV, PCH, TIO, FIN, JSB, ...). */
  docType: z.string().min(1),
  docnumbr: z.string().min(1),
  /** What the document counted for before the write (absent: it did not count, e.g. new). */
  before: documentContribution.optional(),
  /** What it counts for after the write (absent: it no longer counts, e.g. deleted). */
  after: documentContribution.optional(),
  user: z.string(),
  at: z.string(),
});
export type DocumentTotalsChanged = z.infer<typeof documentTotalsChanged>;
