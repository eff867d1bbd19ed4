/**
 * The document types the verification engine knows. Each document module registers one loader for its
 * document type (`registerVerificationSource('QUOT', loader)` in functions/platform/verify/sources/<document>.ts,
 * imported by sources/index.ts): it reads the document of a project and answers
 * - `view`: what the public page shows (number, date, party, totals, approvals, state), nothing more;
 * - `content`: exactly what the hash covers, the printed fields: the number and date, the particulars,
 *   every line with its quantities and prices, the totals and the approvals of the current round, so that
 *   any change to what a printed copy shows changes the hash. It must include the document number.
 * A loader answers undefined for a document that does not exist or is deleted.
 */
import type { VerificationView } from '@fleet/shared/platform/verification';

export interface VerificationSource {
  view: VerificationView;
  /** What the hash covers (canonical JSON, so key order does not matter). */
  content: unknown;
  /**
   * The master record the view's `party` names, after a language-neutral `prefix` (a plate): the answer
   * gives its Arabic name as `partyAr` (the documents keep the English name only).
   */
  partyMaster?: { type: 'garage' | 'store'; id: string; prefix?: string };
}

export type VerificationLoader = (
  project: string,
  docnumbr: string,
) => Promise<VerificationSource | undefined>;

const loaders = new Map<string, VerificationLoader>();

/** Registers the loader of a document type; a type registered twice is a programming error. */
export function registerVerificationSource(doctype: string, loader: VerificationLoader): void {
  if (loaders.has(doctype)) throw new Error(`A verification source for ${doctype} is already registered`);
  loaders.set(doctype, loader);
}

/** The loader of a document type, if one is registered. */
export function verificationSource(doctype: string): VerificationLoader | undefined {
  return loaders.get(doctype);
}

/** The registered document types (the route's summary, tests). */
export function verificationDoctypes(): string[] {
  return [...loaders.keys()].sort();
}
