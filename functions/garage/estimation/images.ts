/**
 * Estimation images (spec 001 "Estimation (quotation)": uploadEstimationImages, getEstimationImages,
 * deleteEstimationImage, getEstimationImageFile). The spec's multipart upload follows the product's
 * upload rules instead: each file goes to S3 with a presigned POST and is checked by `Files/confirm`
 * (image type, 10 MB, first bytes on the server); `uploadEstimationImages` then attaches the confirmed
 * files with their names, or the estimation's save attaches those added before it (issue 25 item 5).
 * One item per image in its own partition (`<project>#QUOTIMG#<imageId>`, sk `IMAGE`, the imageId is
 * the upload's fileId), listed per estimation through gsi2 (the estimation's partition key /
 * `IMG#<at>#<nn>#<imageId>`). Attaching is one transaction with a check that the estimation exists and
 * is not deleted (the save's own transaction writes the estimation with them).
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { formatMessage, messages } from '@fleet/shared';
import { isImageType } from '@fleet/shared/platform/files';
import { editableApproval } from '@fleet/shared/engines/approvals';
import type { EstimationImage } from '@fleet/shared/garage/estimation';
import { s3 } from '#lib/aws';
import {
  getItem,
  queryRows,
  transactWrite,
  versionedPut,
  withoutKeys,
  type TransactItem,
  transactDelete,
  conditionCheck,
} from '#lib/db';
import { requireEnv } from '#lib/env';
import { BadRequestError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { key } from '#lib/table';
import { contentDisposition } from '../../engines/files/serving.ts';
import { confirmedFiles, deleteFile, signedFileUrl } from '../../engines/files/store.ts';
import { estimations } from '../../engines/document-stores.ts';
import { fieldsOf } from '#lib/attributes';

/** The image as listed: with a short-lived URL the browser shows it from. */
export type ListedEstimationImage = EstimationImage & { url: string };

const imageKeys = (project: string, imageId: string) => ({
  pk: key.project(project, 'QUOTIMG', imageId),
  sk: 'IMAGE',
});

/** Files up to this size are answered in the response body; larger ones redirect to S3 (Lambda's 6 MB). */
export const inlineFileBytes = 4 * 1024 * 1024;
const bucket = () => requireEnv('BUCKET_NAME');

/** An upload checked for attaching to an estimation: a confirmed image of the project, with its name. */
export interface ImageUpload {
  fileId: string;
  fileName: string;
  contentType: string;
  size: number;
  key: string;
}

/**
 * Checks uploads before an estimation takes them: each once (`field` names the request's list in the
 * message), each a confirmed image upload of the caller's project; the name given, else the file's own.
 */
export async function checkedImageUploads(
  project: string,
  uploads: readonly { fileId: string; fileName: string }[],
  field: string,
): Promise<ImageUpload[]> {
  if (new Set(uploads.map((upload) => upload.fileId)).size !== uploads.length)
    throw new BadRequestError(formatMessage(messages.fieldInvalid, { field }));
  const files = await confirmedFiles(
    project,
    uploads.map((upload) => upload.fileId),
  );
  return uploads.map(({ fileId, fileName }) => {
    const file = files.get(fileId);
    if (!file || !isImageType(file.contentType)) throw new BadRequestError(messages.imageUploadUnknownFile);
    const { contentType, size, key } = file;
    return { fileId, fileName: fileName.trim() || file.fileName, contentType, size, key };
  });
}

/**
 * The items that attach checked uploads to an estimation (an upload once only), for the caller's
 * transaction: `uploadEstimationImages`, and the estimation's save with the images added before it
 * (issue 25 item 5).
 */
export function estimationImageItems(
  caller: Caller,
  estimationId: string,
  uploads: readonly ImageUpload[],
  now: Date,
): { images: EstimationImage[]; items: TransactItem[] } {
  const at = now.toISOString();
  const master = estimations.keys.master(caller.project, estimationId);
  const images = uploads.map((upload): EstimationImage => ({
    imageId: upload.fileId,
    estimationId,
    ...fieldsOf(upload, 'fileName contentType size'),
    uploadedBy: caller.usercode,
    uploadedAt: at,
  }));
  // An upload is attached once (a new key).
  const items = images.map((image, index) =>
    versionedPut(
      {
        ...imageKeys(caller.project, image.imageId),
        entity: 'estimationImage',
        gsi2pk: master.pk,
        // The batch's order is kept: its images share one time.
        gsi2sk: `IMG#${image.uploadedAt}#${String(index).padStart(2, '0')}#${image.imageId}`,
        objectkey: uploads[index]!.key,
        ...image,
      },
      undefined,
    ),
  );
  return { images, items };
}

