/**
 * Uploads (issue 5 item 6) through the local runtime: presign, POST to S3 through the runtime's port
 * (`/_aws/s3`), confirm with the server's checks of the stored object, view URLs, and the refusals:
 * wrong type, too large (declared, and sent despite the policy: s3rver does not enforce policies),
 * content that is not what it claims; what fails is deleted. Confirm and url are the caller's own
 * uploads and the project's files only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { messages } from '@fleet/shared';
import { maxUploadBytes, type PresignAnswer, type StoredFile } from '@fleet/shared/files';
import { baseUrl, signIn, type ApiClient } from '../support/api.ts';
import { useRuntimeEnv } from '../support/fixtures.ts';

const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(120).fill(7)]);
const pdf = () => new TextEncoder().encode('%PDF-1.4\n% test document\n%%EOF\n');

type Confirmed = [string, StoredFile];

let admin: ApiClient;
let reception: ApiClient;
let adminKptc: ApiClient;
let objectExists: (key: string) => Promise<boolean>;

async function presign(client: ApiClient, body: Record<string, unknown>) {
  return client.post<PresignAnswer>('/api/Files/presign', body);
}

/** POSTs bytes to a presigned POST as a browser does (fields first, the file last). */
async function postToS3(answer: PresignAnswer, bytes: Uint8Array, contentType: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(answer.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'file');
  return fetch(answer.url, { method: 'POST', body: form });
}

async function uploaded(
  client: ApiClient,
  bytes: Uint8Array,
  declared: { purpose: 'image' | 'document'; fileName: string; contentType: string },
) {
  const answer = await presign(client, { ...declared, size: bytes.length });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const posted = await postToS3(answer.body, bytes, declared.contentType);
  expect(posted.status).toBeLessThan(300);
  return answer.body;
}

beforeAll(async () => {
  useRuntimeEnv();
  const { s3 } = await import('@fleet/functions/lib/aws');
  objectExists = async (key) => {
    try {
      await s3().send(new HeadObjectCommand({ Bucket: process.env.BUCKET_NAME, Key: key }));
      return true;
    } catch {
      return false;
    }
  };
  admin = (await signIn('admin')).client;
  reception = (await signIn('reception')).client;
  adminKptc = (await signIn('admin', { project: 'KPTC' })).client;
});

