/**
 * The job order print (`JobOrder/getJobOrderPrintByjoborderno`) as the kit's document PDF, A4
 * portrait: the job order's particulars (number, date, how it was received, plate, make, company,
 * customer, mobile, garage, status, kilometer, remarks); its status history oldest first; its reception
 * inspection findings; the signature blocks and the verification QR code when the PDF is made from
 * the app. Loaded on demand (index.ts imports it inside `render`).
 */
import { nobody } from '../../../../kit/pdf/approvals.ts';
import { documentRenderer } from '../../../../kit/pdf/DocumentPdf.tsx';
import {
  both,
  bold,
  lineTable,
  named,
  serialColumn,
  numberedParticulars,
} from '../../../../kit/pdf/document.ts';
import type { DocumentColumn, DocumentPdfDeclaration } from '../../../../kit/pdf/document.ts';
import { garageParticular } from '../../../../kit/pdf/garage.ts';
import { documentLabels as labels } from '../../../../kit/pdf/labels.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { jobOrderPrintLabels } from './labels.ts';
import { jobOrderPrintText, type FindingText, type HistoryText, type JobOrderPrintText } from './model.ts';

const historyColumns: DocumentColumn<HistoryText>[] = [
  serialColumn(24),
  { label: jobOrderPrintLabels.at, width: 78, text: (row) => row.at },
  { label: jobOrderPrintLabels.from, width: 110, text: (row) => (row.from ? both(row.from) : '-') },
  { label: jobOrderPrintLabels.to, width: 110, text: (row) => both(row.to) },
  { label: labels.by, width: 64, text: (row) => named(row.by.en, row.by.ar) },
  { label: labels.remarks, text: (row) => row.remarks || '-' },
];

const findingColumns: DocumentColumn<FindingText>[] = [
  { label: jobOrderPrintLabels.inspectionNo, width: 90, text: (row) => row.inspection },
  { label: labels.date, width: 60, text: (row) => row.date },
  { label: jobOrderPrintLabels.finding, text: (row) => row.finding },
  { label: jobOrderPrintLabels.result, width: 70, text: (row) => both(row.result) },
];

export function jobOrderPdf(
  order: JobOrderPrintText,
  verification?: PdfVerification,
): DocumentPdfDeclaration {
  return {
    title: jobOrderPrintLabels.title,
    number: order.jobordno,
    particulars: numberedParticulars(
      labels.jobOrderNo,
      { docnumbr: order.jobordno, date: order.date },
      [
        [
          { label: jobOrderPrintLabels.kind, text: both(order.kind) },
          { label: jobOrderPrintLabels.moiJobOrder, text: order.moijobord },
          { label: labels.status, text: both(order.status) },
          garageParticular(order),
        ],
        [
          { label: labels.vehicleNo, text: bold(order.vehicleno) },
          { label: labels.make, text: order.make },
          { label: jobOrderPrintLabels.company, text: order.company },
          { label: labels.customer, text: order.customer },
          { label: jobOrderPrintLabels.mobile, text: order.mobile },
          { label: jobOrderPrintLabels.kilometer, text: order.kilometer },
        ],
      ],
      order.remarks,
    ),
    tables: [
      lineTable(historyColumns, order.history, (row) => row.serial, { title: jobOrderPrintLabels.history }),
      lineTable(findingColumns, order.findings, (row, index) => `${row.inspection}-${index}`, {
        title: jobOrderPrintLabels.inspections,
        empty: jobOrderPrintLabels.noInspection,
      }),
    ],
    signatures: {
      blocks: [
        { title: jobOrderPrintLabels.receivedBy, name: nobody },
        { title: jobOrderPrintLabels.approvedBy, name: nobody },
      ],
    },
    verification,
  };
}

export const renderJobOrderPdf = documentRenderer(jobOrderPrintText, jobOrderPdf);
