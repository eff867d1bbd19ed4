/**
 * Parking at reception form (`/parkingreception`, screen SGRK005): a job order whose gate pass out is
 * done, the parking bay or location, the date-time (DD/MM/YYYY HH:mm, default now) and remarks;
 * Save moves it to Parking at Reception (1226).
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
import { emptyParking, parkingErrors, toParkingRequest, type ParkingValues } from '../forms.ts';
import { paths } from '../lists.ts';
import { QueueJobOrder } from '../QueueJobOrder.tsx';

const noDocument = (): Promise<ParkingValues> => Promise.reject(new Error('A parking is only added.'));

export function ParkingFormPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { form, openedAt, bindings } = useDocumentFormPage({
    screen: assignTechnicianScreens.parkingReception,
    listPath: paths.parkingList,
    empty: emptyParking,
    validate: parkingErrors,
    read: { key: 'parkingReception', fetch: noDocument, toValues: (values) => values },
  });

  const save = async () => {
    const answer = await assignTechnicianApi.park(toParkingRequest(form.values));
    form.reset(emptyParking());
    clearQueryCache('lookup:jobOrders:');
    return answer;
  };

  return (
    <DocumentForm
      {...bindings}
      title={t('assignTechnician:parkingForm.title')}
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
        <QueueJobOrder form={form} tostatus={1226} title={t('assignTechnician:parkingForm.jobOrder')} />
        <Container header={<Header variant="h2">{t('assignTechnician:parkingForm.parking')}</Header>}>
          <SpaceBetween size="m">
            <ColumnLayout columns={3} minColumnWidth={200}>
              <TextField
                form={form}
                name="parkingloc"
                label={t('assignTechnician:fields.parkingloc')}
                required
                testId="parkingloc"
              />
              <TextField
                form={form}
                name="parkingdt"
                ltr
                label={t('assignTechnician:fields.parkingdt')}
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

export default ParkingFormPage;
