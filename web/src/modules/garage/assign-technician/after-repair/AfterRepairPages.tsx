/**
 * The garage's steps after the repair, each a queue of job orders and the form that records the step:
 * - washing (`/washinglist`, `/washing`; screen SGRG011): the vehicles washed after the final QC by MOI
 *   (1224); the form records a wash of a job order at 1223 (date-time DD/MM/YYYY HH:mm, default now,
 *   and remarks);
 * - vehicle delivery approval (`/vehicledeliveryapprovelist`, `/vehicledeliveryapprove`; SGRG013): the
 *   vehicles approved for delivery (1225); the form approves a job order after the final QC by MOI or
 *   its washing;
 * - parking at the garage (`/parkinggaragelist`, `/parking`; SGRG016): vehicles approved for delivery
 *   parked at the garage until their gate pass out (1233), with bay and time.
 */
import { assignTechnicianScreens } from '@fleet/shared/garage/assign-technician';
import { assignTechnicianApi } from '../api.ts';
import { emptyDeliveryApproval, emptyWashing, stepBody, stepErrors } from '../forms.ts';
import { queueForm, queueList } from '../queues.ts';
import { ParkingForm } from '../parking/ParkingPages.tsx';
import { QueueForm } from '../QueueForm.tsx';
import { QueueList } from '../QueueList.tsx';
import { StepDateTimeField } from '../StepDateTimeField.tsx';

const { washing, vehicleDeliveryApprove, parkingGarage } = assignTechnicianScreens;

export const WashingListPage = () => (
  <QueueList
    {...queueList('washing')}
    id="washing-list"
    screen={washing}
    exportTitle="Washing"
    actionIcon="add-plus"
  />
);

export const WashingFormPage = () => (
  <QueueForm
    {...queueForm('washing')}
    screen={washing}
    empty={emptyWashing}
    validate={(values) => stepErrors(values, 'washdt')}
    submit={(values) => assignTechnicianApi.wash(stepBody(values, 'washdt'))}
    tostatus={1224}
    fields={(form) => <StepDateTimeField form={form} name="washdt" required />}
  />
);

export const DeliveryApprovalListPage = () => (
  <QueueList
    {...queueList('deliveryApproval')}
    id="delivery-approval-list"
    screen={vehicleDeliveryApprove}
    exportTitle="VehicleDeliveryApproval"
    actionIcon="check"
  />
);

export const DeliveryApprovalFormPage = () => (
  <QueueForm
    {...queueForm('deliveryApproval')}
    screen={vehicleDeliveryApprove}
    empty={emptyDeliveryApproval}
    validate={(values) => stepErrors(values)}
    submit={(values) => assignTechnicianApi.approveDelivery(stepBody(values))}
    tostatus={1225}
    fields={() => null}
  />
);

export const ParkingGarageListPage = () => (
  <QueueList
    {...queueList('parkingGarage')}
    id="parking-garage-list"
    screen={parkingGarage}
    exportTitle="ParkingAtGarage"
    actionIcon="edit"
  />
);

export const ParkingGarageFormPage = () => (
  <ParkingForm
    {...queueForm('parkingGarage')}
    screen={parkingGarage}
    park={assignTechnicianApi.parkAtGarage}
    tostatus={1233}
  />
);
