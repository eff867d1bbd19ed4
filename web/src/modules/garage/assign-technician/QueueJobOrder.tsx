/**
 * The job order part of the parking and delivery forms: the choice of job orders the step allows
 * (`getJobOrder?tostatus=`), preselected from the list's row (`jobOrderId` in navigation state), and
 * its date, plate, make, garage and status read-only.
 */
import { useTranslation } from 'react-i18next';
import { useJobOrderPreset, useLookupOptions, workflowChoices, type FormState } from '../../../kit/index.ts';
import { JobOrderPickerFields } from '../../../kit/form/JobOrderPickerFields.tsx';
import { assignTechnicianApi } from './api.ts';
import { jobOrderOption } from './lookups.ts';
import { jobOrderDetails } from '../../../kit/jobOrderDetails.ts';
import { RecordSection } from '../../../kit/record/index.ts';

export function QueueJobOrder<V extends { jobordno: string }>({
  form,
  tostatus,
  title,
}: {
  form: FormState<V>;
  tostatus: number;
  title: string;
}) {
  const { t, i18n } = useTranslation();
  const choices = useLookupOptions(
    `jobOrders:${tostatus}`,
    (signal) => assignTechnicianApi.choices(tostatus, false, signal),
    jobOrderOption,
    workflowChoices,
  );
  useJobOrderPreset(form);
  const shown = choices.items.find((choice) => choice.jobordno === form.values.jobordno);
  const arabic = i18n.language === 'ar';
  return (
    <RecordSection title={title}>
      <JobOrderPickerFields
        form={form}
        label={t('assignTechnician:fields.jobordno')}
        choices={choices}
        details={jobOrderDetails(t, 'assignTechnician', shown, arabic)}
      />
    </RecordSection>
  );
}
