/**
 * The cost sheet (docs/procurement.md "Cost sheet", spec 000 section 2 "PDFs") as the kit's document
 * PDF, A4 landscape: cost sheet no, date, purchase request, job order, plate, garage, store, approval
 * state, remarks; the comparison (S.No, item, qty, one column per supplier with unit price and value,
 * the lowest shaded and the chosen framed, the chosen supplier, the reason) with each supplier's total;
 * the lowest total, the difference and the chosen total in KWD; the decisions of the current round; the
 * signature blocks (prepared by, MOI, KPTC, the third level when reached) and the verification QR code
 * when the PDF is made from the app. Loaded on demand (index.ts imports it inside `render`).
 */
import { documentRenderer } from '../../../../kit/pdf/DocumentPdf.tsx';
import { both, bold, lineTable, named, numberedParticulars } from '../../../../kit/pdf/document.ts';
import type { DocumentColumn, DocumentPdfDeclaration } from '../../../../kit/pdf/document.ts';
import { garageParticular } from '../../../../kit/pdf/garage.ts';
import { documentLabels as labels } from '../../../../kit/pdf/labels.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { costSheetLabels } from './labels.ts';
import { costSheetText, type ComparisonRowText, type CostSheetText } from './model.ts';

/** A line of the comparison, or its closing row of totals. */
type Row = { kind: 'line'; line: ComparisonRowText } | { kind: 'total' };

function comparisonColumns(sheet: CostSheetText): DocumentColumn<Row>[] {
  const line =
    <T,>(text: (line: ComparisonRowText) => T) =>
    (row: Row) =>
      row.kind === 'line' ? text(row.line) : null;
  return [
    { label: labels.serial, width: 26, align: 'center', text: line((item) => item.serial) },
    {
      label: labels.item,
      text: (row) =>
        row.kind === 'line'
          ? { lines: [row.line.item, row.line.description, row.line.descriptionAr] }
          : both(labels.total),
    },
    { label: labels.qty, width: 44, align: 'right', text: line((item) => item.qty) },
    ...sheet.suppliers.map((supplier): DocumentColumn<Row> => ({
      label: { en: supplier.vendname, ar: supplier.vendcode },
      width: 82,
      align: 'right',
      text: (row) => {
        if (row.kind === 'total') return bold(supplier.total);
        const offer = row.line.offers[supplier.vendcode];
        if (!offer) return { lines: [costSheetLabels.noOffer.en], small: true };
        return {
          lines: [offer.unitPrice, offer.value],
          bold: offer.lowest,
          shaded: offer.lowest,
          framed: offer.chosen,
        };
      },
    })),
    {
      label: costSheetLabels.chosen,
      width: 100,
      text: (row) => (row.kind === 'line' ? row.line.chosen : bold(sheet.chosenTotal)),
    },
    { label: costSheetLabels.reason, width: 110, text: line((item) => item.reason || '-') },
  ];
}

export function costSheetPdf(sheet: CostSheetText, verification?: PdfVerification): DocumentPdfDeclaration {
  const rows: Row[] = [...sheet.rows.map((line): Row => ({ kind: 'line', line })), { kind: 'total' }];
  return {
    title: costSheetLabels.title,
    number: sheet.docnumbr,
    landscape: true,
    particulars: numberedParticulars(labels.costSheetNo, sheet, [
      [{ label: labels.purchaseRequest, text: sheet.purreqno }],
      [
        { label: labels.jobOrderNo, text: sheet.jobordno },
        { label: labels.vehicleNo, text: sheet.vehicleno },
        garageParticular(sheet),
      ],
      [
        { label: labels.store, text: named(sheet.store || '-', sheet.storeAr) },
        { label: labels.state, text: both(sheet.state) },
        { label: labels.remarks, text: sheet.remarks },
      ],
    ]),
    tables: [
      lineTable(comparisonColumns(sheet), rows, (row) => (row.kind === 'line' ? row.line.serial : 'total'), {
        title: costSheetLabels.comparison,
        note: costSheetLabels.lowestNote,
      }),
    ],
    totals: sheet.totals,
    approvals: { rows: sheet.approvals },
    signatures: { blocks: sheet.signatures },
    verification,
  };
}

export const renderCostSheetPdf = documentRenderer(costSheetText, costSheetPdf);
