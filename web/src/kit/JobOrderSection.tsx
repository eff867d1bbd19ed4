/**
 * The job order part of a garage form (the technician assignments, the garage's queues): a section with
 * the job order's picker, labelled by the module's `<namespace>:fields.jobordno`, and what is known of
 * the picked job order (`jobOrderDetails`, with the page's `own` details). A new document picks it
 * unless told otherwise; another shows its number.
 */
import { useTranslation } from 'react-i18next';
import { useDocumentMode } from './form/context.ts';
import type { PickedDetail } from './form/DocumentPickerFields.tsx';
import { JobOrderPickerFields, type JobOrderPickerFieldsProps } from './form/JobOrderPickerFields.tsx';
import { jobOrderDetails, type ShownJobOrder } from './jobOrderDetails.ts';
import { RecordSection } from './record/RecordFormPage.tsx';
import { useReaderNames } from './masterNames.ts';

export type JobOrderSectionProps<V extends { jobordno: string }> = Omit<
  JobOrderPickerFieldsProps<V>,
  'label' | 'details'
> & {
  /** Translated. */
  title: string;
  namespace: string;
  shown: ShownJobOrder | undefined;
  own?: PickedDetail[];
};

export function JobOrderSection<V extends { jobordno: string }>({
  title,
  namespace,
  shown,
  own,
  ...picker
}: JobOrderSectionProps<V>) {
  const { t, i18n } = useTranslation();
  const adding = useDocumentMode().status === 'ADD';
  // The garage and make in the reader's language (the job order keeps the English names).
  const nameOf = useReaderNames(['garages', 'makes']);
  const named = shown && {
    ...shown,
    garagnam: shown.garagnam || shown.garage ? nameOf('garages', shown.garage, shown.garagnam) : undefined,
    vehmaknam: shown.vehmaknam ? nameOf('makes', undefined, shown.vehmaknam) : undefined,
  };
  return (
    <RecordSection title={title}>
      <JobOrderPickerFields
        picking={adding}
        {...picker}
        label={t(`${namespace}:fields.jobordno`)}
        details={jobOrderDetails(t, namespace, named, i18n.language === 'ar', own)}
      />
    </RecordSection>
  );
}
