/**
 * Verification of printed documents (issue 12, ARCHITECTURE.md section "Documents and PDFs": "optional QR
 * to a verification page"). A printed document carries a QR code of `/verify?p&t&n&h`: the project, the
 * document type, its number and a short hash of what was printed. The public page reads the record as it
 * is now and says whether the printed hash still matches, so a supplier, an auditor or a gate guard can
 * check a printed copy without an account.
 *
 * What the hash covers is each document type's `content` (functions/platform/verify/sources.ts): the printed
 * fields, lines with quantities and prices, totals and approvals. The server hashes it (node:crypto,
 * functions/platform/verify/hash.ts): the first `verificationHashLength` hex characters of the sha256 of
 * `canonicalJson(content)`. This file is pure (no zod, no node-only imports): the SPA's page and PDF
 * part use it too.
 */
import type { PersonName } from './people.ts';

export interface VerificationText {
  en: string;
  ar: string;
}

/** One amount the verification page shows (KWD). */
export interface VerificationTotal {
  label: VerificationText;
  /** KWD, 3 decimals. */
  amount: number;
}

/** One decided approval level of the document's current round. */
export interface VerificationApproval {
  /** The chain's level code (`GARAGE`, `MOI`, `KPTC`, `THIRD`, `KD`). */
  level: string;
  decision: 'A' | 'R';
  /** The approver's user code. */
  user: string;
  /** Whom the approver acted for, under a delegation of authority ("by X for Y"). */
  onBehalfOf?: string;
  /** ISO time of the decision. */
  at: string;
  /** The employees' names of `user` and `onBehalfOf` (issue 25 item 6), resolved when answered (not hashed). */
  userName?: PersonName;
  onBehalfOfName?: PersonName;
}

/** What the public verification page shows of a document: nothing else leaves the server. */
export interface VerificationView {
  /** Document type code (`QUOT`, `PRQ`, `CST`, `LPO`, ...). */
  doctype: string;
  docnumbr: string;
  title: VerificationText;
  /** YYYY-MM-DD. */
  docdate: string;
  /** The other party: supplier, garage. */
  party?: string;
  /** The party in Arabic where its master record has an Arabic name (garage, store); answered, not hashed. */
  partyAr?: string;
  totals: VerificationTotal[];
  /** Number of lines. */
  lines?: number;
  approvals: VerificationApproval[];
  status: VerificationText;
}

/** `GET /api/Verify/getDocument?p&t&n&h`: the record as it is now, and whether the printed hash matches it. */
export interface VerificationAnswer {
  valid: boolean;
  /** The hash of the record as it is now. */
  hash: string;
  view: VerificationView;
}

/** `GET /api/Verify/getPrintVerification?t&n`: what a PDF prints (the link as a QR code, the short hash). */
export interface PrintVerification {
  hash: string;
  /** The SPA link, relative to the site: `/verify?p=...&t=...&n=...&h=...`. */
  path: string;
}

/** Hex characters of the sha256 kept as the printed hash. */
export const verificationHashLength = 16;

/** The SPA page of the QR links. */
export const verificationPagePath = '/verify';

/** The query parameters of a verification link. */
export interface VerificationLink {
  project: string;
  doctype: string;
  docnumbr: string;
  hash: string;
}

/**
 * Deterministic JSON: object keys sorted (by code unit), `undefined` properties left out, array order
 * kept, numbers and strings as `JSON.stringify` writes them (so `1` and `1.0` are one value). Two values
 * equal in content give the same text whatever order their keys were built in.
 */
export function canonicalJson(value: unknown): string {
  return write(value, new Set());
}

function write(value: unknown, seen: Set<object>): string {
  if (value === null) return 'null';
  if (typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function')
    return write((value as { toJSON: () => unknown }).toJSON(), seen);
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      // NaN and Infinity are null, as in JSON (which also writes -0 as 0).
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return value.toString();
    case 'object':
      break;
    default:
      // undefined, functions and symbols: left out of objects, null in arrays (as in JSON).
      return 'null';
  }
  const object = value as object;
  if (seen.has(object)) throw new TypeError('canonicalJson: circular value');
  seen.add(object);
  try {
    if (Array.isArray(object)) return `[${object.map((item) => write(item, seen)).join(',')}]`;
    const entries = Object.entries(object)
      .filter(([, item]) => item !== undefined && typeof item !== 'function' && typeof item !== 'symbol')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${write(item, seen)}`).join(',')}}`;
  } finally {
    seen.delete(object);
  }
}

/** The SPA link a printed document's QR code opens: `/verify?p=<project>&t=<doctype>&n=<docnumbr>&h=<hash>`. */
export function verificationPath(project: string, doctype: string, docnumbr: string, hash: string): string {
  const query = new URLSearchParams({ p: project, t: doctype, n: docnumbr, h: hash });
  return `${verificationPagePath}?${query.toString()}`;
}

/** Reads a verification link's query (`?p&t&n&h`); undefined when a part is missing. */
export function verificationLinkOf(search: string | URLSearchParams): VerificationLink | undefined {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const part = (name: string) => query.get(name)?.trim() ?? '';
  const link = { project: part('p'), doctype: part('t'), docnumbr: part('n'), hash: part('h') };
  return Object.values(link).every(Boolean) ? link : undefined;
}

/** A short hash as it is printed: groups of four (`1a2b 3c4d 5e6f 7a8b`), easier to compare by eye. */
export function printedHash(hash: string): string {
  return hash.match(/.{1,4}/g)?.join(' ') ?? hash;
}

/** The approval state of a document on the approval engine, as the verification page words it. */
export const verificationStatus = {
  draft: { en: 'Not submitted', ar: 'غير مقدم' },
  pending: { en: 'Pending approval', ar: 'بانتظار الاعتماد' },
  approved: { en: 'Approved', ar: 'معتمد' },
  rejected: { en: 'Rejected', ar: 'مرفوض' },
} as const satisfies Record<string, VerificationText>;
