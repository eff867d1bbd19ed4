/**
 * The documents of a generated job order, written by the modules whose steps its timeline takes, built
 * with those modules' own item builders and published with their own event builders:
 * - the garage inspection (its store `garageInspections` in functions/engines/document-stores.ts, `workshopsOf`,
 *   `repairLinesChangedEvent`) at the `garageInspection` move: repair lines from the seeded repair
 *   master data (workshop / main / sub repair with its standard hours and labour cost), started with
 *   the repair (first 1236) and finished with it (1230), actual hours around the standard ones;
 * - an outside work invoice (maintenance invoice, functions/accounts/maintenance-invoice: `invoiceSaveRequest`,
 *   `priceSave`, `composeInvoice`, `invoiceItems`; money `maintenanceInvoicePosting`) for some job
 *   orders, dated during the repair: spare parts and their fitting from a seeded supplier;
 * - the 3-in-1 invoice (functions/accounts/invoices: `sourcesOf` and `labourSources` of the costing,
 *   `composeCosting`, `composeThreeInOne`, the approval engine's `planSubmission`, `pendingRow`,
 *   `recordPut`, `approvedPut`; `threeInOnePosting` when MOI approves it), the final invoice
 *   (`composeFinalInvoice`; its labour per workshop, `finalInvoiceLabourPostings`) and the submission
 *   for payment (`composeJoSubmit`), with the document totals (`documentTotalsEvents`) of each.
 *
 * Pure and deterministic: a random source of its own per job order (the job order's timeline keeps its
 * own), numbers given by the caller (run.ts reserves them from the project's counters, in date order).
 */
import type { JobOrderCosting } from '@fleet/shared/accounts/accounts';
import { composeCosting } from '@fleet/shared/accounts/accounts';
import { yearlyNumber } from '@fleet/shared/engines/document-numbers';
import { chainOf, stateOf, type ApprovalRecord, type ApprovalState } from '@fleet/shared/engines/approvals';
import type {
  InspectionLine,
  InspectionMaster,
  InspectionStatus,
} from '@fleet/shared/garage/garage-inspection';
import { inspectionStatusCode, inspectionTotals, workshopsOf } from '@fleet/shared/garage/garage-inspection';
import { invoiceSaveRequest } from '@fleet/shared/accounts/maintenance-invoice';
import type { SubRepair } from '@fleet/shared/platform/lookups';
import { kuwaitClock } from '#lib/clock';
import type { StoredItem } from '#lib/db';
import { putsOf } from '../write.ts';
import type { Caller } from '#lib/registry';
import { jobOrderParticulars } from '#lib/job-order-names';
import { labourSources, sourcesOf } from '../../../accounts/invoices/costing.ts';
import {
  composeFinalInvoice,
  composeJoSubmit,
  composeThreeInOne,
  finalInvoices,
  jobOrderParty,
  joSubmits,
  threeInOnes,
} from '../../../accounts/invoices/documents.ts';
import { approvable } from '../../../accounts/invoices/manage.ts';
import { approvedPut, recordPut } from '../../../engines/approvals/data.ts';
import { pendingRow, planSubmission } from '../../../engines/approvals/engine.ts';
import {
  changeEvents,
  finalInvoiceLabourPostings,
  labourHoursOfLines,
  maintenanceInvoicePosting,
  threeInOnePosting,
} from '../../../engines/money/money-events.ts';
import { garageInspections } from '../../../engines/document-stores.ts';
import type { JobOrderHeader } from '../../../engines/status/headers.ts';
import type { OutboxEvent } from '../../../engines/status/outbox.ts';
import { invoiceItems } from '../../../accounts/maintenance-invoice/data.ts';
import {
  composeInvoice,
  invoiceCounter,
  invoiceNumber,
  priceSave,
} from '../../../accounts/maintenance-invoice/invoice.ts';
import { documentTotalsEvents } from '../../../engines/projections/documents.ts';
import { repairLinesChangedEvent } from '../../../engines/projections/repairs.ts';
import { seededRandom } from '../fleet.ts';
import { vendors } from '../organisation.ts';
import { spareParts } from '../parts.ts';
import { garages, mainRepairs, subRepairs, workshops } from '../workshop.ts';
import type { PlannedJobOrder, ScaleOptions } from './plan.ts';
import type { PlannedMove, Random } from './timeline.ts';
import { fieldsOf } from '#lib/attributes';

