// @vitest-environment jsdom
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { EstimationDocument } from '@fleet/shared/estimation';
import { PdfError, producePdf } from '../../../kit/pdf/source.ts';
import { estimationPdfSource } from './index.ts';

const t = ((key: string, options?: { docnumbr?: string }) =>
  options?.docnumbr ? `${key} ${options.docnumbr}` : key) as unknown as TFunction;

const empty = {
  master: { docnumbr: 'QT-2026-00007' },
  lines: [],
  approvals: [],
} as unknown as EstimationDocument;

describe('unit: estimation PDF source', () => {
  it('names, titles and loads the estimation', async () => {
    const load = vi.fn(async () => empty);

    const source = estimationPdfSource(t, 'QT-2026-00007', load);

    expect(source.fileName).toBe('Estimation_QT-2026-00007.pdf');
    expect(source.title).toBe('estimation:pdf.title QT-2026-00007');
    expect(await source.load()).toBe(empty);
    expect(load).toHaveBeenCalledOnce();
  });

  it('says there is no data for an estimation without lines, before rendering anything', async () => {
    await expect(producePdf(estimationPdfSource(t, 'QT-2026-00007', async () => empty))).rejects.toEqual(
      new PdfError('noData'),
    );
  });
});
