/**
 * The accounts documents of a job order (issue 13) as verification sources: the 3-in-1 invoice (TIO)
 * and the final invoice (FIN). The hash covers what their PDFs print: number, date, the job order and
 * plate, every cost line with its head, reference and value, the totals per head and overall, and (for
 * the 3-in-1) MOI's decision of the current round.
 */
import type { CostLine, CostTotals } from '@fleet/shared/accounts/accounts';
import { verificationStatus } from '@fleet/shared/platform/verification';
import { finalInvoices, threeInOnes } from '../../../accounts/invoices/documents.ts';
import { registerVerificationSource, type VerificationSource } from '../sources.ts';
import { approvedDocument, singleLevelApproval } from '../approval-parts.ts';
import { fieldsOf } from '#lib/attributes';

const heads = [
  { key: 'labourval', label: { en: 'Labour', ar: 'العمالة' } },
  { key: 'partsval', label: { en: 'Parts', ar: 'قطع الغيار' } },
  { key: 'outsideval', label: { en: 'Outside work', ar: 'أعمال خارجية' } },
  { key: 'pettyval', label: { en: 'Petty cash', ar: 'المصروفات النثرية' } },
  { key: 'totalval', label: { en: 'Total', ar: 'الإجمالي' } },
] as const;

const totalsOf = (master: CostTotals) =>
  heads.map((head) => ({ label: head.label, amount: master[head.key] }));

const linesOf = (lines: readonly CostLine[]) =>
  lines.map((line) => ({ serlnumb: line.serlnumb, kind: line.kind, ref: line.ref, value: line.value }));

registerVerificationSource('TIO', async (project, docnumbr): Promise<VerificationSource | undefined> => {
  const master = (await threeInOnes.get(project, docnumbr))?.master;
  if (!master) return undefined;
  return approvedDocument(
    {
      doctype: 'TIO',
      docnumbr,
      title: { en: '3-in-1 invoice', ar: 'فاتورة 3 في 1' },
      docdate: master.docdate,
      party: `${master.jobordno} · ${master.vehicleno}`,
      totals: totalsOf(master),
      lines: master.lines.length,
    },
    singleLevelApproval('MOI', master.approval),
    {
      jobordno: master.jobordno,
      vehicleno: master.vehicleno,
      lines: linesOf(master.lines),
      ...Object.fromEntries(heads.map((head) => [head.key, master[head.key]])),
    },
  );
});

registerVerificationSource('FIN', async (project, docnumbr): Promise<VerificationSource | undefined> => {
  const master = (await finalInvoices.get(project, docnumbr))?.master;
  if (!master) return undefined;
  return {
    view: {
      doctype: 'FIN',
      docnumbr,
      title: { en: 'Final invoice', ar: 'الفاتورة النهائية' },
      docdate: master.docdate,
      party: `${master.jobordno} · ${master.vehicleno}`,
      totals: totalsOf(master),
      lines: master.lines.length,
      approvals: [],
      // Issued from an approved 3-in-1.
      status: verificationStatus.approved,
    },
    content: {
      doctype: 'FIN',
      docnumbr,
      ...fieldsOf(master, 'docdate jobordno vehicleno threeinone'),
      lines: linesOf(master.lines),
      ...Object.fromEntries(heads.map((head) => [head.key, master[head.key]])),
    },
  };
});
