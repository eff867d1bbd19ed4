/**
 * A store voucher (spec 001 "Store service": each voucher type has a print; spec 000 section 2
 * "PDFs") as the kit's document PDF: the type's bilingual title, the particulars the type has in two
 * columns, the lines (S.No, item code, description, UOM, qty, unit cost, value), the total quantity and
 * the KWD total, and the prepared-by and received-by signature blocks. Loaded on demand (index.ts
 * imports it inside `render`), so @react-pdf/renderer and the fonts stay out of the pages' chunks.
 */
import { nobody } from '../../../../kit/pdf/approvals.ts';
import { renderDocumentPdf, type DocumentPdfOptions } from '../../../../kit/pdf/DocumentPdf.tsx';
import { both, lineTable, named, serialColumn } from '../../../../kit/pdf/document.ts';
import type { DocumentColumn, DocumentPdfDeclaration, Particular } from '../../../../kit/pdf/document.ts';
import { documentLabels } from '../../../../kit/pdf/labels.ts';
import { voucherLabels as labels } from './labels.ts';
import { voucherText, type VoucherLineText, type VoucherPrint, type VoucherText } from './model.ts';

const columns: DocumentColumn<VoucherLineText>[] = [
  serialColumn(),
  { label: documentLabels.itemCode, width: 70, text: (line) => line.item },
  { label: documentLabels.description, text: (line) => named(line.description, line.descriptionAr) },
  { label: documentLabels.uom, width: 40, text: (line) => line.uom },
  { label: documentLabels.qty, width: 44, align: 'right', text: (line) => line.qty },
  { label: labels.unitCost, width: 60, align: 'right', text: (line) => line.unitCost },
  { label: documentLabels.value, width: 66, align: 'right', text: (line) => line.value },
];

export function voucherPdf(voucher: VoucherText): DocumentPdfDeclaration {
  const particulars = voucher.particulars.map((entry): Particular => ({
    label: entry.label,
    text: entry.state ? both(entry.state) : entry.textAr ? named(entry.text, entry.textAr) : entry.text,
  }));
  const half = Math.ceil(particulars.length / 2);
  return {
    title: voucher.title,
    number: voucher.docnumbr,
    particulars: { columns: [particulars.slice(0, half), particulars.slice(half)] },
    tables: [lineTable(columns, voucher.lines, (line) => line.serial)],
    totals: voucher.totals,
    signatures: {
      blocks: [
        { title: labels.preparedBy, name: voucher.preparedBy },
        { title: labels.receivedBy, name: nobody },
      ],
    },
  };
}

export async function renderVoucherPdf(print: VoucherPrint, options: DocumentPdfOptions = {}): Promise<Blob> {
  return renderDocumentPdf(voucherPdf(voucherText(print)), options);
}
