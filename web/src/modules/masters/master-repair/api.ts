/**
 * Calls of the repair master data, the labour charge update, employees and syncs (functions/masters/master-repair,
 * putLabourcost of the lookups) and the lookups their pages offer.
 */
import type { Employee, MainRepair, SubRepair, Workshop } from '@fleet/shared/platform/lookups';
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

type Saved<K> = [string, K & { version: number }];
type Query = Record<string, string | number | undefined>;

export const masterRepairApi = {
  workshops: (signal?: AbortSignal) => api.get<Workshop[]>('getWorkShop', undefined, { signal }),
  mainRepairsOf: (wrkshpid: string, signal?: AbortSignal) =>
    api.get<MainRepair[]>('getMainRepair', { wrkshpid }, { signal }),
  subRepairsOf: (wrkshpid: string, mainrepid: string, signal?: AbortSignal) =>
    api.get<SubRepair[]>('getSubRepair', { wrkshpid, mainrepid }, { signal }),

  mainList: (query: Query, signal?: AbortSignal) =>
    api.get<MainRepairRow[]>('MainRepair/getMainRepairList', query, { signal }),
  mainGet: (key: MainRepairKey, signal?: AbortSignal) =>
    api.get<MainRepairRow>('MainRepair/getMainRepairById', { ...key }, { signal }),
  mainCreate: (body: CreateMainRepairBody) =>
    api.post<Saved<MainRepairKey>>('MainRepair/insertMainRepair', body),
  mainUpdate: (body: UpdateMainRepairBody) =>
    api.post<Saved<MainRepairKey>>('MainRepair/updateMainRepair', body),
  mainRemove: (key: MainRepairKey & { version?: number }) =>
    api.post<[string, MainRepairKey]>('MainRepair/deleteMainRepair', undefined, { ...key }),

  subFiltered: (query: Query, signal?: AbortSignal) =>
    api.get<SubRepairPage>('SubRepair/getSubRepairFiltered', query, { signal }),
  subGet: (key: SubRepairKey, signal?: AbortSignal) =>
    api.get<SubRepairRow>('SubRepair/getSubRepairById', { ...key }, { signal }),
  subCreate: (body: CreateSubRepairBody) => api.post<Saved<SubRepairKey>>('SubRepair/insertSubRepair', body),
  subUpdate: (body: UpdateSubRepairBody) => api.post<Saved<SubRepairKey>>('SubRepair/updateSubRepair', body),
  subRemove: (key: SubRepairKey & { version?: number }) =>
    api.post<[string, SubRepairKey]>('SubRepair/deleteSubRepair', undefined, { ...key }),

  labourList: (query: Query, signal?: AbortSignal) =>
    api.get<LabourChargePage>('LabourCharge/getLabourChargeList', query, { signal }),
  labourGet: (docnumbr: string, signal?: AbortSignal) =>
    api.get<LabourChargeRow>('LabourCharge/getLabourChargeById', { docnumbr }, { signal }),
  putLabourcost: (body: PutLabourcostBody) =>
    api.post<[string, SubRepair & { docnumbr: string }]>('putLabourcost', body),

  employees: (signal?: AbortSignal) =>
    api.get<StoredEmployee[]>('Employee/getEmployeeList', undefined, { signal }),
  employeeGet: (emplcode: string, signal?: AbortSignal) =>
    api.get<StoredEmployee>('Employee/getEmployeeById', { emplcode }, { signal }),
  employeeCreate: (body: CreateEmployeeBody) =>
    api.post<Saved<{ emplcode: string }>>('Employee/insertEmployee', body),
  employeeUpdate: (body: UpdateEmployeeBody) =>
    api.post<Saved<{ emplcode: string }>>('Employee/updateEmployee', body),
  employeeRemove: (emplcode: string, version?: number) =>
    api.post<[string, { emplcode: string }]>('Employee/deleteEmployee', undefined, { emplcode, version }),

  lastSync: (source: SyncSource, signal?: AbortSignal) =>
    api.get<SyncResult | null>('Employee/getLastSync', { source }, { signal }),
  runSync: (source: SyncSource) =>
    api.get<[string, SyncResult]>(source === 'employees' ? 'Employee/syncemployees' : 'Employee/syncitems'),
};

export type { Employee };
