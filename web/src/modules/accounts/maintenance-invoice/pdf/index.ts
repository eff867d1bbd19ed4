/**
 * The maintenance invoice PDFs as the kit's PDF sources (preview dialog and download). The React-PDF
 * renderer is imported inside `render`, on first use.
 */
import type { TFunction } from 'i18next';
import type { InvoiceDocument, InvoiceListRow } from '@fleet/shared/accounts/maintenance-invoice';
import { getSession } from '../../../../auth/session.ts';
import type { PdfSource } from '../../../../kit/pdf/source.ts';
import { hasInvoiceLines, invoiceListPdfFileName, invoicePdfFileName } from './model.ts';

const project = () => getSession()?.project;

/** The invoice `carinvno`, read by `load` (the page's `getcarmaintenanceById` call). */
export function invoicePdfSource(
  t: TFunction,
  carinvno: string,
  load: () => Promise<InvoiceDocument>,
): PdfSource<InvoiceDocument> {
  return {
    fileName: invoicePdfFileName(carinvno),
    title: t('invoicePdf:invoiceTitle', { carinvno }),
    load,
    hasData: hasInvoiceLines,
    render: async (document) => {
      const { renderInvoicePdf } = await import('./invoicePdf.tsx');
      return renderInvoicePdf(document, { project: project() });
    },
  };
}

/**
 * The list report: the rows to print and the footer total (sum of net values of the matching rows),
 * laid out for the reader's `language`.
 */
export function invoiceListPdfSource(
  t: TFunction,
  rows: readonly InvoiceListRow[],
  totalNet: number,
  language = 'en',
): PdfSource<readonly InvoiceListRow[]> {
  return {
    fileName: invoiceListPdfFileName(new Date()),
    title: t('invoicePdf:listTitle'),
    load: async () => rows,
    hasData: (loaded) => loaded.length > 0,
    render: async (loaded) => {
      const { renderInvoiceListPdf } = await import('./invoicePdf.tsx');
      return renderInvoiceListPdf(loaded, totalNet, { project: project(), language });
    },
  };
}
