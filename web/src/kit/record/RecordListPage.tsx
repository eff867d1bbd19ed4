/**
 * The whole list page of a numbered record (winch assignments and moves, scrap spares, transfers): the
 * rows of one server page read with the filters the call takes, New, edit and view opening the record's
 * form by `docnumbr`, the lines wrapped. The page declares only its screen, filters, call, columns,
 * titles and row rules; a list with its own query (a status switch) wires `useDocumentListPage` itself.
 */
import type { TFunction } from 'i18next';
import type { FilterField, FilterValues } from '../filters/model.ts';
import { documentFormUrl } from '../form/mode.ts';
import type { DocumentColumn } from '../list/DocumentList.tsx';
import { pageParams, pickedQuery } from '../list/listPage.ts';
import type { ListAnswer } from '../list/paging.ts';
import { useDocumentListPage } from '../list/useDocumentListPage.tsx';
import { RecordList, type RecordListProps } from './RecordList.tsx';

/** The call's query: the filters it takes and the server page (`limit`, `cursor`). */
export type RecordListQuery = Record<string, string | number>;

export interface RecordListPageProps<T extends { docnumbr: string }> extends Omit<
  RecordListProps<T>,
  'page' | 'trackBy' | 'id'
> {
  /** The list's `id` (its test id). */
  id: string;
  /** Screen code whose rights apply. */
  screen: string;
  /** Filter fields, labels already translated. */
  fields: FilterField[];
  /** The filters the call takes (a date range gives fromdate/todate); the others are not sent. */
  sent: readonly string[];
  /** Reads one server page. */
  fetch: (query: RecordListQuery, signal: AbortSignal) => Promise<ListAnswer<T>>;
  /** Remembers the chosen page size under this localStorage key. */
  pageSizeKey: string;
  /** The columns in the UI language. */
  columns: (t: TFunction, arabic: boolean) => DocumentColumn<T>[];
  /** The record's form route; a row opens it with `?docnumbr=` in the mode. */
  formPath: string;
}

export function RecordListPage<T extends { docnumbr: string }>({
  screen,
  fields,
  sent,
  fetch,
  pageSizeKey,
  columns,
  formPath,
  ...props
}: RecordListPageProps<T>) {
  const page = useDocumentListPage<T, Record<string, string>>({
    screen,
    fields,
    query: (values: FilterValues) => pickedQuery(values, sent),
    fetch: (query, paging, signal) => fetch({ ...query, ...pageParams(paging) }, signal),
    pageSizeKey,
    columns,
    form: (status, row) => ({ url: documentFormUrl(formPath, status, row?.docnumbr) }),
  });
  return <RecordList<T> page={page} wrapLines trackBy={(row) => row.docnumbr} {...props} />;
}
