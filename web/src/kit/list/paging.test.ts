import { describe, expect, it } from 'vitest';
import {
  afterPageLoaded,
  clientPage,
  cursorFor,
  cursorPagination,
  firstCursorPages,
  isListPage,
  pagesCount,
  serialNumber,
} from './paging.ts';

describe('unit: client paging', () => {
  const rows = Array.from({ length: 23 }, (_, index) => index + 1);

  it('slices the requested page', () => {
    expect(clientPage(rows, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(clientPage(rows, 3, 10)).toEqual([21, 22, 23]);
    expect(clientPage(rows, 4, 10)).toEqual([]);
  });

  it('counts at least one page', () => {
    expect(pagesCount(23, 10)).toBe(3);
    expect(pagesCount(0, 10)).toBe(1);
    expect(pagesCount(100, 50)).toBe(2);
  });

  it('numbers rows across pages', () => {
    expect(serialNumber(1, 25, 0)).toBe(1);
    expect(serialNumber(3, 25, 4)).toBe(55);
  });

  it('tells a page from a whole list', () => {
    expect(isListPage({ items: [], cursor: 'x' })).toBe(true);
    expect(isListPage([1, 2])).toBe(false);
  });
});

describe('unit: cursor paging', () => {
  it('opens the next page while the server returns a cursor', () => {
    const state = afterPageLoaded(firstCursorPages, 1, 'c2');
    expect(cursorPagination(state)).toEqual({ pagesCount: 2, openEnd: true });
    expect(cursorFor(state, 2)).toBe('c2');
    expect(cursorFor(state, 1)).toBeUndefined();
    expect(cursorFor(state, 3)).toBeNull();
  });

  it('closes the page count when a page has no cursor', () => {
    const two = afterPageLoaded(afterPageLoaded(firstCursorPages, 1, 'c2'), 2, undefined);
    expect(cursorPagination(two)).toEqual({ pagesCount: 2, openEnd: false });
  });

  it('forgets later cursors when an earlier page is read again', () => {
    const three = afterPageLoaded(afterPageLoaded(firstCursorPages, 1, 'c2'), 2, 'c3');
    const again = afterPageLoaded(three, 1, 'c2b');
    expect(again.cursors).toEqual([undefined, 'c2b']);
  });
});
