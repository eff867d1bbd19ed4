/**
 * The table of a document list page, as every such page had written it out: the rows, columns, rights
 * and filter panel of its `useDocumentListPage`, long texts wrapping (document lists have many
 * columns), New opening the form in ADD when the list `adds`; and, without a right to open the list,
 * the 404 instead.
 */
import { Navigate } from 'react-router-dom';
import { DocumentList, type DocumentListProps } from './DocumentList.tsx';
import type { DocumentListPage } from './useDocumentListPage.tsx';

export interface PageDocumentListProps<T> extends Omit<
  DocumentListProps<T>,
  keyof DocumentListPage<T>['listProps'] | 'onNew' | 'wrapLines'
> {
  page: Pick<DocumentListPage<T>, 'opens' | 'open' | 'listProps'>;
  /** New opens the form in ADD (enabled with the adds right). */
  adds?: boolean;
}

export function PageDocumentList<T>({ page, adds, ...props }: PageDocumentListProps<T>) {
  if (!page.opens) return <Navigate to="/404" replace />;
  return (
    <DocumentList<T>
      {...page.listProps}
      wrapLines
      {...(adds ? { onNew: () => page.open('ADD') } : {})}
      {...props}
    />
  );
}
