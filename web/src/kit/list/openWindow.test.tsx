// @vitest-environment jsdom
/**
 * Lists of documents that stay open (issue 25 item 2): `window: 'open'` starts without a date range (the
 * call then answers the open documents of any age) and says so; a date range lists that period; Clear
 * returns to "open, any age", not to a 7-day window.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allRights } from '@fleet/shared';
import { quickRange } from '../filters/dates.ts';
import { renderPage, setupPageTests, signInForTest } from '../test/testing.tsx';
import { DocumentList } from './DocumentList.tsx';
import { pickedQuery } from './listPage.ts';
import { useDocumentListPage } from './useDocumentListPage.tsx';

setupPageTests();
// The list remembers its chosen page size in localStorage; each test starts without one.
afterEach(() => localStorage.clear());

interface JobCard {
  jobordno: string;
}

type Query = Partial<Record<'fromdate' | 'todate', string>>;

function JobCards({ fetch }: { fetch: (query: Query) => Promise<JobCard[]> }) {
  const page = useDocumentListPage<JobCard, Query>({
    screen: 'SGRJ001',
    fields: [{ kind: 'dateRange', id: 'date', label: 'Date' }],
    window: 'open',
    query: (values) => pickedQuery(values, ['fromdate', 'todate'] as const),
    fetch: (query) => fetch(query),
    pageSizeKey: 'pageSize:openTest',
    columns: () => [{ id: 'jobordno', header: 'Job card', value: (row) => row.jobordno }],
    filtersExpanded: true,
  });
  return <DocumentList<JobCard> {...page.listProps} title="Job cards" trackBy={(row) => row.jobordno} />;
}

describe('hook: useDocumentListPage with the open window', () => {
  it('starts with the open documents of any age, lists a chosen period and clears back to open, any age', async () => {
    // Arrange
    signInForTest('reception', 'Reception', { SGRJ001: allRights });
    const fetch = vi.fn(async (_query: Query) => [{ jobordno: 'JO-2026-00001' }]);
    renderPage(<JobCards fetch={fetch} />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());

    // Assert: no date window asked for, and the list says what it shows.
    expect(fetch.mock.calls.at(-1)![0]).toEqual({});
    expect(screen.getByTestId('list-open-any-age')).toBeTruthy();

    // Act: a period is chosen.
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const week = quickRange('last7Days', new Date());
    await waitFor(() =>
      expect(fetch.mock.calls.at(-1)![0]).toEqual({ fromdate: week.from, todate: week.to }),
    );
    expect(screen.queryByTestId('list-open-any-age')).toBeNull();

    // Act: Clear.
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(fetch.mock.calls.at(-1)![0]).toEqual({}));
    expect(screen.getByTestId('list-open-any-age')).toBeTruthy();
  });
});
