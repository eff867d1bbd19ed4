/**
 * Vehicle delivery form (`/vehicledelivery`, screen SGRJ003): a job order out of the garage (gate
 * pass out done, or parked at reception), who received the vehicle, their mobile (exactly 8 digits),
 * the date-time (DD/MM/YYYY HH:mm, default now) and remarks. Save moves it to Vehicle Delivered
 * (1227) and closes the job order, so the vehicle can get a new job card.
 */
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { assignTechnicianScreens } from '@fleet/shared/assign-technician';
import { useSession } from '../../../auth/session.ts';
import { formatDate, formatTime } from '../../../i18n/format.ts';
import {
  DocumentForm,
  ReadOnlyField,
  TextAreaField,
  TextField,
  clearQueryCache,
  useDocumentFormPage,
} from '../../../kit/index.ts';
import { assignTechnicianApi } from '../api.ts';
import { deliveryErrors, emptyDelivery, toDeliveryRequest, type DeliveryValues } from '../forms.ts';
import { paths } from '../lists.ts';
import { QueueJobOrder } from '../QueueJobOrder.tsx';

const noDocument = (): Promise<DeliveryValues> => Promise.reject(new Error('A delivery is only added.'));

export function DeliveryFormPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { form, openedAt, bindings } = useDocumentFormPage({
    screen: assignTechnicianScreens.vehicleDelivery,
    listPath: paths.deliveryList,
    empty: emptyDelivery,
    validate: deliveryErrors,
    read: { key: 'vehicleDelivery', fetch: noDocument, toValues: (values) => values },
  });

  const save = async () => {
    const answer = await assignTechnicianApi.deliver(toDeliveryRequest(form.values));
    form.reset(emptyDelivery());
    clearQueryCache('lookup:jobOrders:');
    return answer;
  };

  return (
    <DocumentForm
      {...bindings}
      title={t('assignTechnician:deliveryForm.title')}
      canSave={() => form.touchAll()}
      onSave={save}
      header={
        <ColumnLayout columns={3} minColumnWidth={150}>
          <ReadOnlyField label={t('assignTechnician:header.date')} value={formatDate(openedAt)} />
          <ReadOnlyField label={t('assignTechnician:header.time')} value={formatTime(openedAt)} />
          <ReadOnlyField label={t('assignTechnician:header.user')} value={session?.username} />
        </ColumnLayout>
      }
    >
      <SpaceBetween size="l">
        <QueueJobOrder form={form} tostatus={1227} title={t('assignTechnician:deliveryForm.jobOrder')} />
        <Container header={<Header variant="h2">{t('assignTechnician:deliveryForm.delivery')}</Header>}>
          <SpaceBetween size="m">
            <ColumnLayout columns={3} minColumnWidth={200}>
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
              <TextField
                form={form}
                name="deliverydt"
                ltr
                label={t('assignTechnician:fields.deliverydt')}
                placeholder={t('assignTechnician:fields.dateTimePlaceholder')}
                constraintText={t('assignTechnician:fields.dateTimePlaceholder')}
                required
              />
            </ColumnLayout>
            <TextAreaField form={form} name="remarks" label={t('assignTechnician:fields.remarks')} rows={2} />
          </SpaceBetween>
        </Container>
      </SpaceBetween>
    </DocumentForm>
  );
}

export default DeliveryFormPage;
