/** The vehicle workflow read (`DashBoard/getVehicleWorkflow`, added to the spec's list). */
import type { PendingApproval } from '@fleet/shared/engines/approvals';
import type { JobOrderHistoryEntry } from '@fleet/shared/reception/job-orders';
import type { PersonName } from '@fleet/shared/platform/people';
import type { VehicleWorkflow } from '@fleet/shared/garage/vehicle-workflow';
import { api } from '../../../api/client.ts';

export interface VehicleWorkflowAnswer {
  jobOrder: {
    jobordno: string;
    joborddat: string;
    vehicleno: string;
    vehmaknam: string;
    garagnam: string;
    statuscde: number;
    state: string;
  };
  workflow: VehicleWorkflow;
  pendingApprovals: PendingApproval[];
  history: JobOrderHistoryEntry[];
  jobOrders: { jobordno: string; joborddat: string; statuscde: number }[];
  /** Names (the employee's, English) of the users named, by user code. */
  users: Record<string, string>;
  /** The same names in both languages, by user code. */
  people?: Record<string, PersonName>;
}

export const vehicleWorkflowApi = {
  get: (key: { jobordno?: string; vehicleno?: string }, signal?: AbortSignal) =>
    api.get<VehicleWorkflowAnswer>('DashBoard/getVehicleWorkflow', { ...key }, { signal }),
};
