/** Approval administration calls (`/api/Approvals/`): delegations of authority and the limit table. */
import type {
  ApprovalLimitBody,
  ApprovalLimitRow,
  Delegation,
  DelegationBody,
} from '@fleet/shared/platform/delegation';
import { api } from '../../../api/client.ts';

export type DelegationRow = Delegation & { active: boolean };

export const approvalAdminApi = {
  delegations: (signal?: AbortSignal) =>
    api.get<DelegationRow[]>('Approvals/getDelegationList', undefined, { signal }),
  delegate: (body: DelegationBody) => api.post<[string, DelegationRow]>('Approvals/insertDelegation', body),
  endDelegation: (docnumbr: string) =>
    api.post<[string, { docnumbr: string }]>('Approvals/deleteDelegation', undefined, { docnumbr }),
  users: (signal?: AbortSignal) =>
    api.get<{ usercode: string; username: string }[]>('getUser', undefined, { signal }),
  /** The roles the signed-in user holds (not those they act in as a delegate): what they may delegate. */
  heldRoles: async (signal?: AbortSignal) =>
    (await api.get<{ roles?: string[] }>('User/getUserLoginById', undefined, { signal })).roles ?? [],
  limits: (signal?: AbortSignal) =>
    api.get<ApprovalLimitRow[]>('Approvals/getApprovalLimits', undefined, { signal }),
  saveLimit: (body: ApprovalLimitBody) =>
    api.post<[string, ApprovalLimitRow]>('Approvals/saveApprovalLimit', body),
};
