// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { noRights } from '@fleet/shared';
import { clearSession, setSession } from '../../auth/session.ts';
import { filterQuery } from '../filters/model.ts';
import type { ListPage } from '../list/paging.ts';
import type { ListQuery } from '../list/useListData.ts';
import { renderPage, setupI18n } from '../testing.tsx';
import { ReportPage, type ReportConfig } from './ReportPage.tsx';

beforeAll(() => setupI18n());
afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
});

interface Row {
  jobordno: string;
  netval: number;
}

const rows: Row[] = Array.from({ length: 12 }, (_, index) => ({
  jobordno: `JO-${String(index + 1).padStart(2, '0')}`,
  netval: index + 0.5,
}));

/** A server that pages with a cursor (the next row's index) and sends the total of every row. */
const server = () =>
  vi.fn(async (_query: Record<string, string>, page: ListQuery): Promise<ListPage<Row>> => {
    const start = page.cursor ? Number(page.cursor) : 0;
    const next = start + page.limit;
    return {
      items: rows.slice(start, next),
      ...(next < rows.length ? { cursor: String(next) } : {}),
      totals: { netval: 78 },
    };
  });

function signIn(views: 'Y' | 'N' = 'Y') {
  setSession({
    sessionToken: 'test-session',
    usercode: 'reports',
    username: 'Reports',
    superuser: false,
    project: 'MOI',
    projects: ['MOI'],
    rights: { SGRR005: { ...noRights, views } },
  });
}

const config = (
  fetch: ReturnType<typeof server>,
  overrides: Partial<ReportConfig<Row, Record<string, string>>> = {},
) =>
  ({
    screen: 'SGRR005',
    title: 'reports:titles.invoiceSummary',
    fileStem: 'InvoiceSummary',
    fields: [
      { kind: 'dateRange', id: 'window', label: 'Window' },
      { kind: 'text', id: 'jobordno', label: 'Job order' },
    ],
    query: (values) => filterQuery(values),
    fetch,
    columns: () => [
      { id: 'jobordno', header: 'Job order', value: (row) => row.jobordno },
      { id: 'netval', header: 'Total', value: (row) => row.netval, amount: true, total: true },
    ],
    trackBy: (row) => row.jobordno,
    ...overrides,
  }) satisfies ReportConfig<Row, Record<string, string>>;

const table = () => createWrapper(document.body).findTable()!;
const cellTexts = (column: number) =>
  table()
    .findRows()
    .map(
      (_row, index) =>
        table()
          .findBodyCell(index + 1, column)!
          .getElement().textContent,
    );

describe('component: ReportPage', () => {
  it('reads page 1 with the default 30-day window and shows the KWD total row of the server', async () => {
    // Arrange
    signIn();
    const fetch = server();

    // Act
    renderPage(<ReportPage config={config(fetch)} />);

    // Assert
    await waitFor(() => expect(cellTexts(2)).toHaveLength(11));
    expect(cellTexts(2).slice(0, 2)).toEqual(['JO-01', 'JO-02']);
    expect(cellTexts(3)[10]).toBe('KWD 78.000');
    expect(screen.getByText('Invoice totals')).toBeTruthy();
    const [query, page] = fetch.mock.calls[0]!;
    expect(Object.keys(query).sort()).toEqual(['fromdate', 'todate']);
    expect(page).toMatchObject({ limit: 10 });
  });

  it('reads the next page with the cursor of the previous one', async () => {
    // Arrange
    signIn();
    const fetch = server();
    renderPage(<ReportPage config={config(fetch)} />);
    await waitFor(() => expect(cellTexts(2)).toHaveLength(11));

    // Act
    act(() => createWrapper(document.body).findPagination()!.findNextPageButton().click());

    // Assert
    await waitFor(() => expect(cellTexts(2).slice(0, 2)).toEqual(['JO-11', 'JO-12']));
    expect(fetch.mock.calls.at(-1)![1]).toMatchObject({ limit: 10, cursor: '10' });
    expect(cellTexts(1).slice(0, 2)).toEqual(['11', '12']);
  });

  it("waits with the hint until the filters are complete, and shows 'No records found'", async () => {
    // Arrange
    signIn();
    const fetch = server();

    // Act
    renderPage(
      <ReportPage
        config={config(fetch, {
          ready: (query) => Boolean(query['jobordno']),
          hint: 'Enter a job order number',
        })}
      />,
    );

    // Assert
    await waitFor(() => expect(screen.getByText('No records found')).toBeTruthy());
    expect(screen.getByTestId('report-hint').textContent).toContain('Enter a job order number');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('applies the preset filter values once when the page opens', async () => {
    // Arrange
    signIn();
    const fetch = server();

    // Act
    renderPage(<ReportPage config={config(fetch, { preset: { jobordno: 'JO-07' }, window: 'none' })} />);

    // Assert
    await waitFor(() => expect(fetch.mock.calls.some(([query]) => query['jobordno'] === 'JO-07')).toBe(true));
  });

  it('sends a user without any right on the screen to /404', async () => {
    // Arrange
    signIn('N');

    // Act
    renderPage(<ReportPage config={config(server())} />);

    // Assert
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/404'));
  });
});
