/**
 * What the cost sheet PDF prints, as text (pure): the particulars, the comparison (one row per item,
 * one column per supplier with its unit price and value, the lowest marked, the chosen supplier and the
 * reason when it is not the lowest), each supplier's total, the chosen total, the all-lowest total and
 * the difference in KWD (the comparison model's rules), the decisions of the current round (by X for Y
 * under a delegation) and a signature block per level.
 */
import type { PersonName } from '@fleet/shared/platform/people';
import type { CostSheetDocument } from '@fleet/shared/procurement/procurement';
import { formatAmount, formatKwd } from '../../../../i18n/format.ts';
import { masterName, type MasterNames } from '../../../../kit/names.ts';
import { type DecidedText, printedApproval } from '../../../../kit/pdf/approvals.ts';
import { documentLabels } from '../../../../kit/pdf/labels.ts';
import { garageText, type GarageText } from '../../../../kit/pdf/garage.ts';
import { dayText, printable, qtyText, type Bilingual, pdfFileName } from '../../../../kit/pdf/text.ts';
import {
  choiceOf,
  comparisonTotals,
  fromDocument,
  isLowestOffer,
  offerOf,
  reasonRequired,
  supplierColumns,
} from '../comparison.ts';
import { costSheetLabels } from './labels.ts';

export interface OfferText {
  unitPrice: string;
  value: string;
  lowest: boolean;
  chosen: boolean;
}

export interface ComparisonRowText {
  serial: string;
  item: string;
  description: string;
  /** The item master's Arabic name ('' when it has none). */
  descriptionAr: string;
  qty: string;
  /** By supplier code; undefined where the supplier did not quote the item. */
  offers: Record<string, OfferText | undefined>;
  chosen: string;
  reason: string;
}

export interface SupplierText {
  vendcode: string;
  vendname: string;
  quotno: string;
  total: string;
}

export interface CostSheetText extends GarageText, DecidedText {
  docnumbr: string;
  date: string;
  purreqno: string;
  jobordno: string;
  vehicleno: string;
  store: string;
  /** The store master's Arabic name ('' when it has none). */
  storeAr: string;
  state: Bilingual;
  remarks: string;
  suppliers: SupplierText[];
  rows: ComparisonRowText[];
  chosenTotal: string;
}

/** Spec 000 section 8: a preview needs lines ('No data available for PDF generation'). */
export const costSheetPdfFileName = (docnumbr: string) => pdfFileName('CostSheet', docnumbr);

/** The levels signed for: MOI and KPTC always, the third level when the sheet reached it. */
function signedLevels(document: CostSheetDocument): string[] {
  const approval = document.master.approval;
  const reached = new Set<string>([
    ...Object.keys(approval?.decisions ?? {}),
    ...Object.keys(approval?.waitingSince ?? {}),
  ]);
  return ['MOI', 'KPTC', ...(reached.has('THIRD') ? ['THIRD'] : [])];
}

/**
 * `people`: the names of the user codes the master carries (who prepared it); `names`: the garages',
 * stores' and items' names (their Arabic ones print beneath); both read for the print.
 */
export function costSheetText(
  document: CostSheetDocument,
  people: Record<string, PersonName> = {},
  names: MasterNames = {},
): CostSheetText {
  const { master } = document;
  const values = fromDocument(document);
  const totals = comparisonTotals(values.lines, values.choices);
  const approval = printedApproval(document, people);
  return {
    docnumbr: printable(master.docnumbr),
    date: dayText(master.docdate),
    purreqno: printable(master.purreqno),
    jobordno: printable(master.jobordno),
    vehicleno: printable(master.vehicleno),
    ...garageText(names, master),
    store: printable(master.storenam),
    storeAr: printable(masterName(names, 'stores', master.storecode, master.storenam).ar),
    state: approval.state,
    remarks: printable(master.remarks),
    suppliers: supplierColumns(values.lines).map((supplier) => ({
      vendcode: printable(supplier.vendcode),
      vendname: printable(supplier.vendname),
      quotno: printable(supplier.quotno),
      total: formatAmount(totals.suppliers[supplier.vendcode]?.total ?? 0),
    })),
    rows: values.lines.map((line) => {
      const choice = choiceOf(values.choices, line);
      return {
        serial: String(line.serlnumb),
        item: printable(line.sparepart),
        description: printable(line.sparenam),
        descriptionAr: printable(masterName(names, 'items', line.sparepart, line.sparenam).ar),
        qty: `${qtyText(line.qty)} ${printable(line.spareuom)}`.trim(),
        offers: Object.fromEntries(
          supplierColumns(values.lines).map((supplier) => {
            const offer = offerOf(line, supplier.vendcode);
            return [
              supplier.vendcode,
              offer && {
                unitPrice: formatAmount(offer.unitprice),
                value: formatAmount(offer.value),
                lowest: isLowestOffer(line, supplier.vendcode),
                chosen: choice.vendcode === supplier.vendcode,
              },
            ];
          }),
        ),
        chosen: printable(offerOf(line, choice.vendcode)?.vendname ?? choice.vendcode),
        reason: reasonRequired(line, choice) ? printable(choice.reason) : '',
      };
    }),
    chosenTotal: formatAmount(totals.chosen),
    totals: [
      { label: costSheetLabels.lowestTotal, text: formatKwd(totals.lowest) },
      { label: costSheetLabels.difference, text: formatKwd(totals.difference) },
      { label: costSheetLabels.chosenTotal, text: formatKwd(totals.chosen) },
    ],
    approvals: approval.approvals,
    signatures: approval.signatures(documentLabels.preparedBy, signedLevels(document)),
  };
}
