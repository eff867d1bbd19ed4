/**
 * Parking at reception form (`/parkingreception`, screen SGRK005): a job order whose gate pass out is
 * done, the parking bay or location, the date-time (DD/MM/YYYY HH:mm, default now) and remarks;
 * Save moves it to Parking at Reception (1226).
 */
import { useTranslation } from 'react-i18next';
import { assignTechnicianScreens } from '@fleet/shared/garage/assign-technician';
import { DateTimeField, TextField } from '../../../../kit/index.ts';
import { assignTechnicianApi } from '../api.ts';
import { emptyParking, parkingErrors, toParkingRequest } from '../forms.ts';
import { paths } from '../lists.ts';
import { QueueForm } from '../QueueForm.tsx';

export function ParkingFormPage() {
  const { t } = useTranslation();
  return (
    <QueueForm
      screen={assignTechnicianScreens.parkingReception}
      listPath={paths.parkingList}
      readKey="parkingReception"
      empty={emptyParking}
      validate={parkingErrors}
      submit={(values) => assignTechnicianApi.park(toParkingRequest(values))}
      tostatus={1226}
      title={t('assignTechnician:parkingForm.title')}
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

export default ParkingFormPage;
