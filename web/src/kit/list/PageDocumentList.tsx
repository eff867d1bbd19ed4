/**
 * The table of a document list page, as every such page had written it out: the rows, columns, rights
 * and filter panel of its `useDocumentListPage`, long texts wrapping (document lists have many
 * columns), New opening the form in ADD when the list `adds`, the title, description and empty text
 * from the list's `texts`, rows told apart by their `docnumbr`; and, without a right to open the
 * list, the 404 instead.
 */
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DocumentList, type DocumentListProps } from './DocumentList.tsx';
import type { DocumentListPage } from './useDocumentListPage.tsx';

interface ListProps<T> extends Omit<
  DocumentListProps<T>,
  keyof DocumentListPage<T>['listProps'] | 'onNew' | 'wrapLines' | 'title' | 'trackBy'
> {
  page: Pick<DocumentListPage<T>, 'opens' | 'open' | 'listProps'>;
  /** New opens the form in ADD (enabled with the adds right). */
  adds?: boolean;
}

/**
 * The texts: `<texts>.title`, `.description` and `.empty` (`pettyCash:list`), or the title given; a
 * list without an `.empty` of its own says the kit's "No records found".
 */
export type PageDocumentListProps<T> = ListProps<T> &
  ({ texts: string; title?: undefined } | { texts?: undefined; title: string }) &
  (T extends { docnumbr: string } ? { trackBy?: Key<T> } : { trackBy: Key<T> });

type Key<T> = (row: T) => string;

/** A document's rows are told apart by their document number unless the list says otherwise. */
const byDocumentNumber = (row: unknown) => (row as { docnumbr: string }).docnumbr;

export function PageDocumentList<T>({ page, adds, texts, ...props }: PageDocumentListProps<T>) {
  const { t } = useTranslation();
  const { trackBy = byDocumentNumber } = props as { trackBy?: Key<T> };
  if (!page.opens) return <Navigate to="/404" replace />;
  return (
    <DocumentList<T>
      {...page.listProps}
      wrapLines
      {...(adds ? { onNew: () => page.open('ADD') } : {})}
      {...(texts
        ? { description: t(`${texts}.description`), emptyText: t([`${texts}.empty`, 'kit:list.noRecords']) }
        : {})}
      {...props}
      trackBy={trackBy}
      title={props.title ?? t(`${texts}.title`)}
    />
  );
}
