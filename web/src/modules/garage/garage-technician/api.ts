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

export type { JobOrderChoice };

/** A row of the list: an assignment (summary view) or one of its workshop lines (detailed view). */
export type TechnicianListRow = GarageTechnicianRow | GarageTechnicianLineRow;

export type AssignmentWritten = [
  string,
  { docnumbr: string; jobordno: string; version: number; statuscde: number },
];

const prefix = 'AssignTechg';

export const garageTechnicianApi = {
  list: (query: Query, signal?: AbortSignal) =>
    api.get<AssignLeaderAllPage<TechnicianListRow>>(`${prefix}/getAssignLeaderAll`, query, { signal }),
  get: (docnumbr: string, signal?: AbortSignal) =>
    api.get<GarageTechnicianRow>(`${prefix}/getAssignTechgByJOId`, { docnumbr }, { signal }),
  save: (body: AssignTechgRequest) => api.post<AssignmentWritten>(`${prefix}/insertAssignTechgDetail`, body),
  remove: (docnumbr: string) =>
    api.post<AssignmentWritten>(`${prefix}/deleteAssignTechgByJO`, undefined, { docnumbr }),
  progress: (jobordno: string, signal?: AbortSignal) =>
    api.get<WorkshopProgressSummary>(`${prefix}/getWorkshopProgress`, { jobordno }, { signal }),
  /** Job orders at AssignTeamLeader (1208): the step to 1209 allows them. */
  choices: (signal?: AbortSignal) =>
    api.get<JobOrderChoice[]>('getJobOrder', { tostatus: garageTechnicianStatus }, { signal }),
  workshops: (signal?: AbortSignal) => api.get<Workshop[]>('getWorkShop', undefined, { signal }),
  /** The technicians of a garage (`getEmployee` filtered on the server, issue 24). */
  technicians: (garage: string, signal?: AbortSignal) =>
    api.get<Employee[]>('getEmployee', { garage, designation: 'technician' }, { signal }),
  /** The workshops of the job order's garage and their load (`getWorkshopSummary`, spec lookups). */
  workshopLoad: (jobordno: string, signal?: AbortSignal) =>
    api.get<WorkshopSummary>('getWorkshopSummary', { jobordno }, { signal }),
};
