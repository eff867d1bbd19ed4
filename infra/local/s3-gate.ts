/**
 * `/_aws/s3` on the app's port (issue 26 item 5): only what a browser does with what the API presigned
 * reaches s3rver: a presigned GET (or HEAD) of an object, a presigned POST upload whose policy holds,
 * and CORS preflights. Listing, unsigned or tampered requests and every other operation are refused
 * with S3's AccessDenied; the handlers and tests use s3rver's own loopback port. Objects served here
 * carry `nosniff`, and a type a browser should not show in place is served as an attachment.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { readBody, PayloadTooLargeError } from './gateway.ts';
import { proxy } from './proxy.ts';
import { verifyPostSignature, verifyPresignedUrl, type Credentials } from './sigv4.ts';

export interface S3GateOptions {
  /** s3rver's own endpoint. */
  target: string;
  bucket: string;
  credentials: Credentials;
  /** The largest form a presigned POST may send (the upload limit plus the form's fields). */
  maxFormBytes: number;
}

export interface FormPart {
  name: string;
  fileName?: string;
  data: Buffer;
}

/** The parts of a multipart/form-data body, or undefined when it is not one. */
export function parseMultipart(body: Buffer, contentType: string | undefined): FormPart[] | undefined {
  const match = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return undefined;
  const delimiter = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  let position = body.indexOf(delimiter);
  if (position === -1) return undefined;
  position += delimiter.length;
  const parts: FormPart[] = [];
  while (body.subarray(position, position + 2).toString('latin1') === '\r\n') {
    const headersEnd = body.indexOf('\r\n\r\n', position);
    if (headersEnd === -1) return undefined;
    const headers = body.subarray(position + 2, headersEnd).toString('utf8');
    const end = body.indexOf(next, headersEnd + 4);
    if (end === -1) return undefined;
    const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
    const name = /(?:^|;)\s*name="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) return undefined;
    const fileName = /(?:^|;)\s*filename="([^"]*)"/i.exec(disposition)?.[1];
    parts.push({
      name,
      ...(fileName !== undefined ? { fileName } : {}),
      data: body.subarray(headersEnd + 4, end),
    });
    position = end + next.length;
  }
  return body.subarray(position, position + 2).toString('latin1') === '--' ? parts : undefined;
}

interface PostPolicy {
  expiration?: unknown;
  conditions?: unknown;
}

/** Fields the policy need not name (S3's rule). */
const unlistedFields = (name: string) =>
  name === 'policy' || name === 'x-amz-signature' || name === 'file' || name.startsWith('x-ignore-');

/**
 * What a POST form breaks in its (signature-checked) policy, as S3 words it, or undefined: expired,
 * a condition not met (`eq`, `starts-with`, exact `{field: value}`, `content-length-range` on the
 * file's size), or a field the policy does not name.
 */
