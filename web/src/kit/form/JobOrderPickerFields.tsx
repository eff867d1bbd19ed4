/**
 * The job order a form acts on (`jobordno`), picked from a step's choices as `useLookupOptions` answers
 * them: `DocumentPickerFields` with the name and the choices every job order form gives it.
 */
import type { FormState } from './formState.ts';
import { DocumentPickerFields, type DocumentPickerFieldsProps } from './DocumentPickerFields.tsx';

type JobOrderForm = { jobordno: string };

export type JobOrderPickerFieldsProps<V extends JobOrderForm> = Omit<
  DocumentPickerFieldsProps<JobOrderForm, 'jobordno'>,
  'form' | 'name'
> & { form: FormState<V> };

export function JobOrderPickerFields<V extends JobOrderForm>({
  form,
  ...props
}: JobOrderPickerFieldsProps<V>) {
  return (
    <DocumentPickerFields
      {...props}
      // The picker reads and sets `jobordno` only, which every V has.
      form={form as unknown as FormState<JobOrderForm>}
      name="jobordno"
    />
  );
}
