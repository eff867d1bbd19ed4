/**
 * Loads a document list for `DocumentList`: the call's answer is either the whole list (paged and
 * filtered here) or one server page `{ items, cursor? }` (paged with `limit` and `cursor`). Reloads
 * from page 1 when `queryKey` (the server-side filter values) changes; stale answers are dropped.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  afterPageLoaded,
  clientPage,
  cursorFor,
  cursorPagination,
  defaultPageSize,
  firstCursorPages,
  isListPage,
  pagesCount,
  pageSizeOptions,
  type CursorPages,
  type ListAnswer,
} from './paging.ts';

export interface ListQuery {
  limit: number;
  cursor?: string;
}

export type ListFetcher<T> = (page: ListQuery, signal: AbortSignal) => Promise<ListAnswer<T>>;

export interface ListData<T> {
  /** Rows of the current page. */
  items: T[];
  loading: boolean;
  /** The last load's error, if it failed. */
  error?: unknown;
  pageIndex: number;
  pageSize: number;
  pagesCount: number;
  /** More pages may follow (server paging before the last page was read). */
  openEnd: boolean;
  /** Rows matching, when known (whole lists always; server pages when the server tells). */
  totalCount?: number;
  /** Totals over every matching row from the server, by column id. */
  totals?: Record<string, number>;
  /** Every matching row of a whole list (the footer totals and exports use them). */
  allItems?: T[];
  setPageIndex(pageIndex: number): void;
  setPageSize(pageSize: number): void;
  reload(): void;
  /** Every matching row, reading all server pages when needed (exports). */
  fetchAll(): Promise<T[]>;
}

export interface UseListDataOptions<T> {
  fetch: ListFetcher<T>;
  /** Changes of this key (the server-side filters, serialised) reload from page 1. */
  queryKey: string;
  /** Keeps the matching rows of a whole-list answer (client-side filters and search). */
  filter?: (item: T) => boolean;
  /** Remembers the chosen page size under this localStorage key. */
  pageSizeKey?: string;
  /**
   * Only the rows matching this (a link for one job order on a list the server does not filter by it):
   * server pages are read on, as an export does, and the matching rows shown as a whole list.
   */
  seek?: (item: T) => boolean;
}

type Loaded<T> =
  | { mode: 'all'; rows: T[] }
  | { mode: 'pages'; rows: T[]; cursors: CursorPages; totalCount?: number; totals?: Record<string, number> };

function storedPageSize(key: string | undefined): number {
  const stored = key ? Number(localStorage.getItem(key)) : NaN;
  return (pageSizeOptions as readonly number[]).includes(stored) ? stored : defaultPageSize;
}

const exportPageLimit = 100;
const exportMaxPages = 200;

export function useListData<T>({
  fetch,
  queryKey,
  filter,
  pageSizeKey,
  seek,
}: UseListDataOptions<T>): ListData<T> {
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  const seekRef = useRef(seek);
  seekRef.current = seek;
  const [loaded, setLoaded] = useState<Loaded<T>>({ mode: 'all', rows: [] });
  const [pageIndex, setPageIndexState] = useState(1);
  const [pageSize, setPageSizeState] = useState(() => storedPageSize(pageSizeKey));
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(undefined);
  const request = useRef<AbortController | null>(null);
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const pageSizeRef = useRef(pageSize);
  pageSizeRef.current = pageSize;

  const load = useCallback(async (index: number, size: number, cursors: CursorPages) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    setError(undefined);
    try {
      const cursor = cursorFor(cursors, index) ?? undefined;
      const answer: ListAnswer<T> = await fetchRef.current({ limit: size, cursor }, controller.signal);
      if (controller.signal.aborted) return;
      const wanted = seekRef.current;
      if (isListPage(answer) && wanted) {
        const rows = answer.items.filter(wanted);
        let next = answer.cursor;
        for (let page = 1; next && page < exportMaxPages; page += 1) {
          const more = await fetchRef.current({ limit: exportPageLimit, cursor: next }, controller.signal);
          if (controller.signal.aborted || !isListPage(more)) return;
          rows.push(...more.items.filter(wanted));
          next = more.cursor;
        }
        setLoaded({ mode: 'all', rows });
      } else if (isListPage(answer)) {
        setLoaded({
          mode: 'pages',
          rows: answer.items,
          cursors: afterPageLoaded(cursors, index, answer.cursor),
          totalCount: answer.totalCount,
          totals: answer.totals,
        });
      } else {
        setLoaded({ mode: 'all', rows: Array.isArray(answer) ? answer : [] });
      }
      setPageIndexState(index);
    } catch (failure) {
      if (controller.signal.aborted || (failure as Error)?.name === 'AbortError') return;
      setError(failure);
      setLoaded((current) => ({ ...current, rows: [] }));
    } finally {
      if (request.current === controller) setLoading(false);
    }
  }, []);

  useEffect(() => {
    // Only a new query reloads here; page size changes reload through setPageSize.
    void load(1, pageSizeRef.current, firstCursorPages);
  }, [queryKey, load]);

  useEffect(() => () => request.current?.abort(), []);

  const filtered = useMemo(
    () => (loaded.mode === 'all' && filter ? loaded.rows.filter(filter) : loaded.rows),
    [loaded, filter],
  );

  // A whole list shrinking under the current page (a filter) goes back to its last page.
  const lastPage = loaded.mode === 'all' ? pagesCount(filtered.length, pageSize) : Infinity;
  const currentPage = Math.min(pageIndex, lastPage);

  const setPageIndex = useCallback(
    (index: number) => {
      const current = loadedRef.current;
      if (current.mode === 'all') setPageIndexState(index);
      else if (cursorFor(current.cursors, index) !== null) void load(index, pageSize, current.cursors);
    },
    [load, pageSize],
  );

  const setPageSize = useCallback(
    (size: number) => {
      setPageSizeState(size);
      if (pageSizeKey) localStorage.setItem(pageSizeKey, String(size));
      if (loadedRef.current.mode === 'all') setPageIndexState(1);
      else void load(1, size, firstCursorPages);
    },
    [load, pageSizeKey],
  );

  const reload = useCallback(() => {
    const current = loadedRef.current;
    void load(pageIndex, pageSize, current.mode === 'pages' ? current.cursors : firstCursorPages);
  }, [load, pageIndex, pageSize]);

  const fetchAll = useCallback(async (): Promise<T[]> => {
    const current = loadedRef.current;
    if (current.mode === 'all') return filter ? current.rows.filter(filter) : current.rows;
    const rows: T[] = [];
    let cursor: string | undefined;
    const controller = new AbortController();
    for (let page = 0; page < exportMaxPages; page += 1) {
      const answer = await fetchRef.current({ limit: exportPageLimit, cursor }, controller.signal);
      if (!isListPage(answer)) return Array.isArray(answer) ? answer : rows;
      rows.push(...answer.items);
      if (!answer.cursor) break;
      cursor = answer.cursor;
    }
    return rows;
  }, [filter]);

  const shared = {
    loading,
    error,
    pageIndex: currentPage,
    pageSize,
    setPageIndex,
    setPageSize,
    reload,
    fetchAll,
  };
  if (loaded.mode === 'all')
    return {
      ...shared,
      items: clientPage(filtered, currentPage, pageSize),
      allItems: filtered,
      pagesCount: lastPage,
      openEnd: false,
      totalCount: filtered.length,
    };
  return {
    ...shared,
    items: loaded.rows,
    ...cursorPagination(loaded.cursors),
    totalCount: loaded.totalCount,
    totals: loaded.totals,
  };
}
