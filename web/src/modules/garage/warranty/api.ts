/** Warranty check calls (spec 001 section 7 "Warranty check", screen SGRG014), typed by the shared schema. */
import type {
  InsertWarrantyCheckRequest,
  WarrantyCandidates,
  WarrantyCheck,
  WarrantySetting,
  WarrantyWritten,
} from '@fleet/shared/garage/warranty';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import { api } from '../../../api/client.ts';

export interface WarrantyPage {
  items: WarrantyCheck[];
  cursor?: string;
}

export const warrantyApi = {
  list: (query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    api.get<WarrantyPage>('WarrantyCheck/getWarrantyCheckList', { ...query }, { signal }),
  get: (docnumbr: string, signal?: AbortSignal) =>
    api.get<WarrantyCheck>('WarrantyCheck/getWarrantyCheckById', { docnumbr }, { signal }),
  save: (body: InsertWarrantyCheckRequest) =>
    api.post<WarrantyWritten>('WarrantyCheck/insertWarrantyCheck', body),
  remove: (docnumbr: string) =>
    api.post<[string, { docnumbr: string; jobordno: string }]>(
      'WarrantyCheck/deleteWarrantyCheck',
      undefined,
      {
        docnumbr,
      },
    ),
  candidates: (query: { vehicleno: string; jobordno?: string; subrepids?: string }, signal?: AbortSignal) =>
    api.get<WarrantyCandidates>('WarrantyCheck/getWarrantyCandidates', { ...query }, { signal }),
  setting: (signal?: AbortSignal) =>
    api.get<WarrantySetting>('WarrantyCheck/getWarrantySetting', undefined, { signal }),
  saveSetting: (body: { warrdays: number; version: number }) =>
    api.post<[string, { warrdays: number; version: number }]>('WarrantyCheck/putWarrantySetting', body),
  /** Job orders a claim can be raised for (the step's `from` statuses). */
  choices: (signal?: AbortSignal) => api.get<JobOrderChoice[]>('getJobOrder', { tostatus: 1234 }, { signal }),
};
