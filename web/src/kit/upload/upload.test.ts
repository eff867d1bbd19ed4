// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkFile, progressOf, transferProgress } from './upload.ts';

describe('unit: upload client rules', () => {
  it('checks type and size with the catalogue keys', () => {
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 100 }, 'image')).toBeUndefined();
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 100 }, 'image')).toBe(
      'uploadInvalidImageType',
    );
    expect(checkFile({ name: 'a.zip', type: 'application/zip', size: 100 }, 'document')).toBe(
      'uploadInvalidType',
    );
    expect(
      checkFile({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 }, 'document'),
    ).toBe('uploadTooLarge');
    expect(checkFile({ name: 'scan.docx', type: '', size: 100 }, 'document')).toBeUndefined();
  });

  it('keeps the transfer below 100 until the server confirmed', () => {
    expect(transferProgress(0, 1000)).toBe(0);
    expect(transferProgress(500, 1000)).toBe(50);
    expect(transferProgress(1000, 1000)).toBe(99);
    expect(transferProgress(10, 0)).toBe(0);
  });

  it('shows 0 at start, 100 on success and 0 on failure', () => {
    expect(progressOf('idle', 0)).toBe(0);
    expect(progressOf('uploading', 0)).toBe(0);
    expect(progressOf('uploading', 42)).toBe(42);
    expect(progressOf('done', 99)).toBe(100);
    expect(progressOf('failed', 73)).toBe(0);
  });
});
