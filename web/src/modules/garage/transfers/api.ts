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
import { getAll, getBy, getWith, postBody, postBy } from '../../../kit/calls.ts';

type Query = Record<string, string | number | undefined>;

export const transfersApi = {
  garageTransfers: getWith<GarageTransPage>('getAllGarageTrans'),
  garageTransfer: getBy<GarageTransfer & { statuscde: number }>('getGarageTransById'),
  saveGarageTransfer: postBody<[string, GarageTransWritten], InsertGarageTransRequest>('insertGarageTrans'),
  removeGarageTransfer: postBy<[string, { docnumbr: string }]>('deleteGarageTrans'),
  empTransfers: getWith<EmpTransPage>('getAllEmpTrans'),
  empTransfersAt: (trfstatus: EmpTransStatus, query: Query, signal?: AbortSignal) =>
    api.get<EmpTransPage>('getAllEmpTransByStatus', { ...query, trfstatus }, { signal }),
  empTransfer: getBy<EmployeeTransfer>('getEmpTransById'),
  saveEmpTransfer: postBody<[string, EmpTransWritten], InsertEmpTransRequest>('insertEmpTrans'),
  approveEmpTransfer: postBy<[string, EmpTransWritten]>('ApproveEmpTrans'),
  undoEmpTransfer: (call: 'deleteEmpTrans' | 'deleteEmpTransAppr' | 'deleteEmpTransCls', docnumbr: string) =>
    api.post<[string, EmpTransWritten]>(call, undefined, { docnumbr }),
  /** Job orders in the garage that may be transferred (1252) or sent for an engine service (1253). */
  jobOrders: (tostatus: 1252 | 1253, signal?: AbortSignal) =>
    api.get<JobOrderChoice[]>('getJobOrder', { tostatus }, { signal }),
  vendors: getAll<Vendor[]>('getVendor'),
  employees: getAll<Employee[]>('getEmployee'),
};