/** The numbered document kinds and their counters (`<kind>#<year>`, the modules' own). */
export const documentKinds = ['GARINSP', 'CARINV', 'TIO', 'FIN', 'JSB'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The counter a document of a kind dated in `year` takes its number from. */
export const documentCounter = (kind: DocumentKind, year: string) =>
  kind === 'CARINV' ? invoiceCounter(year) : `${kind}#${year}`;

/** The number of the `sequence`th document of a kind in `year`, as the module numbers it. */
export function documentNumber(kind: DocumentKind, year: string, sequence: number): string {
  if (kind === 'CARINV') return invoiceNumber(year, sequence);
  // Garage inspections: `GI-` (engines/document-stores.ts); the accounts documents: their type.
  return yearlyNumber(kind === 'GARINSP' ? 'GI' : kind)(year, sequence);
}

/** Share of job orders whose repair has outside work (a maintenance invoice from a supplier). */
export const outsideWorkShare = 0.3;

/** What the documents of a job order are and when (the choices drawn up front, in a fixed order). */
export interface PlannedDocuments {
  /** The inspection's repairs and each one's actual hours as a share of the standard ones. */
  repairs: { sub: SubRepair; effort: number }[];
  /** Instants (ms) of the documents the timeline reaches; absent ones were not written. */
  at: Partial<Record<DocumentKind, number>>;
  /** The garage inspection's last status, starts and finish of the repair. */
  inspectionStatus?: InspectionStatus;
  inspectionUpdates: number;
  repairStarted?: number;
  repairFinished?: number;
  /** MOI approved the 3-in-1 at this instant. */
  approvedAt?: number;
  outside?: { vendor: number; parts: { part: number; qty: number; discount: number }[]; discount: number };
}

export const documentRandom = (options: ScaleOptions, index: number): Random =>
  seededRandom(`${options.seed}:${options.project}:${options.year}:docs:${index}`);

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** Workshops a garage's repairs come from: quick service does service work, the body shop bodywork. */
const garageWorkshops: Record<string, readonly string[]> = {
  G05: ['WS05', 'WS06', 'WS07'],
  G06: ['WS03', 'WS03', 'WS03', 'WS01', 'WS02'],
};
const repairable = subRepairs.filter((sub) => sub.laborcost > 1);

/** One to five distinct repairs: mostly one or two, periodic service and small jobs more often. */
function drawRepairs(random: Random, garage: string): PlannedDocuments['repairs'] {
  const count = 1 + [0.35, 0.65, 0.83, 0.94, 1].findIndex((limit) => random() < limit);
  const from = garageWorkshops[garage];
  const pool = from ? repairable.filter((sub) => from.includes(sub.wrkshpid)) : repairable;
  const chosen = new Map<string, { sub: SubRepair; effort: number }>();
  for (let draw = 0; draw < count; draw += 1) {
    // Cheaper repairs are more common: half of the draws take the cheaper of two repairs.
    const a = pick(random, pool);
    const b = pick(random, pool);
    const sub = random() < 0.5 || a.laborcost <= b.laborcost ? a : b;
    const effort = Math.round((0.7 + random() * 0.7) * 100) / 100;
    chosen.set(sub.subrepid, { sub, effort });
  }
  return [...chosen.values()].sort((x, y) => x.sub.subrepid.localeCompare(y.sub.subrepid));
}

const first = (moves: readonly PlannedMove[], test: (move: PlannedMove) => boolean) => moves.find(test)?.at;

const stageName = Object.fromEntries(
  Object.entries(inspectionStatusCode).map(([name, code]) => [code, name as InspectionStatus]),
);

/** The documents of a planned job order whose moves (cut at "as of") are `moves`. Pure. */
export function planDocuments(
  options: ScaleOptions,
  planned: PlannedJobOrder,
  moves: readonly PlannedMove[],
): PlannedDocuments {
  const random = documentRandom(options, planned.index);
  // Every draw is made whatever the timeline reached, so the choices do not depend on "as of".
  const repairs = drawRepairs(random, planned.garage);
  const hasOutside = random() < outsideWorkShare;
  const outsideAt = random();
  const outside = {
    vendor: Math.floor(random() * vendors.length),
    discount: pick(random, [0, 0, 0, 2.5, 5]),
    parts: Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
      part: Math.floor(random() * spareParts.length),
      qty: 1 + Math.floor(random() * 4),
      discount: pick(random, [0, 0, 5, 10]),
    })),
  };

  const inspected = first(moves, (move) => move.step === 'garageInspection');
  const result: PlannedDocuments = { repairs, at: {}, inspectionUpdates: 0 };
  if (inspected === undefined) return result;
  result.at.GARINSP = inspected;
  const stages = moves.filter((move) => move.at >= inspected && stageName[move.to] !== undefined);
  result.inspectionStatus = stageName[stages.at(-1)!.to]!;
  result.inspectionUpdates = stages.length - 1;
  const started = first(moves, (move) => move.to === 1236);
  const finished = first(moves, (move) => move.to === 1230);
  if (started !== undefined) result.repairStarted = started;
  if (finished !== undefined) result.repairFinished = finished;
  if (hasOutside && started !== undefined && finished !== undefined) {
    result.at.CARINV = Math.round(started + (finished - started) * (0.2 + 0.6 * outsideAt));
    result.outside = outside;
  }
  const step = (name: PlannedMove['step']) => first(moves, (move) => move.step === name);
  const tio = step('threeInOne');
  if (tio !== undefined && finished !== undefined) {
    result.at.TIO = tio;
    const approved = step('threeInOneApproved');
    if (approved !== undefined) result.approvedAt = approved;
    const fin = step('finalInvoice');
    if (approved !== undefined && fin !== undefined) {
      result.at.FIN = fin;
      const jsb = step('joSubmit');
      if (jsb !== undefined) result.at.JSB = jsb;
    }
  }
  return result;
}

