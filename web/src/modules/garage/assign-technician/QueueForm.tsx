/**
 * The frame of the add-only queue forms (parking at reception, vehicle delivery): the document header
 * (date, time, user), the job order the step allows, then the form's own section. Save sends the
 * values, resets the form and drops the cached job order choices (the job order has moved on).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DocumentPage,
  TextAreaField,
  useDocumentFormPage,
  useDocumentSave,
  useLookupOptions,
  workflowChoices,
  type FormState,
  type KeysOf,
} from '../../../kit/index.ts';
import type { FieldErrors } from '../../../kit/form/formState.ts';
import { RecordSection } from '../../../kit/record/index.ts';
import { JobOrderSection } from '../../../kit/JobOrderSection.tsx';
import { assignTechnicianApi } from './api.ts';
import { jobOrderOption } from './lookups.ts';

export interface QueueFormProps<V extends { jobordno: string; remarks: string }> {
  screen: string;
  listPath: string;
  /** Query key of the (never loaded) document: these forms only add. */
  readKey: string;
  empty: () => V;
  validate: (values: V) => FieldErrors;
  submit: (values: V) => Promise<unknown>;
  /** The status the save moves the job order to (its choice list offers those that may take it). */
  tostatus: number;
  /** The prefix of the form's texts: `title`, the job order's (`jobOrder`) and the section's (`section`). */
  texts: string;
  /** The section's own fields (the remarks follow them). */
  fields: (form: FormState<V>) => ReactNode;
  /** A notice about the chosen job order, above the section (e.g. why this user may not do the step). */
  notice?: (form: FormState<V>) => ReactNode;
}

export function QueueForm<V extends { jobordno: string; remarks: string }>(props: QueueFormProps<V>) {
  const { t } = useTranslation();
  const page = useDocumentFormPage({
    screen: props.screen,
    listPath: props.listPath,
    empty: props.empty,
    // The page calls its check with the mode too; this form's check takes the values only (a shared
    // step check once took the mode for a field's name).
    validate: (values) => props.validate(values),
    read: {
      key: props.readKey,
      fetch: (): Promise<V> => Promise.reject(new Error('This form only adds.')),
      toValues: (values: V) => values,
    },
  });

  const { form } = page;
  // The job orders the step may take (`getJobOrder?tostatus=`).
  const choices = useLookupOptions(
    `jobOrders:${props.tostatus}`,
    (signal) => assignTechnicianApi.choices(props.tostatus, false, signal),
    jobOrderOption,
    workflowChoices,
  );
  const saving = useDocumentSave(form, props.empty, props.submit);

  return (
    <DocumentPage page={page} title={t(`${props.texts}.title`)} saving={saving}>
      <JobOrderSection
        title={t(`${props.texts}.jobOrder`)}
        namespace="assignTechnician"
        form={form}
        choices={choices}
        shown={choices.items.find((choice) => choice.jobordno === form.values.jobordno)}
      />
      {props.notice?.(form)}
      <RecordSection
        title={t(`${props.texts}.section`)}
        columns={3}
        below={
          <TextAreaField
            form={form}
            // Every queue form has `remarks` (V's bound); the generic hides that from the field's type.
            name={'remarks' as KeysOf<V, string | undefined>}
            label={t('assignTechnician:fields.remarks')}
            rows={2}
          />
        }
      >
        {props.fields(form)}
      </RecordSection>
    </DocumentPage>
  );
}
