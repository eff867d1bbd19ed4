/**
 * A document's form page as the documents share it: the kit's `DocumentForm` bound to the page
 * (`useDocumentFormPage`), the header row of date, time and user (then the page's own header fields),
 * the form read-only while the document may not be changed (approved, ordered, past a stage: an EDIT
 * says why), the 409 of the last save kept above the page's sections, and the sections. `useDocumentSave`
 * is the save most documents make: send the values, start a new document, forget the last conflict.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DocumentForm, type DocumentFormProps } from '../form/DocumentForm.tsx';
import { DocumentHeaderRow } from '../form/DocumentHeaderRow.tsx';
import type { FormState } from '../form/formState.ts';
import { kebabCase } from '../form/testIds.ts';
import { SaveConflictAlert, useSaveConflict, type SaveConflict } from '../form/SaveConflict.tsx';
import type { DocumentFormPage } from '../form/useDocumentFormPage.ts';

export interface DocumentSave {
  conflict: SaveConflict;
  /** `DocumentForm`'s `onSave`. */
  save: () => Promise<unknown>;
}

/** Sends the values; once saved the form starts a new document (`empty`) and `after` runs. */
export function useDocumentSave<V extends object>(
  form: Pick<FormState<V>, 'values' | 'reset'>,
  empty: () => V,
  send: (values: V) => Promise<unknown>,
  after?: () => void,
): DocumentSave {
  const conflict = useSaveConflict();
  const save = async () => {
    conflict.clear();
    const answer = await send(form.values);
    form.reset(empty());
    after?.();
    return answer;
  };
  return { conflict, save };
}

export interface DocumentPageProps extends Pick<
  DocumentFormProps,
  'canSave' | 'saveBlocked' | 'onClear' | 'dirty' | 'afterSave'
> {
  page: Pick<DocumentFormPage<object, unknown>, 'mode' | 'document' | 'openedAt' | 'bindings'>;
  /**
   * The document's i18n namespace (`creditInvoice`), which names what the page leaves out: the title
   * `<texts>:form.title` (`<texts>:approval.title` while `approving`), the locked text
   * `<texts>:form.notEditable` and the conflict's test id (`credit-invoice-conflict`).
   */
  texts?: string;
  approving?: boolean;
  /** Translated. */
  title?: string;
  /** The save and its conflict (`useDocumentSave`). */
  saving?: DocumentSave;
  /** A save without a conflict of its own (else `saving`'s). */
  onSave?: () => Promise<unknown>;
  /** Names the conflict's warning for tests, and titles it. */
  conflictTestId?: string;
  conflictHeader?: string;
  /** False: the document opens read-only; an EDIT of it says `lockedText`. */
  editable?: boolean;
  lockedText?: string;
  /** The page's own header fields, after date, time and user. */
  headerFields?: ReactNode;
  children: ReactNode;
}

export function DocumentPage({
  page,
  title,
  saving,
  editable = true,
  texts,
  approving,
  ...props
}: DocumentPageProps) {
  const { t } = useTranslation();
  const { mode, bindings } = page;
  const named = (key: string) => (texts ? t(`${texts}:${key}`) : undefined);
  const lockedText = props.lockedText ?? (editable ? undefined : named('form.notEditable'));
  const conflictTestId = props.conflictTestId ?? (texts && `${kebabCase(texts)}-conflict`);
  return (
    <DocumentForm
      {...bindings}
      mode={editable ? mode : { ...mode, readOnly: true }}
      title={title ?? named(approving ? 'approval.title' : 'form.title') ?? ''}
      onSave={props.onSave ?? saving?.save ?? (() => Promise.resolve())}
      onSaveError={saving?.conflict.onSaveError}
      // What the page leaves out stays the bindings' (the check before saving, Clear, unsaved changes).
      canSave={props.canSave ?? bindings.canSave}
      saveBlocked={props.saveBlocked}
      afterSave={props.afterSave}
      onClear={props.onClear ?? bindings.onClear}
      dirty={props.dirty ?? bindings.dirty}
      header={
        <DocumentHeaderRow openedAt={page.openedAt} columns={props.headerFields ? 4 : 3}>
          {props.headerFields}
        </DocumentHeaderRow>
      }
    >
      <SpaceBetween size="l">
        {lockedText && !editable && mode.status === 'EDIT' && page.document.data !== undefined && (
          <Alert type="info">{lockedText}</Alert>
        )}
        {saving && (
          <SaveConflictAlert
            conflict={saving.conflict}
            header={props.conflictHeader}
            testId={conflictTestId}
          />
        )}
        {props.children}
      </SpaceBetween>
    </DocumentForm>
  );
}