/** Attaches confirmed image uploads to an estimation; `fileNames[i]` names `files[i]` (its own name when empty). */
export async function uploadEstimationImages(
  caller: Caller,
  request: { estimationId: string; files: string[]; fileNames: string[] },
  now: Date,
): Promise<{ estimationId: string; images: EstimationImage[] }> {
  if (request.fileNames.length > 0 && request.fileNames.length !== request.files.length)
    throw new BadRequestError(formatMessage(messages.fieldInvalid, { field: 'fileNames' }));
  const uploads = await checkedImageUploads(
    caller.project,
    request.files.map((fileId, index) => ({ fileId, fileName: request.fileNames[index] ?? '' })),
    'files',
  );
  await estimations.require(caller.project, request.estimationId);
  const { images, items } = estimationImageItems(caller, request.estimationId, uploads, now);
  await transactWrite([
    conditionCheck(
      estimations.keys.master(caller.project, request.estimationId),
      'attribute_exists(pk) AND attribute_not_exists(deldate)',
    ),
    ...items,
  ]);
  return { estimationId: request.estimationId, images };
}

type StoredImage = EstimationImage & { objectkey: string };

/** The image as the API shows it (the object key stays on the server). */
const shown = ({ objectkey: _key, ...image }: StoredImage): EstimationImage => image;

async function imagesOf(project: string, docnumbr: string): Promise<StoredImage[]> {
  return queryRows<StoredImage>({
    index: 'gsi2',
    pk: estimations.pk(project, docnumbr),
    beginsWith: 'IMG#',
  });
}

const viewUrlOf = (image: StoredImage) => signedFileUrl({ ...image, key: image.objectkey });

/** The images of an estimation, oldest first, each with a 5-minute view URL. */
export async function listEstimationImages(
  caller: Caller,
  estimationId: string,
): Promise<ListedEstimationImage[]> {
  await estimations.require(caller.project, estimationId);
  const images = await imagesOf(caller.project, estimationId);
  return Promise.all(images.map(async (image) => ({ ...shown(image), url: await viewUrlOf(image) })));
}

async function requireImage(project: string, imageId: string): Promise<StoredImage> {
  const { pk, sk } = imageKeys(project, imageId);
  const item = found(await getItem<Record<string, unknown>>(pk, sk), messages.imageNotFound);
  return withoutKeys(item) as unknown as StoredImage;
}

/**
 * Deletes an image with its file. Refused once an approver decided on the estimation (they saw the
 * images): delete the approval first, as for the lines.
 */
export async function deleteEstimationImage(
  caller: Caller,
  imageId: string,
): Promise<{ imageId: string; estimationId: string }> {
  const image = await requireImage(caller.project, imageId);
  const stored = await estimations.require(caller.project, image.estimationId);
  if (!editableApproval(stored.master.approval)) throw new BadRequestError(messages.estimationNotEditable);
  const { pk, sk } = imageKeys(caller.project, imageId);
  await transactWrite([transactDelete({ pk, sk }, 'attribute_exists(pk)')]);
  await deleteFile(caller.project, imageId);
  return { imageId, estimationId: image.estimationId };
}

/**
 * The image's bytes: in the response up to `inlineFileBytes` (base64 through API Gateway), larger
 * ones as a redirect to a 5-minute S3 URL.
 */
export async function estimationImageFile(
  caller: Caller,
  imageId: string,
): Promise<APIGatewayProxyStructuredResultV2> {
  const image = await requireImage(caller.project, imageId);
  await estimations.require(caller.project, image.estimationId);
  if (image.size > inlineFileBytes) {
    const url = await viewUrlOf(image);
    return { statusCode: 302, headers: { location: url, 'cache-control': 'no-store' } };
  }
  const answer = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: image.objectkey }));
  const bytes = (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
  return {
    statusCode: 200,
    headers: {
      'content-type': image.contentType,
      'content-disposition': contentDisposition(image.fileName, image.contentType),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=300',
    },
    body: Buffer.from(bytes).toString('base64'),
    isBase64Encoded: true,
  };
}
