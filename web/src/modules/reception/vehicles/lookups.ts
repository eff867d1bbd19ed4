/** Makes, models of a make, colours, companies and departments as the vehicle pages offer them. */
import { useCallback } from 'react';
import type { Company, Department, VehicleColor, VehicleModel } from '@fleet/shared/platform/lookups';
import { useLookupOptions, type FieldOption } from '../../../kit/index.ts';
import { makeWithCodeOption } from '../../../kit/document/masterOptions.ts';
import { vehicleApi } from './api.ts';

/** A name in the UI language (the English one when there is no Arabic). */
const named = (english: string, arabic: string | undefined, inArabic: boolean) =>
  (inArabic && arabic) || english;

export const modelOption = (model: VehicleModel, arabic: boolean): FieldOption => ({
  value: model.vehmodid,
  label: named(model.vehmodnam, model.vehmodnamar, arabic),
  description: model.vehmodid,
});

export const colorOption = (color: VehicleColor, arabic: boolean): FieldOption => ({
  value: color.colorcode,
  label: named(color.colornam, color.colornamar, arabic),
});

export const companyOption = (company: Company, arabic: boolean): FieldOption => ({
  value: company.compcode,
  label: named(company.companynm, company.companynmar, arabic),
  description: company.compcode,
});

export const departmentOption = (department: Department, arabic: boolean): FieldOption => ({
  value: department.deptcode,
  label: named(department.deptname, department.deptnamear, arabic),
  description: department.deptcode,
});

export const useMakes = () => useLookupOptions('vehicleMakes', vehicleApi.makes, makeWithCodeOption);
export const useColors = () => useLookupOptions('vehicleColors', vehicleApi.colors, colorOption);
export const useCompanies = () => useLookupOptions('companies', vehicleApi.companies, companyOption);
export const useDepartments = () => useLookupOptions('departments', vehicleApi.departments, departmentOption);

/** Models of the chosen make (none until a make is chosen). */
export function useModels(vehmakid: string) {
  const fetch = useCallback(
    (signal: AbortSignal) => (vehmakid ? vehicleApi.models(vehmakid, signal) : Promise.resolve([])),
    [vehmakid],
  );
  return useLookupOptions(`vehicleModels:${vehmakid}`, fetch, modelOption);
}
