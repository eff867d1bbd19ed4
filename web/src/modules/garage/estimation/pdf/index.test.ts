// @vitest-environment jsdom
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { EstimationDocument } from '@fleet/shared/garage/estimation';
import { PdfError, producePdf } from '../../../../kit/pdf/source.ts';
import { estimationPdfSource } from './index.ts';

const t = ((key: string, options?: { docnumbr?: string }) =>
  options?.docnumbr ? `${key} ${options.docnumbr}` : key) as unknown as TFunction;

const empty = {
  master: { docnumbr: 'QT-2026-00007' },
  lines: [],
  approvals: [],
} as unknown as EstimationDocument;
const verification = {
  url: 'http://localhost/verify?p=MOI&t=QUOT&n=QT-2026-00007&h=0123456789abcdef',
  hash: '0123456789abcdef',
};

describe('unit: estimation PDF source', () => {
  it('names, titles and loads the estimation with its verification mark', async () => {
    const load = vi.fn(async () => empty);
    const verify = vi.fn(async () => verification);

    const source = estimationPdfSource(t, 'QT-2026-00007', load, verify);

    expect(source.fileName).toBe('Estimation_QT-2026-00007.pdf');
    expect(source.title).toBe('estimation:pdf.title QT-2026-00007');
    expect(await source.load()).toMatchObject({ document: empty, verification, people: {} });
    expect(load).toHaveBeenCalledOnce();
    expect(verify).toHaveBeenCalledWith('QT-2026-00007');
  });

  it('says there is no data for an estimation without lines, before rendering anything', async () => {
    const source = estimationPdfSource(
      t,
      'QT-2026-00007',
      async () => empty,
      async () => verification,
    );

    await expect(producePdf(source)).rejects.toEqual(new PdfError('noData'));
  });

  it('fails at loading when the verification cannot be read (a PDF is not printed without its mark)', async () => {
    const source = estimationPdfSource(
      t,
      'QT-2026-00007',
      async () => empty,
      async () => {
        throw new Error('offline');
      },
    );

    await expect(producePdf(source)).rejects.toMatchObject({ name: 'PdfError', kind: 'loadFailed' });
  });
});
