/**
 * Vehicle delivery form (`/vehicledelivery`, screen SGRJ003): a job order out of the garage (gate
 * pass out done, or parked at reception), who received the vehicle, their mobile (exactly 8 digits),
 * the date-time (DD/MM/YYYY HH:mm, default now) and remarks. Save moves it to Vehicle Delivered
 * (1227) and closes the job order, so the vehicle can get a new job card.
 */
import { useTranslation } from 'react-i18next';
import { assignTechnicianScreens } from '@fleet/shared/assign-technician';
import { DateTimeField, TextField } from '../../../kit/index.ts';
import { assignTechnicianApi } from '../api.ts';
import { deliveryErrors, emptyDelivery, toDeliveryRequest } from '../forms.ts';
import { paths } from '../lists.ts';
import { QueueForm } from '../QueueForm.tsx';

export function DeliveryFormPage() {
  const { t } = useTranslation();
  return (
    <QueueForm
      screen={assignTechnicianScreens.vehicleDelivery}
      listPath={paths.deliveryList}
      readKey="vehicleDelivery"
      empty={emptyDelivery}
      validate={deliveryErrors}
      submit={(values) => assignTechnicianApi.deliver(toDeliveryRequest(values))}
      tostatus={1227}
      title={t('assignTechnician:deliveryForm.title')}
      jobOrderTitle={t('assignTechnician:deliveryForm.jobOrder')}
      sectionTitle={t('assignTechnician:deliveryForm.delivery')}
      fields={(form) => (
        <>
          <TextField
            form={form}
            name="receivedby"
            label={t('assignTechnician:fields.receivedby')}
            required
            testId="receivedby"
          />
          <TextField
            form={form}
            name="receivedmobile"
            label={t('assignTechnician:fields.receivedmobile')}
            inputMode="numeric"
            required
            testId="receivedmobile"
          />
          <DateTimeField
            form={form}
            name="deliverydt"
            label={t('assignTechnician:fields.deliverydt')}
            format={t('assignTechnician:fields.dateTimePlaceholder')}
            required
          />
        </>
      )}
    />
  );
}

export default DeliveryFormPage;
