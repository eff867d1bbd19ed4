/**
 * The mode of a document form from its query parameters (spec 000 section 2): `status` ADD, EDIT or
 * VIEW, `mod` (false means editable, read-only otherwise) and `docnumbr` (the document). The list
 * opens forms with `documentFormUrl`.
 */
import type { RightAction } from '@fleet/shared';

export const formStatuses = ['ADD', 'EDIT', 'VIEW'] as const;
export type FormStatus = (typeof formStatuses)[number];

export interface DocumentMode {
  status: FormStatus;
  /** Inputs are read-only (VIEW, or `mod` other than false). */
  readOnly: boolean;
  /** The document being edited or viewed; absent when adding. */
  docnumbr?: string;
}

/** The right a form needs in each mode (spec 000 section 6). */
export const rightOfStatus: Record<FormStatus, RightAction> = { ADD: 'adds', EDIT: 'edits', VIEW: 'views' };

/**
 * Reads the mode. An unknown status is ADD without a document and VIEW with one (the safe reading);
 * EDIT or VIEW without a document falls back to ADD. `state` is navigation state that may carry the
 * document number instead of the query (the maintenance invoice passes it that way). `numberParam` names
 * the query parameter of a form whose links name the document otherwise (`costshtno`); `docnumbr`
 * is still read when it is absent.
 */
export function parseDocumentMode(
  search: URLSearchParams | string,
  state?: unknown,
  numberParam = 'docnumbr',
): DocumentMode {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const fromState = stateText(state, 'docnumbr');
  const docnumbr = (params.get(numberParam) ?? params.get('docnumbr') ?? fromState ?? '').trim() || undefined;
  const raw = (params.get('status') ?? '').trim().toUpperCase();
  let status: FormStatus = (formStatuses as readonly string[]).includes(raw)
    ? (raw as FormStatus)
    : docnumbr
      ? 'VIEW'
      : 'ADD';
  if (status !== 'ADD' && !docnumbr) status = 'ADD';
  const mod = params.get('mod');
  const readOnly = status === 'VIEW' || (mod !== null && mod.trim().toLowerCase() !== 'false');
  return { status, readOnly, ...(status !== 'ADD' && docnumbr ? { docnumbr } : {}) };
}

/** The text a navigation state carries under `key` (`{ docnumbr }`, `{ jobOrderId }`), if any. */
export function stateText(state: unknown, key: string): string | undefined {
  const value = state && typeof state === 'object' ? (state as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The URL of a form in a mode: `/userMaster?mod=false&status=EDIT&docnumbr=admin`. */
export function documentFormUrl(path: string, status: FormStatus, docnumbr?: string): string {
  const params = new URLSearchParams({ mod: status === 'VIEW' ? 'true' : 'false', status });
  if (docnumbr && status !== 'ADD') params.set('docnumbr', docnumbr);
  return `${path}?${params.toString()}`;
}