describe('integration: Files/presign', () => {
  it('answers a presigned POST through the runtime port, under uploads/<project>/', async () => {
    // Act
    const response = await presign(admin, {
      purpose: 'image',
      fileName: 'front.png',
      contentType: 'image/png',
      size: 1000,
    });

    // Assert
    expect(response.status).toBe(200);
    expect(response.body.url.startsWith(`${baseUrl()}/_aws/s3/`)).toBe(true);
    expect(response.body.key).toMatch(/^uploads\/MOI\/[0-9a-f-]{36}\.png$/);
    expect(response.body.fields).toMatchObject({ key: response.body.key, 'Content-Type': 'image/png' });
    expect(response.body.fields.Policy ?? response.body.fields.policy).toBeTruthy();
    const policy = JSON.parse(Buffer.from(response.body.fields.Policy ?? '', 'base64').toString('utf8')) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, maxUploadBytes],
        ['eq', '$Content-Type', 'image/png'],
      ]),
    );
    expect(response.body.maxBytes).toBe(maxUploadBytes);
  });

  it.each([
    {
      refused: 'a type that is not PDF, DOC, DOCX or an image',
      request: {
        purpose: 'document',
        fileName: 'tool.exe',
        contentType: 'application/x-msdownload',
        size: 10,
      },
      message: messages.uploadInvalidType,
    },
    {
      refused: 'a document where an image is asked for',
      request: { purpose: 'image', fileName: 'form.pdf', contentType: 'application/pdf', size: 10 },
      message: messages.uploadInvalidImageType,
    },
    {
      refused: 'a file over 10 MB',
      request: {
        purpose: 'document',
        fileName: 'scan.pdf',
        contentType: 'application/pdf',
        size: maxUploadBytes + 1,
      },
      message: messages.uploadTooLarge,
    },
  ])('refuses $refused', async ({ request, message }) => {
    const response = await presign(admin, request);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message });
  });

  it('takes the type from the extension when the browser sends none', async () => {
    const response = await presign(admin, {
      purpose: 'document',
      fileName: 'letter.docx',
      contentType: 'application/octet-stream',
      size: 10,
    });
    expect(response.status).toBe(200);
    expect(response.body.fields['Content-Type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });
});

describe('integration: Files/confirm and Files/url', () => {
  it('confirms an uploaded image and serves it through a view URL', async () => {
    // Arrange
    const bytes = png();
    const answer = await uploaded(admin, bytes, {
      purpose: 'image',
      fileName: 'front.png',
      contentType: 'image/png',
    });

    // Act
    const confirmed = await admin.post<Confirmed>('/api/Files/confirm', { uploadId: answer.uploadId });
    const view = await admin.get<{ url: string; fileName: string }>('/api/Files/url', {
      fileId: answer.uploadId,
    });
    const served = await fetch(view.body.url);

    // Assert
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual([
      messages.uploadConfirmed,
      {
        fileId: answer.uploadId,
        key: answer.key,
        fileName: 'front.png',
        contentType: 'image/png',
        size: bytes.length,
      },
    ]);
    expect(view.status).toBe(200);
    expect(view.body.fileName).toBe('front.png');
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('confirms a PDF document, and a second confirm answers the same file', async () => {
    const answer = await uploaded(admin, pdf(), {
      purpose: 'document',
      fileName: 'accident.pdf',
      contentType: 'application/pdf',
    });
    const first = await admin.post<Confirmed>('/api/Files/confirm', { uploadId: answer.uploadId });
    const second = await admin.post<Confirmed>('/api/Files/confirm', { uploadId: answer.uploadId });
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it("refuses an image whose bytes are not an image: 'Upload Failed', object deleted", async () => {
    // Arrange: a text file declared as PNG.
    const answer = await uploaded(admin, new TextEncoder().encode('not a picture at all'), {
      purpose: 'image',
      fileName: 'fake.png',
      contentType: 'image/png',
    });
    expect(await objectExists(answer.key)).toBe(true);

    // Act
    const response = await admin.post('/api/Files/confirm', { uploadId: answer.uploadId });

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.uploadFailed });
    expect(await objectExists(answer.key)).toBe(false);
    expect((await admin.get('/api/Files/url', { fileId: answer.uploadId })).status).toBe(404);
    expect((await admin.post('/api/Files/confirm', { uploadId: answer.uploadId })).status).toBe(404);
  });

  it("refuses a document over 10 MB sent despite the policy: 'Document upload failed.', object deleted", async () => {
    // Arrange: declared small, sent large (the emulator does not enforce the policy; the confirm does).
    const big = new Uint8Array(maxUploadBytes + 1024);
    big.set(pdf());
    const answer = await presign(admin, {
      purpose: 'document',
      fileName: 'huge.pdf',
      contentType: 'application/pdf',
      size: 1000,
    });
    expect((await postToS3(answer.body, big, 'application/pdf')).status).toBeLessThan(300);

    // Act
    const response = await admin.post('/api/Files/confirm', { uploadId: answer.body.uploadId });

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.documentUploadFailed });
    expect(await objectExists(answer.body.key)).toBe(false);
  });

  it('refuses an upload stored with another content type than declared', async () => {
    const answer = await presign(admin, {
      purpose: 'image',
      fileName: 'photo.png',
      contentType: 'image/png',
      size: 128,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(answer.body.fields))
      form.append(name, name === 'Content-Type' ? 'image/gif' : value);
    form.append('file', new Blob([png()]), 'file');
    await fetch(answer.body.url, { method: 'POST', body: form });
    const response = await admin.post('/api/Files/confirm', { uploadId: answer.body.uploadId });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.uploadFailed });
    expect(await objectExists(answer.body.key)).toBe(false);
  });

  it('refuses a confirm of an upload that never reached storage', async () => {
    const answer = await presign(admin, {
      purpose: 'image',
      fileName: 'lost.png',
      contentType: 'image/png',
      size: 128,
    });
    const response = await admin.post('/api/Files/confirm', { uploadId: answer.body.uploadId });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.uploadFailed });
  });

  it("confirms only the caller's own uploads", async () => {
    const answer = await uploaded(admin, png(), {
      purpose: 'image',
      fileName: 'mine.png',
      contentType: 'image/png',
    });
    const response = await reception.post('/api/Files/confirm', { uploadId: answer.uploadId });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: messages.uploadNotFound });
  });

  it("serves view URLs of the caller's project only", async () => {
    const answer = await uploaded(admin, png(), {
      purpose: 'image',
      fileName: 'moi.png',
      contentType: 'image/png',
    });
    await admin.post('/api/Files/confirm', { uploadId: answer.uploadId });
    expect((await reception.get('/api/Files/url', { fileId: answer.uploadId })).status).toBe(200);
    expect((await adminKptc.get('/api/Files/url', { fileId: answer.uploadId })).status).toBe(404);
  });

  it('does not serve a pending upload', async () => {
    const answer = await uploaded(admin, png(), {
      purpose: 'image',
      fileName: 'pending.png',
      contentType: 'image/png',
    });
    expect((await admin.get('/api/Files/url', { fileId: answer.uploadId })).status).toBe(404);
  });
});