export function policyProblem(
  policyBase64: string,
  fields: Map<string, string>,
  bucket: string,
  fileSize: number,
  now = Date.now(),
): { code: string; message: string } | undefined {
  const invalid = (message: string) => ({
    code: 'AccessDenied',
    message: `Invalid according to Policy: ${message}`,
  });
  let policy: PostPolicy;
  try {
    policy = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8')) as PostPolicy;
  } catch {
    return { code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' };
  }
  const expiration = typeof policy.expiration === 'string' ? Date.parse(policy.expiration) : NaN;
  if (!Number.isFinite(expiration) || !Array.isArray(policy.conditions))
    return {
      code: 'InvalidPolicyDocument',
      message: 'Invalid Policy: expiration and conditions are required.',
    };
  if (now > expiration) return invalid('Policy expired.');
  const values = new Map(fields).set('bucket', bucket);
  const named = new Set<string>();
  for (const condition of policy.conditions as unknown[]) {
    if (Array.isArray(condition)) {
      const [operator, first, second] = condition as unknown[];
      if (operator === 'content-length-range') {
        if (fileSize < Number(first))
          return {
            code: 'EntityTooSmall',
            message: 'Your proposed upload is smaller than the minimum allowed size',
          };
        if (fileSize > Number(second))
          return { code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' };
        continue;
      }
      if (
        (operator !== 'eq' && operator !== 'starts-with') ||
        typeof first !== 'string' ||
        !first.startsWith('$')
      )
        return { code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid condition.' };
      const field = first.slice(1).toLowerCase();
      const value = values.get(field) ?? '';
      named.add(field);
      const holds = operator === 'eq' ? value === String(second) : value.startsWith(String(second));
      if (!holds) return invalid(`Policy Condition failed: ["${operator}", "${first}", "${String(second)}"]`);
    } else if (condition !== null && typeof condition === 'object' && Object.keys(condition).length === 1) {
      const [[name, expected]] = Object.entries(condition) as [[string, unknown]];
      const field = name.toLowerCase();
      named.add(field);
      if (values.get(field) !== String(expected))
        return invalid(`Policy Condition failed: ["eq", "$${name}", "${String(expected)}"]`);
    } else return { code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid condition.' };
  }
  const extra = [...fields.keys()].filter((name) => !unlistedFields(name) && !named.has(name));
  if (extra.length > 0) return invalid(`Extra input fields: ${extra.join(', ')}`);
  if (!fields.get('key'))
    return { code: 'InvalidArgument', message: 'Bucket POST must contain a field named key.' };
  return undefined;
}

function sendS3Error(response: ServerResponse, status: number, code: string, message: string) {
  const escaped = message.replace(/[<>&]/g, (char) => `&#${char.charCodeAt(0)};`);
  response
    .writeHead(status, { 'content-type': 'application/xml', 'x-content-type-options': 'nosniff' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escaped}</Message></Error>`,
    );
}

const inlineTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'];

/** nosniff on everything, and an attachment for any type but images and PDFs. */
export function servedHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const type = String(headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const disposition = String(headers['content-disposition'] ?? '');
  const served: IncomingHttpHeaders = { ...headers, 'x-content-type-options': 'nosniff' };
  if (inlineTypes.includes(type) || /^\s*attachment\b/i.test(disposition)) return served;
  const parameters = disposition.replace(/^\s*inline\b\s*;?\s*/i, '');
  served['content-disposition'] = parameters ? `attachment; ${parameters}` : 'attachment';
  return served;
}

/** Serves one `/_aws/s3` request; `path` is what follows the prefix, `target` the request target as received. */
export function createS3Gate(options: S3GateOptions) {
  const bucketPath = `/${options.bucket}`;
  return async (request: IncomingMessage, response: ServerResponse, path: string): Promise<void> => {
    const method = request.method ?? 'GET';
    const pathOnly = path.split('?')[0] ?? '/';
    const denied = (reason: string) =>
      sendS3Error(
        response,
        403,
        'AccessDenied',
        `Access Denied: ${reason} (the app's port serves presigned requests only)`,
      );

    if (pathOnly.split('/').some((segment) => segment === '.' || segment === '..'))
      return denied('a dot segment in the path');
    if (method === 'OPTIONS') return proxy(request, response, options.target, path);

    if (method === 'GET' || method === 'HEAD') {
      if (!pathOnly.startsWith(`${bucketPath}/`) || pathOnly.length <= bucketPath.length + 1)
        return denied('not an object of the files bucket');
      const check = verifyPresignedUrl(method, request.url ?? '/', request.headers, options.credentials);
      if (!check.ok) return denied(check.reason);
      return proxy(request, response, options.target, path, undefined, servedHeaders);
    }

    if (method === 'POST') {
      if ((pathOnly !== bucketPath && pathOnly !== `${bucketPath}/`) || path.includes('?'))
        return denied('not a POST upload to the files bucket');
      let body: Buffer;
      try {
        body = await readBody(request, options.maxFormBytes);
      } catch (error) {
        if (error instanceof PayloadTooLargeError)
          return sendS3Error(
            response,
            400,
            'EntityTooLarge',
            'Your proposed upload exceeds the maximum allowed size',
          );
        throw error;
      }
      const parts = parseMultipart(body, request.headers['content-type']);
      const fileAt = parts?.findIndex((part) => part.name.toLowerCase() === 'file') ?? -1;
      if (!parts || fileAt === -1) return denied('not a multipart form with a file');
      // S3 ignores the fields after the file.
      const fields = new Map(
        parts.slice(0, fileAt).map((part) => [part.name.toLowerCase(), part.data.toString('utf8')]),
      );
      const signed = verifyPostSignature(fields, options.credentials);
      if (!signed.ok) return denied(signed.reason);
      const problem = policyProblem(
        fields.get('policy') ?? '',
        fields,
        options.bucket,
        parts[fileAt]!.data.length,
      );
      if (problem)
        return sendS3Error(
          response,
          problem.code === 'AccessDenied' ? 403 : 400,
          problem.code,
          problem.message,
        );
      return proxy(request, response, options.target, path, body, servedHeaders);
    }

    return denied(`${method} is not served`);
  };
}
