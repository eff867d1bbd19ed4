/**
 * The credit invoice (CRN, issue 28) as a verification source. The hash covers what its PDF prints:
 * number, date, the supplier invoice credited and the supplier's credit note, the reason, every line
 * with its invoiced figures and credit, the totals and KPTC's decision of the current round.
 */
import { creditInvoices } from '../../../engines/document-stores.ts';
import { registerVerificationSource, type VerificationSource } from '../sources.ts';
import { approvedDocument, singleLevelApproval } from '../approval-parts.ts';
import { fieldsOf } from '#lib/attributes';

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
      ...fieldsOf(master, 'pivno suppinvno vendcode crednoteno crednotedate reason remarks'),
      lines: lines.map((line) => fieldsOf(line, 'serlnumb sparepart invqty unitprice invvalue qty value')),
      totalqty: master.totalqty,
      totalval: master.totalval,
    },
  );
});
