/**
 * Vehicle delivery list (`/vehicledeliverylist`, screen SGRJ003): vehicles waiting to be handed over
 * (gate pass out done, or parked at reception); New or the row's deliver action opens the delivery
 * form. Delivered job orders are closed and leave the list.
 */
import { useTranslation } from 'react-i18next';
import { assignTechnicianScreens } from '@fleet/shared/garage/assign-technician';
import { assignTechnicianApi } from '../api.ts';
import { paths } from '../lists.ts';
import { QueueList } from '../QueueList.tsx';

export function DeliveryListPage() {
  const { t } = useTranslation();
  return (
    <QueueList
      id="vehicle-delivery-list"
      screen={assignTechnicianScreens.vehicleDelivery}
      title={t('assignTechnician:deliveryList.title')}
      description={t('assignTechnician:deliveryList.description')}
      exportTitle="VehicleDelivery"
      fetch={assignTechnicianApi.deliveryQueue}
      formPath={paths.deliveryForm}
      rowAction={{ text: t('assignTechnician:deliveryList.deliver'), iconName: 'check' }}
    />
  );
}

export default DeliveryListPage;
