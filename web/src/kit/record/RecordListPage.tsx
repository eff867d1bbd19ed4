/**
 * The whole list page of a numbered record (winch assignments and moves, scrap spares, transfers): the
 * rows of one server page read with the filters the call takes, New, edit and view opening the record's
 * form by `docnumbr`, the lines wrapped. The page declares only its routes, texts, filters, call,
 * columns and row rules (`columns.ts` says how few words they take); a list with its own query (a
 * status switch) wires `useDocumentListPage` itself.
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { documentFormUrl } from '../form/mode.ts';
import { pageParams, pickedQuery } from '../list/listPage.ts';
import type { ListAnswer } from '../list/paging.ts';
import { useDocumentListPage } from '../list/useDocumentListPage.tsx';
import {
  pageSizeKeyOf,
  recordColumns,
  recordFilters,
  recordText,
  sentOf,
  type RecordColumn,
  type RecordFilter,
  type RecordRoutes,
} from './columns.ts';
import { RecordList, type RecordListProps } from './RecordList.tsx';

/** The call's query: the filters it takes and the server page (`limit`, `cursor`). */
export type RecordListQuery = Record<string, string | number>;

export interface RecordListPageProps<T extends { docnumbr: string }> extends Omit<
  RecordListProps<T>,
  'page' | 'trackBy' | 'id' | 'title' | 'description' | 'emptyText'
> {
  /** The list's `id` (its test id). */
  id: string;
  /** A row opens the form with `?docnumbr=` in the mode. */
  routes: RecordRoutes;
  /** The prefix of the title (`listTitle`), `listDescription` and `empty`, and the labels' namespace. */
  texts: string;
  /** The filters; a filter without a label has its field's. */
  fields: RecordFilter[];
  /** The filters the call takes when not all of them (a date range gives fromdate/todate). */
  sent?: readonly string[];
  /** Reads one server page. */
  fetch: (query: RecordListQuery, signal: AbortSignal) => Promise<ListAnswer<T>>;
  /** The columns after the number, in the UI language. */
  columns: (t: TFunction, arabic: boolean) => RecordColumn<T>[];
}

export function RecordListPage<T extends { docnumbr: string }>({
  routes,
  texts,
  fields,
  sent = sentOf(fields),
  fetch,
  columns,
  ...props
}: RecordListPageProps<T>) {
  const { t } = useTranslation();
  const page = useDocumentListPage<T, Record<string, string>>({
    screen: routes.screen,
    fields: recordFilters(t, texts, fields),
    query: (values) => pickedQuery(values, sent),
    fetch: (query, paging, signal) => fetch({ ...query, ...pageParams(paging) }, signal),
    pageSizeKey: pageSizeKeyOf(routes.listPath),
    columns: (tr, arabic) => recordColumns(tr, texts, columns(tr, arabic)),
    form: (status, row) => ({ url: documentFormUrl(routes.formPath, status, row?.docnumbr) }),
  });
  return (
    <RecordList<T>
      page={page}
      wrapLines
      trackBy={(row) => row.docnumbr}
      title={t(recordText(texts, 'listTitle'))}
      description={t(recordText(texts, 'listDescription'))}
      emptyText={t(recordText(texts, 'empty'))}
      {...props}
    />
  );
}
