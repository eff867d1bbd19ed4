/**
 * The verification mark (issue 12) on a printed estimation, rendered in Node as the SPA renders it and
 * read back with mupdf-tools: the short hash in groups of four, the bilingual caption (Arabic right to
 * left) and the QR code's link as a link of the page.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderEstimationPdf } from '../../web/src/modules/garage/estimation/pdf/estimationPdf.tsx';
import { estimation } from './estimation-fixtures.ts';
import {
  lineWith,
  mutoolInstalled,
  type PdfLine,
  pdfLines,
  savedPdf,
  textLines,
  visualOrder,
} from './mutool.ts';

const verification = {
  url: 'https://fleet.example.com/verify?p=MOI&t=QUOT&n=QT-2026-00042&h=0123456789abcdef',
  hash: '0123456789abcdef',
};

describe.skipIf(!mutoolInstalled)('pdf: verification mark read back (needs mupdf-tools)', () => {
  let lines: PdfLine[];
  let bytes: string;

  beforeAll(async () => {
    const blob = await renderEstimationPdf(estimation, { project: 'MOI', verification });
    const file = await savedPdf(blob, 'estimation-qr.pdf');
    lines = textLines(file);
    bytes = readFileSync(file, 'latin1');
  });

  it('prints the short hash and the caption in English and, right to left, in Arabic', () => {
    expect(lineWith(lines, '0123 4567 89ab cdef')).toBeDefined();
    expect(lineWith(lines, 'Scan to verify')).toBeDefined();
    expect(lineWith(lines, visualOrder('امسح للتحقق'))).toBeDefined();
  });

  it('links the QR code to the verification page', () => {
    expect(bytes).toContain(`/URI (${verification.url})`);
  });

  it('prints no mark when the PDF is made without a verification', async () => {
    const blob = await renderEstimationPdf(estimation, { project: 'MOI' });
    expect(lineWith(await pdfLines(blob, 'estimation.pdf'), 'Scan to verify')).toBeUndefined();
  });
});
