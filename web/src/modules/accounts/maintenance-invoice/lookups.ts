/** Garages, suppliers and job orders as the invoice list filters and the invoice form offer them. */
import type { Vendor } from '@fleet/shared/platform/lookups';
import { useLookupOptions, workflowChoices, type FieldOption } from '../../../kit/index.ts';
import { jobOrderOption } from '../../../kit/jobOrderOption.ts';
import { invoiceApi } from './api.ts';
import { garageOption, vendorOption } from '../../../kit/document/masterOptions.ts';

/** Spec: the supplier is chosen by code; its name shows beside it. */
export const vendorCodeOption = (vendor: Vendor, arabic: boolean): FieldOption => ({
  value: vendor.vendcode,
  label: vendor.vendcode,
  description: (arabic && vendor.vendnamear) || vendor.vendname,
});

export const useGarages = () => useLookupOptions('garages', invoiceApi.garages, garageOption);
export const useVendorCodes = () => useLookupOptions('vendors', invoiceApi.vendors, vendorCodeOption);
export const useVendorNames = () => useLookupOptions('vendors', invoiceApi.vendors, vendorOption);
export const useJobOrders = () =>
  useLookupOptions('jobOrders', invoiceApi.jobOrders, jobOrderOption, workflowChoices);
