/**
 * Real uploads for tests: presign, POST to S3 through the runtime (as a browser does), confirm.
 * Documents that reference files (job card photos, image uploads) only accept confirmed ones.
 */
import type { PresignAnswer } from '@fleet/shared/platform/files';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { ApiClient } from './api.ts';

/**
 * Whether the bucket holds `key` (a HEAD through the runtime's S3). The AWS kit is imported at the call,
 * after `useRuntimeEnv()` has pointed it at the runtime.
 */
export async function storedObjectExists(key: string): Promise<boolean> {
  const { s3 } = await import('@fleet/functions/lib/aws');
  try {
    await s3().send(new HeadObjectCommand({ Bucket: process.env.BUCKET_NAME, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** A few bytes that pass the PNG and PDF signature checks. */
export const pngBytes = () =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(7)]);
export const pdfBytes = () => new TextEncoder().encode('%PDF-1.4\n% test document\n%%EOF\n');

/** Uploads and confirms a file as `client`; returns its fileId. */
export async function uploadFile(
  client: ApiClient,
  file: { bytes: Uint8Array; fileName: string; contentType: string; purpose: 'image' | 'document' },
): Promise<string> {
  const presigned = await client.post<PresignAnswer>('/api/Files/presign', {
    purpose: file.purpose,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.bytes.length,
  });
  if (presigned.status !== 200) throw new Error(`presign: ${JSON.stringify(presigned.body)}`);
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.body.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.fileName);
  const stored = await fetch(presigned.body.url, { method: 'POST', body: form });
  if (!stored.ok) throw new Error(`S3 POST: ${stored.status}`);
  const confirmed = await client.post<[string, { fileId: string }]>('/api/Files/confirm', {
    uploadId: presigned.body.uploadId,
  });
  if (confirmed.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirmed.body)}`);
  return confirmed.body[1].fileId;
}

export const uploadPng = (client: ApiClient, fileName = 'front.png') =>
  uploadFile(client, { bytes: pngBytes(), fileName, contentType: 'image/png', purpose: 'image' });

export const uploadPdf = (client: ApiClient, fileName = 'accident-report.pdf') =>
  uploadFile(client, { bytes: pdfBytes(), fileName, contentType: 'application/pdf', purpose: 'document' });
