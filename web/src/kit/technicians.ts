/**
 * The technicians a job order's assignment offers (garage technician, QC technician): the active
 * employees of its garage (none before a job order is picked; the saves refuse anyone else), named in
 * the reader's language with the code and job title beneath, and the garage where a page asks for it.
 */
import type { Employee } from '@fleet/shared/platform/lookups';
import type { FieldOption } from './form/fields.tsx';
import { useLookupOptions } from './useLookupOptions.ts';

const technicianOf =
  (withGarage: boolean) =>
  (employee: Employee, arabic: boolean): FieldOption => ({
    value: employee.emplcode,
    label: (arabic && employee.emplnamar) || employee.emplname,
    description: [
      employee.emplcode,
      (arabic && employee.jobtitlear) || employee.jobtitle,
      ...(withGarage ? [employee.garageid] : []),
    ].join(' · '),
  });

export const technicianOption = technicianOf(false);
export const technicianWithGarageOption = technicianOf(true);

/** The active technicians of `garage` as choices, read by the module's `read` (`getEmployee`). */
export const useGarageTechnicians = (
  garage: string | undefined,
  read: (garage: string, signal: AbortSignal) => Promise<Employee[]>,
  toOption: (employee: Employee, arabic: boolean) => FieldOption = technicianOption,
) =>
  useLookupOptions(
    `technicians:${garage ?? ''}`,
    async (signal) =>
      garage ? (await read(garage, signal)).filter((employee) => employee.status === 'active') : [],
    toOption,
  );