export interface BuiltDocuments {
  items: StoredItem[];
  /** The events these writes publish (their outboxes), in the order of the writes. */
  events: OutboxEvent[];
  /** What the documents add up to (KWD), for the progress line. */
  labour: number;
  outside: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A caller as the accounts and approval builders see it (they read its project and user code). */
const callerOf = (project: string, usercode: string) =>
  ({
    usercode,
    username: usercode,
    project,
    projects: [project],
    garages: [],
    roles: [],
    superuser: false,
    rights: {},
  }) as unknown as Caller;

/**
 * The items and events of a job order's documents (`header`: the job order as built, its final
 * state; `numbers`: the number of each document the plan has).
 */
export function buildDocuments(
  project: string,
  header: JobOrderHeader & Record<string, unknown>,
  plan: PlannedDocuments,
  numbers: Partial<Record<DocumentKind, string>>,
): BuiltDocuments {
  const built: BuiltDocuments = { items: [], events: [], labour: 0, outside: 0 };
  const inspectedAt = plan.at.GARINSP;
  if (inspectedAt === undefined) return built;
  const garage = garages.find((entry) => entry.garageid === header.garage);

  // Garage inspection: saved at the garageInspection move, its lines' repair progress with the repair.
  const clock = (ms: number) => kuwaitClock(new Date(ms));
  const lines: InspectionLine[] = plan.repairs.map(({ sub, effort }, index) => {
    const finished = plan.repairFinished !== undefined;
    const started = plan.repairStarted !== undefined;
    return {
      serlnumb: index + 1,
      wrkshpid: sub.wrkshpid,
      wrkshpnam: workshops.find((entry) => entry.wrkshpid === sub.wrkshpid)?.wrkshpnam ?? '',
      mainrepid: sub.mainrepid,
      mainrepnam:
        mainRepairs.find((entry) => entry.wrkshpid === sub.wrkshpid && entry.mainrepid === sub.mainrepid)
          ?.mainrepnam ?? '',
      ...fieldsOf(sub, 'subrepid subrepnam laborhors laborcost'),
      remarks: '',
      repstatus: finished ? 'finished' : started ? 'started' : '',
      startedat: started ? iso(plan.repairStarted!) : '',
      finishedat: finished ? iso(plan.repairFinished!) : '',
      repuser: started ? 'technician' : '',
      acthours: finished ? Math.round(sub.laborhors * effort * 100) / 100 : 0,
      repremarks: '',
    };
  });
  const repairWrites =
    (plan.repairStarted !== undefined ? 1 : 0) + (plan.repairFinished !== undefined ? 1 : 0);
  const inspection: InspectionMaster = {
    docnumbr: numbers.GARINSP!,
    inspdate: clock(inspectedAt).date,
    insptime: clock(inspectedAt).time,
    ...jobOrderParticulars(header),
    moijobord: String(header['moijobord'] ?? ''),
    inspby: 'gar',
    inspstatus: plan.inspectionStatus!,
    remarks: '',
    ...inspectionTotals(lines),
    prevstatus: 1209,
    cretuser: 'technician',
    moduser: plan.inspectionUpdates + repairWrites > 0 ? 'technician' : '',
    version: 1 + plan.inspectionUpdates + repairWrites,
  };
  built.items.push(...putsOf(garageInspections.saveItems(project, { master: inspection, lines }, undefined)));
  built.events.push(
    repairLinesChangedEvent(project, header, { before: [], after: lines }, 'technician', iso(inspectedAt)),
  );
  built.labour = inspection.totalcost;

  // Outside work: a maintenance invoice of the job order, dated during the repair.
  const documentItems: StoredItem[] = [];
  if (plan.at.CARINV !== undefined && plan.outside) {
    const at = plan.at.CARINV;
    const { date, time } = clock(at);
    const vendor = vendors[plan.outside.vendor]!;
    const request = invoiceSaveRequest.parse({
      status: 'ADD',
      voucherno: `PV-${numbers.CARINV!.slice(3)}`,
      voucherdate: date,
      garage: header.garage,
      vendor: vendor.vendcode,
      remarks: 'Outside work: parts supplied and fitted by the vendor',
      jobordno: header.jobordno,
      totdiscperc: plan.outside.discount,
      details: plan.outside.parts.map(({ part, qty, discount }) => {
        const spare = spareParts[part]!;
        return {
          ...fieldsOf(spare, 'sparepart sparenam spareuom'),
          qty: spare.spareuom === 'LTR' ? qty + 2.5 : qty,
          unitprice: spare.sparepric,
          workdisc: discount,
        };
      }),
    });
    const invoice = composeInvoice(
      request,
      priceSave(request),
      {
        garagnam: garage?.garagnam ?? '',
        garagnamar: garage?.garagnamar ?? '',
        vendname: vendor.vendname,
        vendnamear: vendor.vendnamear,
        jobOrder: header,
      },
      {
        carinvno: numbers.CARINV!,
        carinvdt: date,
        carinvtm: time,
        cretuser: 'accountant',
        moduser: '',
        moddate: '',
        timstamp: iso(at),
        version: 1,
      },
    );
    const items = invoiceItems(project, invoice);
    documentItems.push(items[0]!);
    built.items.push(...items);
    built.events.push(
      ...changeEvents(
        project,
        { user: 'accountant', now: new Date(at) },
        [],
        maintenanceInvoicePosting(invoice.master),
      ),
    );
    built.outside = invoice.master.netval;
  }

  // The accounts: 3-in-1 (submitted to MOI, maybe approved), final invoice, submission.
  if (plan.at.TIO === undefined) return built;
  const party = jobOrderParty(header);
  const { parts, outside, petty } = sourcesOf(documentItems);
  const costing: JobOrderCosting = composeCosting(header.jobordno, {
    labour: labourSources(lines),
    parts,
    outside,
    petty,
  });
  const tioAt = plan.at.TIO;
  /** An accounts document's number, date and time, made by the accountant. */
  const byAccountant = (docnumbr: string, at: number) => {
    const { date, time } = clock(at);
    return { docnumbr, docdate: date, doctime: time, remarks: '', cretuser: 'accountant' };
  };
  const accountant = callerOf(project, 'accountant');
  const prepared = composeThreeInOne(party, costing, { ...byAccountant(numbers.TIO!, tioAt), version: 1 });
  const submission = planSubmission(accountant, approvable(prepared), new Date(tioAt));
  let approval: ApprovalState = submission.approval;
  let version = 1;
  const approvalItems: StoredItem[] = [];
  if (plan.approvedAt === undefined) approvalItems.push(...putsOf(submission.items));
  else {
    const at = iso(plan.approvedAt);
    const chain = chainOf('TIO');
    const decision = {
      decision: 'A' as const,
      user: 'moiapprover',
      at,
      amount: approval.amount,
      remarks: '',
    };
    const decisions = { ...approval.decisions, MOI: decision };
    const since = approval.waitingSince.MOI ?? iso(tioAt);
    const next: ApprovalState = {
      ...approval,
      state: stateOf(chain, approval.amount, decisions, approval.limits),
      decisions,
      waitingSince: {},
    };
    const record: ApprovalRecord = {
      docType: 'TIO',
      docnumbr: prepared.docnumbr,
      level: 'MOI',
      round: approval.round,
      jobordno: header.jobordno,
      ...decision,
    };
    approvalItems.push(
      ...putsOf([
        recordPut(project, record),
        approvedPut(project, {
          ...pendingRow(chain, approvable({ ...prepared, approval: next }), next, 'MOI', since),
          approvedAt: at,
          approvedBy: 'moiapprover',
        }),
      ]),
    );
    approval = next;
    version += 1;
  }
  let threeInOne = { ...prepared, approval, version };
  if (plan.approvedAt !== undefined)
    built.events.push(
      ...changeEvents(
        project,
        { user: 'moiapprover', now: new Date(plan.approvedAt) },
        [],
        threeInOnePosting(threeInOne),
      ),
    );

  let finalInvoice;
  if (plan.at.FIN !== undefined) {
    const at = plan.at.FIN;
    finalInvoice = composeFinalInvoice(party, threeInOne, byAccountant(numbers.FIN!, at));
    threeInOne = { ...threeInOne, fininvno: finalInvoice.docnumbr, version: threeInOne.version + 1 };
    built.events.push(
      ...changeEvents(
        project,
        { user: 'accountant', now: new Date(at) },
        [],
        finalInvoiceLabourPostings(finalInvoice, labourHoursOfLines(lines)),
      ),
    );
  }
  let submitted;
  if (finalInvoice && plan.at.JSB !== undefined) {
    const at = plan.at.JSB;
    submitted = composeJoSubmit(party, finalInvoice, byAccountant(numbers.JSB!, at));
    finalInvoice = {
      ...finalInvoice,
      state: 'submitted' as const,
      submitno: submitted.docnumbr,
      version: finalInvoice.version + 1,
    };
  }

  const stamp = (ms: number) => ({ user: 'accountant', now: new Date(ms) });
  built.items.push(
    ...putsOf(threeInOnes.saveItems(project, { master: threeInOne, lines: [] }, undefined)),
    ...approvalItems,
  );
  built.events.push(...documentTotalsEvents(project, 'TIO', { after: threeInOne }, stamp(tioAt)));
  if (finalInvoice) {
    built.items.push(
      ...putsOf(finalInvoices.saveItems(project, { master: finalInvoice, lines: [] }, undefined)),
    );
    built.events.push(...documentTotalsEvents(project, 'FIN', { after: finalInvoice }, stamp(plan.at.FIN!)));
  }
  if (submitted) {
    built.items.push(...putsOf(joSubmits.saveItems(project, { master: submitted, lines: [] }, undefined)));
    built.events.push(...documentTotalsEvents(project, 'JSB', { after: submitted }, stamp(plan.at.JSB!)));
  }
  return built;
}

/** The header field the garage inspection's save sets (the workshops its lines name). */
export const inspectionWorkshops = (plan: PlannedDocuments) =>
  workshopsOf(plan.repairs.map(({ sub }) => sub));
