/**
 * A document's own fields as data: the page names each field by its form value, in order, and says
 * only what differs from a plain text box (a date, long text, a number, a choice, required, a hint).
 * Each is labelled by the document's `<ns>:fields.<name>` key and rendered by the bound fields
 * (fields.tsx), so a header block reads as the document's declaration rather than as JSX.
 * A function returning the fields, not a component: the fields stand in a ColumnLayout, which gives
 * each of its children a column, and a component's output would be one child (one column for all).
 */
import type { TFunction } from 'i18next';
import type { FormState } from './formState.ts';
import {
  DateField,
  SelectField,
  TextAreaField,
  TextField,
  type FieldOption,
  type KeysOf,
} from './fields.tsx';

export interface FieldDeclaration {
  /** A text box unless: a calendar day, long text (two rows), a whole number or a choice of `options`. */
  kind?: 'text' | 'date' | 'textarea' | 'number' | 'select';
  required?: boolean;
  /** Translated. A label other than `<ns>:fields.<name>`. */
  label?: string;
  description?: string;
  constraintText?: string;
  placeholder?: string;
  /** Read-only whatever the mode. */
  readOnly?: boolean;
  /** Names the field for tests when not its name. */
  testId?: string;
  /** Kept left to right in Arabic too (references, numbers). */
  ltr?: boolean;
  options?: FieldOption[];
  loading?: boolean;
  /** A lookup's options and loading state as one (`useLookupOptions`), instead of `options` and `loading`. */
  choices?: { options: FieldOption[]; loading?: boolean };
}

/** The fields in order by name; `false` leaves one out (e.g. only while adding). */
export type FieldDeclarations<V> = Partial<
  Record<KeysOf<V, string | undefined> & string, FieldDeclaration | false>
>;

export function declaredFields<V extends object>(
  t: TFunction,
  {
    form,
    ns,
    fields,
  }: {
    form: FormState<V>;
    /** The document's i18n namespace (`creditInvoice`). */
    ns: string;
    fields: FieldDeclarations<V>;
  },
) {
  const declared = Object.entries(fields) as [
    KeysOf<V, string | undefined> & string,
    FieldDeclaration | false,
  ][];
  return declared.map(([name, field]) => {
    if (!field) return null;
    const { kind = 'text', label, options = [], ...rest } = field;
    const props = { ...rest, form, name, label: label ?? t(`${ns}:fields.${name}`) };
    switch (kind) {
      case 'date':
        return <DateField key={name} {...props} />;
      case 'textarea':
        return <TextAreaField key={name} {...props} rows={2} />;
      case 'select':
        return <SelectField key={name} {...props} options={options} />;
      case 'number':
        return <TextField key={name} {...props} type="number" inputMode="numeric" ltr />;
      default:
        return <TextField key={name} {...props} />;
    }
  });
}
