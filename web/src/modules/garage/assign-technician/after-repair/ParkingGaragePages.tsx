/**
 * Parking at the garage (`/parkinggaragelist`, `/parking`; screen SGRG016): vehicles approved for
 * delivery parked at the garage until their gate pass out (1233), with bay and time.
 */
import { useTranslation } from 'react-i18next';
import { assignTechnicianScreens } from '@fleet/shared/garage/assign-technician';
import { assignTechnicianApi } from '../api.ts';
import { paths } from '../lists.ts';
import { ParkingForm } from '../parking/ParkingFormPage.tsx';
import { QueueList } from '../QueueList.tsx';

export function ParkingGarageListPage() {
  const { t } = useTranslation();
  return (
    <QueueList
      id="parking-garage-list"
      screen={assignTechnicianScreens.parkingGarage}
      title={t('assignTechnician:parkingGarageList.title')}
      description={t('assignTechnician:parkingGarageList.description')}
      exportTitle="ParkingAtGarage"
      fetch={assignTechnicianApi.parkingGarageQueue}
      formPath={paths.parkingGarageForm}
      rowAction={{ text: t('assignTechnician:parkingList.park'), iconName: 'edit' }}
    />
  );
}

export function ParkingGarageFormPage() {
  const { t } = useTranslation();
  return (
    <ParkingForm
      screen={assignTechnicianScreens.parkingGarage}
      listPath={paths.parkingGarageList}
      readKey="parkingGarage"
      park={assignTechnicianApi.parkAtGarage}
      tostatus={1233}
      title={t('assignTechnician:parkingGarageForm.title')}
    />
  );
}
