/** Makes, models of a make, colours, companies and departments as the vehicle pages offer them. */
import { useCallback } from 'react';
import type { Company, VehicleColor, VehicleModel } from '@fleet/shared/platform/lookups';
import { useLookupOptions, useMakeOptions } from '../../../kit/index.ts';
import { departmentOption, makeWithCodeOption } from '../../../kit/document/masterOptions.ts';
import { nameOnly, namedOption } from '../../../kit/record/index.ts';
import { vehicleApi } from './api.ts';

const modelOption = (model: VehicleModel, arabic: boolean) =>
  namedOption(model.vehmodid, model.vehmodnam, model.vehmodnamar, arabic);
const colorOption = nameOnly((color: VehicleColor, arabic: boolean) =>
  namedOption(color.colorcode, color.colornam, color.colornamar, arabic),
);
const companyOption = (company: Company, arabic: boolean) =>
  namedOption(company.compcode, company.companynm, company.companynmar, arabic);

export const useMakes = () => useMakeOptions(makeWithCodeOption);
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
