/**
 * The frame of a simple record form: `DocumentForm` with the header row of the date, time and user
 * the form was opened at, then why a locked record is read-only, the refused save (409) and the page's
 * sections. The fields of `recordFields` inside bind to the record's form without being handed it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout, { type ColumnLayoutProps } from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DocumentForm, type DocumentFormProps } from '../form/DocumentForm.tsx';
import { DocumentHeaderRow } from '../form/DocumentHeaderRow.tsx';
import type { FormState } from '../form/formState.ts';
import { SaveConflictAlert } from '../form/SaveConflict.tsx';
import type { RecordForm } from './useRecordForm.ts';

const RecordFormContext = createContext<FormState<object> | null>(null);

/** The form state of the enclosing `RecordFormPage`. */
export function useRecordFormState<V extends object>(): FormState<V> {
  const form = useContext(RecordFormContext);
  if (!form) throw new Error('A record field is used outside a RecordFormPage');
  return form as unknown as FormState<V>;
}

export interface RecordFormPageProps<V extends object, D> extends Partial<
  Pick<DocumentFormProps, 'rights' | 'canSave'>
> {
  record: RecordForm<V, D>;
  /** Form title, translated. */
  title: string;
  /** The header row; by default the date, time and user the form was opened at, in three columns. */
  header?: ReactNode;
  /** Shows a save refused by a 409 above the sections (its test id and title); none without it. */
  conflict?: { testId: string; header?: string };
  /** Says why a locked record (`lockedWhen`) is read-only, above the sections. */
  lockedText?: string;
  /** After a failed save, besides keeping a 409 (e.g. reading the free winches again). */
  onSaveError?: (error: unknown) => void;
  children?: ReactNode;
}

export function RecordFormPage<V extends object, D>({
  record,
  title,
  header,
  conflict,
  lockedText,
  onSaveError,
  children,
  ...overrides
}: RecordFormPageProps<V, D>) {
  const { formProps } = record;
  return (
    <RecordFormContext.Provider value={record.form as unknown as FormState<object>}>
      <DocumentForm
        {...formProps}
        {...overrides}
        title={title}
        onSaveError={
          onSaveError
            ? (error) => {
                formProps.onSaveError?.(error);
                onSaveError(error);
              }
            : formProps.onSaveError
        }
        header={header ?? <DocumentHeaderRow openedAt={record.openedAt} columns={3} />}
      >
        <SpaceBetween size="l">
          {record.locked && lockedText && <Alert type="info">{lockedText}</Alert>}
          {conflict && (
            <SaveConflictAlert conflict={record.conflict} header={conflict.header} testId={conflict.testId} />
          )}
          {children}
        </SpaceBetween>
      </DocumentForm>
    </RecordFormContext.Provider>
  );
}

export interface RecordSectionProps {
  /** The section's title, translated; a container without a header without it. */
  title?: string;
  description?: string;
  /** Lays the children out in columns (at least `minColumnWidth` wide); as they are without it. */
  columns?: ColumnLayoutProps['columns'];
  /** 200 by default; one column has none. */
  minColumnWidth?: number;
  /** Shown before the children (a hint, a warning). */
  above?: ReactNode;
  /** Shown after the children (remarks, a hint); an array for several. */
  below?: ReactNode;
  children?: ReactNode;
}

/** A container of a record form: a title, the fields in columns, what comes before and after them. */
export function RecordSection({
  title,
  description,
  columns,
  minColumnWidth = 200,
  above,
  below,
  children,
}: RecordSectionProps) {
  const body = columns ? (
    <ColumnLayout columns={columns} minColumnWidth={columns > 1 ? minColumnWidth : undefined}>
      {children}
    </ColumnLayout>
  ) : (
    children
  );
  return (
    <Container
      header={
        title !== undefined ? (
          <Header variant="h2" description={description}>
            {title}
          </Header>
        ) : undefined
      }
    >
      {above === undefined && below === undefined ? (
        body
      ) : (
        <SpaceBetween size="m">
          {above}
          {body}
          {below}
        </SpaceBetween>
      )}
    </Container>
  );
}
