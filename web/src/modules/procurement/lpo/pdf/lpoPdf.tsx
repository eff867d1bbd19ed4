/**
 * The local purchase order (docs/procurement.md "LPO and item inspection", spec 000 section 2 "PDFs")
 * as the kit's document PDF: LPO no, date, cost sheet, purchase request, job order, plate, the supplier
 * and its quotation, the store to deliver to, the delivery date, approval state, remarks; the lines
 * (S.No, item code, description, UOM, qty, unit price, value); the total quantity and the KWD total;
 * the KPTC decision; the prepared-by and KPTC signature blocks and the verification QR code when the
 * PDF is made from the app. Loaded on demand (index.ts imports it inside `render`).
 */
import type { LpoDocument } from '@fleet/shared/procurement/procurement';
import { renderDocumentPdf, type DocumentPdfOptions } from '../../../../kit/pdf/DocumentPdf.tsx';
import { both, bold, lineTable, named, serialColumn } from '../../../../kit/pdf/document.ts';
import type { DocumentColumn, DocumentPdfDeclaration } from '../../../../kit/pdf/document.ts';
import { documentLabels as labels, levelApproval } from '../../../../kit/pdf/labels.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { lpoLabels } from './labels.ts';
import { lpoText, type LpoLineText, type LpoText } from './model.ts';

const lineColumns: DocumentColumn<LpoLineText>[] = [
  serialColumn(),
  { label: labels.itemCode, width: 72, text: (line) => line.item },
  { label: labels.description, text: (line) => named(line.description, line.descriptionAr) },
  { label: labels.uom, width: 40, text: (line) => line.uom },
  { label: labels.qty, width: 40, align: 'right', text: (line) => line.qty },
  { label: labels.unitPrice, width: 62, align: 'right', text: (line) => line.unitPrice },
  { label: labels.value, width: 70, align: 'right', text: (line) => line.value },
];

export function lpoPdf(lpo: LpoText, verification?: PdfVerification): DocumentPdfDeclaration {
  const kptcApproval = levelApproval('KPTC');
  return {
    title: lpoLabels.title,
    number: lpo.docnumbr,
    particulars: {
      columns: [
        [
          { label: lpoLabels.lpoNo, text: bold(lpo.docnumbr) },
          { label: labels.date, text: lpo.date },
          { label: labels.costSheetNo, text: lpo.costshtno },
          { label: labels.purchaseRequest, text: lpo.purreqno },
          { label: labels.jobOrderNo, text: lpo.jobordno },
          { label: labels.vehicleNo, text: lpo.vehicleno },
        ],
        [
          { label: labels.supplier, text: { lines: [lpo.supplier, lpo.vendcode], bold: true } },
          { label: lpoLabels.quotationNo, text: lpo.quotno },
          { label: lpoLabels.store, text: named(lpo.store || '-', lpo.storeAr) },
          { label: lpoLabels.deliveryDate, text: bold(lpo.deliveryDate) },
          { label: labels.state, text: both(lpo.state) },
        ],
      ],
      across: [{ label: labels.remarks, text: lpo.remarks }],
    },
    tables: [lineTable(lineColumns, lpo.lines, (line) => line.serial)],
    totals: lpo.totals,
    approvals: { title: kptcApproval, rows: lpo.approvals },
    signatures: {
      blocks: [
        { title: labels.preparedBy, name: lpo.preparedBy },
        { title: kptcApproval, name: lpo.approvedBy },
      ],
    },
    verification,
  };
}

export async function renderLpoPdf(document: LpoDocument, options: DocumentPdfOptions = {}): Promise<Blob> {
  const text = lpoText(document, options.people, options.names);
  return renderDocumentPdf(lpoPdf(text, options.verification), options);
}
