/**
 * The filter fields the three lists share (spec 000 help text): date range, job card or plate
 * number, vehicle make, garage, technician or user. The assignment list opens on the last 7 days
 * (section 9); the work queues open without a window (a vehicle waits however old its job order).
 */
import { useTranslation } from 'react-i18next';
import type { FilterField } from '../../../kit/index.ts';
import { filterIds } from './lists.ts';
import { useGarages, useMakes } from './lookups.ts';

export function useListFilterFields(dateLabel: string): FilterField[] {
  const { t } = useTranslation();
  const garages = useGarages();
  const makes = useMakes();
  return [
    { kind: 'dateRange', id: filterIds.date, label: dateLabel },
    { kind: 'text', id: filterIds.jobordno, label: t('assignTechnician:fields.jobordno') },
    { kind: 'text', id: filterIds.vehicleno, label: t('assignTechnician:fields.vehicleno') },
    {
      kind: 'select',
      id: filterIds.vehmakid,
      label: t('assignTechnician:fields.vehmaknam'),
      options: makes.options,
      loading: makes.loading,
    },
    {
      kind: 'select',
      id: filterIds.garage,
      label: t('assignTechnician:fields.garagnam'),
      options: garages.options,
      loading: garages.loading,
    },
    { kind: 'text', id: filterIds.user, label: t('assignTechnician:list.user') },
  ];
}
