/**
 * How a stored file is named and served (issue 26 item 3): the object key's extension comes from the
 * verified content type, never from the uploaded name, and a view URL fixes the response's type and
 * disposition, inline only for images and PDFs. Pure.
 */
import type { AllowedType } from '@fleet/shared/platform/files';

const extensionByType: Record<AllowedType, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
};

/** The object key's extension of a content type; none for a type that is not an allowed one. */
export const extensionOfType = (contentType: string): string =>
  extensionByType[contentType as AllowedType] ?? '';

const inlineTypes: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
];

/** Whether a browser may show the type in place; everything else is downloaded. */
export const servedInline = (contentType: string) => inlineTypes.includes(contentType);

/** RFC 5987 attr-char: what encodeURIComponent leaves but a header parameter may not hold is escaped. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** The quoted ASCII fallback: printable ASCII only, without quotes, backslashes, percent or slashes. */
const asciiFallback = (text: string) => text.replace(/[^\x20-\x7e]|["\\%/]/g, '_');

/**
 * The Content-Disposition of a file (RFC 6266): `inline` for images and PDFs, `attachment` otherwise,
 * with the original name as a quoted ASCII fallback and as UTF-8 (`filename*`, RFC 5987).
 */
export function contentDisposition(fileName: string, contentType: string): string {
  const printable = [...fileName].filter((char) => char >= ' ' && char !== '\u007f').join('');
  const name = printable.trim() || 'file';
  const kind = servedInline(contentType) ? 'inline' : 'attachment';
  return `${kind}; filename="${asciiFallback(name)}"; filename*=UTF-8''${rfc5987(name)}`;
}
