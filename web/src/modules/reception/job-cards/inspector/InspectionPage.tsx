/**
 * The inspector's MOI inspection (`/inspectionmoi`, screen SGRJ002; spec 001 section 7 "Inspection
 * (MOI)"): job card (from the list's Inspect action or picked among the job cards waiting for their
 * inspector), inspection date, remarks. Saving moves the job card to Inspection (MOI).
 */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import type { InspectionDocument } from '@fleet/shared/reception/job-cards';
import {
  DateField,
  DocumentPage,
  ReadOnlyField,
  TextAreaField,
  useDocumentFormPage,
  useDocumentSave,
} from '../../../../kit/index.ts';
import { JobOrderPickerFields } from '../../../../kit/form/JobOrderPickerFields.tsx';
import { storedHeader } from '../../../../kit/document/formDocument.ts';
import { jobCardApi } from '../api.ts';
import { jobCardDetails, jobCardPaths, jobCardPicked, jobCardScreens } from '../lists.ts';
import { useJobCardsForQc } from '../lookups.ts';

interface InspectionValues {
  docnumbr: string;
  jobordno: string;
  inspdate: string;
  remarks: string;
  version: number;
}

const fromDocument = (document: InspectionDocument): InspectionValues =>
  storedHeader(document, ['jobordno', 'inspdate', 'remarks']);

export function InspectionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const preset = params.get('jobordno') ?? '';
  const choices = useJobCardsForQc();
  const empty = (): InspectionValues => ({
    docnumbr: '',
    jobordno: preset,
    inspdate: '',
    remarks: '',
    version: 0,
  });
  const page = useDocumentFormPage<InspectionValues, InspectionDocument>({
    screen: jobCardScreens.inspector,
    listPath: jobCardPaths.inspectorList,
    empty,
    validate: (values) => ({
      ...jobCardPicked(values),
      ...(values.remarks.trim() ? {} : { remarks: 'errors:inspectionRemarksRequired' }),
    }),
    read: { key: 'inspectionMoi', fetch: jobCardApi.inspection, toValues: fromDocument },
  });
  const { mode, form } = page;
  const { values } = form;
  const adding = mode.status === 'ADD';
  const chosen = choices.items.find((choice) => choice.jobordno === values.jobordno);

  const saving = useDocumentSave(form, empty, ({ jobordno, docnumbr, version, remarks, inspdate }) => {
    const body = { remarks, ...(inspdate ? { inspdate } : {}) };
    return adding
      ? jobCardApi.saveInspection({ jobordno, ...body })
      : jobCardApi.updateInspection({ docnumbr, version, ...body });
  });

  return (
    <DocumentPage
      page={page}
      title={t('jobCards:inspection.title')}
      saving={saving}
      headerFields={
        <ReadOnlyField
          label={t('jobCards:inspection.docnumbr')}
          value={values.docnumbr || t('jobCards:header.autoNumber')}
        />
      }
    >
      <Container>
        <JobOrderPickerFields
          form={form}
          label={t('jobCards:fields.jobordno')}
          choices={choices}
          picking={adding}
          details={jobCardDetails(t, chosen)}
        >
          <DateField form={form} name="inspdate" label={t('jobCards:inspection.inspdate')} />
        </JobOrderPickerFields>
        <TextAreaField form={form} name="remarks" label={t('jobCards:fields.remarks')} required />
      </Container>
    </DocumentPage>
  );
}

export default InspectionPage;
