import { describe, expect, it } from 'vitest';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { parseMultipart, policyProblem, servedHeaders } from './s3-gate.ts';
import { verifyPostSignature, verifyPresignedUrl } from './sigv4.ts';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const host = '127.0.0.1:3000';
const client = new S3Client({
  region: 'us-east-1',
  endpoint: `http://${host}/_aws/s3`,
  forcePathStyle: true,
  credentials,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

async function presignedTarget() {
  const url = new URL(
    await getSignedUrl(
      client,
      new GetObjectCommand({
        Bucket: 'files',
        Key: 'uploads/MOI/a b+(c).png',
        ResponseContentType: 'image/png',
        ResponseContentDisposition: `inline; filename="x"; filename*=UTF-8''%D8%AA%28`,
      }),
      { expiresIn: 300 },
    ),
  );
  return `${url.pathname}${url.search}`;
}

async function presignedPost() {
  return createPresignedPost(client, {
    Bucket: 'files',
    Key: 'uploads/MOI/x.png',
    Conditions: [
      ['content-length-range', 1, 100],
      ['eq', '$Content-Type', 'image/png'],
    ],
    Fields: { 'Content-Type': 'image/png' },
    Expires: 600,
  });
}

const lowerCased = (fields: Record<string, string>) =>
  new Map(Object.entries(fields).map(([name, value]) => [name.toLowerCase(), value]));

describe('unit: local S3 gate, presigned GET', () => {
  it('accepts the URL the SDK signed, as sent', async () => {
    const target = await presignedTarget();

    expect(verifyPresignedUrl('GET', target, { host }, credentials)).toEqual({ ok: true });
  });

  it.each([
    ['another key', (target: string) => target.replace('a%20b', 'evil')],
    ['another response type', (target: string) => target.replace('image%2Fpng', 'text%2Fhtml')],
    ['no signature', (target: string) => target.replace(/X-Amz-Signature=[0-9a-f]+&?/, '')],
    ['an added parameter', (target: string) => `${target}&response-cache-control=none`],
  ])('refuses %s', async (_, tamper) => {
    const target = tamper(await presignedTarget());

    expect(verifyPresignedUrl('GET', target, { host }, credentials).ok).toBe(false);
  });

  it('refuses another method, another host, other credentials and an expired URL', async () => {
    const target = await presignedTarget();

    expect(verifyPresignedUrl('HEAD', target, { host }, credentials).ok).toBe(false);
    expect(verifyPresignedUrl('GET', target, { host: 'localhost:3000' }, credentials).ok).toBe(false);
    expect(
      verifyPresignedUrl('GET', target, { host }, { accessKeyId: 'S3RVER', secretAccessKey: 'other' }).ok,
    ).toBe(false);
    expect(verifyPresignedUrl('GET', target, { host }, credentials, Date.now() + 301_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});

describe('unit: local S3 gate, presigned POST', () => {
  it('accepts the signed policy with the fields the API gave', async () => {
    const post = await presignedPost();
    const fields = lowerCased(post.fields);

    expect(verifyPostSignature(fields, credentials)).toEqual({ ok: true });
    expect(policyProblem(fields.get('policy')!, fields, 'files', 50)).toBeUndefined();
  });

  it('refuses a policy the API did not sign', async () => {
    const post = await presignedPost();
    const fields = lowerCased(post.fields);
    const policy = JSON.parse(Buffer.from(fields.get('policy')!, 'base64').toString('utf8')) as {
      conditions: unknown[];
    };
    policy.conditions[0] = ['content-length-range', 1, 1e9];
    fields.set('policy', Buffer.from(JSON.stringify(policy)).toString('base64'));

    expect(verifyPostSignature(fields, credentials)).toEqual({
      ok: false,
      reason: 'signature does not match',
    });
  });

  it.each([
    ['another key', { key: 'uploads/MOI/evil.html' }, 'AccessDenied'],
    ['another content type', { 'content-type': 'text/html' }, 'AccessDenied'],
    ['a field the policy does not name', { 'x-amz-meta-note': 'hi' }, 'AccessDenied'],
    ['another bucket', {}, 'AccessDenied', 'other'],
  ])('refuses %s', async (_, changed, code, bucket = 'files') => {
    const post = await presignedPost();
    const fields = lowerCased({ ...post.fields, ...changed });

    expect(policyProblem(fields.get('policy')!, fields, bucket, 50)?.code).toBe(code);
  });

  it('refuses a file outside the content length range, and an expired policy', async () => {
    const post = await presignedPost();
    const fields = lowerCased(post.fields);
    const policy = fields.get('policy')!;

    expect(policyProblem(policy, fields, 'files', 101)?.code).toBe('EntityTooLarge');
    expect(policyProblem(policy, fields, 'files', 0)?.code).toBe('EntityTooSmall');
    expect(policyProblem(policy, fields, 'files', 50, Date.now() + 601_000)?.message).toBe(
      'Invalid according to Policy: Policy expired.',
    );
  });

  it('reads the fields and the file of a browser form', async () => {
    const form = new FormData();
    form.append('key', 'uploads/MOI/x.png');
    form.append('Content-Type', 'image/png');
    form.append('file', new Blob([new Uint8Array([1, 2, 13, 10, 45, 45, 3])]), 'photo "1".png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());

    const parts = parseMultipart(body, request.headers.get('content-type') ?? undefined);

    expect(parts?.map((part) => part.name)).toEqual(['key', 'Content-Type', 'file']);
    expect(parts?.[0]?.data.toString()).toBe('uploads/MOI/x.png');
    expect([...(parts?.[2]?.data ?? [])]).toEqual([1, 2, 13, 10, 45, 45, 3]);
    expect(parseMultipart(body, 'application/json')).toBeUndefined();
    expect(
      parseMultipart(body.subarray(0, body.length - 10), request.headers.get('content-type')!),
    ).toBeUndefined();
  });
});

describe('unit: local S3 gate, served objects', () => {
  it('adds nosniff and serves only images and PDFs in place', () => {
    expect(
      servedHeaders({ 'content-type': 'image/png', 'content-disposition': 'inline; filename="a.png"' }),
    ).toEqual({
      'content-type': 'image/png',
      'content-disposition': 'inline; filename="a.png"',
      'x-content-type-options': 'nosniff',
    });
    expect(servedHeaders({ 'content-type': 'text/html; charset=utf-8' })['content-disposition']).toBe(
      'attachment',
    );
    expect(
      servedHeaders({ 'content-type': 'image/svg+xml', 'content-disposition': 'inline; filename="a.svg"' })[
        'content-disposition'
      ],
    ).toBe('attachment; filename="a.svg"');
  });
});
