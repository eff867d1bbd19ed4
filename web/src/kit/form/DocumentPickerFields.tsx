/**
 * The document a form works on, picked by its number (a job order, a job card): a required choice
 * while adding, the number read-only otherwise, then what is known of the picked document read-only
 * (date, plate, make, garage ...) and the page's own fields, in one three-column layout.
 */
import type { ReactNode } from 'react';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { ReadOnlyField, SelectField, type FieldOption, type KeysOf } from './fields.tsx';
import type { FormState } from './formState.ts';

export interface PickedDetail {
  label: string;
  value: string | undefined;
  testId?: string;
}

export interface DocumentPickerFieldsProps<V extends object, K extends KeysOf<V, string | undefined>> {
  form: FormState<V>;
  /** The field holding the picked document's number; none: the details alone (a document made from none). */
  name?: K | undefined;
  label: string;
  /** The documents to pick from, and whether they are still loading (`useLookupOptions` answers this shape). */
  choices: { options: FieldOption[]; loading?: boolean };
  /** The choice while true (adding); the number read-only otherwise. */
  picking?: boolean;
  /** Names the number's field for tests, chosen or read-only (default: the field's name). */
  testId?: string;
  /** Read-only fields of the picked document, after its number. */
  details: PickedDetail[];
  /** The page's own fields, after the details. */
  children?: ReactNode;
}

export function DocumentPickerFields<V extends object, K extends KeysOf<V, string | undefined>>({
  form,
  name,
  label,
  choices,
  picking = true,
  testId,
  details,
  children,
}: DocumentPickerFieldsProps<V, K>) {
  return (
    <ColumnLayout columns={3} minColumnWidth={200}>
      {name === undefined ? null : picking ? (
        <SelectField form={form} name={name} label={label} choices={choices} required testId={testId} />
      ) : (
        <ReadOnlyField
          label={label}
          value={form.values[name] as string | undefined}
          testId={testId ?? String(name)}
        />
      )}
      {details.map((detail) => (
        <ReadOnlyField key={detail.label} label={detail.label} value={detail.value} testId={detail.testId} />
      ))}
      {children}
    </ColumnLayout>
  );
}
