/**
 * Columns of the vehicle master list: after the kit's serial and actions, plate, make, model, year,
 * colour, fuel, chassis, police no and status; names in the UI language.
 */
import type { TFunction } from 'i18next';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { VehicleRow, VehicleStatus } from '@fleet/shared/reception/vehicles';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import { fieldColumn } from '../../../../kit/list/columns.ts';

const statusType: Record<VehicleStatus, StatusIndicatorProps.Type> = {
  active: 'success',
  maintenance: 'in-progress',
  inactive: 'stopped',
};

/** A master's name in the reader's language (the English one where there is no Arabic). */
const nameColumn = (
  t: TFunction,
  id: 'vehmaknam' | 'vehmodnam' | 'colornam',
  field: string,
  arabic: boolean,
): DocumentColumn<VehicleRow> => ({
  id,
  header: t(`vehicles:fields.${field}`),
  value: (row) => (arabic && row[`${id}ar`]) || row[id],
});

export function vehicleColumns(t: TFunction, arabic: boolean): DocumentColumn<VehicleRow>[] {
  return [
    fieldColumn('vehicleno', t('vehicles:fields.vehicleno'), 120),
    nameColumn(t, 'vehmaknam', 'vehmakid', arabic),
    nameColumn(t, 'vehmodnam', 'vehmodid', arabic),
    fieldColumn('yearvalue', t('vehicles:fields.yearvalue'), 80),
    nameColumn(t, 'colornam', 'colorcode', arabic),
    {
      id: 'fueltypeid',
      header: t('vehicles:fields.fueltypeid'),
      value: (row) => t(`vehicles:fuel.${row.fueltypeid}`),
    },
    fieldColumn('chasisno', t('vehicles:fields.chasisno')),
    fieldColumn('policeno', t('vehicles:fields.policeno')),
    {
      id: 'status',
      header: t('vehicles:fields.status'),
      value: (row) => t(`vehicles:status.${row.status}`),
      cell: (row) => (
        <StatusIndicator type={statusType[row.status]}>{t(`vehicles:status.${row.status}`)}</StatusIndicator>
      ),
      minWidth: 130,
    },
  ];
}
