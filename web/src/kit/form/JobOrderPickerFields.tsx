/**
 * The job order a form acts on (`jobordno`), picked from a step's choices as `useLookupOptions` answers
 * them: `DocumentPickerFields` with the name and the choices every job order form gives it.
 */
import type { FieldOption } from './fields.tsx';
import type { FormState } from './formState.ts';
import { DocumentPickerFields, type DocumentPickerFieldsProps } from './DocumentPickerFields.tsx';

type JobOrderForm = { jobordno: string };

export type JobOrderPickerFieldsProps<V extends JobOrderForm> = Omit<
  DocumentPickerFieldsProps<JobOrderForm, 'jobordno'>,
  'form' | 'name' | 'options' | 'loading'
> & {
  form: FormState<V>;
  /** The job orders the step offers, as options, and whether they are still loading. */
  choices: { options: FieldOption[]; loading?: boolean };
};

export function JobOrderPickerFields<V extends JobOrderForm>({
  form,
  choices,
  ...props
}: JobOrderPickerFieldsProps<V>) {
  return (
    <DocumentPickerFields
      {...props}
      // The picker reads and sets `jobordno` only, which every V has.
      form={form as unknown as FormState<JobOrderForm>}
      name="jobordno"
      options={choices.options}
      loading={choices.loading}
    />
  );
}
