/**
 * Garage technician and workshop assignment calls (spec 001 section 7 "Assign technician (garage)",
 * screen SGRG002), typed by the shared schema. The SPA uses the `AssignTechg/` prefix, which has every
 * call (`AssignTechgmoi/` names the same ones).
 */
import {
  garageTechnicianStatus,
  type AssignLeaderAllPage,
  type AssignTechgRequest,
  type GarageTechnicianLineRow,
  type GarageTechnicianRow,
  type WorkshopProgressSummary,
  type WorkshopSummary,
} from '@fleet/shared/garage/garage-technician';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { Employee, Workshop } from '@fleet/shared/platform/lookups';
import { api, type Query } from '../../../api/client.ts';
import { getAll, getBy, getWith, postBody, postBy } from '../../../kit/calls.ts';
import type { Written } from '../../../kit/written.ts';

export type { JobOrderChoice };

/** A row of the list: an assignment (summary view) or one of its workshop lines (detailed view). */
export type TechnicianListRow = GarageTechnicianRow | GarageTechnicianLineRow;

export type AssignmentWritten = Written<{ jobordno: string; statuscde: number }>;

const prefix = 'AssignTechg';

export const garageTechnicianApi = {
  list: getWith<AssignLeaderAllPage<TechnicianListRow>, Query>(`${prefix}/getAssignLeaderAll`),
  get: getBy<GarageTechnicianRow>(`${prefix}/getAssignTechgByJOId`),
  save: postBody<AssignmentWritten, AssignTechgRequest>(`${prefix}/insertAssignTechgDetail`),
  remove: postBy<AssignmentWritten>(`${prefix}/deleteAssignTechgByJO`),
  progress: getBy<WorkshopProgressSummary>(`${prefix}/getWorkshopProgress`, 'jobordno'),
  /** Job orders at AssignTeamLeader (1208): the step to 1209 allows them. */
  choices: getAll<JobOrderChoice[]>('getJobOrder', { tostatus: garageTechnicianStatus }),
  workshops: getAll<Workshop[]>('getWorkShop'),
  /** The technicians of a garage (`getEmployee` filtered on the server, issue 24). */
  technicians: (garage: string, signal?: AbortSignal) =>
    api.get<Employee[]>('getEmployee', { garage, designation: 'technician' }, { signal }),
  /** The workshops of the job order's garage and their load (`getWorkshopSummary`, spec lookups). */
  workshopLoad: getBy<WorkshopSummary>('getWorkshopSummary', 'jobordno'),
};
