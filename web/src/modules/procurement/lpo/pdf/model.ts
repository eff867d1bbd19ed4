/**
 * What the purchase order PDF prints, as text (pure): the particulars (order, cost sheet, request, job
 * order, supplier, store, delivery date, state), the lines with unit price and value, the total
 * quantity and the KWD total (shared amount rules: the total is a sum in fils), the KPTC decision of
 * the current round (by X for Y under a delegation) and the signature blocks.
 */
import { sumKwd } from '@fleet/shared/engines/amounts';
import type { PersonName } from '@fleet/shared/platform/people';
import type { LpoDocument } from '@fleet/shared/procurement/procurement';
import { formatAmount, formatKwd } from '../../../../i18n/format.ts';
import { masterName, type MasterNames } from '../../../../kit/names.ts';
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

export const hasLpoLines = (document: LpoDocument) => document.lines.length > 0;

export const lpoPdfFileName = (docnumbr: string) => pdfFileName('LPO', docnumbr);

/**
 * `people`: the names of the user codes the master carries (who prepared it); `names`: the stores' and
 * items' names (their Arabic ones print beneath); both read for the print.
 */
export function lpoText(
  document: LpoDocument,
  people: Record<string, PersonName> = {},
  names: MasterNames = {},
): LpoText {
  const { master, lines } = document;
  return {
    ...levelDocumentText<LpoDocument['lines'][number], LpoLineText>(
      document,
      'KPTC',
      (line) => ({
        qty: qtyText(line.qty),
        unitPrice: formatAmount(line.unitprice),
        value: formatAmount(line.value),
      }),
      people,
      names,
    ),
    costshtno: printable(master.costshtno),
    purreqno: printable(master.purreqno),
    vehicleno: printable(master.vehicleno),
    quotno: printable(master.quotno),
    store: printable(master.storenam),
    storeAr: printable(masterName(names, 'stores', master.storecode, master.storenam).ar),
    deliveryDate: dayText(master.deliverydate),
    totals: [
      { label: documentLabels.totalQty, text: qtyText(lines.reduce((total, line) => total + line.qty, 0)) },
      { label: documentLabels.total, text: formatKwd(sumKwd(lines.map((line) => line.value))) },
    ],
  };
}
