/** Approval administration calls (`/api/Approvals/`): delegations of authority and the limit table. */
import type {
  ApprovalLimitBody,
  ApprovalLimitRow,
  Delegation,
  DelegationBody,
} from '@fleet/shared/platform/delegation';
import { api } from '../../../api/client.ts';
import { getAll, postBody, postBy } from '../../../kit/calls.ts';

export type DelegationRow = Delegation & { active: boolean };

export const approvalAdminApi = {
  delegations: getAll<DelegationRow[]>('Approvals/getDelegationList'),
  delegate: postBody<[string, DelegationRow], DelegationBody>('Approvals/insertDelegation'),
  endDelegation: postBy<[string, { docnumbr: string }]>('Approvals/deleteDelegation'),
  users: getAll<{ usercode: string; username: string }[]>('getUser'),
  /** The roles the signed-in user holds (not those they act in as a delegate): what they may delegate. */
  heldRoles: async (signal?: AbortSignal) =>
    (await api.get<{ roles?: string[] }>('User/getUserLoginById', undefined, { signal })).roles ?? [],
  limits: getAll<ApprovalLimitRow[]>('Approvals/getApprovalLimits'),
  saveLimit: postBody<[string, ApprovalLimitRow], ApprovalLimitBody>('Approvals/saveApprovalLimit'),
};
