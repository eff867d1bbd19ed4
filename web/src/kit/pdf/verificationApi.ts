/**
 * `GET /api/Verify/getPrintVerification?t&n` (signed in, the session's project): the verification mark
 * of a document's PDF. A PDF source calls it while loading, next to the document, e.g.
 * `Promise.all([load(), printVerification('QUOT', docnumbr)])`.
 */
import type { PrintVerification } from '@fleet/shared/platform/verification';
import { api } from '../../api/client.ts';
import { verificationUrl, type PdfVerification } from './verification.ts';

/** Reads the verification of document `docnumbr` of type `doctype` (`QUOT`, `PRQ`, `CST`, `LPO`, ...). */
export async function printVerification(
  doctype: string,
  docnumbr: string,
  signal?: AbortSignal,
): Promise<PdfVerification> {
  const answer = await api.get<PrintVerification>(
    'Verify/getPrintVerification',
    { t: doctype, n: docnumbr },
    { signal },
  );
  return { hash: answer.hash, url: verificationUrl(answer.path) };
}
