/**
 * The row actions most document lists give: Edit and Delete while the document may still change (not
 * decided yet, not past its stage; otherwise disabled with the spec's 'Unable to edit' / 'Unable to
 * delete'), Delete after the confirmation naming the document, and View; Edit and View open its form.
 * An approver's lists add Approve (`approveAction`).
 */
import type { TFunction } from 'i18next';
import type { DocumentListActions, ExtraRowAction } from './DocumentList.tsx';
import type { DocumentListPage } from './useDocumentListPage.tsx';

/** The document's number, named in the delete confirmation: its `docnumbr` unless the list says otherwise. */
type NumberOf<T> = [T] extends [{ docnumbr: string }]
  ? { numberOf?: (row: T) => string }
  : { numberOf: (row: T) => string };

export type DocumentActionsSpec<T> = NumberOf<T> & {
  /** Whether the row's document may still be changed or deleted (default: always). */
  changeable?: (row: T) => boolean;
  /** Whether the row's document may be deleted, where that rule differs from `changeable`. */
  deletable?: (row: T) => boolean;
  /** Deletes the row's document. */
  remove: (row: T) => Promise<unknown>;
};

const documentNumber = (row: unknown) => (row as { docnumbr: string }).docnumbr;

export function documentActions<T>(
  page: Pick<DocumentListPage<T>, 'open'>,
  t: TFunction,
  spec: DocumentActionsSpec<T>,
): Required<Pick<DocumentListActions<T>, 'edit' | 'delete' | 'view'>> {
  const { changeable = () => true, deletable = changeable, remove } = spec;
  const { numberOf = documentNumber } = spec as { numberOf?: (row: T) => string };
  const refused = (allowed: (row: T) => boolean, text: string) => (row: T) =>
    allowed(row) ? undefined : text;
  return {
    edit: {
      onClick: (row) => page.open('EDIT', row),
      disabledReason: refused(changeable, t('kit:list.unableToEdit')),
    },
    delete: {
      onDelete: remove,
      describe: numberOf,
      disabledReason: refused(deletable, t('kit:list.unableToDelete')),
    },
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
