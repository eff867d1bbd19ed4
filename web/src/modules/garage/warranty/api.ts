/** Warranty check calls (spec 001 section 7 "Warranty check", screen SGRG014), typed by the shared schema. */
import type {
  InsertWarrantyCheckRequest,
  WarrantyCandidates,
  WarrantyCheck,
  WarrantySetting,
  WarrantyWritten,
} from '@fleet/shared/garage/warranty';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import { getAll, getBy, getWith, postBody, postBy } from '../../../kit/calls.ts';

type Setting = { warrdays: number; version: number };

export const warrantyApi = {
  list: getWith<{ items: WarrantyCheck[]; cursor?: string }>('WarrantyCheck/getWarrantyCheckList'),
  get: getBy<WarrantyCheck>('WarrantyCheck/getWarrantyCheckById'),
  save: postBody<WarrantyWritten, InsertWarrantyCheckRequest>('WarrantyCheck/insertWarrantyCheck'),
  remove: postBy<[string, { docnumbr: string; jobordno: string }]>('WarrantyCheck/deleteWarrantyCheck'),
  candidates: getWith<WarrantyCandidates, { vehicleno: string; jobordno?: string; subrepids?: string }>(
    'WarrantyCheck/getWarrantyCandidates',
  ),
  setting: getAll<WarrantySetting>('WarrantyCheck/getWarrantySetting'),
  saveSetting: postBody<[string, Setting], Setting>('WarrantyCheck/putWarrantySetting'),
  /** Job orders a claim can be raised for (the step's `from` statuses). */
  choices: getAll<JobOrderChoice[]>('getJobOrder', { tostatus: 1234 }),
};
