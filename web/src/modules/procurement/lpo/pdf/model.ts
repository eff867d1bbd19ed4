/**
 * What the purchase order PDF prints, as text (pure): the particulars (order, cost sheet, request, job
 * order, supplier, store, delivery date, state), the lines with unit price and value, the total
 * quantity and the KWD total (shared amount rules: the total is a sum in fils), the KPTC decision of
 * the current round (by X for Y under a delegation) and the signature blocks.
 */
import type { LpoDocument } from '@fleet/shared/procurement/procurement';
import { formatAmount } from '../../../../i18n/format.ts';
import { masterName } from '../../../../kit/names.ts';
import { documentLabels } from '../../../../kit/pdf/labels.ts';
import {
  levelDocumentText,
  type LevelDocumentText,
  type PartLineText,
} from '../../../../kit/pdf/levelDocument.ts';
import { dayText, printable, qtyText, pdfFileName } from '../../../../kit/pdf/text.ts';

export interface LpoLineText extends PartLineText {
  qty: string;
  unitPrice: string;
  value: string;
}

export interface LpoText extends LevelDocumentText<LpoLineText> {
  costshtno: string;
  purreqno: string;
  vehicleno: string;
  quotno: string;
  store: string;
  /** The store master's Arabic name ('' when it has none). */
  storeAr: string;
  deliveryDate: string;
}

export const lpoPdfFileName = (docnumbr: string) => pdfFileName('LPO', docnumbr);

/** The stores' names print beneath the store. */
export const lpoText = levelDocumentText<LpoDocument, LpoText>({
  level: 'KPTC',
  totals: [documentLabels.totalQty, documentLabels.total],
  line: (line) => ({
    qty: qtyText(line.qty),
    unitPrice: formatAmount(line.unitprice),
    value: formatAmount(line.value),
  }),
  master: (master, names) => ({
    costshtno: printable(master.costshtno),
    purreqno: printable(master.purreqno),
    vehicleno: printable(master.vehicleno),
    quotno: printable(master.quotno),
    store: printable(master.storenam),
    storeAr: printable(masterName(names, 'stores', master.storecode, master.storenam).ar),
    deliveryDate: dayText(master.deliverydate),
  }),
});
