/**
 * A text the page keeps itself (a search box, a dialog's field) rather than a document form's field:
 * the label, the error or hint beneath, and the input, which hands back the typed text. The twin of
 * `PickField` for a choice.
 */
import FormField, { type FormFieldProps } from '@cloudscape-design/components/form-field';
import { Input, type InputProps } from './Input.tsx';

export type InputFieldProps = Pick<
  FormFieldProps,
  'errorText' | 'description' | 'constraintText' | 'stretch'
> &
  Omit<InputProps, 'onChange'> & {
    label: string;
    onChange: (value: string) => void;
    /** On the input itself. */
    testId?: string;
  };

export function InputField({ testId, onChange, ...props }: InputFieldProps) {
  const { label, errorText, description, constraintText, stretch, ...input } = props;
  return (
    <FormField {...{ label, errorText, description, constraintText, stretch }}>
      <Input {...input} data-testid={testId} onChange={({ detail }) => onChange(detail.value)} />
    </FormField>
  );
}
