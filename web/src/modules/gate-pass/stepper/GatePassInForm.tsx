/**
 * The gate pass in form (stepper step 1 and `gatepassin-direct`): job order choice (job orders whose
 * status allows QCPASSIN), its date, plate and garage, check-in date-time (DD/MM/YYYY HH:mm, default
 * now) and remarks in. Saving moves the job order to QCPASSIN.
 */
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import { screenCodes } from '@fleet/shared';
import { gatePassInStatus } from '@fleet/shared/gate-pass';
import { useSession } from '../../../auth/session.ts';
import { formatDate, formatTime } from '../../../i18n/format.ts';
import {
  DocumentForm,
  ReadOnlyField,
  SelectField,
  TextAreaField,
  TextField,
  clearQueryCache,
  useDocumentFormPage,
  useLookupOptions,
} from '../../../kit/index.ts';
import { gatePassApi } from '../api.ts';
import { gatePassDay, gatePassInListPath } from '../list/lists.ts';
import { jobOrderOption } from '../lookups.ts';
import { emptyGatePassIn, gatePassInErrors, toGatePassInRequest } from './gatePassInForm.ts';

export interface GatePassInFormProps {
  /** Told the job order once the gate pass in is saved. */
  onSaved?: (jobordno: string) => void;
  /** The stepper stays on the page (it moves to its next step); the direct form returns to the list. */
  afterSave: 'list' | 'stay';
}

const fetchChoices = (signal: AbortSignal) => gatePassApi.choices(gatePassInStatus, signal);

export function GatePassInForm({ onSaved, afterSave }: GatePassInFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  const choices = useLookupOptions('jobOrders:gatePassIn', fetchChoices, jobOrderOption);
  const { mode, form, openedAt, bindings } = useDocumentFormPage({
    screen: screenCodes.gatePassIn,
    listPath: gatePassInListPath,
    empty: emptyGatePassIn,
    validate: gatePassInErrors,
    read: { key: 'gatePassIn', fetch: () => Promise.resolve(null), toValues: () => emptyGatePassIn() },
  });
  const chosen = choices.items.find((row) => row.jobordno === form.values.jobordno);

  const save = async () => {
    const answer = await gatePassApi.saveIn(toGatePassInRequest(form.values));
    const jobordno = form.values.jobordno;
    form.reset(emptyGatePassIn());
    clearQueryCache('lookup:jobOrders:');
    onSaved?.(jobordno);
    return answer;
  };

  return (
    <DocumentForm
      {...bindings}
      mode={{ ...mode, status: 'ADD' }}
      title={t('gatePass:in.title')}
      afterSave={afterSave}
      canSave={() => form.touchAll()}
      onSave={save}
      header={
        <ColumnLayout columns={3} minColumnWidth={150}>
          <ReadOnlyField
            label={t('gatePass:header.date')}
            value={formatDate(openedAt)}
            testId="header-date"
          />
          <ReadOnlyField
            label={t('gatePass:header.time')}
            value={formatTime(openedAt)}
            testId="header-time"
          />
          <ReadOnlyField label={t('gatePass:header.user')} value={session?.username} testId="header-user" />
        </ColumnLayout>
      }
    >
      <Container>
        <ColumnLayout columns={3} minColumnWidth={200}>
          <SelectField
            form={form}
            name="jobordno"
            label={t('gatePass:fields.jobordno')}
            options={choices.options}
            loading={choices.loading}
            required
          />
          <ReadOnlyField label={t('gatePass:fields.JobOrderDate')} value={gatePassDay(chosen?.joborddat)} />
          <ReadOnlyField
            label={t('gatePass:fields.vehicleno')}
            value={chosen?.vehicleno}
            testId="vehicleno"
          />
          <ReadOnlyField label={t('gatePass:fields.garage')} value={chosen?.garagnam} />
          <TextField
            form={form}
            name="checkindt"
            ltr
            label={t('gatePass:fields.checkindt')}
            placeholder={t('gatePass:fields.dateTimePlaceholder')}
            constraintText={t('gatePass:fields.dateTimePlaceholder')}
          />
        </ColumnLayout>
        <TextAreaField form={form} name="remarksin" label={t('gatePass:fields.remarksin')} rows={2} />
      </Container>
    </DocumentForm>
  );
}
