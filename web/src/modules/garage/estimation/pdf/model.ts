/**
 * What the estimation PDF prints, as text (pure): header particulars, the lines with their type, qty,
 * unit price, value and the approvers' line decision, totals per type and overall in KWD (the shared
 * amount rules: each line's value is qty x unit price rounded to the fils, the totals are sums of fils),
 * and each level's decision with who, when and on what amount.
 */
import type { EstimationDocument } from '@fleet/shared/garage/estimation';
import { estimationTotals } from '@fleet/shared/garage/estimation';
import type { PersonName } from '@fleet/shared/platform/people';
import { formatAmount, formatKwd } from '../../../../i18n/format.ts';
import type { MasterNames } from '../../../../kit/names.ts';
import { type DecidedText, printedApproval } from '../../../../kit/pdf/approvals.ts';
import { decisionLabels, documentLabels } from '../../../../kit/pdf/labels.ts';
import { garageText, type GarageText } from '../../../../kit/pdf/garage.ts';
import { dayText, printable, qtyText, type Bilingual, pdfFileName } from '../../../../kit/pdf/text.ts';
import { estimationLabels, lineTypeLabels } from './labels.ts';

export interface EstimationLineText {
  serial: string;
  type: Bilingual;
  description: string;
  /** The description with the master data's Arabic names ('' when the line has none). */
  descriptionAr: string;
  qty: string;
  unitPrice: string;
  value: string;
  decision: Bilingual;
}

export interface EstimationText extends GarageText, DecidedText {
  docnumbr: string;
  date: string;
  jobordno: string;
  vehicleno: string;
  make: string;
  state: Bilingual;
  remarks: string;
  lines: EstimationLineText[];
}

export function estimationPdfFileName(docnumbr: string): string {
  return pdfFileName('Estimation', docnumbr);
}

const lineDescription = (line: EstimationDocument['lines'][number]): string => {
  if (line.linetype === 'SUBREPAIR')
    return [line.wrkshpnam, line.mainrepnam, line.subrepnam].map(printable).filter(Boolean).join(' / ');
  if (line.linetype === 'PART')
    return [line.sparepart, line.sparenam].map(printable).filter(Boolean).join(' ');
  return printable(line.workdesc);
};

/** The description in Arabic (issue 24), when the line keeps Arabic names: '' otherwise. */
const lineDescriptionAr = (line: EstimationDocument['lines'][number]): string => {
  const named =
    line.linetype === 'SUBREPAIR'
      ? Boolean(line.wrkshpnamar || line.mainrepnamar || line.subrepnamar)
      : line.linetype === 'PART' && Boolean(line.sparenamar);
  if (!named) return '';
  return lineDescription({
    ...line,
    wrkshpnam: line.wrkshpnamar || line.wrkshpnam,
    mainrepnam: line.mainrepnamar || line.mainrepnam,
    subrepnam: line.subrepnamar || line.subrepnam,
    sparenam: line.sparenamar || line.sparenam,
  });
};

/**
 * `people`: the names of the user codes the master carries (the requester); `names`: the garages'
 * names (the Arabic one prints beneath); both read for the print.
 */
export function estimationText(
  document: EstimationDocument,
  people: Record<string, PersonName> = {},
  names: MasterNames = {},
): EstimationText {
  const { master } = document;
  const totals = estimationTotals(document.lines);
  const approval = master.approval;
  const printed = printedApproval(document, people, { how: 'approver' });
  return {
    docnumbr: printable(master.docnumbr),
    date: dayText(master.docdate),
    jobordno: printable(master.jobordno),
    vehicleno: printable(master.vehicleno),
    make: printable(master.vehmaknam),
    ...garageText(names, master),
    state: printed.state,
    remarks: printable(master.remarks),
    lines: [...document.lines]
      .sort((a, b) => a.serlnumb - b.serlnumb)
      .map((line) => ({
        serial: String(line.serlnumb),
        type: lineTypeLabels[line.linetype],
        description: lineDescription(line),
        descriptionAr: lineDescriptionAr(line),
        qty: qtyText(line.qty),
        unitPrice: formatAmount(line.unitprice),
        value: formatAmount(line.value),
        decision: decisionLabels[line.aprstatus ?? ''],
      })),
    totals: [
      { label: estimationLabels.subrepairTotal, text: formatKwd(totals.subrepairtotal) },
      { label: estimationLabels.partsTotal, text: formatKwd(totals.partstotal) },
      { label: estimationLabels.labourTotal, text: formatKwd(totals.labourtotal) },
      ...(approval && master.approvedval !== totals.totalval
        ? [{ label: estimationLabels.approvedTotal, text: formatKwd(master.approvedval) }]
        : []),
      { label: documentLabels.total, text: formatKwd(totals.totalval) },
    ],
    approvals: printed.approvals,
    // The employee who asked for the approval signs the one block.
    signatures: printed.signatures(documentLabels.requestedBy, []),
  };
}
