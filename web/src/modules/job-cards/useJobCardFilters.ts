/** The filter fields of the job card lists: date range (default last 7 days), number, plate, make, garage, inspector, user. */
import { useTranslation } from 'react-i18next';
import { useFilters, type FilterField } from '../../kit/index.ts';
import { filterIds } from './lists.ts';
import { useGarages, useInspectors, useMakes } from './lookups.ts';

export function useJobCardFilters() {
  const { t } = useTranslation();
  const garages = useGarages();
  const makes = useMakes();
  const inspectors = useInspectors();
  const fields: FilterField[] = [
    { kind: 'dateRange', id: filterIds.date, label: t('jobCards:list.dateRange') },
    { kind: 'text', id: filterIds.jobordno, label: t('jobCards:fields.jobordno') },
    { kind: 'text', id: filterIds.vehicleno, label: t('jobCards:fields.vehicleno') },
    {
      kind: 'select',
      id: filterIds.vehmakid,
      label: t('jobCards:fields.vehmaknam'),
      options: makes.options,
      loading: makes.loading,
    },
    {
      kind: 'select',
      id: filterIds.garage,
      label: t('jobCards:fields.garage'),
      options: garages.options,
      loading: garages.loading,
    },
    {
      kind: 'select',
      id: filterIds.inspector,
      label: t('jobCards:fields.inspector'),
      options: inspectors.options,
      loading: inspectors.loading,
    },
    { kind: 'text', id: filterIds.user, label: t('jobCards:fields.user') },
  ];
  return { fields, filters: useFilters(fields, 'last7Days') };
}
