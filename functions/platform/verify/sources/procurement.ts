/**
 * The procurement documents (issue 12) as verification sources: purchase requests (PRQ, PRJ), cost
 * sheets (CST) and local purchase orders (LPO). The hash covers what their PDFs print: number, date,
 * the job order, store or supplier, every line with its quantity, price, value (and, for a cost sheet,
 * every offer and the choice with its reason), the totals and each level's decision of the current
 * round (with "for Y" under a delegation).
 */
import { lineDecisionOf } from '@fleet/shared/engines/approvals';
import { costSheets, lpos, purchaseRequests } from '../../../procurement/common.ts';
import { approvedDocument, chainApproval } from '../approval-parts.ts';
import { registerVerificationSource, type VerificationSource } from '../sources.ts';
import { fieldsOf } from '#lib/attributes';

const total = { en: 'Total', ar: 'الإجمالي' };

for (const doctype of ['PRQ', 'PRJ'] as const) {
  registerVerificationSource(doctype, async (project, docnumbr): Promise<VerificationSource | undefined> => {
    const stored = await purchaseRequests[doctype].get(project, docnumbr);
    if (!stored) return undefined;
    const { master } = stored;
    const lines = [...stored.lines].sort((a, b) => a.serlnumb - b.serlnumb);
    return approvedDocument(
      {
        doctype,
        docnumbr,
        title: { en: 'Purchase request', ar: 'طلب الشراء' },
        docdate: master.docdate,
        party: master.storenam,
        totals: [{ label: total, amount: master.totalval }],
        lines: lines.length,
      },
      chainApproval(doctype, master.approval),
      {
        ...fieldsOf(master, 'jobordno vehicleno storecode requstno remarks'),
        lines: lines.map((line) => ({
          ...fieldsOf(line, 'serlnumb sparepart sparenam qty unitprice value'),
          aprstatus: lineDecisionOf(master.approval, line.serlnumb).aprstatus,
        })),
        totalval: master.totalval,
      },
      { type: 'store', id: master.storecode },
    );
  });
}

registerVerificationSource('CST', async (project, docnumbr): Promise<VerificationSource | undefined> => {
  const stored = await costSheets.get(project, docnumbr);
  if (!stored) return undefined;
  const { master } = stored;
  const lines = [...stored.lines].sort((a, b) => a.serlnumb - b.serlnumb);
  return approvedDocument(
    {
      doctype: 'CST',
      docnumbr,
      title: { en: 'Cost sheet', ar: 'كشف التكلفة' },
      docdate: master.docdate,
      party: [...new Set(lines.map((line) => line.vendname))].join(', '),
      totals: [
        { label: { en: 'Lowest offers', ar: 'أقل العروض' }, amount: master.lowestval },
        { label: total, amount: master.totalval },
      ],
      lines: lines.length,
    },
    chainApproval('CST', master.approval),
    {
      ...fieldsOf(master, 'purreqno jobordno remarks'),
      lines: lines.map((line) => ({
        ...fieldsOf(line, 'serlnumb sparepart qty'),
        offers: line.offers.map((offer) => fieldsOf(offer, 'vendcode quotno unitprice')),
        ...fieldsOf(line, 'vendcode unitprice value reason'),
      })),
      totalval: master.totalval,
      lowestval: master.lowestval,
    },
  );
});

registerVerificationSource('LPO', async (project, docnumbr): Promise<VerificationSource | undefined> => {
  const stored = await lpos.get(project, docnumbr);
  if (!stored) return undefined;
  const { master } = stored;
  const lines = [...stored.lines].sort((a, b) => a.serlnumb - b.serlnumb);
  return approvedDocument(
    {
      doctype: 'LPO',
      docnumbr,
      title: { en: 'Local purchase order', ar: 'أمر الشراء المحلي' },
      docdate: master.docdate,
      party: master.vendname,
      totals: [{ label: total, amount: master.totalval }],
      lines: lines.length,
    },
    chainApproval('LPO', master.approval),
    {
      ...fieldsOf(master, 'costshtno vendcode storecode deliverydate remarks'),
      lines: lines.map((line) => fieldsOf(line, 'serlnumb sparepart qty unitprice value')),
      totalval: master.totalval,
    },
  );
});
