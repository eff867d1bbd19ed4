// @vitest-environment jsdom
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { InvoiceDocument, InvoiceListRow } from '@fleet/shared/accounts/maintenance-invoice';
import { PdfError, producePdf } from '../../../../kit/pdf/source.ts';
import { invoiceListPdfSource, invoicePdfSource } from './index.ts';

const t = ((key: string, options?: { carinvno?: string }) =>
  options?.carinvno ? `${key} ${options.carinvno}` : key) as unknown as TFunction;

const emptyInvoice = {
  cmMaster: [{ carinvno: 'MI-2026-00003' }],
  cmDetails: [],
} as unknown as InvoiceDocument;

describe('unit: maintenance invoice PDF sources', () => {
  it('names, titles and loads the invoice', async () => {
    const load = vi.fn(async () => emptyInvoice);

    const source = invoicePdfSource(t, 'MI-2026-00003', load);

    expect(source.fileName).toBe('MaintenanceInvoice_MI-2026-00003.pdf');
    expect(source.title).toBe('invoicePdf:invoiceTitle MI-2026-00003');
    expect(await source.load()).toBe(emptyInvoice);
    expect(load).toHaveBeenCalledOnce();
  });

  it('says there is no data for an invoice without lines, before rendering anything', async () => {
    const source = invoicePdfSource(t, 'MI-2026-00003', async () => emptyInvoice);

    await expect(producePdf(source)).rejects.toEqual(new PdfError('noData'));
  });

  it('prints the list rows it is given, and nothing when there are none', async () => {
    const rows = [{ carinvno: 'MI-2026-00001', netval: 10 }] as InvoiceListRow[];

    const source = invoiceListPdfSource(t, rows, 10);

    expect(source.title).toBe('invoicePdf:listTitle');
    expect(source.fileName).toMatch(/^MaintenanceInvoiceReport_\d{8}\.pdf$/);
    expect(await source.load()).toBe(rows);
    expect(source.hasData?.(rows)).toBe(true);
    await expect(producePdf(invoiceListPdfSource(t, [], 0))).rejects.toEqual(new PdfError('noData'));
  });
});
