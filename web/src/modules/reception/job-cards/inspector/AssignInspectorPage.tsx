/**
 * Inspector assignment (`/assigninspectormoi`, screen SGRJ002; spec 000 Help centre): pick the Job
 * Card No. (date, plate and garage fill in), Job Time IN defaults to now and can be changed, pick the
 * inspector, Save. Job card number and inspector are mandatory (section 5). Assigning moves the job
 * card to Inspector Assigned and notifies the inspector; EDIT reassigns.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import type { JobCardListRow } from '@fleet/shared/reception/job-cards';
import { DateField, TextField, useDocumentFormPage } from '../../../../kit/index.ts';
import { DocumentPage, useDocumentSave } from '../../../../kit/document/DocumentPage.tsx';
import { useReaderNames } from '../../../../kit/masterNames.ts';
import { JobOrderPickerFields } from '../../../../kit/form/JobOrderPickerFields.tsx';
import { jobCardApi } from '../api.ts';
import { InspectorField } from '../form/JobCardFields.tsx';
import { jobTimeIso, localDateTime } from '../form/jobCardForm.ts';
import { jobCardDetails, jobCardPaths, jobCardPicked, jobCardScreens } from '../lists.ts';
import { useJobCardsWaitingInspector } from '../lookups.ts';

interface AssignValues {
  jobordno: string;
  inspector: string;
  jobtimdate: string;
  jobtimtime: string;
  version: number;
}

const empty = (): AssignValues => ({ jobordno: '', inspector: '', version: 0, ...localDateTime(new Date()) });

const fromRow = (row: JobCardListRow): AssignValues => ({
  jobordno: row.jobordno,
  inspector: row.inspector ?? '',
  version: row.version,
  ...(row.jobtimin ? localDateTime(new Date(row.jobtimin)) : localDateTime(new Date())),
});

export function AssignInspectorPage() {
  const { t } = useTranslation();
  const choices = useJobCardsWaitingInspector();
  const page = useDocumentFormPage<AssignValues, JobCardListRow>({
    screen: jobCardScreens.inspector,
    listPath: jobCardPaths.inspectorList,
    empty,
    validate: (values) => ({
      ...jobCardPicked(values),
      ...(values.inspector ? {} : { inspector: 'errors:jobCardInspectorRequired' }),
      ...(jobTimeIso(values.jobtimdate, values.jobtimtime) ? {} : { jobtimtime: 'jobCards:errors.jobTime' }),
    }),
    read: { key: 'inspectorAssignment', fetch: jobCardApi.assignment, toValues: fromRow },
  });
  const { mode, form, document } = page;
  const { values } = form;
  const adding = mode.status === 'ADD';
  const nameOf = useReaderNames(['garages']);
  const chosen = useMemo(
    () => document.data ?? choices.items.find((choice) => choice.jobordno === values.jobordno),
    [document.data, choices.items, values.jobordno],
  );

  const saving = useDocumentSave(form, empty, ({ jobtimdate, jobtimtime, version, ...assignment }) =>
    jobCardApi.assign({
      ...assignment,
      jobtimin: jobTimeIso(jobtimdate, jobtimtime),
      ...(adding ? {} : { version }),
    }),
  );

  return (
    <DocumentPage page={page} title={t('jobCards:assign.title')} saving={saving}>
      <Container>
        <JobOrderPickerFields
          form={form}
          label={t('jobCards:fields.jobordno')}
          choices={choices}
          picking={adding}
          testId="field-jobordno"
          details={jobCardDetails(t, chosen, nameOf)}
        >
          <DateField form={form} name="jobtimdate" label={t('jobCards:fields.jobtimdate')} />
          <TextField
            form={form}
            name="jobtimtime"
            label={t('jobCards:fields.jobtimtime')}
            placeholder="HH:mm"
          />
          <InspectorField form={form} />
        </JobOrderPickerFields>
      </Container>
    </DocumentPage>
  );
}

export default AssignInspectorPage;
