/** Where the vehicle pages live and how the list opens the form (`vehicleMaster?mod=&status=&docnumbr=<plate>`). */
import { documentFormUrl, type FormStatus } from '../../../../kit/form/mode.ts';

export const vehicleListPath = '/vehicleMasterlist';
export const vehicleFormPath = '/vehicleMaster';

export const vehicleFormUrl = (status: FormStatus, vehicleno?: string) =>
  documentFormUrl(vehicleFormPath, status, vehicleno);
