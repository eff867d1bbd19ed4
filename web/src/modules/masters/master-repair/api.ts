/**
 * Calls of the sub repairs, the labour charge update and the syncs (functions/masters/master-repair,
 * putLabourcost of the lookups) and the lookups their pages offer.
 */
import type { SubRepair } from '@fleet/shared/platform/lookups';
import type {
  CreateSubRepairBody,
  LabourChargePage,
  LabourChargeRow,
  SubRepairKey,
  SubRepairPage,
  SubRepairRow,
  SyncResult,
  SyncSource,
  UpdateSubRepairBody,
} from '@fleet/shared/masters/master-repair';
import type { PutLabourcostBody } from '@fleet/shared/platform/lookups';
import { api } from '../../../api/client.ts';
import { getBy, getWith, postBody } from '../../../kit/calls.ts';
import { repairMasters } from '../../../kit/document/repairMasters.ts';

type Saved<K> = [string, K & { version: number }];
type Query = Record<string, string | number | undefined>;

export const masterRepairApi = {
  ...repairMasters,

  subFiltered: (query: Query, signal?: AbortSignal) =>
    api.get<SubRepairPage>('SubRepair/getSubRepairFiltered', query, { signal }),
  subGet: getWith<SubRepairRow, SubRepairKey>('SubRepair/getSubRepairById'),
  subCreate: postBody<Saved<SubRepairKey>, CreateSubRepairBody>('SubRepair/insertSubRepair'),
  subUpdate: postBody<Saved<SubRepairKey>, UpdateSubRepairBody>('SubRepair/updateSubRepair'),
  subRemove: (key: SubRepairKey & { version?: number }) =>
    api.post<[string, SubRepairKey]>('SubRepair/deleteSubRepair', undefined, { ...key }),

  labourList: (query: Query, signal?: AbortSignal) =>
    api.get<LabourChargePage>('LabourCharge/getLabourChargeList', query, { signal }),
  labourGet: getBy<LabourChargeRow>('LabourCharge/getLabourChargeById'),
  putLabourcost: postBody<[string, SubRepair & { docnumbr: string }], PutLabourcostBody>('putLabourcost'),

  lastSync: (source: SyncSource, signal?: AbortSignal) =>
    api.get<SyncResult | null>('Employee/getLastSync', { source }, { signal }),
  runSync: (source: SyncSource) =>
    api.get<[string, SyncResult]>(source === 'employees' ? 'Employee/syncemployees' : 'Employee/syncitems'),
};
