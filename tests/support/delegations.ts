/**
 * Delegations of authority through the API (`Approvals/insertDelegation`): most cases hand a role over
 * for today alone, so the dates default to today in Kuwait and a case names only what it is about.
 */
import { kuwaitDay } from '@fleet/functions/lib/clock';
import type { ApiClient } from './api.ts';

/** Today in Kuwait (YYYY-MM-DD): the first day a delegation may start. */
export const kuwaitToday = (): string => kuwaitDay(new Date());

export interface DelegationFields {
  delegate: string;
  roles: string[];
  delegator?: string;
  fromdate?: string;
  todate?: string;
  remarks?: string;
}

/** Posts a delegation as `client`; without dates it runs today alone. The answer is the server's, unchecked. */
export function insertDelegation(client: ApiClient, fields: DelegationFields) {
  const today = kuwaitToday();
  return client.post<[string, { docnumbr: string; active: boolean }]>('/api/Approvals/insertDelegation', {
    fromdate: today,
    todate: today,
    ...fields,
  });
}
