// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { noRights } from '@fleet/shared';
import { clearSession } from '../../auth/session.ts';
import { filterQuery } from '../filters/model.ts';
import type { ListPage } from '../list/paging.ts';
import type { ListQuery } from '../list/useListData.ts';
import { setLanguage } from '../../i18n/index.ts';
import { reportPdfSource } from '../pdf/reportSource.ts';
import { renderPage, setupI18n, signInForTest } from '../test/testing.tsx';
import { ReportPage, type ReportConfig } from './ReportPage.tsx';

// The PDF's text is what these tests read; rendering it is tests/pdf's part.
vi.mock('../pdf/reportSource.ts', () => ({
  reportPdfSource: vi.fn((title: string) => ({
    fileName: 'report.pdf',
    title,
    load: () => new Promise(() => undefined),
    render: async () => new Blob(),
  })),
}));

beforeAll(() => setupI18n());
afterEach(async () => {
  cleanup();
  clearSession();
  localStorage.clear();
  await act(() => setLanguage('en'));
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
  signInForTest('reports', 'Reports', { SGRR005: { ...noRights, views } });
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

  it("prints the PDF in the reader's language: Arabic rows and notes, right to left", async () => {
    // Arrange
    signIn();
    await act(() => setLanguage('ar'));
    const fetch = server();
    const garage = (arabic: boolean) => (arabic ? 'الشويخ الرئيسي' : 'Shuwaikh Main');
    renderPage(
      <ReportPage
        config={config(fetch, {
          columns: (_t, arabic) => [
            { id: 'jobordno', header: arabic ? 'أمر العمل' : 'Job order', value: (row) => row.jobordno },
            { id: 'garage', header: arabic ? 'الكراج' : 'Garage', value: () => garage(arabic) },
          ],
        })}
      />,
    );
    await waitFor(() => expect(cellTexts(2)).toHaveLength(10));

    // Act
    const exports = createWrapper(document.body).findButtonDropdown()!;
    act(() => exports.openDropdown());
    act(() => exports.findItemById('pdf')!.click());

    // Assert
    await waitFor(() => expect(reportPdfSource).toHaveBeenCalled());
    const text = vi.mocked(reportPdfSource).mock.calls[0]![2];
    expect(text.direction).toBe('rtl');
    expect(text.rows[0]).toEqual(['JO-01', 'الشويخ الرئيسي']);
    expect(text.columns[1]!.label).toEqual({ en: 'Garage', ar: 'الكراج' });
    expect(text.notes.at(-1)).toMatch(/^تاريخ الطباعة: \d{4}\/\d{2}\/\d{2}$/);
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
