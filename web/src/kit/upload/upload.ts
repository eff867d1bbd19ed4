/**
 * Upload logic without React: the client-side check of a file (spec: PDF, DOC, DOCX or image only,
 * 10 MB), the progress rule (0 at start, 100 on success, 0 on failure; spec 001 section 5) and the
 * three steps of an upload: presign, POST to S3 with progress, confirm.
 */
import { messages, type MessageKey } from '@fleet/shared';
import {
  contentTypeOf,
  uploadFailedMessage,
  uploadProblem,
  type PresignAnswer,
  type StoredFile,
  type UploadPurpose,
} from '@fleet/shared/platform/files';
import { api } from '../../api/client.ts';
import { ApiError, messageKeyOf } from '../../api/errors.ts';

/** The catalogue key of what a chosen file breaks, or undefined when it may be uploaded. */
export function checkFile(file: { name: string; type: string; size: number }, purpose: UploadPurpose) {
  const problem = uploadProblem(
    { contentType: contentTypeOf(file.name, file.type), size: file.size },
    purpose,
  );
  return problem ? messageKeyOf(problem) : undefined;
}

/** Progress shown while bytes go out: 1..99 during the transfer, never 100 before the confirm. */
export function transferProgress(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.max(0, Math.floor((loaded / total) * 100)));
}

export type UploadPhase = 'idle' | 'uploading' | 'done' | 'failed';

/** The progress bar's value for a phase (the spec's rule) and the transfer's own progress. */
export function progressOf(phase: UploadPhase, transfer: number): number {
  if (phase === 'done') return 100;
  if (phase === 'uploading') return transfer;
  return 0;
}

/** An error whose message is a catalogue key (the SPA shows it translated). */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(readonly messageKey: MessageKey) {
    super(messages[messageKey]);
  }
}

/** Sends the file to S3 as the presigned POST's multipart form, reporting progress. */
export function postToStorage(
  presigned: Pick<PresignAnswer, 'url' | 'fields'>,
  file: Blob,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', presigned.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(transferProgress(event.loaded, event.total));
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(`S3 ${request.status}`));
    request.onerror = () => reject(new Error('S3 network error'));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** Presign, transfer and confirm one file; failures are `UploadError`s with the spec's text. */
export async function uploadFile(
  file: File,
  purpose: UploadPurpose,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<StoredFile> {
  const invalid = checkFile(file, purpose);
  if (invalid) throw new UploadError(invalid);
  const failed = messageKeyOf(uploadFailedMessage(purpose)) as MessageKey;
  let presigned: PresignAnswer;
  try {
    presigned = await api.post<PresignAnswer>('Files/presign', {
      purpose,
      fileName: file.name,
      contentType: contentTypeOf(file.name, file.type),
      size: file.size,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.messageKey)
      throw new UploadError(error.messageKey);
    throw error;
  }
  try {
    await postToStorage(presigned, file, onProgress, signal);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new UploadError(failed);
  }
  try {
    const [, stored] = await api.post<[string, StoredFile]>('Files/confirm', {
      uploadId: presigned.uploadId,
    });
    return stored;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw new UploadError(failed);
    throw error;
  }
}

/** A short-lived URL to show a stored file. */
export const fileViewUrl = (fileId: string, signal?: AbortSignal) =>
  api.get<{ url: string; fileName: string; contentType: string }>('Files/url', { fileId }, { signal });
