/**
 * The maintenance invoice (spec 000 section 2 "PDFs") as the kit's document PDF: invoice no, date,
 * garage, supplier, remarks; the items (S.No, item code, description, UOM, invoice qty, unit price,
 * value, and the item discount and net when a line has one); totals prefixed KWD; Requested By and
 * Approved By signature blocks, signed and dated by hand. Its list report, laid out for the reader's
 * language (InvoiceListPages.tsx). Loaded on demand (index.ts imports it inside `render`), so
 * @react-pdf/renderer and the fonts stay out of the pages' chunks.
 */
import { pdf } from '@react-pdf/renderer';
import { formatDate, formatTime } from '../../../../i18n/format.ts';
import { nobody } from '../../../../kit/pdf/approvals.ts';
import { bundledPdfFonts } from '../../../../kit/pdf/bundledFonts.ts';
import { documentRenderer } from '../../../../kit/pdf/DocumentPdf.tsx';
import { lineTable, serialColumn, numberedParticulars } from '../../../../kit/pdf/document.ts';
import type { DocumentColumn, DocumentPdfDeclaration, Particular } from '../../../../kit/pdf/document.ts';
import { documentLabels } from '../../../../kit/pdf/labels.ts';
import { registerPdfFonts, type PdfFontFiles } from '../../../../kit/pdf/pdfFonts.ts';
import { InvoiceListPages } from './InvoiceListPages.tsx';
import { invoiceLabels as labels, productName, type Bilingual } from './labels.ts';
import {
  invoiceListText,
  invoiceText,
  type InvoiceLineText,
  type InvoiceText,
  type PartyText,
  type PrintedInvoiceRow,
} from './model.ts';

export interface InvoiceListPdfOptions {
  /** Project (tenant) code printed in the second mark; default 'MOI'. */
  project?: string;
  /** Font files; default the shipped faces. */
  fonts?: PdfFontFiles;
  /** When the report is printed; default now. */
  now?: Date;
  /** The reader's language: `ar` lays the report out right to left. */
  language?: string;
}

function lineColumns(withDiscounts: boolean): DocumentColumn<InvoiceLineText>[] {
  const amount = (label: Bilingual, pick: (line: InvoiceLineText) => string, width: number) => ({
    label,
    width,
    align: 'right' as const,
    text: pick,
  });
  return [
    serialColumn(),
    { label: labels.itemCode, width: 72, text: (line) => line.itemCode },
    { label: documentLabels.description, text: (line) => line.description },
    { label: documentLabels.uom, width: 38, align: 'center', text: (line) => line.uom },
    amount(labels.qty, (line) => line.qty, 48),
    amount(labels.unitPrice, (line) => line.unitPrice, withDiscounts ? 54 : 62),
    amount(documentLabels.value, (line) => line.value, withDiscounts ? 58 : 66),
    ...(withDiscounts
      ? [
          amount(labels.itemDiscount, (line) => line.discount, 50),
          amount(labels.lineNet, (line) => line.net, 58),
        ]
      : []),
  ];
}

/** A garage or supplier: the name, the Arabic name and the code beneath. */
const party = (value: PartyText) => ({ lines: [value.name, value.nameAr, value.code] });

export function invoicePdf(invoice: InvoiceText): DocumentPdfDeclaration {
  const optional = (label: Bilingual, text: string): Particular[] => (text ? [{ label, text }] : []);
  return {
    title: labels.title,
    number: invoice.carinvno,
    caption: `${productName.en}  ·  ${labels.title.en}  ${invoice.carinvno}`,
    particulars: numberedParticulars(
      labels.invoiceNo,
      { docnumbr: invoice.carinvno, date: invoice.date },
      [
        [
          ...optional(labels.voucherNo, invoice.voucherno),
          ...optional(labels.voucherDate, invoice.voucherdate),
        ],
        [
          { label: documentLabels.garage, text: party(invoice.garage) },
          { label: documentLabels.supplier, text: party(invoice.supplier) },
          ...optional(labels.jobOrderNo, invoice.jobordno),
          ...optional(labels.vehicleNo, invoice.vehicleno),
        ],
      ],
      invoice.remarks,
    ),
    tables: [lineTable(lineColumns(invoice.lineDiscounts), invoice.lines, (line) => line.serial)],
    totals: invoice.totals,
    signatures: {
      blocks: [
        { title: documentLabels.requestedBy, name: nobody },
        { title: labels.approvedBy, name: nobody },
      ],
      dated: true,
    },
  };
}

export const renderInvoicePdf = documentRenderer(invoiceText, invoicePdf);

export async function renderInvoiceListPdf(
  rows: readonly PrintedInvoiceRow[],
  totalNet: number,
  options: InvoiceListPdfOptions = {},
): Promise<Blob> {
  await registerPdfFonts(options.fonts ?? bundledPdfFonts);
  const now = options.now ?? new Date();
  return pdf(
    <InvoiceListPages
      report={invoiceListText(rows, totalNet)}
      project={options.project || 'MOI'}
      printedAt={`${formatDate(now)} ${formatTime(now).slice(0, 5)}`}
      rtl={options.language === 'ar'}
    />,
  ).toBlob();
}
