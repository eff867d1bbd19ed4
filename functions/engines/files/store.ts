/**
 * Uploads: the browser sends files straight to S3 with a presigned POST; the API keeps one item per
 * upload (pk `<project>#UPLOAD#<fileId>`, sk `FILE`): pending with a ttl until confirmed, then
 * confirmed for good. Objects live under `uploads/<project>/<fileId>.<ext>`, the extension of the
 * verified content type (never the uploaded name's).
 */
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  bytesMatchType,
  contentTypeOf,
  maxUploadBytes,
  sniffBytes,
  uploadFailedMessage,
  uploadProblem,
  type PresignAnswer,
  type PresignRequest,
  type StoredFile,
  type UploadPurpose,
} from '@fleet/shared/platform/files';
import { messages, type ServerMessage } from '@fleet/shared';
import { s3, s3Presigner } from '#lib/aws';
import { deleteItem, getItem, getItems, putItem, updateItem } from '#lib/db';
import { requireEnv } from '#lib/env';
import { BadRequestError, NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { key } from '#lib/table';
import { contentDisposition, extensionOfType } from './serving.ts';
import { fieldsOf } from '#lib/attributes';

/** How long a presigned POST and a pending upload stay valid. */
export const presignSeconds = 10 * 60;
const pendingTtlSeconds = 24 * 60 * 60;
const viewSeconds = 5 * 60;

export type UploadItem = {
  pk: string;
  sk: string;
  fileId: string;
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  purpose: UploadPurpose;
  owner: string;
  status: 'pending' | 'confirmed';
  createdat: string;
  ttl?: number;
};

export const uploadKeys = (project: string, fileId: string) => ({
  pk: key.project(project, 'UPLOAD', fileId),
  sk: 'FILE',
});

const bucket = () => requireEnv('BUCKET_NAME');

/** The object key of an upload: always under the caller's project, named by its verified type. */
export const objectKey = (project: string, fileId: string, contentType: string) =>
  `uploads/${project}/${fileId}${extensionOfType(contentType)}`;

export async function presignUpload(
  caller: Caller,
  request: PresignRequest,
  now: Date,
): Promise<PresignAnswer> {
  const contentType = contentTypeOf(request.fileName, request.contentType);
  const problem = uploadProblem({ contentType, size: request.size }, request.purpose);
  if (problem) throw new BadRequestError(problem);
  const fileId = randomUUID();
  const objectName = objectKey(caller.project, fileId, contentType);
  const post = await createPresignedPost(s3Presigner(), {
    Bucket: bucket(),
    Key: objectName,
    Conditions: [
      ['content-length-range', 1, maxUploadBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: presignSeconds,
  });
  const item: UploadItem = {
    ...uploadKeys(caller.project, fileId),
    fileId,
    key: objectName,
    fileName: request.fileName,
    contentType,
    size: request.size,
    purpose: request.purpose,
    owner: caller.usercode,
    status: 'pending',
    createdat: now.toISOString(),
    ttl: Math.floor(now.getTime() / 1000) + pendingTtlSeconds,
  };
  await putItem({ ...item, entity: 'upload' });
  return { uploadId: fileId, url: post.url, fields: post.fields, key: objectName, maxBytes: maxUploadBytes };
}

async function deleteObject(objectName: string) {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: objectName }));
}

async function firstBytes(objectName: string): Promise<Uint8Array> {
  const answer = await s3().send(
    new GetObjectCommand({ Bucket: bucket(), Key: objectName, Range: `bytes=0-${sniffBytes - 1}` }),
  );
  const bytes = (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
  return bytes.subarray(0, sniffBytes);
}

const notFound = (error: unknown) => {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NotFound' || name === 'NoSuchKey' || status === 404;
};

/**
 * The stored object's size, or the message it is refused with: over the limit (the size S3 reports,
 * whatever the browser declared: an emulator may not enforce the POST policy), empty, of another type
 * than declared, or with first bytes that are not that type.
 */
async function storedObjectProblem(
  upload: UploadItem,
): Promise<{ size: number } | { problem: ServerMessage }> {
  const failed = { problem: uploadFailedMessage(upload.purpose) };
  let head;
  try {
    head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: upload.key }));
  } catch (error) {
    if (notFound(error)) return failed;
    throw error;
  }
  const size = Number(head.ContentLength ?? 0);
  const storedType = (head.ContentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (size > maxUploadBytes) return { problem: messages.uploadTooLarge };
  if (size < 1 || storedType !== upload.contentType) return failed;
  if (!bytesMatchType(await firstBytes(upload.key), upload.contentType)) return failed;
  return { size };
}

/**
 * Confirms the caller's own pending upload after checking the stored object (size, type, first
 * bytes); an object that fails is deleted with its item and the answer is 400: the too-large text
 * for an object over 10 MB, else 'Upload Failed' (images) or 'Document upload failed.' (documents).
 * Confirming twice answers the same file.
 */
export async function confirmUpload(caller: Caller, uploadId: string): Promise<StoredFile> {
  const { pk, sk } = uploadKeys(caller.project, uploadId);
  const upload = await getItem<UploadItem>(pk, sk);
  if (!upload || upload.owner !== caller.usercode) throw new NotFoundError(messages.uploadNotFound);
  if (upload.status === 'confirmed') return storedFile(upload);
  const checked = await storedObjectProblem(upload);
  if ('problem' in checked) {
    await deleteObject(upload.key);
    await deleteItem(pk, sk);
    throw new BadRequestError(checked.problem);
  }
  await updateItem(pk, sk, { status: 'confirmed', size: checked.size, ttl: null });
  return storedFile({ ...upload, size: checked.size });
}

export const storedFile = (upload: StoredFile): StoredFile =>
  fieldsOf(upload, 'fileId key fileName contentType size');

/**
 * A 5-minute GET URL of a stored file whose response type and disposition are signed into it: the
 * browser gets the verified type and shows only images and PDFs in place, whatever the object says.
 */
export const signedFileUrl = (file: { key: string; fileName: string; contentType: string }) =>
  getSignedUrl(
    s3Presigner(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: file.key,
      ResponseContentType: file.contentType,
      ResponseContentDisposition: contentDisposition(file.fileName, file.contentType),
    }),
    { expiresIn: viewSeconds },
  );

/** A short-lived GET URL of a confirmed file of the caller's project. */
export async function viewUrl(caller: Caller, fileId: string) {
  const { pk, sk } = uploadKeys(caller.project, fileId);
  const upload = await getItem<UploadItem>(pk, sk);
  if (!upload || upload.status !== 'confirmed') throw new NotFoundError(messages.uploadNotFound);
  const url = await signedFileUrl(upload);
  return { url, fileName: upload.fileName, contentType: upload.contentType };
}

/** Confirmed uploads of a project by id (documents check the ids they reference). */
export async function confirmedFiles(
  project: string,
  fileIds: readonly string[],
): Promise<Map<string, UploadItem>> {
  const unique = [...new Set(fileIds)];
  const items = await getItems<UploadItem>(unique.map((id) => uploadKeys(project, id)));
  const found = new Map<string, UploadItem>();
  for (const item of items) if (item.status === 'confirmed') found.set(item.fileId, item);
  return found;
}

/** Removes a file: its object and its item (a document no longer references it). */
export async function deleteFile(project: string, fileId: string) {
  const { pk, sk } = uploadKeys(project, fileId);
  const upload = await getItem<UploadItem>(pk, sk);
  if (!upload) return;
  await deleteObject(upload.key);
  await deleteItem(pk, sk);
}
