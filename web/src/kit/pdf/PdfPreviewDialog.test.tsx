// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../test/testing.tsx';
import { ToastProvider, Toasts } from '../toasts/ToastProvider.tsx';
import { PdfPreviewDialog } from './PdfPreviewDialog.tsx';
import type { PdfRenderer } from './renderer.ts';
import type { PdfSource } from './source.ts';

beforeAll(() => setupI18n());
afterEach(cleanup);

interface Invoice {
  carinvno: string;
  lines: number;
}

const pdfBlob = () => new Blob(['%PDF-1.7 stand-in'], { type: 'application/pdf' });

function source(overrides: Partial<PdfSource<Invoice>> = {}): PdfSource<Invoice> {
  return {
    title: 'Maintenance Invoice',
    fileName: 'MI-1.pdf',
    load: async () => ({ carinvno: 'MI-1', lines: 2 }),
    hasData: (invoice) => invoice.lines > 0,
    render: async () => pdfBlob(),
    ...overrides,
  };
}

/** A stand-in for pdf.js: two pages, records every draw. */
function fakeRenderer(fail = false) {
  const draws: { page: number; scale: number }[] = [];
  const renderer: PdfRenderer = async () => {
    if (fail) throw new Error('Invalid PDF structure');
    return {
      pageCount: 2,
      renderPage: async (page, _canvas, scale) => {
        draws.push({ page, scale });
      },
      destroy: () => {},
    };
  };
  return { renderer, draws };
}

function renderDialog(pdf: PdfSource<Invoice> | null, renderer: PdfRenderer) {
  const print = vi.fn(async () => {});
  const save = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <ToastProvider durationMs={0}>
      <PdfPreviewDialog source={pdf} onClose={onClose} renderer={renderer} print={print} save={save} />
      <Toasts placement="inline" />
    </ToastProvider>,
  );
  return { ...view, print, save, onClose };
}

const button = (name: string) => screen.getByRole('button', { name });
const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

describe('component: PdfPreviewDialog', () => {
  it('draws every page and zooms in 25% steps between 50% and 300%', async () => {
    const { renderer, draws } = fakeRenderer();
    renderDialog(source(), renderer);
    await waitFor(() =>
      expect(draws).toEqual([
        { page: 1, scale: 1 },
        { page: 2, scale: 1 },
      ]),
    );
    expect(screen.getByTestId('pdf-zoom').textContent).toBe('100%');

    fireEvent.click(button('Zoom in'));
    await waitFor(() => expect(draws.at(-1)).toEqual({ page: 2, scale: 1.25 }));
    expect(screen.getByTestId('pdf-zoom').textContent).toBe('125%');

    for (let step = 0; step < 4; step += 1) fireEvent.click(button('Zoom out'));
    expect(screen.getByTestId('pdf-zoom').textContent).toBe('50%');
    expect(isDisabled(button('Zoom out'))).toBe(true);
    for (let step = 0; step < 12; step += 1) fireEvent.click(button('Zoom in'));
    expect(screen.getByTestId('pdf-zoom').textContent).toBe('300%');
    expect(isDisabled(button('Zoom in'))).toBe(true);
  });

  it('prints and downloads the produced PDF', async () => {
    const { renderer, draws } = fakeRenderer();
    const { print, save } = renderDialog(source(), renderer);
    await waitFor(() => expect(draws).toHaveLength(2));

    fireEvent.click(button('Print'));
    fireEvent.click(button('Download'));

    expect(print).toHaveBeenCalledWith(expect.objectContaining({ pageCount: 2 }));
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'MI-1.pdf');
  });

  it('says there is no data when the document has no lines', async () => {
    const { renderer } = fakeRenderer();
    renderDialog(source({ load: async () => ({ carinvno: 'MI-1', lines: 0 }) }), renderer);
    expect(await screen.findByText('No data available for PDF generation')).toBeTruthy();
  });

  it('says the data could not be loaded when reading the document fails', async () => {
    const { renderer } = fakeRenderer();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog(source({ load: async () => Promise.reject(new Error('404')) }), renderer);
    expect(await screen.findByText('Failed to load PDF data')).toBeTruthy();
  });

  it('says the preview failed when rendering or displaying fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog(source({ render: async () => Promise.reject(new Error('font')) }), fakeRenderer().renderer);
    expect(await screen.findByText('Failed to generate PDF preview')).toBeTruthy();
    cleanup();

    renderDialog(source(), fakeRenderer(true).renderer);
    expect(await screen.findByText('Failed to generate PDF preview')).toBeTruthy();
  });

  it('refuses a download before the PDF is ready', async () => {
    const { save } = renderDialog(source({ load: () => new Promise(() => {}) }), fakeRenderer().renderer);

    fireEvent.click(button('Download'));

    expect(await screen.findByText('PDF not ready for download.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('says the download failed when saving throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { renderer, draws } = fakeRenderer();
    const { save } = renderDialog(source(), renderer);
    save.mockImplementation(() => {
      throw new Error('blocked');
    });
    await waitFor(() => expect(draws).toHaveLength(2));

    fireEvent.click(button('Download'));

    expect(await screen.findByText('Failed to download PDF')).toBeTruthy();
  });

  it('closes', async () => {
    const { onClose } = renderDialog(source(), fakeRenderer().renderer);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });
});
