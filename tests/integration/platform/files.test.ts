/**
 * Uploads (issue 5 item 6) through the local runtime: presign, POST to S3 through the runtime's port
 * (`/_aws/s3`), confirm with the server's checks of the stored object, view URLs, and the refusals:
 * wrong type, too large (declared, sent, and stored despite the policy), content that is not what it
 * claims; what fails is deleted. Confirm and url are the caller's own uploads and the project's files
 * only. Stored under the verified type's extension and served with a signed type and disposition
 * (issue 26 item 3).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { messages } from '@fleet/shared';
import { maxUploadBytes, type PresignAnswer, type StoredFile } from '@fleet/shared/platform/files';
import { baseUrl, signIn, type ApiClient, ok, signInAll } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { storedObjectExists } from '../../support/uploads.ts';

const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(120).fill(7)]);
const pdf = () => new TextEncoder().encode('%PDF-1.4\n% test document\n%%EOF\n');

type Confirmed = [string, StoredFile];

let admin: ApiClient;
let reception: ApiClient;
let adminKptc: ApiClient;
/** Writes an object straight to the S3 emulator, as a store that did not enforce the POST policy would keep it. */
let storeDirectly: (key: string, body: Uint8Array, contentType: string) => Promise<void>;

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

/** What a browser declares for a PNG image or a PDF document named `fileName`. */
const pngFile = (fileName: string) => ({ purpose: 'image', fileName, contentType: 'image/png' }) as const;
const pdfFile = (fileName: string) =>
  ({ purpose: 'document', fileName, contentType: 'application/pdf' }) as const;

async function uploaded(
  client: ApiClient,
  bytes: Uint8Array,
  declared: { purpose: 'image' | 'document'; fileName: string; contentType: string },
) {
  const answer = await presign(client, { ...declared, size: bytes.length });
  const posted = await postToS3(ok(answer), bytes, declared.contentType);
  expect(posted.status).toBeLessThan(300);
  return answer.body;
}

beforeAll(async () => {
  useRuntimeEnv();
  const { s3 } = await import('@fleet/functions/lib/aws');
  storeDirectly = async (key, body, contentType) => {
    await s3().send(
      new PutObjectCommand({
        Bucket: process.env.BUCKET_NAME,
        Key: key,
        Body: body,
        ContentType: contentType,
      }),
    );
  };
  [admin, reception] = await signInAll(['admin', 'reception']);
  adminKptc = (await signIn('admin', { project: 'KPTC' })).client;
});

