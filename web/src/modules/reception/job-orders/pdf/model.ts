/**
 * What the job order print shows, as text (pure): the particulars of the job order, its status history
 * oldest first (from, to in both languages, who, when, remarks) and its reception inspections with
 * their findings, from `JobOrder/getJobOrderPrintByjoborderno`.
 */
import { namedStatus } from '@fleet/shared';
import type { JobOrderPrint } from '@fleet/shared/reception/kptc-job-orders';
import type { PersonName } from '@fleet/shared/platform/people';
import type { MasterNames } from '../../../../kit/names.ts';
import { garageText } from '../../../../kit/pdf/garage.ts';
import { printedPerson } from '../../../../kit/pdf/people.ts';
import { dayText, printable, type Bilingual } from '../../../../kit/pdf/text.ts';
import { formatMoment as momentText } from '../../../../kit/dateTime.ts';
import { jobOrderPrintLabels as labels } from './labels.ts';

const statusText = (code: number): Bilingual => {
  const names = namedStatus(code);
  return { en: names.statusName, ar: names.statusNameAr };
};

/**
 * `people`: the names of the users of its history; `names`: the garages' names (the Arabic one prints
 * beneath); both read for the print.
 */
export function jobOrderPrintText(
  print: JobOrderPrint,
  people: Record<string, PersonName> = {},
  names: MasterNames = {},
) {
  const header = print.header;
  return {
    jobordno: printable(header.jobordno),
    date: dayText(header.joborddat),
    kind: labels.kinds[header.kind === 'MOI' ? 'MOI' : 'KPTC'],
    moijobord: printable(header.moijobord),
    vehicleno: printable(header.vehicleno),
    make: printable(header.vehmaknam),
    company: printable(header.companynm),
    customer: printable(header.custname),
    mobile: printable(header.mobileno),
    ...garageText(names, header),
    status: statusText(header.statuscde),
    kilometer: header.kilometer === undefined ? '' : String(header.kilometer),
    remarks: printable(header.remarks),
    history: [...print.history]
      .sort((a, b) => a.at.localeCompare(b.at))
      .map((entry, index) => ({
        serial: String(index + 1),
        at: momentText(entry.at),
        from: entry.fromStatus === null ? undefined : statusText(entry.fromStatus),
        to: statusText(entry.toStatus),
        by: printedPerson(entry.user, people[entry.user]),
        remarks: printable(entry.remarks),
      })),
    findings: print.inspections.flatMap((inspection) =>
      inspection.findings.map((finding) => ({
        inspection: printable(inspection.docnumbr),
        date: dayText(inspection.inspdate),
        finding: printable(finding.finding),
        result: labels.results[finding.result],
      })),
    ),
  };
}

export type JobOrderPrintText = ReturnType<typeof jobOrderPrintText>;
export type HistoryText = JobOrderPrintText['history'][number];
export type FindingText = JobOrderPrintText['findings'][number];

export const jobOrderPdfFileName = (jobordno: string) => `JobOrder_${jobordno.replace(/[^\w-]+/g, '_')}.pdf`;
