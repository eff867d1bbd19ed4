/**
 * The purchase request (docs/procurement.md, spec 000 section 2 "PDFs") as the kit's document PDF:
 * request no, date, store, item request, approval state, the job order, plate, make and garage (with a
 * job order), status, remarks; the lines (S.No, item, unit, qty, estimate price, value, decision); the
 * totals prefixed KWD; the approvals of the current round (by whom, for whom under a delegation); a
 * signature block for the requester and each level, two a row, and the verification QR code (issue
 * 12) when the PDF is made from the app. Loaded on demand (index.ts imports it inside `render`).
 */
import { documentRenderer } from '../../../../kit/pdf/DocumentPdf.tsx';
import { both, lineTable, named, serialColumn, numberedParticulars } from '../../../../kit/pdf/document.ts';
import type { DocumentColumn, DocumentPdfDeclaration } from '../../../../kit/pdf/document.ts';
import { garageParticular } from '../../../../kit/pdf/garage.ts';
import { documentLabels as labels } from '../../../../kit/pdf/labels.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { purchaseRequestLabels } from './labels.ts';
import { purchaseRequestText, type PurchaseRequestText, type RequestLineText } from './model.ts';

const lineColumns: DocumentColumn<RequestLineText>[] = [
  serialColumn(),
  { label: labels.item, text: (line) => ({ lines: [line.item, line.name, line.nameAr] }) },
  { label: purchaseRequestLabels.uom, width: 40, text: (line) => line.uom },
  { label: labels.qty, width: 40, align: 'right', text: (line) => line.qty },
  { label: purchaseRequestLabels.unitPrice, width: 62, align: 'right', text: (line) => line.unitPrice },
  { label: labels.value, width: 64, align: 'right', text: (line) => line.value },
  { label: labels.decision, width: 56, align: 'center', text: (line) => both(line.decision) },
];

export function purchaseRequestPdf(
  request: PurchaseRequestText,
  verification?: PdfVerification,
): DocumentPdfDeclaration {
  const jobOrder = request.withJobOrder
    ? [
        { label: labels.jobOrderNo, text: request.jobordno },
        { label: labels.vehicleNo, text: request.vehicleno },
        { label: labels.vehicleMake, text: request.make },
        garageParticular(request),
      ]
    : [];
  return {
    title: request.title,
    number: request.docnumbr,
    particulars: numberedParticulars(
      purchaseRequestLabels.requestNo,
      request,
      [
        [
          { label: labels.store, text: named(request.store || '-', request.storeAr) },
          { label: purchaseRequestLabels.itemRequest, text: request.itemRequest },
          { label: labels.state, text: both(request.state) },
        ],
        [...jobOrder, { label: labels.status, text: both(request.status) }],
      ],
      request.remarks,
    ),
    tables: [lineTable(lineColumns, request.lines, (line) => line.serial)],
    totals: request.totals,
    approvals: { rows: request.approvals },
    signatures: { title: labels.signatures, blocks: request.signatures, width: 210, perRow: 2 },
    verification,
  };
}

export const renderPurchaseRequestPdf = documentRenderer(purchaseRequestText, purchaseRequestPdf);
