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
import { printedApproval } from '../../../../kit/pdf/approvals.ts';
import { documentLabels } from '../../../../kit/pdf/labels.ts';
import { garageText } from '../../../../kit/pdf/garage.ts';
import { dayText, printable, qtyText, pdfFileName } from '../../../../kit/pdf/text.ts';
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
) {
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

export type CostSheetText = ReturnType<typeof costSheetText>;
export type ComparisonRowText = CostSheetText['rows'][number];
