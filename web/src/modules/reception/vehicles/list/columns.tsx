/**
 * Columns of the vehicle master list: after the kit's serial and actions, plate, make, model, year,
 * colour, fuel, chassis, police no and status; names in the UI language.
 */
import type { TFunction } from 'i18next';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { VehicleRow, VehicleStatus } from '@fleet/shared/reception/vehicles';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';

const statusType: Record<VehicleStatus, StatusIndicatorProps.Type> = {
  active: 'success',
  maintenance: 'in-progress',
  inactive: 'stopped',
};

const named = (english: string, arabic: string, inArabic: boolean) => (inArabic && arabic) || english;

export function vehicleColumns(t: TFunction, arabic: boolean): DocumentColumn<VehicleRow>[] {
  return [
    { id: 'vehicleno', header: t('vehicles:fields.vehicleno'), value: (row) => row.vehicleno, minWidth: 120 },
    {
      id: 'vehmaknam',
      header: t('vehicles:fields.vehmakid'),
      value: (row) => named(row.vehmaknam, row.vehmaknamar, arabic),
    },
    {
      id: 'vehmodnam',
      header: t('vehicles:fields.vehmodid'),
      value: (row) => named(row.vehmodnam, row.vehmodnamar, arabic),
    },
    { id: 'yearvalue', header: t('vehicles:fields.yearvalue'), value: (row) => row.yearvalue, minWidth: 80 },
    {
      id: 'colornam',
      header: t('vehicles:fields.colorcode'),
      value: (row) => named(row.colornam, row.colornamar, arabic),
    },
    {
      id: 'fueltypeid',
      header: t('vehicles:fields.fueltypeid'),
      value: (row) => t(`vehicles:fuel.${row.fueltypeid}`),
    },
    { id: 'chasisno', header: t('vehicles:fields.chasisno'), value: (row) => row.chasisno },
    { id: 'policeno', header: t('vehicles:fields.policeno'), value: (row) => row.policeno },
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
