/**
 * Renders the maintenance invoice and its list report with React-PDF. Loaded on demand (index.ts
 * imports it inside `render`), so @react-pdf/renderer and the fonts stay out of the pages' chunks.
 */
import { pdf } from '@react-pdf/renderer';
import type { InvoiceDocument } from '@fleet/shared/accounts/maintenance-invoice';
import { formatDate, formatTime } from '../../../../i18n/format.ts';
import { bundledPdfFonts } from '../../../../kit/pdf/bundledFonts.ts';
import { InvoiceListPages } from './InvoiceListPages.tsx';
import { InvoicePages } from './InvoicePages.tsx';
import { invoiceListText, invoiceText, type PrintedInvoiceRow } from './model.ts';
import { registerPdfFonts, type PdfFontFiles } from '../../../../kit/pdf/pdfFonts.ts';

export interface InvoicePdfOptions {
  /** Project (tenant) code printed in the second mark; default 'MOI'. */
  project?: string;
  /** Font files; default the shipped faces. */
  fonts?: PdfFontFiles;
}

export interface InvoiceListPdfOptions extends InvoicePdfOptions {
  /** When the report is printed; default now. */
  now?: Date;
  /** The reader's language: `ar` lays the report out right to left. */
  language?: string;
}

const defaultProject = 'MOI';

export async function renderInvoicePdf(
  document: InvoiceDocument,
  options: InvoicePdfOptions = {},
): Promise<Blob> {
  registerPdfFonts(options.fonts ?? bundledPdfFonts);
  return pdf(
    <InvoicePages invoice={invoiceText(document)} project={options.project || defaultProject} />,
  ).toBlob();
}

export async function renderInvoiceListPdf(
  rows: readonly PrintedInvoiceRow[],
  totalNet: number,
  options: InvoiceListPdfOptions = {},
): Promise<Blob> {
  registerPdfFonts(options.fonts ?? bundledPdfFonts);
  const now = options.now ?? new Date();
  return pdf(
    <InvoiceListPages
      report={invoiceListText(rows, totalNet)}
      project={options.project || defaultProject}
      printedAt={`${formatDate(now)} ${formatTime(now).slice(0, 5)}`}
      rtl={options.language === 'ar'}
    />,
  ).toBlob();
}
