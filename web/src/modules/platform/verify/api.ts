/**
 * The public verification call (`GET /api/Verify/getDocument?p&t&n&h`): sent without a token or a
 * project header, so it works without a session and a 401 never ends one.
 */
import type { VerificationAnswer, VerificationLink } from '@fleet/shared/platform/verification';
import { api } from '../../../api/client.ts';

export const verifyApi = {
  document: (link: VerificationLink, signal?: AbortSignal) =>
    api.get<VerificationAnswer>(
      'Verify/getDocument',
      { p: link.project, t: link.doctype, n: link.docnumbr, h: link.hash },
      { anonymous: true, signal },
    ),
};
