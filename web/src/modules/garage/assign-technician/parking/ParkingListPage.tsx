/**
 * Parking at reception list (`/parkingreceptionlist`, screen SGRK005): vehicles parked at reception
 * (1226) with their bay and parking time; New parks a vehicle whose gate pass out is done.
 */
import { useTranslation } from 'react-i18next';
import { assignTechnicianScreens } from '@fleet/shared/garage/assign-technician';
import { assignTechnicianApi } from '../api.ts';
import { formatDateTimeInput } from '../../../../kit/dateTime.ts';
import { paths } from '../lists.ts';
import { QueueList } from '../QueueList.tsx';

export function ParkingListPage() {
  const { t } = useTranslation();
  return (
    <QueueList
      id="parking-reception-list"
      screen={assignTechnicianScreens.parkingReception}
      texts="assignTechnician:parkingList"
      exportTitle="ParkingAtReception"
      fetch={assignTechnicianApi.parkingQueue}
      formPath={paths.parkingForm}
      actionIcon="edit"
      columns={[
        {
          id: 'parkingdt',
          header: t('assignTechnician:fields.parkingdt'),
          value: (row) => formatDateTimeInput(row.parkingdt),
          minWidth: 150,
        },
      ]}
    />
  );
}

export default ParkingListPage;
