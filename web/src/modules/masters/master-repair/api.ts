/**
 * Calls of the repair master data, the labour charge update, employees and syncs (functions/masters/master-repair,
 * putLabourcost of the lookups) and the lookups their pages offer.
 */
import type { Employee, SubRepair } from '@fleet/shared/platform/lookups';
import type {
  CreateEmployeeBody,
  CreateMainRepairBody,
  CreateSubRepairBody,
  LabourChargePage,
  LabourChargeRow,
  MainRepairKey,
  MainRepairRow,
  StoredEmployee,
  SubRepairKey,
  SubRepairPage,
  SubRepairRow,
  SyncResult,
  SyncSource,
  UpdateEmployeeBody,
  UpdateMainRepairBody,
  UpdateSubRepairBody,
} from '@fleet/shared/masters/master-repair';
import type { PutLabourcostBody } from '@fleet/shared/platform/lookups';
import { api } from '../../../api/client.ts';
import { getAll, getBy, getWith, postBody } from '../../../kit/calls.ts';
import { repairMasters } from '../../../kit/document/repairMasters.ts';

type Saved<K> = [string, K & { version: number }];
type Query = Record<string, string | number | undefined>;

export const masterRepairApi = {
  ...repairMasters,

  mainList: (query: Query, signal?: AbortSignal) =>
    api.get<MainRepairRow[]>('MainRepair/getMainRepairList', query, { signal }),
  mainGet: getWith<MainRepairRow, MainRepairKey>('MainRepair/getMainRepairById'),
  mainCreate: postBody<Saved<MainRepairKey>, CreateMainRepairBody>('MainRepair/insertMainRepair'),
  mainUpdate: postBody<Saved<MainRepairKey>, UpdateMainRepairBody>('MainRepair/updateMainRepair'),
  mainRemove: (key: MainRepairKey & { version?: number }) =>
    api.post<[string, MainRepairKey]>('MainRepair/deleteMainRepair', undefined, { ...key }),

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

  employees: getAll<StoredEmployee[]>('Employee/getEmployeeList'),
  employeeGet: getBy<StoredEmployee>('Employee/getEmployeeById', 'emplcode'),
  employeeCreate: postBody<Saved<{ emplcode: string }>, CreateEmployeeBody>('Employee/insertEmployee'),
  employeeUpdate: postBody<Saved<{ emplcode: string }>, UpdateEmployeeBody>('Employee/updateEmployee'),
  employeeRemove: (emplcode: string, version?: number) =>
    api.post<[string, { emplcode: string }]>('Employee/deleteEmployee', undefined, { emplcode, version }),

  lastSync: (source: SyncSource, signal?: AbortSignal) =>
    api.get<SyncResult | null>('Employee/getLastSync', { source }, { signal }),
  runSync: (source: SyncSource) =>
    api.get<[string, SyncResult]>(source === 'employees' ? 'Employee/syncemployees' : 'Employee/syncitems'),
};

export type { Employee };
