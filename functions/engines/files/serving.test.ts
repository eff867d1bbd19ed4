import { describe, expect, it } from 'vitest';
import { contentDisposition, extensionOfType, servedInline } from './serving.ts';

describe('unit: files serving', () => {
  it('takes the extension from the verified type, never from a name', () => {
    expect(extensionOfType('image/jpeg')).toBe('.jpg');
    expect(extensionOfType('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      '.docx',
    );
    expect(extensionOfType('text/html')).toBe('');
  });

  it('serves images and PDFs inline, documents as attachments', () => {
    expect(servedInline('image/png')).toBe(true);
    expect(servedInline('application/pdf')).toBe(true);
    expect(servedInline('application/msword')).toBe(false);
    expect(servedInline('text/html')).toBe(false);
    expect(servedInline('image/svg+xml')).toBe(false);
  });

  it('names the file with an ASCII fallback and its UTF-8 name (RFC 6266, RFC 5987)', () => {
    expect(contentDisposition('front.png', 'image/png')).toBe(
      `inline; filename="front.png"; filename*=UTF-8''front.png`,
    );
    expect(contentDisposition('تقرير "final" (1)*.docx', 'application/msword')).toBe(
      `attachment; filename="_____ _final_ (1)*.docx"; filename*=UTF-8''` +
        `%D8%AA%D9%82%D8%B1%D9%8A%D8%B1%20%22final%22%20%281%29%2A.docx`,
    );
  });

  it('keeps header-breaking characters out of the header', () => {
    const header = contentDisposition('a\r\nSet-Cookie: x=1;\\..\\50%.pdf', 'application/pdf');

    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `inline; filename="aSet-Cookie: x=1;_.._50_.pdf"; filename*=UTF-8''aSet-Cookie%3A%20x%3D1%3B%5C..%5C50%25.pdf`,
    );
  });

  it('names an empty name file', () => {
    expect(contentDisposition(' \u0007 ', 'image/gif')).toBe(
      `inline; filename="file"; filename*=UTF-8''file`,
    );
  });
});
