/**
 * Signature Version 4 checks of the two S3 requests a browser makes with what the API presigned: a
 * GET with the signature in its query and a POST form with a signed policy. s3rver checks neither, so
 * the app's port does (as S3 does in AWS) before forwarding one.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

const algorithm = 'AWS4-HMAC-SHA256';
/** How far a request's date may be ahead of the clock, as S3 allows. */
const maxSkewMs = 15 * 60 * 1000;
const maxExpiresSeconds = 7 * 24 * 60 * 60;

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

/** RFC 3986, as the AWS SDK escapes query names and values for the canonical request. */
const escape = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** `20261129T115624Z` as epoch milliseconds. */
function parseAmzDate(text: string): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number) as number[];
  return Date.UTC(year!, month! - 1, day, hours, minutes, seconds);
}

/** The credential scope `<key>/<day>/<region>/s3/aws4_request` of our key, and the date it matches. */
function checkCredential(
  credential: string,
  date: string,
  credentials: Credentials,
): { ok: true; day: string; region: string; scope: string } | { ok: false; reason: string } {
  const [keyId, day, region, service, terminator, ...extra] = credential.split('/');
  if (keyId !== credentials.accessKeyId) return { ok: false, reason: 'unknown access key' };
  if (!day || !region || service !== 's3' || terminator !== 'aws4_request' || extra.length > 0)
    return { ok: false, reason: 'malformed credential' };
  if (!date.startsWith(day)) return { ok: false, reason: 'credential day is not the request date' };
  return { ok: true, day, region, scope: `${day}/${region}/s3/aws4_request` };
}

/**
 * Checks a presigned URL: our access key, not expired (and not dated in the future), and the
 * signature of the canonical request rebuilt from the request as received (`target` is its path and
 * query exactly as sent).
 */
export function verifyPresignedUrl(
  method: string,
  target: string,
  headers: IncomingHttpHeaders,
  credentials: Credentials,
  now = Date.now(),
): SignatureCheck {
  const queryAt = target.indexOf('?');
  if (queryAt === -1) return { ok: false, reason: 'no signature' };
  const path = target.slice(0, queryAt);
  const params = new URLSearchParams(target.slice(queryAt + 1));
  const signature = params.get('X-Amz-Signature');
  const date = params.get('X-Amz-Date') ?? '';
  const expires = Number(params.get('X-Amz-Expires'));
  const signedHeaders = params.get('X-Amz-SignedHeaders') ?? '';
  if (params.get('X-Amz-Algorithm') !== algorithm || !signature) return { ok: false, reason: 'no signature' };
  const credential = checkCredential(params.get('X-Amz-Credential') ?? '', date, credentials);
  if (!credential.ok) return credential;
  const signedAt = parseAmzDate(date);
  if (signedAt === undefined || !Number.isInteger(expires) || expires < 1 || expires > maxExpiresSeconds)
    return { ok: false, reason: 'malformed date or expiry' };
  if (now > signedAt + expires * 1000) return { ok: false, reason: 'expired' };
  if (signedAt > now + maxSkewMs) return { ok: false, reason: 'dated in the future' };
  const headerNames = signedHeaders.split(';');
  if (!headerNames.includes('host')) return { ok: false, reason: 'host is not signed' };

  const query = [...params]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [escape(name), escape(value)] as const)
    .sort(([a, aValue], [b, bValue]) => (a === b ? (aValue < bValue ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = headerNames.map((name) => {
    const value = headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
  });
  const payload = params.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
  const canonicalRequest = [method, path, query, canonicalHeaders.join(''), signedHeaders, payload].join(
    '\n',
  );
  const stringToSign = [
    algorithm,
    date,
    credential.scope,
    createHash('sha256').update(canonicalRequest, 'utf8').digest('hex'),
  ].join('\n');
  const expected = hmac(
    signingKey(credentials.secretAccessKey, credential.day, credential.region, 's3'),
    stringToSign,
  ).toString('hex');
  return sameText(expected, signature) ? { ok: true } : { ok: false, reason: 'signature does not match' };
}

/**
 * Checks the signature of a POST form's policy (fields named in lower case): our key, and the HMAC of
 * the base64 policy with the signing key of the credential's day. The policy's content is checked
 * apart (s3-gate.ts).
 */
export function verifyPostSignature(fields: Map<string, string>, credentials: Credentials): SignatureCheck {
  const policy = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  if (fields.get('x-amz-algorithm') !== algorithm || !policy || !signature)
    return { ok: false, reason: 'no signed policy' };
  const credential = checkCredential(
    fields.get('x-amz-credential') ?? '',
    fields.get('x-amz-date') ?? '',
    credentials,
  );
  if (!credential.ok) return credential;
  const expected = hmac(
    signingKey(credentials.secretAccessKey, credential.day, credential.region, 's3'),
    policy,
  ).toString('hex');
  return sameText(expected, signature) ? { ok: true } : { ok: false, reason: 'signature does not match' };
}
