// @vitest-environment jsdom
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { PurchaseRequestDocument } from '@fleet/shared/procurement/procurement';
import { PdfError, producePdf } from '../../../../kit/pdf/source.ts';
import { purchaseRequestDoctype, purchaseRequestPdfSource } from './index.ts';

const t = ((key: string, options?: { docnumbr?: string }) =>
  options?.docnumbr ? `${key} ${options.docnumbr}` : key) as unknown as TFunction;

const empty = {
  master: { docnumbr: 'PRJ-2026-00007' },
  lines: [],
  approvals: [],
} as unknown as PurchaseRequestDocument;
const verification = { url: 'https://fleet.example/verify?t=PRJ', hash: 'abcdef0123456789' };

describe('unit: purchase request PDF source', () => {
  it('names, titles and loads the request with its verification (PRQ or PRJ)', async () => {
    const load = vi.fn(async () => empty);
    const verify = vi.fn(async () => verification);

    const source = purchaseRequestPdfSource(t, 'PRJ-2026-00007', load, verify);

    expect(source.fileName).toBe('PurchaseRequest_PRJ-2026-00007.pdf');
    expect(source.title).toBe('purchaseRequest:pdf.title PRJ-2026-00007');
    expect(await source.load()).toMatchObject({ document: empty, verification, people: {} });
    expect(verify).toHaveBeenCalledWith('PRJ-2026-00007');
    expect(purchaseRequestDoctype('PRJ-2026-00007')).toBe('PRJ');
    expect(purchaseRequestDoctype('PRQ-2026-00001')).toBe('PRQ');
  });

  it('says there is no data for a request without lines, before rendering anything', async () => {
    await expect(
      producePdf(
        purchaseRequestPdfSource(
          t,
          'PRJ-2026-00007',
          async () => empty,
          async () => verification,
        ),
      ),
    ).rejects.toEqual(new PdfError('noData'));
  });
});
