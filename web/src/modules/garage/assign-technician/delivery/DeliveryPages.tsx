/**
 * Vehicle delivery (screen SGRJ003): the list (`/vehicledeliverylist`) of the vehicles waiting to be
 * handed over (gate pass out done, or parked at reception), where New or the row's deliver action opens
 * the delivery form; delivered job orders are closed and leave the list. The form (`/vehicledelivery`): a job order out of the garage (gate
 * pass out done, or parked at reception), who received the vehicle, their mobile (exactly 8 digits),
 * the date-time (DD/MM/YYYY HH:mm, default now) and remarks. Save moves it to Vehicle Delivered
 * (1227) and closes the job order, so the vehicle can get a new job card. Received by and the mobile
 * start from the customer the chosen job order holds (issue 24: reception typed the mobile once).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { assignTechnicianScreens } from '@fleet/shared/garage/assign-technician';
import { useSession } from '../../../../auth/session.ts';
import { TextField, useQuery, type FormState } from '../../../../kit/index.ts';
import { assignTechnicianApi } from '../api.ts';
import {
  deliveryCustomerOf,
  deliveryErrors,
  deliveryPrefill,
  emptyDelivery,
  toDeliveryRequest,
  type DeliveryCustomer,
  type DeliveryValues,
} from '../forms.ts';
import { queueForm, queueList } from '../queues.ts';
import { QueueForm } from '../QueueForm.tsx';
import { QueueList } from '../QueueList.tsx';
import { StepDateTimeField } from '../StepDateTimeField.tsx';

export function DeliveryListPage() {
  return (
    <QueueList
      {...queueList('delivery')}
      id="vehicle-delivery-list"
      screen={assignTechnicianScreens.vehicleDelivery}
      exportTitle="VehicleDelivery"
      actionIcon="check"
    />
  );
}

export function DeliveryFormPage() {
  const { t } = useTranslation();
  return (
    <QueueForm
      {...queueForm('delivery')}
      screen={assignTechnicianScreens.vehicleDelivery}
      empty={emptyDelivery}
      validate={deliveryErrors}
      submit={(values) => assignTechnicianApi.deliver(toDeliveryRequest(values))}
      tostatus={1227}
      fields={(form) => (
        <>
          <ReceivedByField form={form} />
          <TextField
            form={form}
            name="receivedmobile"
            label={t('assignTechnician:fields.receivedmobile')}
            inputMode="numeric"
            required
            testId="receivedmobile"
          />
          <StepDateTimeField form={form} name="deliverydt" required />
        </>
      )}
    />
  );
}

/**
 * Received by, which starts with the mobile from the chosen job order's customer (a component of its
 * own so the prefill runs inside the form's frame without taking a cell of its layout).
 */
function ReceivedByField({ form }: { form: FormState<DeliveryValues> }) {
  const { t } = useTranslation();
  useCustomerFromJobOrder(form);
  return (
    <TextField
      form={form}
      name="receivedby"
      label={t('assignTechnician:fields.receivedby')}
      required
      testId="receivedby"
    />
  );
}

/** Fills received by and the mobile from the chosen job order's customer (its delivery queue row). */
function useCustomerFromJobOrder(form: FormState<DeliveryValues>) {
  const project = useSession()?.project ?? '';
  const { jobordno } = form.values;
  const queue = useQuery(jobordno ? `vehicleDelivery:customer:${project}:${jobordno}` : null, (signal) =>
    assignTechnicianApi.deliveryQueue({ jobordno }, signal),
  );
  const row = queue.data?.find((candidate) => candidate.jobordno === jobordno);
  // Read when the job order's customer arrives, not on every keystroke (a cleared field stays cleared).
  const values = useRef(form.values);
  values.current = form.values;
  const filled = useRef<DeliveryCustomer | undefined>(undefined);
  const { set } = form;
  useEffect(() => {
    if (!row) return;
    const customer = deliveryCustomerOf(row);
    const changes = deliveryPrefill(values.current, filled.current, customer);
    filled.current = customer;
    // The field the user is in is left alone: a value set under the cursor would be cut into their
    // typing (a select-all and type that began before the customer arrived ended doubled).
    if (changes.receivedby !== undefined && !hasFocus('receivedby')) set('receivedby', changes.receivedby);
    if (changes.receivedmobile !== undefined && !hasFocus('receivedmobile'))
      set('receivedmobile', changes.receivedmobile);
  }, [row, set]);
}

/** Whether the focus is inside the form field of test id `testId`. */
const hasFocus = (testId: string) => !!document.activeElement?.closest(`[data-testid="${testId}"]`);
