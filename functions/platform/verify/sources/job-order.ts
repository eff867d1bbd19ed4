/**
 * The job order print (`JobOrder/getJobOrderPrintByjoborderno`, issue 13) as a verification source
 * `JO`: the hash covers what the PDF prints: the particulars, the status and every history entry
 * (from, to, who, when, remarks) and the reception inspections' findings. A copy printed before the job
 * order moved on no longer matches.
 */
import { NotFoundError } from '#lib/errors';
import { namedStatus } from '@fleet/shared';
import { jobOrderPrintOf } from '../../../reception/job-orders/manage.ts';
import { registerVerificationSource, type VerificationSource } from '../sources.ts';
import { fieldsOf } from '#lib/attributes';

registerVerificationSource('JO', async (project, jobordno): Promise<VerificationSource | undefined> => {
  const print = await jobOrderPrintOf(project, jobordno).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
  if (!print || print.header.deldate) return undefined;
  const { header } = print;
  const status = namedStatus(header.statuscde);
  return {
    view: {
      doctype: 'JO',
      docnumbr: jobordno,
      title: { en: 'Job order', ar: 'أمر العمل' },
      docdate: header.joborddat,
      party: `${header.vehicleno} · ${header.garagnam}`,
      totals: [],
      lines: print.history.length,
      approvals: [],
      status: { en: status.statusName, ar: status.statusNameAr },
    },
    ...(header.garage
      ? { partyMaster: { type: 'garage', id: header.garage, prefix: header.vehicleno } }
      : {}),
    content: {
      doctype: 'JO',
      jobordno,
      joborddat: header.joborddat,
      kind: header.kind,
      moijobord: header.moijobord ?? '',
      ...fieldsOf(header, 'vehicleno vehmaknam companynm custname'),
      mobileno: header.mobileno ?? '',
      garage: header.garage,
      statuscde: header.statuscde,
      kilometer: header.kilometer ?? null,
      remarks: header.remarks ?? '',
      history: [...print.history]
        .sort((a, b) => a.at.localeCompare(b.at))
        .map((entry) => ({
          at: entry.at,
          from: entry.fromStatus,
          to: entry.toStatus,
          user: entry.user,
          remarks: entry.remarks,
        })),
      findings: print.inspections.flatMap((inspection) =>
        inspection.findings.map((finding) => ({
          docnumbr: inspection.docnumbr,
          inspdate: inspection.inspdate,
          finding: finding.finding,
          result: finding.result,
        })),
      ),
    },
  };
});
