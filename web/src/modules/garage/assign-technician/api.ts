/**
 * Technician assignment, parking at reception and vehicle delivery calls (spec 001 section 7 "Assign
 * technician (MOI)"), typed by the shared schema. `variant` picks `AssignTechnicianmoi/` (MOI job
 * cards, 1197) or `AssignTechnician/` (reception, 1202).
 */
import {
  technicianSteps,
  type AssignTechnicianBody,
  type AssignTechnicianListQuery,
  type ParkingReceptionBody,
  type QueueRow,
  type TechnicianAssignment,
  type TechnicianAssignmentView,
  type TechnicianVariant,
  type VehicleDeliveryBody,
  type WashingBody,
  type DeliveryApprovalBody,
} from '@fleet/shared/garage/assign-technician';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { Employee } from '@fleet/shared/platform/lookups';
import { api } from '../../../api/client.ts';
import { getWith, postBody } from '../../../kit/calls.ts';

export type { JobOrderChoice };

export type JobOrderWritten = [string, { jobordno: string; statuscde: number; version: number }];

const prefix = (variant: TechnicianVariant) => technicianSteps[variant].prefix;
const queryOf = (query: AssignTechnicianListQuery) => ({ ...query }) as Record<string, string>;
const queue = (path: string) => getWith<QueueRow[], AssignTechnicianListQuery>(path);
const step = <B>(path: string) => postBody<JobOrderWritten, B>(path);

export const assignTechnicianApi = {
  list: (variant: TechnicianVariant, query: AssignTechnicianListQuery, signal?: AbortSignal) =>
    api.get<TechnicianAssignment[]>(`${prefix(variant)}/getAssignTechnicianList`, queryOf(query), { signal }),
  get: (variant: TechnicianVariant, jobordno: string, signal?: AbortSignal) =>
    api.get<TechnicianAssignmentView>(`${prefix(variant)}/getAssignTechnicianById`, { jobordno }, { signal }),
  save: (variant: TechnicianVariant, body: AssignTechnicianBody) =>
    api.post<JobOrderWritten>(`${prefix(variant)}/putAssignTechnician`, body),
  remove: (variant: TechnicianVariant, jobordno: string) =>
    api.post<JobOrderWritten>(`${prefix(variant)}/deleteAssignTechnician`, undefined, { jobordno }),
  /** Job orders whose status allows the step that moves them to `tostatus` (MOI job cards only with `moi`). */
  choices: (tostatus: number, moi: boolean, signal?: AbortSignal) =>
    api.get<JobOrderChoice[]>(moi ? 'getJobOrdermoi' : 'getJobOrder', { tostatus }, { signal }),
  /** The technicians of a garage (`getEmployee` filtered on the server, issue 24). */
  technicians: (garage: string, signal?: AbortSignal) =>
    api.get<Employee[]>('getEmployee', { garage, designation: 'technician' }, { signal }),
  deliveryQueue: queue('AssignTechnicianmoi/getVehicleDeliveryList'),
  parkingQueue: queue('AssignTechnicianmoi/getParkingReceptionList'),
  park: step<ParkingReceptionBody>('AssignTechnicianmoi/putParkingReception'),
  deliver: step<VehicleDeliveryBody>('AssignTechnicianmoi/putVehicleDelivery'),
  washingQueue: queue('AssignTechnicianmoi/getWashingList'),
  deliveryApprovalQueue: queue('AssignTechnicianmoi/getVehicleDeliveryApproveList'),
  parkingGarageQueue: queue('AssignTechnicianmoi/getParkingGarageList'),
  wash: step<WashingBody>('AssignTechnicianmoi/putWashing'),
  approveDelivery: step<DeliveryApprovalBody>('AssignTechnicianmoi/putVehicleDeliveryApprove'),
  parkAtGarage: step<ParkingReceptionBody>('AssignTechnicianmoi/putParkingGarage'),
};
