import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  bytesMatchType,
  contentTypeOf,
  maxUploadBytes,
  uploadFailedMessage,
  uploadProblem,
} from './files.ts';
import { messages } from './messages.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('unit: upload type and size rules', () => {
  it('allows PDF, DOC, DOCX and images for documents', () => {
    for (const contentType of [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/gif',
    ])
      expect(uploadProblem({ contentType, size: 10 }, 'document')).toBeUndefined();
  });

  it('allows only images for images', () => {
    expect(uploadProblem({ contentType: 'image/png', size: 10 }, 'image')).toBeUndefined();
    expect(uploadProblem({ contentType: 'application/pdf', size: 10 }, 'image')).toBe(
      messages.uploadInvalidImageType,
    );
  });

  it('refuses other types with the invalid file type text, before the size', () => {
    expect(uploadProblem({ contentType: 'application/zip', size: maxUploadBytes * 5 }, 'document')).toBe(
      messages.uploadInvalidType,
    );
  });

  it('allows exactly 10 MB and refuses one byte more', () => {
    expect(uploadProblem({ contentType: 'image/png', size: maxUploadBytes }, 'image')).toBeUndefined();
    expect(uploadProblem({ contentType: 'image/png', size: maxUploadBytes + 1 }, 'image')).toBe(
      messages.uploadTooLarge,
    );
    expect(maxUploadBytes).toBe(10 * 1024 * 1024);
  });

  it('refuses an empty file', () => {
    expect(uploadProblem({ contentType: 'image/png', size: 0 }, 'image')).toBe(messages.uploadEmpty);
  });

  it('names the failure per purpose', () => {
    expect(uploadFailedMessage('image')).toBe('Upload Failed');
    expect(uploadFailedMessage('document')).toBe('Document upload failed.');
  });

  it('takes the type from the extension when the declared one is not allowed', () => {
    expect(contentTypeOf('scan.PDF', '')).toBe('application/pdf');
    expect(contentTypeOf('x.docx', 'application/octet-stream')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(contentTypeOf('photo.jpg', 'IMAGE/JPEG')).toBe('image/jpeg');
    expect(contentTypeOf('tool.exe', 'application/x-msdownload')).toBe('application/x-msdownload');
  });

  it('lists extensions and types in the accept attribute', () => {
    expect(acceptAttribute('document')).toContain('.docx');
    expect(acceptAttribute('image')).not.toContain('.pdf');
  });
});

describe('unit: upload signatures', () => {
  it('recognises each allowed type by its first bytes', () => {
    expect(bytesMatchType(bytes('%PDF-1.7'), 'application/pdf')).toBe(true);
    expect(bytesMatchType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a), 'image/png')).toBe(true);
    expect(bytesMatchType(bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg')).toBe(true);
    expect(bytesMatchType(bytes('GIF89a'), 'image/gif')).toBe(true);
    expect(bytesMatchType(bytes('RIFF', 1, 2, 3, 4, 'WEBP'), 'image/webp')).toBe(true);
    expect(bytesMatchType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'application/msword')).toBe(
      true,
    );
    expect(
      bytesMatchType(
        bytes('PK', 3, 4),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ).toBe(true);
  });

  it('refuses bytes of another type and unknown types', () => {
    expect(bytesMatchType(bytes('%PDF'), 'image/png')).toBe(false);
    expect(bytesMatchType(bytes('RIFF', 1, 2, 3, 4, 'WAVE'), 'image/webp')).toBe(false);
    expect(bytesMatchType(bytes('MZ'), 'application/x-msdownload')).toBe(false);
    expect(bytesMatchType(new Uint8Array(), 'application/pdf')).toBe(false);
  });
});
