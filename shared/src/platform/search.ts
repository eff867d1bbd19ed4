/**
 * The top-bar search (issue 25 item 2): a vehicle by plate, a job order or a document by number, as the
 * user types, with the vehicle's status group and who holds it: who may see what, where a hit opens and
 * the answer's shape. Zod-free (the query schema is in search-schema.ts); the keys are in search-keys.ts.
 */
import { isAllowed, type RightsByScreen } from './rights.ts';
import type { RoleCode } from './roles.ts';
import { screenCodes } from './screens.ts';
import { nextActions, statusGroupOf, workflowActions, type StatusGroup } from '../engines/workflow-map.ts';
import type { SearchDocumentType } from './search-keys.ts';

export * from './search-keys.ts';

/** The screen whose `views` right shows a document type's hits. */
export const searchDocumentScreens: Readonly<Record<SearchDocumentType, string>> = {
  QUOT: screenCodes.estimation,
  IRQ: screenCodes.itemRequest,
  GARINSP: screenCodes.garageInspection,
  GIV: screenCodes.garageIssue,
  GRQ: screenCodes.garageRequest,
  CARINV: screenCodes.maintenanceInvoice,
  SRV: screenCodes.directReceipt,
  SIV: screenCodes.issueVoucher,
  SRN: screenCodes.returnVoucher,
  STV: screenCodes.transferVoucher,
  DTV: screenCodes.transferDirect,
  CSV: screenCodes.consignmentStore,
  PRQ: screenCodes.purchaseRequest,
  PRJ: screenCodes.purchaseRequestJo,
  PQT: screenCodes.purchaseQuotation,
  CST: screenCodes.costSheet,
  LPO: screenCodes.lpo,
  PIN: screenCodes.itemInspection,
  PIV: 'SGRT001',
  PCH: 'SGRT003',
  TIO: screenCodes.finalInvoice,
  FIN: screenCodes.finalInvoice,
  JSB: screenCodes.jobOrderSubmitInvoice,
};

/**
 * Screens whose `views` right shows job orders: every workflow action's screen (the user works on job
 * orders there), the vehicle workflow, the job card and KJO lists, the vehicle history and the timeline.
 */
export const jobOrderScreens: readonly string[] = [
  ...new Set([
    screenCodes.vehicleWorkflow,
    'SGRJ001',
    screenCodes.createJobOrder,
    screenCodes.vehicleHistory,
    screenCodes.jobCardTimeline,
    ...workflowActions.map((action) => action.screen),
  ]),
];

type RightsHolder = { superuser: boolean; rights: RightsByScreen };

/** Whether a user sees job orders at all (in search hits). */
export const seesJobOrders = (caller: RightsHolder) =>
  jobOrderScreens.some((screen) => isAllowed(caller, screen, 'views'));

/** Whether a user sees documents of a type (unknown types: superusers only). */
export function seesDocumentType(caller: RightsHolder, doctype: string): boolean {
  const screen = (searchDocumentScreens as Readonly<Record<string, string>>)[doctype];
  return caller.superuser || (screen !== undefined && isAllowed(caller, screen, 'views'));
}

/** Where a hit opens: the vehicle workflow, else the job order's own page, by the user's rights. */
export function searchHitLink(
  caller: RightsHolder,
  jobOrder: { jobordno: string; kind: 'MOI' | 'KPTC' },
): string | undefined {
  const number = encodeURIComponent(jobOrder.jobordno);
  if (isAllowed(caller, screenCodes.vehicleWorkflow, 'views')) return `/vehicle-workflow?jobordno=${number}`;
  if (jobOrder.kind === 'MOI' && isAllowed(caller, 'SGRJ001', 'views'))
    return `/jobCardQs?mod=true&status=VIEW&docnumbr=${number}`;
  if (jobOrder.kind === 'KPTC' && isAllowed(caller, screenCodes.createJobOrder, 'views'))
    return `/receptionInspection?mod=true&status=VIEW&docnumbr=${number}`;
  return undefined;
}

/** A person a job order is with: their role and name (the header's assigned team leader, technician, inspector). */
export interface SearchPerson {
  role: RoleCode;
  name: string;
}

/** Who holds the vehicle: the status group, the roles whose step is next, and the assigned people among them. */
export interface SearchHolder {
  group: StatusGroup;
  roles: RoleCode[];
  people: SearchPerson[];
}

/** The header fields the holder reads. */
export interface HolderFields {
  statuscde: number;
  servicetype?: string;
  teamleadername?: string;
  emplname?: string;
  inspectorname?: string;
}

/**
 * Who holds a job order now (workflow map): the roles of the status's next actions, and among them the
 * people the job order names (its team leader, technician, QC inspector) for their role.
 */
export function searchHolder(header: HolderFields): SearchHolder {
  const service = header.servicetype === 'sticker' ? 'sticker' : 'repair';
  const roles = [...new Set(nextActions(header.statuscde, service).flatMap((action) => action.roles))];
  const named: [RoleCode, string | undefined][] = [
    ['TEAMLEADER', header.teamleadername],
    ['TECHNICIAN', header.emplname],
    ['INSPECTOR', header.inspectorname],
  ];
  const people = named
    .filter(([role, name]) => roles.includes(role) && Boolean(name?.trim()))
    .map(([role, name]) => ({ role, name: name!.trim() }));
  return { group: statusGroupOf(header.statuscde), roles, people };
}

export type SearchHitKind = 'vehicle' | 'jobOrder' | 'document';

/** One hit of `Search/getSearchList`: the vehicle, job order or document and its job order now. */
export interface SearchHit {
  kind: SearchHitKind;
  vehicleno: string;
  jobordno: string;
  /** A document hit: its number and type (`QUOT`, `IRQ` ...). */
  docnumbr?: string;
  doctype?: string;
  /** MOI job card or KPTC job order. */
  jobOrderKind: 'MOI' | 'KPTC';
  joborddat: string;
  statuscde: number;
  /** open, closed, rejected, cancelled. */
  state: string;
  vehmaknam?: string;
  garagnam?: string;
  garagnamar?: string;
  holder: SearchHolder;
  /** The page the hit opens, by the caller's rights (absent when none shows it). */
  link?: string;
}

export interface SearchAnswer {
  hits: SearchHit[];
  /** More rows matched than were answered: the user may type on. */
  more: boolean;
}
