/**
 * The estimation (`QUOT`, functions/garage/estimation) as a verification source. The hash covers what its PDF
 * prints (web/src/modules/garage/estimation/pdf): number, date, job order, vehicle, garage, remarks, each line
 * with its type, description, quantity, unit price, value and decision, the totals per type, overall and
 * approved, the approval state and each level's decision of the current round.
 */
import { lineDecisionOf } from '@fleet/shared/engines/approvals';
import {
  estimationLineFields,
  type EstimationLine,
  type EstimationMaster,
} from '@fleet/shared/garage/estimation';
import { estimations } from '../../../engines/document-stores.ts';
import { approvedDocument, chainApproval } from '../approval-parts.ts';
import { registerVerificationSource, type VerificationSource } from '../sources.ts';
import { fieldsOf } from '#lib/attributes';

export const estimationDoctype = 'QUOT';

const title = { en: 'Estimation', ar: 'التقدير' };
const labels = {
  subrepairtotal: { en: 'Sub repairs', ar: 'الإصلاحات الفرعية' },
  partstotal: { en: 'Spare parts', ar: 'قطع الغيار' },
  labourtotal: { en: 'Labour', ar: 'العمالة' },
  approvedval: { en: 'Approved total', ar: 'الإجمالي المعتمد' },
  totalval: { en: 'Total', ar: 'الإجمالي' },
};

/** The view and the hashed content of a stored estimation (pure). */
export function estimationVerification(
  master: EstimationMaster,
  lines: readonly EstimationLine[],
): VerificationSource {
  const approval = master.approval;
  const amounts = {
    ...fieldsOf(master, 'subrepairtotal partstotal labourtotal totalval approvedval'),
  };
  const sorted = [...lines].sort((a, b) => a.serlnumb - b.serlnumb);
  return approvedDocument(
    {
      doctype: estimationDoctype,
      docnumbr: master.docnumbr,
      title,
      docdate: master.docdate,
      ...(master.garagnam ? { party: master.garagnam } : {}),
      totals: [
        { label: labels.subrepairtotal, amount: amounts.subrepairtotal },
        { label: labels.partstotal, amount: amounts.partstotal },
        { label: labels.labourtotal, amount: amounts.labourtotal },
        ...(approval?.state === 'approved'
          ? [{ label: labels.approvedval, amount: amounts.approvedval }]
          : []),
        { label: labels.totalval, amount: amounts.totalval },
      ],
      lines: sorted.length,
    },
    chainApproval(estimationDoctype, approval),
    {
      ...fieldsOf(master, 'jobordno vehicleno vehmaknam garage garagnam remarks'),
      lines: sorted.map((line) => ({
        serlnumb: line.serlnumb,
        ...estimationLineFields(line),
        value: line.value,
        aprstatus: lineDecisionOf(approval, line.serlnumb).aprstatus,
      })),
      totals: amounts,
    },
    { type: 'garage', id: master.garage },
  );
}

registerVerificationSource(estimationDoctype, async (project, docnumbr) => {
  const stored = await estimations.get(project, docnumbr);
  return stored ? estimationVerification(stored.master, stored.lines) : undefined;
});
