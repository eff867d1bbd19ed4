/**
 * Verification of printed documents (issue 12). `Verify/getDocument` is public: a supplier, an auditor or
 * a gate guard scans a printed document's QR code and the SPA's `/verify` page asks it whether the
 * printed hash still matches the record. It answers the document's view only (number, date, party,
 * totals, approvals, state), never the stored item. It has an API Gateway route of its own
 * (`gatewayRoute: 'exact'`, no authorizer) beside the signed-in `Verify/{proxy+}` of the print call.
 */
import { z } from 'zod';
import { messages } from '@fleet/shared';
import { defineModule, defineRoute } from '#lib/registry';
import { signedIn } from '#lib/document-routes';
import { verificationOf, verifyDocument } from './verification.ts';

/** A part of a verification link: missing is incomplete, anything outside `pattern` is not valid. */
const linkPart = (pattern: RegExp) =>
  z
    .string({ error: messages.verifyParamsRequired })
    .trim()
    .min(1, messages.verifyParamsRequired)
    .regex(pattern, messages.verifyLinkInvalid);

// Key parts stay within what the stored keys use, so a link cannot reach another kind of record.
const project = linkPart(/^[A-Za-z0-9_-]{1,20}$/);
const doctype = linkPart(/^[A-Za-z0-9_]{1,12}$/);
const docnumbr = linkPart(/^[A-Za-z0-9][A-Za-z0-9_./-]{0,39}$/);
const hash = linkPart(/^[0-9A-Fa-f]{1,64}$/);

export const verifyDocumentQuery = z.object({ p: project, t: doctype, n: docnumbr, h: hash });
export const printVerificationQuery = z.object({ t: doctype, n: docnumbr });

export const verifyModule = defineModule({
  name: 'verify',
  routes: [
    defineRoute({
      method: 'GET',
      path: '/api/Verify/getDocument',
      summary:
        "Public (no sign-in): checks a printed document's QR link {p project, t document type, n number, h printed hash}. Returns {valid (h is the document's current hash), hash (current), view {doctype, docnumbr, title {en, ar}, docdate, party?, partyAr? (the garage or store in Arabic), totals [{label {en, ar}, amount KWD}], lines?, approvals [{level, decision A|R, user, onBehalfOf?, at}], status {en, ar}}}. 404 when the document does not exist or is deleted, 400 when the link is incomplete or not valid.",
      access: { kind: 'public' },
      gatewayRoute: 'exact',
      query: verifyDocumentQuery,
      handler: async ({ query }) => verifyDocument(query.p, query.t, query.n, query.h),
    }),
    signedIn.read({
      path: '/api/Verify/getPrintVerification',
      summary:
        "What a PDF of document {t type, n number} of the caller's project prints: {hash (current), path (/verify?p&t&n&h, the QR code's link)}. 404 when the document does not exist or is deleted.",
      query: printVerificationQuery,
      read: (caller, query) => verificationOf(caller.project, query.t, query.n),
    }),
  ],
});
