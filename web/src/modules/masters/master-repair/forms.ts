/**
 * The master repair pages' logic, pure: form values and what they send, field errors from the shared
 * schemas, the documents' ids in the URL, the labour charge cascade (workshop -> main repair -> sub
 * repair with single-choice preselection) and its save rule, and the sub repair list's server paging
 * by page number.
 */
import type { SubRepair } from '@fleet/shared/platform/lookups';
import {
  createEmployeeBody,
  createMainRepairBody,
  createSubRepairBody,
  labourChargeSaveBlocked,
  singleChoice,
  updateEmployeeBody,
  updateMainRepairBody,
  updateSubRepairBody,
  type MainRepairKey,
  type MainRepairRow,
  type StoredEmployee,
  type SubRepairKey,
  type SubRepairPage,
  type SubRepairRow,
} from '@fleet/shared/masters/master-repair';
import type { ListPage } from '../../../kit/list/paging.ts';
import { masterBodies } from '../../../kit/record/masterBodies.ts';
import type { ListQuery } from '../../../kit/list/useListData.ts';

const separator = '|';

/** An amount as typed (a decimal comma is a point). */
export const typedNumber = (text: string): string => text.trim().replace(',', '.');

/** A typed number, or undefined when it is not one. */
export function numberOf(text: string): number | undefined {
  const value = typedNumber(text);
  if (!value) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** A stored row's form values: the fields of the empty form, as the row has them, and its version. */
function valuesOf<V extends { version?: number }, Row extends V>(empty: () => V) {
  return (row: Row): V => {
    const values = empty();
    for (const field of Object.keys(values) as (keyof V)[]) values[field] = row[field];
    return { ...values, version: row.version };
  };
}

/** Form values sent as they are (no typed numbers to read). */
const asIs = <V>(values: V) => values;

// ---- Main repair -----------------------------------------------------------------------------------

export interface MainRepairValues {
  wrkshpid: string;
  mainrepid: string;
  mainrepnam: string;
  mainrepnamar: string;
  version?: number;
}

export const emptyMainRepair = (): MainRepairValues => ({
  wrkshpid: '',
  mainrepid: '',
  mainrepnam: '',
  mainrepnamar: '',
});

export const mainValuesFromRow = valuesOf<MainRepairValues, MainRepairRow>(emptyMainRepair);

export const mainRepairBodies = masterBodies(
  createMainRepairBody,
  updateMainRepairBody,
  asIs<MainRepairValues>,
);

export const mainRepairDocId = (key: MainRepairKey) => [key.wrkshpid, key.mainrepid].join(separator);

export function mainRepairKeyOf(docId: string): MainRepairKey | undefined {
  const parts = docId.split(separator);
  if (parts.length !== 2 || parts.some((part) => !part.trim())) return undefined;
  return { wrkshpid: parts[0]!, mainrepid: parts[1]! };
}

// ---- Sub repair (labour screen) --------------------------------------------------------------------

export interface SubRepairValues {
  wrkshpid: string;
  mainrepid: string;
  subrepid: string;
  subrepnam: string;
  subrepnamar: string;
  /** As typed. */
  laborhors: string;
  laborcost: string;
  stdamount: string;
  version?: number;
}

export const emptySubRepair = (): SubRepairValues => ({
  wrkshpid: '',
  mainrepid: '',
  subrepid: '',
  subrepnam: '',
  subrepnamar: '',
  laborhors: '',
  laborcost: '',
  stdamount: '',
});

export const subValuesFromRow = (row: SubRepairRow): SubRepairValues => ({
  wrkshpid: row.wrkshpid,
  mainrepid: row.mainrepid,
  subrepid: row.subrepid,
  subrepnam: row.subrepnam,
  subrepnamar: row.subrepnamar,
  laborhors: String(row.laborhors),
  laborcost: String(row.laborcost),
  stdamount: String(row.stdamount),
  version: row.version,
});

const subRequest = (values: SubRepairValues) => ({
  ...values,
  laborhors: typedNumber(values.laborhors) || undefined,
  laborcost: typedNumber(values.laborcost) || undefined,
  stdamount: typedNumber(values.stdamount) || undefined,
});

export const subRepairBodies = masterBodies(createSubRepairBody, updateSubRepairBody, subRequest);

export const subRepairDocId = (key: SubRepairKey) =>
  [key.wrkshpid, key.mainrepid, key.subrepid].join(separator);

export function subRepairKeyOf(docId: string): SubRepairKey | undefined {
  const parts = docId.split(separator);
  if (parts.length !== 3 || parts.some((part) => !part.trim())) return undefined;
  return { wrkshpid: parts[0]!, mainrepid: parts[1]!, subrepid: parts[2]! };
}

/**
 * The filtered call pages by number: the list kit's cursor is the next page's number, and the answer
 * tells the total so the pager knows the last page.
 */
export function subRepairPageQuery(page: ListQuery): { pageSize: number; pageNumber: number } {
  const pageNumber = page.cursor ? Number(page.cursor) : 1;
  return {
    pageSize: page.limit,
    pageNumber: Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1,
  };
}

export function subRepairListPage(answer: SubRepairPage): ListPage<SubRepairRow> {
  const more = answer.pageNumber * answer.pageSize < answer.totalCount;
  return {
    items: answer.items,
    totalCount: answer.totalCount,
    ...(more ? { cursor: String(answer.pageNumber + 1) } : {}),
  };
}

// ---- Labour charge update --------------------------------------------------------------------------

export interface LabourChargeValues {
  wrkshpid: string;
  mainrepid: string;
  subrepid: string;
  /** New Cost as typed. */
  newlaborcost: string;
}

export const emptyLabourCharge = (): LabourChargeValues => ({
  wrkshpid: '',
  mainrepid: '',
  subrepid: '',
  newlaborcost: '',
});

/** The values after a workshop is picked: main repair and sub repair start over. */
export const withWorkshop = (values: LabourChargeValues, wrkshpid: string): LabourChargeValues => ({
  ...values,
  wrkshpid,
  mainrepid: '',
  subrepid: '',
});

/** The values after a main repair is picked: the sub repair starts over. */
export const withMainRepair = (values: LabourChargeValues, mainrepid: string): LabourChargeValues => ({
  ...values,
  mainrepid,
  subrepid: '',
});

/** The choice to preselect: the only one when exactly one exists and none is chosen yet. */
export function preselect<T>(
  chosen: string,
  options: readonly T[],
  id: (option: T) => string,
): string | undefined {
  if (chosen) return undefined;
  const only = singleChoice(options);
  return only === undefined ? undefined : id(only);
}

/** Save is blocked (no message) while saving, without a sub repair, or when New Cost is not > 0. */
export const labourSaveBlocked = (values: LabourChargeValues, saving: boolean) =>
  labourChargeSaveBlocked({
    saving,
    subrepid: values.subrepid || undefined,
    newlaborcost: numberOf(values.newlaborcost),
  });

/** The putLabourcost body: the draft fields of the chosen sub repair plus the new cost. */
export function labourChargeBody(values: LabourChargeValues, sub: SubRepair) {
  return {
    wrkshpid: sub.wrkshpid,
    mainrepid: sub.mainrepid,
    subrepid: sub.subrepid,
    subrepnam: sub.subrepnam,
    laborhors: sub.laborhors,
    laborcost: sub.laborcost,
    newlaborcost: numberOf(values.newlaborcost) ?? 0,
    version: sub.version,
  };
}

// ---- Employee --------------------------------------------------------------------------------------

export interface EmployeeValues {
  emplcode: string;
  emplname: string;
  emplnamar: string;
  jobtitle: string;
  jobtitlear: string;
  garageid: string;
  mobile: string;
  status: 'active' | 'inactive';
  version?: number;
}

export const emptyEmployee = (): EmployeeValues => ({
  emplcode: '',
  emplname: '',
  emplnamar: '',
  jobtitle: '',
  jobtitlear: '',
  garageid: '',
  mobile: '',
  status: 'active',
});

export const employeeValuesFromRow = valuesOf<EmployeeValues, StoredEmployee>(emptyEmployee);

export const employeeBodies = masterBodies(createEmployeeBody, updateEmployeeBody, asIs<EmployeeValues>);
