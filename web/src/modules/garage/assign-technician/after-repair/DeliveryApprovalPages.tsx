/**
 * Vehicle delivery approval (`/vehicledeliveryapprovelist`, `/vehicledeliveryapprove`; screen SGRG013):
 * vehicles approved for delivery (1225) and the form that approves a job order after the final QC by
 * MOI or its washing.
 */
import { assignTechnicianScreens } from '@fleet/shared/garage/assign-technician';
import { assignTechnicianApi } from '../api.ts';
import { deliveryApprovalErrors, emptyDeliveryApproval, toDeliveryApprovalRequest } from '../forms.ts';
import { paths } from '../lists.ts';
import { QueueForm } from '../QueueForm.tsx';
import { QueueList } from '../QueueList.tsx';

export function DeliveryApprovalListPage() {
  return (
    <QueueList
      id="delivery-approval-list"
      screen={assignTechnicianScreens.vehicleDeliveryApprove}
      texts="assignTechnician:deliveryApprovalList"
      exportTitle="VehicleDeliveryApproval"
      fetch={assignTechnicianApi.deliveryApprovalQueue}
      formPath={paths.deliveryApprovalForm}
      actionIcon="check"
    />
  );
}

export function DeliveryApprovalFormPage() {
  return (
    <QueueForm
      screen={assignTechnicianScreens.vehicleDeliveryApprove}
      listPath={paths.deliveryApprovalList}
      readKey="deliveryApproval"
      empty={emptyDeliveryApproval}
      validate={deliveryApprovalErrors}
      submit={(values) => assignTechnicianApi.approveDelivery(toDeliveryApprovalRequest(values))}
      tostatus={1225}
      texts="assignTechnician:deliveryApprovalForm"
      fields={() => null}
    />
  );
}
