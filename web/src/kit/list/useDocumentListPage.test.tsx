// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allRights, noRights, type FormRights } from '@fleet/shared';
import { renderPage, setupPageTests, signInForTest } from '../test/testing.tsx';
import { DocumentList } from './DocumentList.tsx';
import { useDocumentListPage } from './useDocumentListPage.tsx';
import type { ListQuery } from './useListData.ts';

setupPageTests();
// The list remembers its chosen page size in localStorage; each test starts without one.
afterEach(() => localStorage.clear());

interface Vehicle {
  plate: string;
  make: string;
  status: string;
}

const vehicles: Vehicle[] = [
  { plate: '12/345', make: 'Toyota', status: 'active' },
  { plate: '67/890', make: 'Nissan', status: 'active' },
  { plate: '11/111', make: 'Toyota', status: 'inactive' },
];

const options = (...values: string[]) => values.map((value) => ({ value, label: value }));

/** The server filters by status; the make filter and the search apply to the rows read. */
const server = () =>
  vi.fn(async (query: { status?: string }, _page: ListQuery, _signal: AbortSignal) =>
    vehicles.filter((vehicle) => !query.status || vehicle.status === query.status),
  );

function StateProbe() {
  const location = useLocation();
  return <output data-testid="state">{JSON.stringify(location.state ?? null)}</output>;
}

function VehicleList({
  fetch,
  searchable = false,
}: {
  fetch: ReturnType<typeof server>;
  searchable?: boolean;
}) {
  const page = useDocumentListPage<Vehicle, { status?: string }>({
    screen: 'SGRM005',
    fields: [
      { kind: 'select', id: 'status', label: 'Status', options: options('active', 'inactive') },
      { kind: 'select', id: 'make', label: 'Make', options: options('Toyota', 'Nissan') },
    ],
    window: 'none',
    query: (values) => (typeof values.status === 'string' ? { status: values.status } : {}),
    fetch,
    filter: (row, values) =>
      (!values.make || row.make === values.make) &&
      (typeof values.search !== 'string' || row.plate.includes(values.search)),
    pageSizeKey: 'pageSize:test',
    columns: (_t, arabic) => [
      { id: 'plate', header: arabic ? 'رقم اللوحة' : 'Plate', value: (row) => row.plate },
      { id: 'make', header: 'Make', value: (row) => row.make },
    ],
    form: (status, row) => ({
      url: `/vehicleMaster?status=${status}${row ? `&docnumbr=${row.plate}` : ''}`,
      state: row ? { plate: row.plate } : undefined,
    }),
    searchPlaceholder: searchable ? 'Search plates' : undefined,
    filtersExpanded: true,
  });
  if (!page.opens) return <output data-testid="closed">closed</output>;
  return (
    <>
      <DocumentList<Vehicle>
        {...page.listProps}
        title="Vehicles"
        trackBy={(row) => row.plate}
        onNew={() => page.open('ADD')}
        actions={{ view: { onClick: (row) => page.open('VIEW', row) } }}
      />
      <StateProbe />
    </>
  );
}

function signIn(rights: FormRights) {
  signInForTest('reception', 'Reception', { SGRM005: rights });
}

const plates = () => {
  const table = createWrapper(document.body).findTable()!;
  return table.findRows().map((_row, index) => table.findBodyCell(index + 1, 3)!.getElement().textContent);
};

const choose = (id: string, value: string) => {
  const select = createWrapper(document.body).find(`[data-testid="filter-${id}"]`)!.findSelect()!;
  act(() => select.openDropdown());
  act(() => select.selectOptionByValue(value));
};

