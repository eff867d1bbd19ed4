/**
 * Paging of the document lists (spec 000 sections 2 and 9: page sizes 10, 25, 50, 100; the server
 * pages with `limit` and an opaque `cursor`). A list call answers either a whole array (paged here)
 * or one page `{ items, cursor? }` (paged by the server: page N+1 is read with the cursor page N
 * returned, so the number of pages is open-ended until a page comes without a cursor).
 */

export const pageSizeOptions = [10, 25, 50, 100] as const;
/** Rows per page until the user picks another size. */
export const defaultPageSize = 10;

/** One page of a list call. */
export interface ListPage<T> {
  items: T[];
  /** Present when more rows follow. */
  cursor?: string;
  /** Number of rows matching, when the server knows it. */
  totalCount?: number;
  /** Totals over every matching row, by column id, when the server computes them. */
  totals?: Record<string, number>;
}

export type ListAnswer<T> = T[] | ListPage<T>;

export function isListPage<T>(answer: ListAnswer<T>): answer is ListPage<T> {
  return (
    !Array.isArray(answer) && typeof answer === 'object' && answer !== null && Array.isArray(answer.items)
  );
}

/** Page `pageIndex` (1-based) of a whole list. */
export function clientPage<T>(items: readonly T[], pageIndex: number, pageSize: number): T[] {
  const start = (Math.max(1, pageIndex) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** Number of pages of `total` rows (at least 1, so the pagination control always shows page 1). */
export function pagesCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The serial number (1-based) of the row at `index` on page `pageIndex`. */
export function serialNumber(pageIndex: number, pageSize: number, index: number): number {
  return (Math.max(1, pageIndex) - 1) * pageSize + index + 1;
}

/**
 * Cursor paging state: `cursors[i]` is the cursor that reads page i+1 (undefined for page 1);
 * `complete` once a page came back without a cursor.
 */
export interface CursorPages {
  cursors: (string | undefined)[];
  complete: boolean;
}

export const firstCursorPages: CursorPages = { cursors: [undefined], complete: false };

/** Records what page `pageIndex` returned. */
export function afterPageLoaded(
  state: CursorPages,
  pageIndex: number,
  nextCursor: string | undefined,
): CursorPages {
  const cursors = state.cursors.slice(0, pageIndex);
  if (nextCursor) cursors.push(nextCursor);
  return { cursors, complete: !nextCursor };
}

/** Pagination control props: pages known so far, open-ended while more may follow. */
export function cursorPagination(state: CursorPages): { pagesCount: number; openEnd: boolean } {
  return { pagesCount: Math.max(1, state.cursors.length), openEnd: !state.complete };
}

/** The cursor that reads page `pageIndex`, or null when that page is not reachable yet. */
export function cursorFor(state: CursorPages, pageIndex: number): string | undefined | null {
  if (pageIndex < 1 || pageIndex > state.cursors.length) return null;
  return state.cursors[pageIndex - 1];
}
