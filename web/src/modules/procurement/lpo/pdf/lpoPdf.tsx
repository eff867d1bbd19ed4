/**
 * The local purchase order (docs/procurement.md "LPO and item inspection", spec 000 section 2 "PDFs")
 * as the kit's document PDF: LPO no, date, cost sheet, purchase request, job order, plate, the supplier
 * and its quotation, the store to deliver to, the delivery date, approval state, remarks; the lines
 * (S.No, item code, description, UOM, qty, unit price, value); the total quantity and the KWD total;
 * the KPTC decision; the prepared-by and KPTC signature blocks and the verification QR code when the
 * PDF is made from the app. Loaded on demand (index.ts imports it inside `render`).
 */
import { documentRenderer } from '../../../../kit/pdf/DocumentPdf.tsx';
import { bold, named } from '../../../../kit/pdf/document.ts';
import { documentLabels as labels } from '../../../../kit/pdf/labels.ts';
import { levelDocumentPdf } from '../../../../kit/pdf/levelDocument.ts';
import { lpoLabels } from './labels.ts';
import { lpoText, type LpoText } from './model.ts';

export const lpoPdf = levelDocumentPdf<LpoText>({
  title: lpoLabels.title,
  numberLabel: lpoLabels.lpoNo,
  level: 'KPTC',
  particulars: (lpo) => [
    [
      { label: labels.costSheetNo, text: lpo.costshtno },
      { label: labels.purchaseRequest, text: lpo.purreqno },
      { label: labels.jobOrderNo, text: lpo.jobordno },
      { label: labels.vehicleNo, text: lpo.vehicleno },
    ],
    [
      { label: lpoLabels.quotationNo, text: lpo.quotno },
      { label: lpoLabels.store, text: named(lpo.store || '-', lpo.storeAr) },
      { label: lpoLabels.deliveryDate, text: bold(lpo.deliveryDate) },
    ],
  ],
  widths: { item: 72, uom: 40 },
  columns: [
    { label: labels.qty, width: 40, align: 'right', text: (line) => line.qty },
    { label: labels.unitPrice, width: 62, align: 'right', text: (line) => line.unitPrice },
    { label: labels.value, width: 70, align: 'right', text: (line) => line.value },
  ],
});

export const renderLpoPdf = documentRenderer(lpoText, lpoPdf);
