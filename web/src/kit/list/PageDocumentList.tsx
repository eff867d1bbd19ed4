/**
 * The table of a document list page, as every such page had written it out: the rows, columns, rights
 * and filter panel of its `useDocumentListPage`, long texts wrapping (document lists have many
 * columns), New opening the form in ADD when the list `adds`, the title, description and empty text
 * from the list's `texts`, rows told apart by their `docnumbr`; and, without a right to open the
 * list, the 404 instead. The row actions most lists give are declared, not written out: `documents`
 * (Edit, Delete and View, `documentActions`), `deletes` (Delete alone), `views` (View) and `pdf`
 * (Preview and Print of the row's PDF, its preview dialog rendered after the list); `actions` adds the
 * rest (Approve, a list's own actions).
 */
import { Navigate } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DocumentList, type DocumentListActions, type DocumentListProps } from './DocumentList.tsx';
import {
  deleteAction,
  documentActions,
  type DeleteSpec,
  type DocumentActionsSpec,
} from './documentActions.ts';
import { pdfActions, type RowPdf } from './useRowPdf.tsx';
import type { DocumentListPage } from './useDocumentListPage.tsx';
import type { KeysOf } from '../form/fields.tsx';

interface ListProps<T> extends Omit<
  DocumentListProps<T>,
  keyof DocumentListPage<T>['listProps'] | 'onNew' | 'wrapLines' | 'title' | 'trackBy'
> {
  page: Pick<DocumentListPage<T>, 'opens' | 'open' | 'listProps'>;
  /** New opens the form in ADD (enabled with the adds right). */
  adds?: boolean;
  /** Edit, Delete and View of the rows' documents. */
  documents?: DocumentActionsSpec<T> | undefined;
  /** Delete alone. */
  deletes?: DeleteSpec<T>;
  /** View opens the form in VIEW, or does what it is given. */
  views?: true | ((row: T) => void);
  /** Preview and Print of the rows' PDF. */
  pdf?: RowPdf<[T]>;
}

/**
 * The texts: `<texts>.title`, `.description` and `.empty` (`pettyCash:list`), or the title given; a
 * list without an `.empty` of its own says the kit's "No records found".
 */
export type PageDocumentListProps<T> = ListProps<T> &
  ({ texts: string; title?: undefined } | { texts?: undefined; title: string }) &
  (T extends { docnumbr: string } ? { trackBy?: RowKey<T> } : { trackBy: RowKey<T> });

/** The rows' key, or the field that holds it. */
export type RowKey<T> = ((row: T) => string) | KeysOf<T, string>;

/** A document's rows are told apart by their document number unless the list says otherwise. */
export const rowKey =
  <T,>(key: RowKey<T> = 'docnumbr' as KeysOf<T, string>) =>
  (row: T) =>
    typeof key === 'function' ? key(row) : (row[key] as string);

/** The declared row actions, then the list's own. */
function rowActions<T>(
  t: TFunction,
  { page, documents, deletes, views, pdf, actions }: PageDocumentListProps<T>,
): DocumentListActions<T> {
  return {
    ...(views ? { view: { onClick: views === true ? (row: T) => page.open('VIEW', row) : views } } : {}),
    ...(deletes ? { delete: deleteAction(t, deletes) } : {}),
    ...(documents ? documentActions(page, t, documents) : {}),
    ...(pdf ? pdfActions(pdf) : {}),
    ...actions,
  };
}

export function PageDocumentList<T>(all: PageDocumentListProps<T>) {
  // The declared row actions are the table's `actions` (rowActions), not props of its own.
  const { page, adds, texts, documents: _documents, deletes: _deletes, views: _views, pdf, ...props } = all;
  const { t } = useTranslation();
  const trackBy = rowKey((props as { trackBy?: RowKey<T> }).trackBy);
  if (!page.opens) return <Navigate to="/404" replace />;
  return (
    <>
      <DocumentList<T>
        {...page.listProps}
        wrapLines
        {...(adds ? { onNew: () => page.open('ADD') } : {})}
        {...(texts
          ? { description: t(`${texts}.description`), emptyText: t([`${texts}.empty`, 'kit:list.noRecords']) }
          : {})}
        {...props}
        actions={rowActions(t, all)}
        trackBy={trackBy}
        title={props.title ?? t(`${texts}.title`)}
      />
      {pdf?.pdf.dialog}
    </>
  );
}
