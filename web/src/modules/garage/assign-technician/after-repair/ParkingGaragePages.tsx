/**
 * Parking at the garage (`/parkinggaragelist`, `/parking`; screen SGRG016): vehicles approved for
 * delivery parked at the garage until their gate pass out (1233), with bay and time.
 */
import { assignTechnicianScreens } from '@fleet/shared/garage/assign-technician';
import { assignTechnicianApi } from '../api.ts';
import { paths } from '../lists.ts';
import { ParkingForm } from '../parking/ParkingFormPage.tsx';
import { QueueList } from '../QueueList.tsx';

export function ParkingGarageListPage() {
  return (
    <QueueList
      id="parking-garage-list"
      screen={assignTechnicianScreens.parkingGarage}
      texts="assignTechnician:parkingGarageList"
      exportTitle="ParkingAtGarage"
      fetch={assignTechnicianApi.parkingGarageQueue}
      formPath={paths.parkingGarageForm}
      actionIcon="edit"
    />
  );
}

export function ParkingGarageFormPage() {
  return (
    <ParkingForm
      screen={assignTechnicianScreens.parkingGarage}
      listPath={paths.parkingGarageList}
      readKey="parkingGarage"
      park={assignTechnicianApi.parkAtGarage}
      tostatus={1233}
      texts="assignTechnician:parkingGarageForm"
    />
  );
}
