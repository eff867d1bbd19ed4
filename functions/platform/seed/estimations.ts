/**
 * Demo estimations: every demo job order whose status comes at or after the estimation gets one, in the
 * approval state its status means (waiting for MOI at 1235, MOI approved and waiting for KD250 at 1256,
 * rejected by MOI at 1215, approved past that), with the approval engine's index and record items, so
 * `npm start` shows the approvers' work lists, the approved lists and the rejected items. Pure.
 */
import {
  approvalChains,
  type ApprovalLevel,
  type ApprovalRecord,
  type ApprovalState,
} from '@fleet/shared/engines/approvals';
import type { EstimationLine } from '@fleet/shared/garage/estimation';
import { yearlyNumber } from '@fleet/shared/engines/document-numbers';
import type { StoredItem } from '#lib/db';
import { jobOrderParticulars } from '#lib/job-order-names';
import { approvedPut, pendingPut, recordPut, rejectedPut } from '../../engines/approvals/data.ts';
import { approvableWithLines, pendingRow } from '../../engines/approvals/engine.ts';
import { approvedValue } from '../../garage/estimation/data.ts';
import { estimations, type StoredEstimation } from '../../engines/document-stores.ts';
import { composeMaster, priceLines } from '../../garage/estimation/estimation.ts';
import type { StoredJobOrderHeader } from '../../engines/status/headers.ts';
import { spareParts } from './parts.ts';
import { mainRepairs, subRepairs, workshops } from './workshop.ts';
import { fieldsOf, givenFields } from '#lib/attributes';
import { putsOf } from './write.ts';

const chain = approvalChains.QUOT;
/** Statuses of a job order whose estimation is approved (repair onwards). */
const approvedStatuses = new Set([
  1216, 1236, 1230, 1222, 1223, 1224, 1225, 1233, 1228, 1229, 1206, 1226, 1227, 1231, 1232,
]);
const estimationStatuses = new Set([1215, 1235, 1256, ...approvedStatuses]);

const names = {
  subRepairs: new Map(subRepairs.map((sub) => [`${sub.wrkshpid}#${sub.mainrepid}#${sub.subrepid}`, sub])),
  workshops: new Map(
    workshops.map((workshop) => [workshop.wrkshpid, { en: workshop.wrkshpnam, ar: workshop.wrkshpnamar }]),
  ),
  mainRepairs: new Map(
    mainRepairs.map((main) => [
      `${main.wrkshpid}#${main.mainrepid}`,
      { en: main.mainrepnam, ar: main.mainrepnamar },
    ]),
  ),
  spareParts: new Map(spareParts.map((part) => [part.sparepart, part])),
};

function demoLines(index: number, overTier: boolean): EstimationLine[] {
  const sub = subRepairs[(index * 7) % subRepairs.length]!;
  const part = spareParts[(index * 5) % spareParts.length]!;
  const lines = [
    {
      linetype: 'SUBREPAIR' as const,
      ...fieldsOf(sub, 'wrkshpid mainrepid subrepid'),
    },
    {
      linetype: 'PART' as const,
      ...fieldsOf(part, 'sparepart sparenam spareuom'),
      qty: 2,
      unitprice: part.sparepric,
    },
    { linetype: 'LABOUR' as const, workdesc: 'Road test and adjustments', qty: 1, unitprice: 7.5 },
    ...(overTier
      ? [{ linetype: 'SUBREPAIR' as const, wrkshpid: 'WS03', mainrepid: 'MR0302', subrepid: 'SR030201' }]
      : []),
  ];
  const defaults = {
    serlnumb: 0,
    wrkshpid: '',
    mainrepid: '',
    subrepid: '',
    sparepart: '',
    sparenam: '',
    spareuom: '',
    workdesc: '',
    qty: 1,
    unitprice: 0,
    remarks: '',
  };
  return priceLines(
    lines.map((line) => ({ ...defaults, ...line })),
    names,
  );
}

/** The job orders that get a demo estimation (numbered 1..n in this order). */
const estimated = (jobOrders: readonly StoredJobOrderHeader[]) =>
  jobOrders.filter((header) => estimationStatuses.has(header.statuscde));

