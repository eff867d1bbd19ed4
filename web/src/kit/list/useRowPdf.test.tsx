// @vitest-environment jsdom
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PdfSource } from '../pdf/source.ts';
import { setupPageTests } from '../test/testing.tsx';
import { ToastProvider, Toasts } from '../toasts/ToastProvider.tsx';
import { pdfActions, useRowPdf } from './useRowPdf.tsx';

setupPageTests();

const wrapper = ({ children }: { children: ReactNode }) => (
  <ToastProvider durationMs={0}>
    {children}
    <Toasts placement="inline" />
  </ToastProvider>
);

const source: PdfSource<string> = {
  title: 'Estimation QT-7',
  fileName: 'QT-7.pdf',
  load: async () => 'QT-7',
  render: async () => new Blob(['%PDF'], { type: 'application/pdf' }),
};

describe('hook: useRowPdf', () => {
  it("builds the row's source and hands it to the preview", async () => {
    const sourceOf = vi.fn(async (docnumbr: string) => ({ ...source, fileName: `${docnumbr}.pdf` }));
    const { result } = renderHook(() => useRowPdf(sourceOf), { wrapper });
    const preview = vi.spyOn(result.current.pdf, 'preview');
    await act(() => result.current.open('preview', 'QT-7'));
    expect(sourceOf).toHaveBeenCalledWith('QT-7');
    expect(preview).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'QT-7.pdf' }));
  });

  it('says the PDF failed when its source cannot be built', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(
      () =>
        useRowPdf(async (docnumbr: string): Promise<PdfSource<string>> => {
          throw new Error(`chunk of ${docnumbr} failed to load`);
        }),
      { wrapper },
    );
    await act(() => result.current.open('download', 'QT-7'));
    expect(await screen.findByText('Failed to generate PDF preview')).toBeTruthy();
  });

  it('gives a list its Preview and Print row actions', async () => {
    const rowPdf = { open: vi.fn(async () => {}), pdf: {} as never };
    const actions = pdfActions<{ docnumbr: string }>(rowPdf);
    actions.preview.onClick({ docnumbr: 'QT-7' });
    actions.print.onClick({ docnumbr: 'QT-8' });
    expect(rowPdf.open.mock.calls).toEqual([
      ['preview', { docnumbr: 'QT-7' }],
      ['download', { docnumbr: 'QT-8' }],
    ]);
  });
});
