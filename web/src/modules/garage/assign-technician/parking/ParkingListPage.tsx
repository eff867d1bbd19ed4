/**
 * Parking at reception list (`/parkingreceptionlist`, screen SGRK005): vehicles parked at reception
 * (1226) with their bay and parking time; New parks a vehicle whose gate pass out is done.
 */
import { useTranslation } from 'react-i18next';
import { assignTechnicianScreens } from '@fleet/shared/garage/assign-technician';
import { formatDateTimeInput } from '../../../../kit/dateTime.ts';
import { queueList } from '../queues.ts';
import { QueueList } from '../QueueList.tsx';

export function ParkingListPage() {
  const { t } = useTranslation();
  return (
    <QueueList
      {...queueList('parking')}
      id="parking-reception-list"
      screen={assignTechnicianScreens.parkingReception}
      exportTitle="ParkingAtReception"
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
