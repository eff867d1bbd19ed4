/**
 * Parking at reception (screen SGRK005): the list (`/parkingreceptionlist`) of the vehicles parked at
 * reception (1226) with their bay and parking time, where New parks a vehicle whose gate pass out is
 * done; the form (`/parkingreception`): a job order whose gate pass out is done, the parking bay or
 * location, the date-time (DD/MM/YYYY HH:mm, default now) and remarks; Save moves it to Parking at
 * Reception (1226).
 */
import { useTranslation } from 'react-i18next';
import { assignTechnicianScreens, type ParkingReceptionBody } from '@fleet/shared/garage/assign-technician';
import { TextField } from '../../../../kit/index.ts';
import { assignTechnicianApi } from '../api.ts';
import { emptyParking, parkingErrors, toParkingRequest } from '../forms.ts';
import { queueForm, queueList } from '../queues.ts';
import { QueueForm } from '../QueueForm.tsx';
import { QueueList } from '../QueueList.tsx';
import { formatDateTimeInput } from '../../../../kit/dateTime.ts';
import { StepDateTimeField } from '../StepDateTimeField.tsx';

/** Where the vehicle is parked, and what that is: at reception (1226) or at the garage (1233). */
export interface ParkingFormProps {
  screen: string;
  listPath: string;
  readKey: string;
  park: (body: ParkingReceptionBody) => Promise<unknown>;
  tostatus: number;
  /** The prefix of the form's texts (`QueueForm`). */
  texts: string;
}

/** The parking form: the bay or location and the date-time; both parkings ask the same. */
export function ParkingForm({ park, ...props }: ParkingFormProps) {
  const { t } = useTranslation();
  return (
    <QueueForm
      {...props}
      empty={emptyParking}
      validate={parkingErrors}
      submit={(values) => park(toParkingRequest(values))}
      fields={(form) => (
        <>
          <TextField
            form={form}
            name="parkingloc"
            label={t('assignTechnician:fields.parkingloc')}
            required
            testId="parkingloc"
          />
          <StepDateTimeField form={form} name="parkingdt" required />
        </>
      )}
    />
  );
}

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

export function ParkingFormPage() {
  return (
    <ParkingForm
      {...queueForm('parking')}
      screen={assignTechnicianScreens.parkingReception}
      park={assignTechnicianApi.park}
      tostatus={1226}
    />
  );
}
