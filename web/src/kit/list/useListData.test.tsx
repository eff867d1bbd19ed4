// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListAnswer } from './paging.ts';
import { useListData, type ListQuery } from './useListData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const rows = Array.from({ length: 23 }, (_, index) => ({ id: index + 1, name: `row ${index + 1}` }));
type Row = (typeof rows)[number];

/** A server that pages `rows` with cursors (the cursor is the next offset). */
function pagedServer() {
  return vi.fn(async ({ limit, cursor }: ListQuery): Promise<ListAnswer<Row>> => {
    const start = Number(cursor ?? 0);
    const items = rows.slice(start, start + limit);
    const next = start + limit < rows.length ? String(start + limit) : undefined;
    return { items, ...(next ? { cursor: next } : {}) };
  });
}

describe('hook: useListData', () => {
  it('pages a whole-list answer itself and filters it without reloading', async () => {
    const fetch = vi.fn(async () => rows);
    const { result, rerender } = renderHook(
      ({ filter }: { filter?: (row: Row) => boolean }) => useListData({ fetch, queryKey: 'all', filter }),
      { initialProps: {} },
    );
    await waitFor(() => expect(result.current.loading).toBe(false));

    expect(result.current.items.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.current.pagesCount).toBe(3);
    act(() => result.current.setPageIndex(3));
    expect(result.current.items.map((row) => row.id)).toEqual([21, 22, 23]);

    rerender({ filter: (row: Row) => row.id % 2 === 0 });
    expect(result.current.totalCount).toBe(11);
    expect(result.current.pageIndex).toBe(2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads server pages with the cursor of the page before', async () => {
    const fetch = pagedServer();
    const { result } = renderHook(() => useListData({ fetch, queryKey: 'q' }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ pagesCount: 2, openEnd: true });

    act(() => result.current.setPageIndex(2));
    await waitFor(() => expect(result.current.pageIndex).toBe(2));
    act(() => result.current.setPageIndex(3));
    await waitFor(() => expect(result.current.pageIndex).toBe(3));

    expect(result.current.items.map((row) => row.id)).toEqual([21, 22, 23]);
    expect(result.current).toMatchObject({ pagesCount: 3, openEnd: false });
    expect(fetch.mock.calls.map(([query]) => query.cursor)).toEqual([undefined, '10', '20']);
  });

  it('reloads from page 1 when the query changes and remembers the page size', async () => {
    const fetch = pagedServer();
    const { result, rerender } = renderHook(
      ({ key }) => useListData({ fetch, queryKey: key, pageSizeKey: 'test.size' }),
      {
        initialProps: { key: 'a' },
      },
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setPageSize(25));
    await waitFor(() => expect(result.current.items).toHaveLength(23));
    expect(localStorage.getItem('test.size')).toBe('25');

    rerender({ key: 'b' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(fetch.mock.calls[2]![0]).toEqual({ limit: 25, cursor: undefined });
  });

  it('reads every server page for an export', async () => {
    const fetch = pagedServer();
    const { result } = renderHook(() => useListData({ fetch, queryKey: 'q' }));
    await waitFor(() => expect(result.current.loading).toBe(false));

    const all = await result.current.fetchAll();

    expect(all).toHaveLength(23);
  });

  it('keeps the error of a failed load', async () => {
    const fetch = vi.fn(async (): Promise<Row[]> => {
      throw new Error('down');
    });
    const { result } = renderHook(() => useListData({ fetch, queryKey: 'q' }));
    await waitFor(() => expect(result.current.loading).toBe(false));

    expect((result.current.error as Error).message).toBe('down');
    expect(result.current.items).toEqual([]);
  });
});
