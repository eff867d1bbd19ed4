/**
 * The list of a simple record form (spec 000 sections 2 and 6): `DocumentList` with the rows, rights
 * and filters of `useDocumentListPage`, New, edit and view opening the form in their mode, and the
 * delete after the confirmation; `/404` when the user holds none of the list's rights.
 */
import { Navigate } from 'react-router-dom';
import { DocumentList, type DeleteActionConfig, type DocumentListProps } from '../list/DocumentList.tsx';
import type { DocumentListPage } from '../list/useDocumentListPage.tsx';

export interface RecordListProps<T> extends Omit<
  DocumentListProps<T>,
  'rights' | 'list' | 'columns' | 'filter' | 'actions' | 'onNew'
> {
  page: DocumentListPage<T>;
  /** The rights of the list when they are not the screen's (a screen that only adds). */
  rights?: DocumentListProps<T>['rights'];
  /** Edit: true (default), false for none, or the row's reason to refuse it (a completed record). */
  edit?: boolean | ((row: T) => string | undefined);
  /** The delete (after the confirmation); no delete without it. */
  remove?: DeleteActionConfig<T>;
  /** New opens the form to add (default). */
  adds?: boolean;
}

export function RecordList<T>({
  page,
  rights,
  edit = true,
  remove,
  adds = true,
  ...props
}: RecordListProps<T>) {
  if (!page.opens) return <Navigate to="/404" replace />;
  return (
    <DocumentList<T>
      {...page.listProps}
      {...(rights ? { rights } : {})}
      {...props}
      {...(adds ? { onNew: () => page.open('ADD') } : {})}
      actions={{
        ...(edit
          ? {
              edit: {
                onClick: (row) => page.open('EDIT', row),
                ...(typeof edit === 'function' ? { disabledReason: edit } : {}),
              },
            }
          : {}),
        ...(remove ? { delete: remove } : {}),
        view: { onClick: (row) => page.open('VIEW', row) },
      }}
    />
  );
}
