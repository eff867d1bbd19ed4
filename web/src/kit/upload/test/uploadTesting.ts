/**
 * Stand-ins for component tests of the upload kit and the forms that use it (jsdom): S3's form POST
 * and the files API's presign and confirm answers. Tests only; no page imports this.
 */
import type { StoredFile } from '@fleet/shared/platform/files';

/** A stand-in XMLHttpRequest that accepts every transfer to S3 on the next tick. */
export class FakeUploadRequest {
  upload = {};
  status = 0;
  onload?: () => void;
  open() {}
  abort() {}
  send() {
    setTimeout(() => {
      this.status = 204;
      this.onload?.();
    }, 0);
  }
}

interface UploadCall {
  fileName?: string;
  uploadId?: string;
}

/** `Files/presign`: the upload is named after the file. */
export const presignAnswer = (body: UploadCall) => ({
  uploadId: body.fileName,
  url: 'http://s3/bucket',
  fields: {},
  key: 'k',
  maxBytes: 10,
});

/** `Files/confirm`: the stored file of that upload. */
export const confirmAnswer = (body: UploadCall, contentType = 'image/png') =>
  [
    'File uploaded successfully',
    {
      fileId: `id-${body.uploadId}`,
      key: `uploads/MOI/${body.uploadId}`,
      fileName: String(body.uploadId),
      contentType,
      size: 4,
    } satisfies StoredFile,
  ] as const;

/** The files API's answer to the upload kit's `post`: a presign, or the confirm of that upload. */
export async function uploadAnswer(path: string, body: UploadCall) {
  return path === 'Files/presign' ? presignAnswer(body) : confirmAnswer(body);
}

/** A small PNG file as a user picks it. */
export const pngFile = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
