/**
 * The filter fields the three lists share (spec 000 help text): date range, job card or plate
 * number, vehicle make, garage, technician or user. The assignment list opens on the last 7 days
 * (section 9); the work queues open without a window (a vehicle waits however old its job order).
 * The ids are the list call's query parameters (the kit's `filterQuery`; the range gives fromdate/todate).
 */
import { useTranslation } from 'react-i18next';
import { useGarageOptions, useMakeOptions, type FilterField } from '../../../kit/index.ts';
import { lookupFilter } from '../../../kit/filters/lookupFilter.ts';

export function useListFilterFields(dateLabel: string): FilterField[] {
  const { t } = useTranslation();
  const garages = useGarageOptions();
  const makes = useMakeOptions();
  return [
    { kind: 'dateRange', id: 'date', label: dateLabel },
    { kind: 'text', id: 'jobordno', label: t('assignTechnician:fields.jobordno') },
    { kind: 'text', id: 'vehicleno', label: t('assignTechnician:fields.vehicleno') },
    lookupFilter('vehmakid', t('assignTechnician:fields.vehmaknam'), makes),
    lookupFilter('garage', t('assignTechnician:fields.garagnam'), garages),
    { kind: 'text', id: 'user', label: t('assignTechnician:list.user') },
  ];
}
