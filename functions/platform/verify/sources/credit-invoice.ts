/**
 * The credit invoice (CRN, issue 28) as a verification source. The hash covers what its PDF prints:
 * number, date, the supplier invoice credited and the supplier's credit note, the reason, every line
 * with its invoiced figures and credit, the totals and KPTC's decision of the current round.
 */
import { creditInvoices } from '../../../engines/document-stores.ts';
import { registerVerificationSource, type VerificationSource } from '../sources.ts';
import { approvedDocument, singleLevelApproval } from '../approval-parts.ts';

registerVerificationSource('CRN', async (project, docnumbr): Promise<VerificationSource | undefined> => {
  const stored = await creditInvoices.get(project, docnumbr);
  if (!stored) return undefined;
  const { master } = stored;
  const lines = [...stored.lines].sort((a, b) => a.serlnumb - b.serlnumb);
  return approvedDocument(
    {
      doctype: 'CRN',
      docnumbr,
      title: { en: 'Credit invoice', ar: 'الإشعار الدائن' },
      docdate: master.docdate,
      party: master.vendname,
      totals: [{ label: { en: 'Total credit', ar: 'إجمالي الإشعار الدائن' }, amount: master.totalval }],
      lines: lines.length,
    },
    singleLevelApproval('KPTC', master.approval),
    {
      pivno: master.pivno,
      suppinvno: master.suppinvno,
      vendcode: master.vendcode,
      crednoteno: master.crednoteno,
      crednotedate: master.crednotedate,
      reason: master.reason,
      remarks: master.remarks,
      lines: lines.map((line) => ({
        serlnumb: line.serlnumb,
        sparepart: line.sparepart,
        invqty: line.invqty,
        unitprice: line.unitprice,
        invvalue: line.invvalue,
        qty: line.qty,
        value: line.value,
      })),
      totalqty: master.totalqty,
      totalval: master.totalval,
    },
  );
});
