/**
 * What the 3-in-1 and final invoice PDFs print, as text (pure): the particulars (number, date, job
 * order, plate, make, customer, garage), the cost lines grouped by head with each head's subtotal, the
 * totals per head and the total prefixed KWD, MOI's decisions of the current round (3-in-1) and the
 * signature blocks.
 */
import type { CostLine, FinalInvoiceMaster, ThreeInOneMaster } from '@fleet/shared/accounts/accounts';
import type { PersonName } from '@fleet/shared/platform/people';
import { formatAmount, formatKwd } from '../../../../i18n/format.ts';
import type { MasterNames } from '../../../../kit/names.ts';
import {
  nobody,
  type AmountText,
  type ApprovalRowText,
  type SignatureText,
  printedApproval,
} from '../../../../kit/pdf/approvals.ts';
import { documentLabels } from '../../../../kit/pdf/labels.ts';
import { garageText, type GarageText } from '../../../../kit/pdf/garage.ts';
import { printedPerson } from '../../../../kit/pdf/people.ts';
import { dayText, printable, type Bilingual, pdfFileName } from '../../../../kit/pdf/text.ts';
import type { ThreeInOneDocument } from '../api.ts';
import { costGroups, isPartsSource } from '../costing.ts';
import { accountsLabels, finalStateLabels, headLabels, partsSourceLabels } from './labels.ts';

export interface CostLineText {
  serial: string;
  ref: string;
  date: string;
  description: string;
  /** The description in Arabic when it differs (a voucher type's label, a repair line's Arabic names), else ''. */
  descriptionAr: string;
  value: string;
}

export type CostRowText =
  | { kind: 'head'; head: Bilingual }
  | { kind: 'line'; line: CostLineText }
  | { kind: 'subtotal'; head: Bilingual; value: string };

export interface AccountsPdfText extends GarageText {
  title: Bilingual;
  numberLabel: Bilingual;
  docnumbr: string;
  date: string;
  jobordno: string;
  joborddat: string;
  vehicleno: string;
  make: string;
  customer: string;
  /** The 3-in-1 a final invoice was issued from. */
  threeinone?: string;
  state: Bilingual;
  remarks: string;
  rows: CostRowText[];
  totals: AmountText[];
  /** MOI's decisions (3-in-1 only; undefined on the final invoice). */
  approvals?: ApprovalRowText[];
  /** Who signs: the employees' names in both languages (empty until someone signed there). */
  signatures: SignatureText[];
}

export const finalInvoicePdfFileName = (docnumbr: string) => pdfFileName('FinalInvoice', docnumbr);
export const threeInOnePdfFileName = (docnumbr: string) => pdfFileName('ThreeInOneInvoice', docnumbr);

/** A cost line's description in both languages (issue 24): a voucher type by its label, not its code. */
function lineDescription(line: CostLine): { description: string; descriptionAr: string } {
  if (line.kind === 'PARTS' && isPartsSource(line.description)) {
    const label = partsSourceLabels[line.description];
    return { description: label.en, descriptionAr: label.ar };
  }
  const description = printable(line.description);
  const arabic = printable(line.descriptionar);
  return { description, descriptionAr: arabic === description ? '' : arabic };
}

function common(master: FinalInvoiceMaster | ThreeInOneMaster, names: MasterNames) {
  return {
    docnumbr: printable(master.docnumbr),
    date: dayText(master.docdate),
    jobordno: printable(master.jobordno),
    joborddat: dayText(master.joborddat),
    vehicleno: printable(master.vehicleno),
    make: printable(master.vehmaknam),
    customer: printable(master.custname || master.companynm),
    ...garageText(names, master),
    remarks: printable(master.remarks),
    rows: costGroups(master.lines).flatMap((group): CostRowText[] => [
      { kind: 'head', head: headLabels[group.kind] },
      ...group.lines.map((line): CostRowText => ({
        kind: 'line',
        line: {
          serial: String(line.serlnumb),
          ref: printable(line.ref),
          date: dayText(line.refdate),
          ...lineDescription(line),
          value: formatAmount(line.value),
        },
      })),
      { kind: 'subtotal', head: headLabels[group.kind], value: formatAmount(group.subtotal) },
    ]),
    // Each head's subtotal closes its group in the table; the box carries the total.
    totals: [{ label: documentLabels.total, text: formatKwd(master.totalval) }],
  };
}

/**
 * `people`: the names of the user codes the master carries (who prepared it); `names`: the garages'
 * names (the Arabic one prints beneath); both read for the print.
 */
export function finalInvoiceText(
  master: FinalInvoiceMaster,
  people: Record<string, PersonName> = {},
  names: MasterNames = {},
): AccountsPdfText {
  return {
    ...common(master, names),
    title: accountsLabels.finalTitle,
    numberLabel: accountsLabels.invoiceNo,
    threeinone: printable(master.threeinone),
    state: finalStateLabels[master.state],
    signatures: [
      { title: documentLabels.preparedBy, name: printedPerson(master.cretuser, people[master.cretuser]) },
      { title: accountsLabels.approvedBy, name: nobody },
    ],
  };
}

/** As `finalInvoiceText`, with MOI's decisions. */
export function threeInOneText(
  document: ThreeInOneDocument,
  people: Record<string, PersonName> = {},
  names: MasterNames = {},
): AccountsPdfText {
  const approval = printedApproval(document, people, { unset: 'pending' });
  return {
    ...common(document.master, names),
    title: accountsLabels.threeInOneTitle,
    numberLabel: accountsLabels.threeInOneNo,
    state: approval.state,
    approvals: approval.approvals,
    signatures: approval.signatures(documentLabels.preparedBy, ['MOI']),
  };
}
