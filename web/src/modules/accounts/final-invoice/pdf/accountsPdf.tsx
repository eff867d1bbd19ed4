/**
 * The final invoice and the 3-in-1 invoice (docs/accounts.md, spec 000 section 2 "PDFs") as the kit's
 * document PDF, A4 portrait: invoice no, date, job order, plate, make, customer, garage; the costs
 * grouped by head (labour, parts, outside work, petty cash) with each head's subtotal; the total
 * prefixed KWD; MOI's decisions (3-in-1); the signature blocks and the verification QR code when the PDF
 * is made from the app. Loaded on demand (index.ts imports it inside `render`).
 */
import { documentRenderer } from '../../../../kit/pdf/DocumentPdf.tsx';
import { both, bold, lineTable, named, numberedParticulars } from '../../../../kit/pdf/document.ts';
import type { DocumentColumn, DocumentPdfDeclaration, Particular } from '../../../../kit/pdf/document.ts';
import { garageParticular } from '../../../../kit/pdf/garage.ts';
import { documentLabels as labels } from '../../../../kit/pdf/labels.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { accountsLabels } from './labels.ts';
import { finalInvoiceText, threeInOneText, type AccountsPdfText, type CostRowText } from './model.ts';

const costColumns: DocumentColumn<CostRowText>[] = [
  {
    label: labels.serial,
    width: 28,
    align: 'center',
    text: (row) => (row.kind === 'line' ? row.line.serial : null),
  },
  {
    label: accountsLabels.ref,
    width: 110,
    text: (row) => (row.kind === 'head' ? both(row.head) : row.kind === 'line' ? row.line.ref : null),
  },
  { label: accountsLabels.refDate, width: 62, text: (row) => (row.kind === 'line' ? row.line.date : null) },
  {
    label: labels.description,
    text: (row) =>
      row.kind === 'line'
        ? named(row.line.description || '-', row.line.descriptionAr)
        : row.kind === 'subtotal'
          ? {
              lines: [
                `${accountsLabels.subtotal.en}: ${row.head.en}`,
                `${accountsLabels.subtotal.ar}: ${row.head.ar}`,
              ],
              bold: true,
            }
          : null,
  },
  {
    label: labels.value,
    width: 80,
    align: 'right',
    text: (row) => (row.kind === 'line' ? row.line.value : row.kind === 'subtotal' ? bold(row.value) : null),
  },
];

const rowKey = (row: CostRowText, index: number) =>
  row.kind === 'line' ? `line-${row.line.serial}` : `${row.kind}-${row.head.en}-${index}`;

export function accountsPdf(
  invoice: AccountsPdfText,
  verification?: PdfVerification,
): DocumentPdfDeclaration {
  const optional = (shown: boolean, particular: Particular) => (shown ? [particular] : []);
  return {
    title: invoice.title,
    number: invoice.docnumbr,
    particulars: numberedParticulars(invoice.numberLabel, invoice, [
      [
        { label: labels.jobOrderNo, text: invoice.jobordno },
        { label: accountsLabels.jobOrderDate, text: invoice.joborddat },
        ...optional(invoice.threeinone !== undefined, {
          label: accountsLabels.threeInOneNo,
          text: invoice.threeinone ?? '',
        }),
      ],
      [
        { label: labels.vehicleNo, text: invoice.vehicleno },
        { label: labels.make, text: invoice.make },
        { label: labels.customer, text: invoice.customer },
        garageParticular(invoice),
        { label: accountsLabels.state, text: both(invoice.state) },
        ...optional(Boolean(invoice.remarks), { label: labels.remarks, text: invoice.remarks }),
      ],
    ]),
    tables: [lineTable(costColumns, invoice.rows, rowKey, { title: accountsLabels.costs })],
    totals: invoice.totals,
    ...(invoice.approvals ? { approvals: { rows: invoice.approvals } } : {}),
    signatures: { blocks: invoice.signatures, width: 190 },
    verification,
  };
}

export const renderFinalInvoicePdf = documentRenderer(finalInvoiceText, accountsPdf);
export const renderThreeInOnePdf = documentRenderer(threeInOneText, accountsPdf);
