/**
 * The row actions most document lists give: Edit and Delete while the document may still change (not
 * decided yet, not past its stage; otherwise disabled with the spec's 'Unable to edit' / 'Unable to
 * delete'), Delete after the confirmation naming the document, and View; Edit and View open its form.
 * A list that only deletes gives `deleteAction`. An approver's lists add Approve (`approveAction`).
 */
import type { TFunction } from 'i18next';
import type { DeleteActionConfig, DocumentListActions, ExtraRowAction } from './DocumentList.tsx';
import type { DocumentListPage } from './useDocumentListPage.tsx';

/** The document's number, named in the delete confirmation: its `docnumbr` unless the list says otherwise. */
type NumberOf<T> = [T] extends [{ docnumbr: string }]
  ? { numberOf?: (row: T) => string }
  : { numberOf: (row: T) => string };

/** Delete alone: after the confirmation naming the document, while `deletable` (default: always). */
export type DeleteSpec<T> = NumberOf<T> & {
  /** Whether the row's document may be deleted (default: always). */
  deletable?: (row: T) => boolean;
  /** Deletes the row's document. */
  remove: (row: T) => Promise<unknown>;
};

export type DocumentActionsSpec<T> = DeleteSpec<T> & {
  /** Whether the row's document may still be changed or deleted (default: always); `deletable` where
   * the delete rule differs. */
  changeable?: (row: T) => boolean;
};

const documentNumber = (row: unknown) => (row as { docnumbr: string }).docnumbr;

const refused =
  <T>(allowed: (row: T) => boolean, text: string) =>
  (row: T) =>
    allowed(row) ? undefined : text;

export function deleteAction<T>(t: TFunction, spec: DeleteSpec<T>): DeleteActionConfig<T> {
  const { deletable = () => true, remove } = spec;
  const { numberOf = documentNumber } = spec as { numberOf?: (row: T) => string };
  return {
    onDelete: remove,
    describe: numberOf,
    disabledReason: refused(deletable, t('kit:list.unableToDelete')),
  };
}

export function documentActions<T>(
  page: Pick<DocumentListPage<T>, 'open'>,
  t: TFunction,
  spec: DocumentActionsSpec<T>,
): Required<Pick<DocumentListActions<T>, 'edit' | 'delete' | 'view'>> {
  const { changeable = () => true, deletable = changeable } = spec;
  return {
    edit: {
      onClick: (row) => page.open('EDIT', row),
      disabledReason: refused(changeable, t('kit:list.unableToEdit')),
    },
    delete: deleteAction(t, { ...spec, deletable }),
    view: { onClick: (row) => page.open('VIEW', row) },
  };
}

/**
 * Approve on a row (the edits right decides a document): opens the approval screen of the row's
 * document; `text` translated; `visible` keeps it to the rows waiting for the user.
 */
export const approveAction = <T>(
  text: string,
  onClick: (row: T) => void,
  visible?: (row: T) => boolean,
): ExtraRowAction<T> => ({
  id: 'approve',
  text,
  iconName: 'check',
  right: 'edits',
  onClick,
  ...(visible ? { visible } : {}),
});
