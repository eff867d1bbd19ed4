/**
 * The garage transfer and employee transfer forms' values and rules. Pure, tested beside this file.
 */
import {
  serviceStages,
  type EmployeeTransfer,
  type GarageTransfer,
  type InsertEmpTransRequest,
  type InsertGarageTransRequest,
  type ServiceStage,
} from '@fleet/shared/garage/transfers';
import type { Vendor } from '@fleet/shared/platform/lookups';
import type { FieldErrors } from '../../../kit/form/formState.ts';
import type { RequestValues } from '../../../kit/form/requestValues.ts';
import { savedHeader, storedHeader } from '../../../kit/document/formDocument.ts';

export const garageListPath = '/garageTransferList';
export const garageFormPath = '/garageTransfer';
export const empListPath = '/employeeTransferList';
export const empFormPath = '/employeeTransfer';
export const empApprListPath = '/employeeTransferListAppr';
export const empApprFormPath = '/employeeTransferAppr';
export const empClsListPath = '/employeeTransferListCls';
export const empClsFormPath = '/employeeTransferCls';

export type GarageTransValues = Omit<RequestValues<InsertGarageTransRequest>, 'servstatus'> & {
  servstatus: ServiceStage | '';
};

export const emptyGarageTrans = (): GarageTransValues => ({
  jobordno: '',
  trftype: 'G',
  togarage: '',
  vendcode: '',
  servstatus: '',
  remarks: '',
  docnumbr: '',
});

export const fromGarageTrans = (transfer: GarageTransfer): GarageTransValues =>
  storedHeader(transfer, ['jobordno', 'trftype', 'togarage', 'vendcode', 'servstatus', 'remarks']);

export function garageTransErrors(values: GarageTransValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.jobordno.trim()) errors['jobordno'] = 'errors:inspectionJobOrderRequired';
  if (values.trftype === 'G' && !values.togarage) errors['togarage'] = 'errors:garageTransToGarageRequired';
  if (values.trftype === 'T' && !values.vendcode) errors['vendcode'] = 'errors:garageTransSupplierRequired';
  return errors;
}

export const toGarageTransRequest = (values: GarageTransValues): InsertGarageTransRequest => ({
  ...savedHeader(values, ['jobordno', 'trftype', 'remarks']),
  togarage: values.trftype === 'G' ? values.togarage : '',
  vendcode: values.trftype === 'T' ? values.vendcode : '',
  ...(values.trftype === 'T' && values.servstatus ? { servstatus: values.servstatus } : {}),
});

/** The engine service stages an edit may choose: the stored one and the next (one stage at a time). */
export function stageChoices(stored: ServiceStage | '' | undefined): ServiceStage[] {
  if (!stored) return ['SENT'];
  const index = serviceStages.indexOf(stored);
  return serviceStages.slice(index, index + 2);
}

/** Only MOI approved, active suppliers can service an engine. */
export const serviceSuppliers = (vendors: readonly Vendor[]) =>
  vendors.filter((vendor) => vendor.moiApproved === 'Y' && vendor.status !== 'inactive');

/** `effdate` YYYY-MM-DD. */
export type EmpTransValues = RequestValues<InsertEmpTransRequest>;

export const emptyEmpTrans = (): EmpTransValues => ({
  emplcode: '',
  togarage: '',
  effdate: '',
  remarks: '',
  docnumbr: '',
});

export const fromEmpTrans = (transfer: EmployeeTransfer): EmpTransValues =>
  storedHeader(transfer, ['emplcode', 'togarage', 'effdate', 'remarks']);

export function empTransErrors(values: EmpTransValues, fromgarage?: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.emplcode) errors['emplcode'] = 'errors:empTransEmployeeRequired';
  if (!values.togarage) errors['togarage'] = 'errors:garageTransToGarageRequired';
  else if (fromgarage && values.togarage === fromgarage) errors['togarage'] = 'transfers:emp.sameGarage';
  if (values.effdate && !/^\d{4}-\d{2}-\d{2}$/.test(values.effdate)) errors['effdate'] = 'errors:useIsoDay';
  return errors;
}

export const toEmpTransRequest = (values: EmpTransValues): InsertEmpTransRequest => ({
  ...savedHeader(values, ['emplcode', 'togarage', 'remarks']),
  ...(values.effdate ? { effdate: values.effdate } : {}),
});
