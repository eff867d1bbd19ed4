/**
 * Vehicle delivery list (`/vehicledeliverylist`, screen SGRJ003): vehicles waiting to be handed over
 * (gate pass out done, or parked at reception); New or the row's deliver action opens the delivery
 * form. Delivered job orders are closed and leave the list.
 */
import { assignTechnicianScreens } from '@fleet/shared/garage/assign-technician';
import { queueList } from '../queues.ts';
import { QueueList } from '../QueueList.tsx';

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

export default DeliveryListPage;
