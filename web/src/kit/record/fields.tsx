/**
 * The kit's bound fields for the inside of a `RecordFormPage`: they take the record's form from it,
 * a lookup's options and loading state as one `choices`, and `fixed` for a key that is typed or
 * picked while adding and read-only after (or in a read-only mode). `recordFields<V>()` types them on
 * the form's values once, at module level: `const field = recordFields<EmployeeValues>()`.
 */
import type { ComponentProps } from 'react';
import { useDocumentMode } from '../form/context.ts';
import { DocumentPickerFields } from '../form/DocumentPickerFields.tsx';
import {
  CheckboxField,
  DateField,
  DateTimeField,
  MultiselectField,
  SelectField,
  TextAreaField,
  TextField,
  type FieldOption,
  type KeysOf,
} from '../form/fields.tsx';
import type { DocumentMode } from '../form/mode.ts';
import { useRecordFormState } from './RecordFormPage.tsx';

/** A lookup's choices (`useLookupOptions` answers this shape). */
export interface Choices {
  options: FieldOption[];
  loading?: boolean;
}

type Bound<P> = Omit<P, 'form'> & {
  /** A key: editable while adding only. */
  fixed?: boolean;
};

type TextKey<V> = KeysOf<V, string | undefined>;

/** `readOnly` of a field: a fixed one after adding or in a read-only mode, else the page's. */
function readOnlyOf(mode: DocumentMode, fixed: boolean | undefined, readOnly: boolean | undefined) {
  return fixed ? mode.status !== 'ADD' || mode.readOnly : readOnly;
}

export function recordFields<V extends object>() {
  function Text<K extends TextKey<V>>({ fixed, ...props }: Bound<ComponentProps<typeof TextField<V, K>>>) {
    const form = useRecordFormState<V>();
    const mode = useDocumentMode();
    return <TextField form={form} {...props} readOnly={readOnlyOf(mode, fixed, props.readOnly)} />;
  }

  function TextArea<K extends TextKey<V>>(props: Omit<ComponentProps<typeof TextAreaField<V, K>>, 'form'>) {
    return <TextAreaField form={useRecordFormState<V>()} {...props} />;
  }

  function DayField<K extends TextKey<V>>(props: Omit<ComponentProps<typeof DateField<V, K>>, 'form'>) {
    return <DateField form={useRecordFormState<V>()} {...props} />;
  }

  function DayTimeField<K extends TextKey<V>>(
    props: Omit<ComponentProps<typeof DateTimeField<V, K>>, 'form'>,
  ) {
    return <DateTimeField form={useRecordFormState<V>()} {...props} />;
  }

  /** A choice; `onChange` instead of setting the field (a choice that clears the ones below it). */
  function Select<K extends TextKey<V>>({
    fixed,
    onChange,
    ...props
  }: Bound<ComponentProps<typeof SelectField<V, K>>> & { onChange?: (value: string) => void }) {
    const form = useRecordFormState<V>();
    const mode = useDocumentMode();
    return (
      <SelectField
        form={onChange ? { ...form, set: (_name, value) => onChange(String(value)) } : form}
        {...props}
        readOnly={readOnlyOf(mode, fixed, props.readOnly)}
      />
    );
  }

  function Multiselect<K extends KeysOf<V, string[]>>({
    choices,
    ...props
  }: Omit<ComponentProps<typeof MultiselectField<V, K>>, 'form' | 'options'> & { choices: Choices }) {
    return (
      <MultiselectField
        form={useRecordFormState<V>()}
        {...props}
        options={choices.options}
        loading={props.loading ?? choices.loading}
      />
    );
  }

  function Checkbox<K extends KeysOf<V, 'Y' | 'N'>>(
    props: Omit<ComponentProps<typeof CheckboxField<V, K>>, 'form'>,
  ) {
    return <CheckboxField form={useRecordFormState<V>()} {...props} />;
  }

  /** The document the record works on (a job order): picked while adding, read-only after. */
  function Picker<K extends TextKey<V>>(
    props: Omit<ComponentProps<typeof DocumentPickerFields<V, K>>, 'form' | 'picking'>,
  ) {
    const form = useRecordFormState<V>();
    const mode = useDocumentMode();
    return <DocumentPickerFields form={form} {...props} picking={mode.status === 'ADD'} />;
  }

  return { Text, TextArea, Date: DayField, DateTime: DayTimeField, Select, Multiselect, Checkbox, Picker };
}