/** Estimation counters the seed raises so new numbers follow the demo ones (`QUOT#<year>`). */
export function demoEstimationCounters(jobOrders: readonly StoredJobOrderHeader[]) {
  const perYear = new Map<string, number>();
  estimated(jobOrders).forEach((header, index) => {
    const year = header.joborddat.slice(0, 4);
    perYear.set(year, Math.max(perYear.get(year) ?? 0, index + 1));
  });
  return [...perYear].map(([year, value]) => ({ name: `QUOT#${year}`, value }));
}

/** Items of the demo estimations of a project's demo job orders. */
export function demoEstimationItems(
  project: string,
  jobOrders: readonly StoredJobOrderHeader[],
): StoredItem[] {
  return estimated(jobOrders).flatMap((header, index) => {
    const status = header.statuscde;
    const overTier = status === 1256 || index % 2 === 1;
    const lines = demoLines(index, overTier);
    const year = header.joborddat.slice(0, 4);
    const docnumbr = yearlyNumber('QT')(year, index + 1);
    const submittedAt = `${header.joborddat}T10:00:00.000Z`;
    const decidedAt = `${header.joborddat}T13:00:00.000Z`;
    const master = composeMaster(
      { jobordno: header.jobordno, remarks: 'Repair as found at the garage inspection', lines: [] },
      lines,
      {
        docnumbr,
        user: 'teamleader',
        now: { date: header.joborddat, time: '13:00:00', iso: submittedAt },
        jobOrder: jobOrderParticulars(header),
      },
    );
    const decision = (level: 'MOI' | 'KD', verdict: 'A' | 'R', remarks = '') => ({
      decision: verdict,
      user: level === 'MOI' ? 'moiapprover' : 'kptcapprover',
      at: level === 'MOI' ? decidedAt : `${header.joborddat}T15:00:00.000Z`,
      amount: master.totalval,
      remarks,
    });
    const decisions: ApprovalState['decisions'] =
      status === 1235
        ? {}
        : status === 1215
          ? { MOI: decision('MOI', 'R', 'Please quote the part from the tender price list') }
          : status === 1256
            ? { MOI: decision('MOI', 'A') }
            : master.totalval > 250
              ? { MOI: decision('MOI', 'A'), KD: decision('KD', 'A') }
              : { MOI: decision('MOI', 'A') };
    const state: ApprovalState['state'] =
      status === 1215 ? 'rejected' : status === 1235 || status === 1256 ? 'pending' : 'approved';
    const waitingSince: ApprovalState['waitingSince'] =
      status === 1235 ? { MOI: submittedAt } : status === 1256 ? { KD: decidedAt } : {};
    const approval: ApprovalState = {
      round: 1,
      state,
      amount: master.totalval,
      requester: 'teamleader',
      submittedAt,
      decisions,
      waitingSince,
      lines: {},
    };
    const stored: StoredEstimation = {
      master: { ...master, approval, approvedval: approvedValue(lines, approval), prevstatus: 1213 },
      lines,
    };
    const doc = approvableWithLines('QUOT', stored);
    const row = (level: ApprovalLevel, since: string) => pendingRow(chain, doc, approval, level, since);
    const records: ApprovalRecord[] = Object.entries(decisions).map(([level, decided]) => ({
      docType: 'QUOT',
      docnumbr,
      level: level as ApprovalLevel,
      round: 1,
      jobordno: header.jobordno,
      ...decided!,
    }));
    // What a save and the decisions write (the stores' and the approval engine's puts), without conditions.
    return putsOf([
      ...estimations.saveItems(project, stored, undefined),
      ...records.map((record) => recordPut(project, record)),
      ...Object.entries(waitingSince).map(([level, since]) =>
        pendingPut(project, row(level as ApprovalLevel, since!)),
      ),
      ...records
        .filter((record) => record.decision === 'A')
        .map((record) =>
          approvedPut(project, {
            ...row(record.level, submittedAt),
            approvedAt: record.at,
            approvedBy: record.user,
          }),
        ),
      ...records
        .filter((record) => record.decision === 'R')
        .map((record) =>
          rejectedPut(project, record, 'teamleader', givenFields(header, 'vehicleno garagnam')),
        ),
    ]);
  });
}
