/**
 * Parking at the garage (`/parkinggaragelist`, `/parking`; screen SGRG016): vehicles approved for
 * delivery parked at the garage until their gate pass out (1233), with bay and time.
 */
import { useTranslation } from 'react-i18next';
import { assignTechnicianScreens } from '@fleet/shared/garage/assign-technician';
import { DateTimeField, TextField } from '../../../../kit/index.ts';
import { assignTechnicianApi } from '../api.ts';
import { emptyParking, parkingErrors, toParkingRequest } from '../forms.ts';
import { paths } from '../lists.ts';
import { QueueForm } from '../QueueForm.tsx';
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
    <QueueForm
      screen={assignTechnicianScreens.parkingGarage}
      listPath={paths.parkingGarageList}
      readKey="parkingGarage"
      empty={emptyParking}
      validate={parkingErrors}
      submit={(values) => assignTechnicianApi.parkAtGarage(toParkingRequest(values))}
      tostatus={1233}
      title={t('assignTechnician:parkingGarageForm.title')}
      jobOrderTitle={t('assignTechnician:parkingForm.jobOrder')}
      sectionTitle={t('assignTechnician:parkingForm.parking')}
      fields={(form) => (
        <>
          <TextField
            form={form}
            name="parkingloc"
            label={t('assignTechnician:fields.parkingloc')}
            required
            testId="parkingloc"
          />
          <DateTimeField
            form={form}
            name="parkingdt"
            label={t('assignTechnician:fields.parkingdt')}
            format={t('assignTechnician:fields.dateTimePlaceholder')}
            required
          />
        </>
      )}
    />
  );
}
