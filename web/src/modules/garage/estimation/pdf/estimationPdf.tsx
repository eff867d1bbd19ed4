/**
 * The estimation (spec 001 "Estimation (quotation)", spec 000 section 2 "PDFs") as the kit's document
 * PDF: estimation no, date, job order, plate, make, garage, approval state, remarks; the lines (S.No,
 * type, description, qty, unit price, value, decision); totals per type prefixed KWD; the approvals of
 * the current round; the requester's block and the verification QR code (issue 12) when the PDF is
 * made from the app. Loaded on demand (index.ts imports it inside `render`), so @react-pdf/renderer
 * and the fonts stay out of the pages' chunks.
 */
import { documentRenderer } from '../../../../kit/pdf/DocumentPdf.tsx';
import { both, lineTable, named, serialColumn, numberedParticulars } from '../../../../kit/pdf/document.ts';
import type { DocumentColumn, DocumentPdfDeclaration } from '../../../../kit/pdf/document.ts';
import { garageParticular } from '../../../../kit/pdf/garage.ts';
import { documentLabels as labels } from '../../../../kit/pdf/labels.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { estimationLabels } from './labels.ts';
import { estimationText, type EstimationLineText, type EstimationText } from './model.ts';

const lineColumns: DocumentColumn<EstimationLineText>[] = [
  serialColumn(),
  { label: estimationLabels.type, width: 62, text: (line) => both(line.type) },
  { label: labels.description, text: (line) => named(line.description, line.descriptionAr) },
  { label: labels.qty, width: 40, align: 'right', text: (line) => line.qty },
  { label: labels.unitPrice, width: 60, align: 'right', text: (line) => line.unitPrice },
  { label: labels.value, width: 64, align: 'right', text: (line) => line.value },
  { label: labels.decision, width: 56, align: 'center', text: (line) => both(line.decision) },
];

export function estimationPdf(
  estimation: EstimationText,
  verification?: PdfVerification,
): DocumentPdfDeclaration {
  return {
    title: estimationLabels.title,
    number: estimation.docnumbr,
    particulars: numberedParticulars(
      estimationLabels.estimationNo,
      estimation,
      [
        [
          { label: labels.jobOrderNo, text: estimation.jobordno },
          { label: labels.state, text: both(estimation.state) },
        ],
        [
          { label: labels.vehicleNo, text: estimation.vehicleno },
          { label: labels.vehicleMake, text: estimation.make },
          garageParticular(estimation),
        ],
      ],
      estimation.remarks,
    ),
    tables: [lineTable(lineColumns, estimation.lines, (line) => line.serial)],
    totals: estimation.totals,
    approvals: { rows: estimation.approvals },
    signatures: { blocks: estimation.signatures },
    verification,
  };
}

export const renderEstimationPdf = documentRenderer(estimationText, estimationPdf);
