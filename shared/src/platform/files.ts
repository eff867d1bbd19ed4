/**
 * Upload rules (spec 000 section 5, 001 sections 5 and 8): PDF, DOC, DOCX or image files only,
 * at most 10 MB. The SPA checks a file before asking for an upload URL, the presigned POST repeats
 * the size and type as policy conditions, and the confirm step checks the stored object's size,
 * type and first bytes (the server's word is final). Pure, shared by server and SPA.
 */
import { z } from 'zod';
import { messages, type ServerMessage } from './messages.ts';

export const maxUploadBytes = 10 * 1024 * 1024;

export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const documentTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export type UploadPurpose = 'image' | 'document';
export type AllowedType = (typeof imageTypes)[number] | (typeof documentTypes)[number];

/** A document field also takes images (a photo of a paper form); an image field only images. */
export function allowedTypes(purpose: UploadPurpose): readonly AllowedType[] {
  return purpose === 'image' ? imageTypes : [...documentTypes, ...imageTypes];
}

/** The `accept` attribute of a file input for a purpose. */
export function acceptAttribute(purpose: UploadPurpose): string {
  const extensions = purpose === 'image' ? [] : ['.pdf', '.doc', '.docx'];
  return [...allowedTypes(purpose), ...extensions, '.jpg', '.jpeg', '.png', '.webp', '.gif'].join(',');
}

const typeByExtension: Record<string, AllowedType> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The content type of a file: its declared type when allowed, else the one its extension names. */
export function contentTypeOf(fileName: string, declared: string): string {
  const type = declared.trim().toLowerCase();
  if ((Object.values(typeByExtension) as string[]).includes(type)) return type;
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return typeByExtension[extension] ?? type;
}

export const isImageType = (contentType: string) => (imageTypes as readonly string[]).includes(contentType);

/**
 * The catalogue message a file breaks, or undefined when it may be uploaded. Type first: a 50 MB
 * executable is refused for its type.
 */
export function uploadProblem(
  file: { contentType: string; size: number },
  purpose: UploadPurpose,
): ServerMessage | undefined {
  if (!(allowedTypes(purpose) as readonly string[]).includes(file.contentType))
    return purpose === 'image' ? messages.uploadInvalidImageType : messages.uploadInvalidType;
  if (file.size > maxUploadBytes) return messages.uploadTooLarge;
  if (file.size < 1) return messages.uploadEmpty;
  return undefined;
}

/** The failure message of an upload of a purpose (spec 001 section 8). */
export const uploadFailedMessage = (purpose: UploadPurpose) =>
  purpose === 'image' ? messages.uploadFailed : messages.documentUploadFailed;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * Whether the first bytes of a file fit its declared type (magic numbers): PDF `%PDF`, PNG, JPEG,
 * GIF, WEBP (`RIFF....WEBP`), DOC (OLE2 `D0 CF 11 E0`), DOCX (zip `PK\x03\x04`).
 */
export function bytesMatchType(bytes: Uint8Array, contentType: string): boolean {
  switch (contentType) {
    case 'application/pdf':
      return startsWith(bytes, ascii('%PDF'));
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/gif':
      return startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'));
    case 'image/webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
    case 'application/msword':
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
    default:
      return false;
  }
}

/** Bytes the confirm step reads to check the signature. */
export const sniffBytes = 16;

export const uploadPurposes = ['image', 'document'] as const;

/** POST Files/presign. */
export const presignRequest = z.object({
  purpose: z.enum(uploadPurposes),
  fileName: z.string().trim().min(1).max(200),
  contentType: z.string().trim().min(1).max(150),
  size: z.number().int().nonnegative(),
});
export type PresignRequest = z.infer<typeof presignRequest>;

export interface PresignAnswer {
  uploadId: string;
  /** POST the file here as multipart form data with `fields` first and the file last (field `file`). */
  url: string;
  fields: Record<string, string>;
  key: string;
  maxBytes: number;
}

/** POST Files/confirm. */
export const confirmRequest = z.object({ uploadId: z.string().trim().min(1).max(64) });

/** A confirmed upload, as documents reference it. */
export interface StoredFile {
  fileId: string;
  key: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** GET Files/url. */
export const fileUrlQuery = z.object({ fileId: z.string().trim().min(1).max(64) });
