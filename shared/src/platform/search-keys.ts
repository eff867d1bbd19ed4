/**
 * The keys of the top-bar search index (issue 25 item 2), apart from the rest of search.ts so every
 * writer (the table helpers run in every Lambda) imports only these few lines.
 *
 * Keys are normalised (`searchKey`): upper case, Western digits, letters and digits only, so `12-345`,
 * `12 345` and `١٢٣٤٥` find the same plate, and `jo-2026-001` the job order `JO-2026-00123`.
 */
import { westernDigits } from './digits.ts';

export const searchLimits = {
  /** Longest search text accepted (a plate or a document number is shorter). */
  text: 30,
  /** Hits answered at most. */
  hits: 10,
} as const;

/** The normalised form of a plate or number: Western digits, upper case, letters and digits only. */
export function searchKey(text: string): string {
  return westernDigits(text.normalize('NFKC'))
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The number people say for a job order: the sequence of `JO-2026-00123` without its zeros (`123`), so
 * typing the digits finds it. Undefined for numbers of another shape.
 */
export function shortNumber(jobordno: string): string | undefined {
  const match = /^[A-Z]+-\d{4}-0*(\d+)$/i.exec(jobordno.trim());
  return match?.[1];
}

/**
 * Document types the search indexes: the `<TYPE>` of a job order document's gsi2 sort key
 * `<TYPE>#<number>` (estimation, item request, garage inspection, garage issue and request, maintenance
 * invoice, store vouchers, procurement, supplier invoice, petty cash, 3-in-1, final invoice, submission).
 */
export const searchDocumentTypes = [
  'QUOT',
  'IRQ',
  'GARINSP',
  'GIV',
  'GRQ',
  'CARINV',
  'SRV',
  'SIV',
  'SRN',
  'STV',
  'DTV',
  'CSV',
  'PRQ',
  'PRJ',
  'PQT',
  'CST',
  'LPO',
  'PIN',
  'PIV',
  'PCH',
  'TIO',
  'FIN',
  'JSB',
] as const;
export type SearchDocumentType = (typeof searchDocumentTypes)[number];
