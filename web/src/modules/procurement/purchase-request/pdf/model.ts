/**
 * What the purchase request PDF prints, as text (pure): the particulars (request, date, job order,
 * plate, garage, store, item request, status in both languages, approval state, remarks), the lines
 * (item, unit, qty, the estimate price and value in KWD, the approvers' line decision), the totals
 * (quantity, the approved lines' value once decided, the estimated total: the shared amount rules),
 * the current round's decisions (who, for whom under a delegation, when, on what amount) and a signature
 * block per level the request needs, with the name of who decided there (a delegate's own name).
 */
import { lineValue, sumKwd } from '@fleet/shared/engines/amounts';
import { inSerialOrder } from '@fleet/shared/engines/document-lines';
import { approvalChains, requiredLevels } from '@fleet/shared/engines/approvals';
import type { PurchaseRequestDocument } from '@fleet/shared/procurement/procurement';
import { statusByCode } from '@fleet/shared';
import type { PersonName } from '@fleet/shared/platform/people';
import { formatAmount, formatKwd } from '../../../../i18n/format.ts';
import { masterName, type MasterNames } from '../../../../kit/names.ts';
import { printedApproval } from '../../../../kit/pdf/approvals.ts';
import { decisionLabels, documentLabels } from '../../../../kit/pdf/labels.ts';
import { garageText } from '../../../../kit/pdf/garage.ts';
import { dayText, printable, qtyText, pdfFileName } from '../../../../kit/pdf/text.ts';
import { purchaseRequestLabels } from './labels.ts';

export function purchaseRequestPdfFileName(docnumbr: string): string {
  return pdfFileName('PurchaseRequest', docnumbr);
}

/**
 * `people`: the names of the user codes the master carries (the requester); `names`: the garages',
 * stores' and items' names (their Arabic ones print beneath); both read for the print.
 */
export function purchaseRequestText(
  document: PurchaseRequestDocument,
  people: Record<string, PersonName> = {},
  names: MasterNames = {},
) {
  const { master } = document;
  const approval = master.approval;
  const withJobOrder = master.doctype === 'PRJ' || master.withjo === 'Y';
  const chain = approvalChains[withJobOrder ? 'PRJ' : 'PRQ'];
  const lines = inSerialOrder(document.lines);
  const values = lines.map((line) => lineValue(line.qty, line.unitprice));
  const decided = lines.some((line) => line.aprstatus === 'A' || line.aprstatus === 'R');
  const approved = sumKwd(values.filter((_, index) => lines[index]?.aprstatus === 'A'));
  const status = statusByCode.get(master.status);
  const printed = printedApproval(document, people, { how: 'apart' });
  const needed = requiredLevels(chain, approval?.amount ?? master.totalval, approval?.limits ?? {});
  return {
    doctype: withJobOrder ? 'PRJ' : 'PRQ',
    title: withJobOrder ? purchaseRequestLabels.titleWithJobOrder : purchaseRequestLabels.title,
    docnumbr: printable(master.docnumbr),
    date: dayText(master.docdate),
    withJobOrder,
    jobordno: printable(master.jobordno),
    vehicleno: printable(master.vehicleno),
    make: printable(master.vehmaknam),
    ...garageText(names, master),
    store: printable(master.storenam || master.storecode),
    storeAr: printable(masterName(names, 'stores', master.storecode, master.storenam).ar),
    itemRequest: printable(master.requstno),
    status: status
      ? { en: status.en, ar: status.ar }
      : { en: String(master.status), ar: String(master.status) },
    state: printed.state,
    remarks: printable(master.remarks),
    lines: lines.map((line, index) => ({
      serial: String(line.serlnumb),
      item: printable(line.sparepart),
      name: printable(line.sparenam),
      nameAr: printable(masterName(names, 'items', line.sparepart, line.sparenam).ar),
      uom: printable(line.spareuom),
      qty: qtyText(line.qty),
      unitPrice: formatAmount(line.unitprice),
      value: formatAmount(values[index]),
      decision: decisionLabels[line.aprstatus ?? ''],
    })),
    totals: [
      { label: documentLabels.totalQty, text: qtyText(lines.reduce((sum, line) => sum + line.qty, 0)) },
      ...(decided ? [{ label: purchaseRequestLabels.approvedTotal, text: formatKwd(approved) }] : []),
      { label: purchaseRequestLabels.total, text: formatKwd(sumKwd(values)) },
    ],
    approvals: printed.approvals,
    // A level's block names the approver, or the delegate who acted for them (the table says for whom).
    signatures: printed.signatures(
      documentLabels.requestedBy,
      needed.map(({ level }) => level),
      'approver',
    ),
  };
}

export type PurchaseRequestText = ReturnType<typeof purchaseRequestText>;
export type RequestLineText = PurchaseRequestText['lines'][number];
