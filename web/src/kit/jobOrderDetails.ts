/**
 * What the technician assignments show of a picked job order beneath its number: its date, plate
 * (test id `vehicleno`), make and garage, the page's own details, then its status in the reader's
 * language. Labelled by the module's `fields` texts (`<ns>:fields.joborddat`, ...).
 */
import type { TFunction } from 'i18next';
import { statusLabel } from '@fleet/shared';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { PickedDetail } from './form/DocumentPickerFields.tsx';
import { listDay } from './list/listPage.ts';

export type ShownJobOrder = Partial<
  Pick<JobOrderChoice, 'joborddat' | 'vehicleno' | 'vehmaknam' | 'garage' | 'garagnam' | 'statuscde'>
>;

export function jobOrderDetails(
  t: TFunction,
  namespace: string,
  shown: ShownJobOrder | undefined,
  arabic: boolean,
  own: PickedDetail[] = [],
): PickedDetail[] {
  const label = (field: string) => t(`${namespace}:fields.${field}`);
  return [
    { label: label('joborddat'), value: listDay(shown?.joborddat) },
    { label: label('vehicleno'), value: shown?.vehicleno, testId: 'vehicleno' },
    { label: label('vehmaknam'), value: shown?.vehmaknam },
    { label: label('garagnam'), value: shown?.garagnam },
    ...own,
    { label: label('status'), value: statusLabel(shown?.statuscde, arabic) },
  ];
}
