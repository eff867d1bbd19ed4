/**
 * The gate pass in form (stepper step 1 and `gatepassin-direct`): job order choice (job orders whose
 * status allows QCPASSIN), its date, plate and garage, check-in date-time (DD/MM/YYYY HH:mm, default
 * now) and remarks in. Saving moves the job order to QCPASSIN. Under the picker, the job orders of the
 * reception it does not offer yet and the step each waits for.
 */
import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import { screenCodes } from '@fleet/shared';
import { gatePassInStatus } from '@fleet/shared/reception/gate-pass';
import {
  DocumentPage,
  TextAreaField,
  DateTimeField,
  listDay,
  useDocumentFormPage,
  useLookupOptions,
  workflowChoices,
} from '../../../../kit/index.ts';
import { useReaderNames } from '../../../../kit/masterNames.ts';
import { gatePassApi } from '../api.ts';
import { gatePassInListPath } from '../list/lists.ts';
import { jobOrderOption } from '../../../../kit/jobOrderOption.ts';
import { JobOrderPickerFields } from '../../../../kit/form/JobOrderPickerFields.tsx';
import { emptyGatePassIn, gatePassInErrors, toGatePassInRequest } from './gatePassInForm.ts';
import { WaitingJobOrders } from './WaitingJobOrders.tsx';

export interface GatePassInFormProps {
  /** Told the job order once the gate pass in is saved. */
  onSaved?: (jobordno: string) => void;
  /** The stepper stays on the page (it moves to its next step); the direct form returns to the list. */
  afterSave: 'list' | 'stay';
}

const fetchChoices = (signal: AbortSignal) => gatePassApi.choices(gatePassInStatus, signal);

export function GatePassInForm({ onSaved, afterSave }: GatePassInFormProps) {
  const { t } = useTranslation();
  const choices = useLookupOptions('jobOrders:gatePassIn', fetchChoices, jobOrderOption, workflowChoices);
  const page = useDocumentFormPage({
    screen: screenCodes.gatePassIn,
    listPath: gatePassInListPath,
    empty: emptyGatePassIn,
    validate: gatePassInErrors,
    read: { key: 'gatePassIn', fetch: () => Promise.resolve(null), toValues: () => emptyGatePassIn() },
  });
  const { form } = page;
  const chosen = choices.items.find((row) => row.jobordno === form.values.jobordno);
  const nameOf = useReaderNames(['garages']);

  const save = async () => {
    const answer = await gatePassApi.saveIn(toGatePassInRequest(form.values));
    const jobordno = form.values.jobordno;
    form.reset(emptyGatePassIn());
    onSaved?.(jobordno);
    return answer;
  };

  return (
    <DocumentPage
      page={{ ...page, mode: { ...page.mode, status: 'ADD' } }}
      title={t('gatePass:in.title')}
      afterSave={afterSave}
      onSave={save}
    >
      <Container>
        <JobOrderPickerFields
          form={form}
          label={t('gatePass:fields.jobordno')}
          choices={choices}
          details={[
            { label: t('gatePass:fields.JobOrderDate'), value: listDay(chosen?.joborddat) },
            { label: t('gatePass:fields.vehicleno'), value: chosen?.vehicleno, testId: 'vehicleno' },
            {
              label: t('gatePass:fields.garage'),
              value: chosen && nameOf('garages', chosen.garage, chosen.garagnam),
            },
          ]}
        >
          <DateTimeField
            form={form}
            name="checkindt"
            label={t('gatePass:fields.checkindt')}
            format={t('gatePass:fields.dateTimePlaceholder')}
          />
        </JobOrderPickerFields>
        <WaitingJobOrders />
        <TextAreaField form={form} name="remarksin" label={t('gatePass:fields.remarksin')} rows={2} />
      </Container>
    </DocumentPage>
  );
}
