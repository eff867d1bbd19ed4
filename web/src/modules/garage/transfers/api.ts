/** Garage transfer and employee transfer calls (spec 001 section 7; screens SGRG019, SGRM015-017). */
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { Employee, Vendor } from '@fleet/shared/platform/lookups';
import type {
  EmpTransPage,
  EmpTransStatus,
  EmpTransWritten,
  EmployeeTransfer,
  GarageTransPage,
  GarageTransWritten,
  GarageTransfer,
  InsertEmpTransRequest,
  InsertGarageTransRequest,
} from '@fleet/shared/garage/transfers';
import { api } from '../../../api/client.ts';

type Query = Record<string, string | number | undefined>;

export const transfersApi = {
  garageTransfers: (query: Query, signal?: AbortSignal) =>
    api.get<GarageTransPage>('getAllGarageTrans', query, { signal }),
  garageTransfer: (docnumbr: string, signal?: AbortSignal) =>
    api.get<GarageTransfer & { statuscde: number }>('getGarageTransById', { docnumbr }, { signal }),
  saveGarageTransfer: (body: InsertGarageTransRequest) =>
    api.post<[string, GarageTransWritten]>('insertGarageTrans', body),
  removeGarageTransfer: (docnumbr: string) =>
    api.post<[string, { docnumbr: string }]>('deleteGarageTrans', undefined, { docnumbr }),
  empTransfers: (query: Query, signal?: AbortSignal) =>
    api.get<EmpTransPage>('getAllEmpTrans', query, { signal }),
  empTransfersAt: (trfstatus: EmpTransStatus, query: Query, signal?: AbortSignal) =>
    api.get<EmpTransPage>('getAllEmpTransByStatus', { ...query, trfstatus }, { signal }),
  empTransfer: (docnumbr: string, signal?: AbortSignal) =>
    api.get<EmployeeTransfer>('getEmpTransById', { docnumbr }, { signal }),
  saveEmpTransfer: (body: InsertEmpTransRequest) =>
    api.post<[string, EmpTransWritten]>('insertEmpTrans', body),
  approveEmpTransfer: (docnumbr: string) =>
    api.post<[string, EmpTransWritten]>('ApproveEmpTrans', undefined, { docnumbr }),
  undoEmpTransfer: (call: 'deleteEmpTrans' | 'deleteEmpTransAppr' | 'deleteEmpTransCls', docnumbr: string) =>
    api.post<[string, EmpTransWritten]>(call, undefined, { docnumbr }),
  /** Job orders in the garage that may be transferred (1252) or sent for an engine service (1253). */
  jobOrders: (tostatus: 1252 | 1253, signal?: AbortSignal) =>
    api.get<JobOrderChoice[]>('getJobOrder', { tostatus }, { signal }),
  vendors: (signal?: AbortSignal) => api.get<Vendor[]>('getVendor', undefined, { signal }),
  employees: (signal?: AbortSignal) => api.get<Employee[]>('getEmployee', undefined, { signal }),
};