describe('hook: useDocumentListPage', () => {
  it('reads the rows with the server-side filters and keeps those the client-side filters match', async () => {
    // Arrange
    signIn({ ...noRights, views: 'Y' });
    const fetch = server();
    renderPage(<VehicleList fetch={fetch} />);
    await waitFor(() => expect(plates()).toEqual(['12/345', '67/890', '11/111']));

    // Act
    choose('status', 'active');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    choose('make', 'Toyota');

    // Assert
    await waitFor(() => expect(plates()).toEqual(['12/345']));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls.map(([query]) => query)).toEqual([{}, { status: 'active' }]);
    expect(screen.getByRole('columnheader', { name: 'Plate' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('shows only the job order of a link (?jobordno=), whatever its age, until Show all', async () => {
    // Arrange: a list without a job order filter; the link names the plate's row by its value.
    signIn({ ...noRights, views: 'Y' });
    const fetch = server();
    renderPage(<VehicleList fetch={fetch} />, { route: '/vehicleMasterlist?jobordno=67/890' });

    // Assert
    await waitFor(() => expect(plates()).toEqual(['67/890']));
    expect(screen.getByText('Showing job order 67/890 only.')).toBeTruthy();

    // Act
    fireEvent.click(screen.getByTestId('list-show-all'));

    // Assert
    await waitFor(() => expect(plates()).toEqual(['12/345', '67/890', '11/111']));
    expect(screen.queryByText('Showing job order 67/890 only.')).toBeNull();
  });

  it('reads the server pages on to show the job order of a link on a paged list (issue 24)', async () => {
    // Arrange: 250 rows served 10 at a time; the link names a row of the last pages.
    signIn({ ...noRights, views: 'Y' });
    const many: Vehicle[] = Array.from({ length: 250 }, (_, index) => ({
      plate: `P/${index}`,
      make: 'Toyota',
      status: 'active',
    }));
    const fetch = vi.fn(async (_query: { status?: string }, page: ListQuery) => {
      const start = Number(page.cursor ?? 0);
      const end = start + Math.min(page.limit, 10);
      return { items: many.slice(start, end), ...(end < many.length ? { cursor: String(end) } : {}) };
    });
    renderPage(<VehicleList fetch={fetch as unknown as ReturnType<typeof server>} />, {
      route: '/vehicleMasterlist?jobordno=P/242',
    });

    // Assert
    await waitFor(() => expect(plates()).toEqual(['P/242']));
    expect(fetch).toHaveBeenCalledTimes(25);

    // Act
    fireEvent.click(screen.getByTestId('list-show-all'));

    // Assert: back to the first server page
    await waitFor(() => expect(plates()).toContain('P/0'));
    expect(plates()).not.toContain('P/242');
  });

  it('reloads from the filter panel and shows the search box with a placeholder', async () => {
    // Arrange
    signIn({ ...noRights, views: 'Y' });
    const fetch = server();
    renderPage(<VehicleList fetch={fetch} searchable />);
    await waitFor(() => expect(plates()).toHaveLength(3));

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    // Assert
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(screen.getByPlaceholderText('Search plates')).toBeTruthy();
  });

  it('opens the form in a mode, with the row in the navigation state', async () => {
    // Arrange
    signIn(allRights);
    renderPage(<VehicleList fetch={server()} />, { route: '/vehicleMasterlist' });
    await waitFor(() => expect(plates()).toHaveLength(3));

    // Act
    fireEvent.click(screen.getAllByRole('button', { name: 'View' })[1]!);

    // Assert
    expect(screen.getByTestId('location').textContent).toBe('/vehicleMaster?status=VIEW&docnumbr=67/890');
    expect(screen.getByTestId('state').textContent).toBe('{"plate":"67/890"}');
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(screen.getByTestId('location').textContent).toBe('/vehicleMaster?status=ADD');
    expect(screen.getByTestId('state').textContent).toBe('null');
  });

  it('does not open the list without adds, edits, deletes or views', () => {
    // Arrange
    signIn({ ...noRights, prints: 'Y' });

    // Act
    renderPage(<VehicleList fetch={server()} />);

    // Assert
    expect(screen.getByTestId('closed')).toBeTruthy();
  });
});