describe('integration: Files/presign', () => {
  it('answers a presigned POST through the runtime port, under uploads/<project>/', async () => {
    // Act
    const response = await presign(admin, { ...pngFile('front.png'), size: 1000 });

    // Assert
    expect(ok(response).url.startsWith(`${baseUrl()}/_aws/s3/`)).toBe(true);
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
    expect(ok(response).fields['Content-Type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });
});

describe('integration: Files/confirm and Files/url', () => {
  it('confirms an uploaded image and serves it through a view URL', async () => {
    // Arrange
    const bytes = png();
    const answer = await uploaded(admin, bytes, pngFile('front.png'));

    // Act
    const confirmed = await admin.post<Confirmed>('/api/Files/confirm', { uploadId: answer.uploadId });
    const view = await admin.get<{ url: string; fileName: string }>('/api/Files/url', {
      fileId: answer.uploadId,
    });
    const served = await fetch(view.body.url);

    // Assert
    expect(ok(confirmed)).toEqual([
      messages.uploadConfirmed,
      {
        fileId: answer.uploadId,
        key: answer.key,
        fileName: 'front.png',
        contentType: 'image/png',
        size: bytes.length,
      },
    ]);
    expect(ok(view).fileName).toBe('front.png');
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('confirms a PDF document, and a second confirm answers the same file', async () => {
    const answer = await uploaded(admin, pdf(), pdfFile('accident.pdf'));
    const first = await admin.post<Confirmed>('/api/Files/confirm', { uploadId: answer.uploadId });
    const second = await admin.post<Confirmed>('/api/Files/confirm', { uploadId: answer.uploadId });
    expect(second.body).toEqual(ok(first));
  });

  it("refuses an image whose bytes are not an image: 'Upload Failed', object deleted", async () => {
    // Arrange: a text file declared as PNG.
    const answer = await uploaded(
      admin,
      new TextEncoder().encode('not a picture at all'),
      pngFile('fake.png'),
    );
    expect(await storedObjectExists(answer.key)).toBe(true);

    // Act
    const response = await admin.post('/api/Files/confirm', { uploadId: answer.uploadId });

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.uploadFailed });
    expect(await storedObjectExists(answer.key)).toBe(false);
    expect((await admin.get('/api/Files/url', { fileId: answer.uploadId })).status).toBe(404);
    expect((await admin.post('/api/Files/confirm', { uploadId: answer.uploadId })).status).toBe(404);
  });

  it('refuses a POST over 10 MB at the port, as S3 enforces the policy', async () => {
    const big = new Uint8Array(maxUploadBytes + 1024);
    big.set(pdf());
    const answer = await presign(admin, { ...pdfFile('huge.pdf'), size: 1000 });

    const posted = await postToS3(answer.body, big, 'application/pdf');

    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain('<Code>EntityTooLarge</Code>');
    expect(await storedObjectExists(answer.body.key)).toBe(false);
  });

  it('refuses on confirm an object over 10 MB that reached storage anyway: the too-large text, object deleted', async () => {
    // Arrange: declared small, stored large (a store that does not enforce the POST policy).
    const big = new Uint8Array(maxUploadBytes + 1);
    big.set(pdf());
    const answer = await presign(admin, { ...pdfFile('huge.pdf'), size: 1000 });
    await storeDirectly(answer.body.key, big, 'application/pdf');

    // Act
    const response = await admin.post('/api/Files/confirm', { uploadId: answer.body.uploadId });

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.uploadTooLarge });
    expect(await storedObjectExists(answer.body.key)).toBe(false);
    expect((await admin.post('/api/Files/confirm', { uploadId: answer.body.uploadId })).status).toBe(404);
  });

  it('refuses an upload stored with another content type than declared', async () => {
    const answer = await presign(admin, { ...pngFile('photo.png'), size: 128 });
    // The port refuses a form against its policy; a store that did not would keep it.
    await storeDirectly(answer.body.key, png(), 'image/gif');
    const response = await admin.post('/api/Files/confirm', { uploadId: answer.body.uploadId });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.uploadFailed });
    expect(await storedObjectExists(answer.body.key)).toBe(false);
  });

  it('refuses a confirm of an upload that never reached storage', async () => {
    const answer = await presign(admin, { ...pngFile('lost.png'), size: 128 });
    const response = await admin.post('/api/Files/confirm', { uploadId: answer.body.uploadId });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.uploadFailed });
  });

  it("confirms only the caller's own uploads", async () => {
    const answer = await uploaded(admin, png(), pngFile('mine.png'));
    const response = await reception.post('/api/Files/confirm', { uploadId: answer.uploadId });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: messages.uploadNotFound });
  });

  it("serves view URLs of the caller's project only", async () => {
    const answer = await uploaded(admin, png(), pngFile('moi.png'));
    await admin.post('/api/Files/confirm', { uploadId: answer.uploadId });
    expect((await reception.get('/api/Files/url', { fileId: answer.uploadId })).status).toBe(200);
    expect((await adminKptc.get('/api/Files/url', { fileId: answer.uploadId })).status).toBe(404);
  });

  it('does not serve a pending upload', async () => {
    const answer = await uploaded(admin, png(), pngFile('pending.png'));
    expect((await admin.get('/api/Files/url', { fileId: answer.uploadId })).status).toBe(404);
  });
});

describe('integration: files stored and served safely (issue 26 item 3)', () => {
  /** JPEG magic, then an HTML page: passes the image check, must never be served as HTML. */
  const polyglot = () =>
    new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      ...new TextEncoder().encode('<html><body><script>alert(document.domain)</script></body></html>'),
    ]);
  const docx = () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(1)]);

  async function confirmedView(
    bytes: Uint8Array,
    declared: { purpose: 'image' | 'document'; fileName: string; contentType: string },
  ) {
    const answer = await uploaded(admin, bytes, declared);
    const confirmed = await admin.post<Confirmed>('/api/Files/confirm', { uploadId: answer.uploadId });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const view = await admin.get<{ url: string; contentType: string }>('/api/Files/url', {
      fileId: answer.uploadId,
    });
    return { answer, confirmed: confirmed.body[1], view: ok(view), served: await fetch(view.body.url) };
  }

  it('stores an image named evil.html under the extension of its verified type and serves it as an inline JPEG, nosniff', async () => {
    // Act
    const { answer, confirmed, view, served } = await confirmedView(polyglot(), {
      purpose: 'image',
      fileName: 'evil.html',
      contentType: 'image/jpeg',
    });

    // Assert
    expect(answer.key).toMatch(/^uploads\/MOI\/[0-9a-f-]{36}\.jpg$/);
    expect(confirmed.key).toBe(answer.key);
    expect(new URL(view.url).searchParams.get('response-content-type')).toBe('image/jpeg');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename="evil.html"; filename*=UTF-8''evil.html`,
    );
  });

  it('serves a Word document as an attachment under its original name (RFC 6266 and 5987)', async () => {
    const { answer, served } = await confirmedView(docx(), {
      purpose: 'document',
      fileName: 'تقرير "الحادث".docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });

    expect(answer.key).toMatch(/\.docx$/);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="_____ ________.docx"; filename*=UTF-8''` +
        `${encodeURIComponent('تقرير')}%20%22${encodeURIComponent('الحادث')}%22.docx`,
    );
  });

  it('serves a PDF in place, under the .pdf extension whatever the name says', async () => {
    const { answer, served } = await confirmedView(pdf(), pdfFile('report.pdf.exe'));

    expect(answer.key).toMatch(/[0-9a-f-]{36}\.pdf$/);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="report\.pdf\.exe"/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
