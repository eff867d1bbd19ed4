// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allRights, noRights, type FormRights } from '@fleet/shared';
import { renderPage, setupPageTests } from '../test/testing.tsx';
import { DocumentList, type DocumentColumn, type DocumentListActions } from './DocumentList.tsx';
import type { ListData } from './useListData.ts';

setupPageTests();

interface Invoice {
  carinvno: string;
  vendname: string;
  netval: number;
  statuscde: number;
}

const invoices: Invoice[] = [
  { carinvno: 'MI-1', vendname: 'Alghanim', netval: 10.1, statuscde: 1202 },
  { carinvno: 'MI-2', vendname: 'Behbehani', netval: 20.2255, statuscde: 1205 },
];

const columns: DocumentColumn<Invoice>[] = [
  { id: 'carinvno', header: 'Invoice No', value: (row) => row.carinvno },
  { id: 'vendname', header: 'Supplier', value: (row) => row.vendname },
  { id: 'netval', header: 'Total', value: (row) => row.netval, amount: true, total: true },
];

function listOf(items: Invoice[], overrides: Partial<ListData<Invoice>> = {}): ListData<Invoice> {
  return {
    items,
    allItems: items,
    loading: false,
    pageIndex: 1,
    pageSize: 10,
    pagesCount: 1,
    openEnd: false,
    totalCount: items.length,
    setPageIndex: vi.fn(),
    setPageSize: vi.fn(),
    reload: vi.fn(),
    fetchAll: vi.fn(async () => items),
    ...overrides,
  };
}

const pastStage = (row: Invoice) => (row.statuscde > 1202 ? 'Unable to edit' : undefined);

function actions(overrides: Partial<DocumentListActions<Invoice>> = {}): DocumentListActions<Invoice> {
  return {
    edit: { onClick: vi.fn(), disabledReason: pastStage },
    delete: {
      onDelete: vi.fn(async () => ['Invoice deleted successfully']),
      describe: (row) => row.carinvno,
    },
    view: { onClick: vi.fn() },
    preview: { onClick: vi.fn() },
    print: { onClick: vi.fn() },
    ...overrides,
  };
}

function renderList(
  props: { rights?: FormRights; list?: ListData<Invoice>; actions?: DocumentListActions<Invoice> } = {},
) {
  const onNew = vi.fn();
  const list = props.list ?? listOf(invoices);
  const view = renderPage(
    <DocumentList
      title="Maintenance Invoice"
      rights={props.rights ?? allRights}
      list={list}
      columns={columns}
      trackBy={(row) => row.carinvno}
      actions={props.actions ?? actions()}
      onNew={onNew}
      exportTitle="MaintenanceInvoice"
    />,
  );
  return { ...view, onNew, list };
}

/** The action buttons of the row with serial `serial`. */
function rowButton(serial: number, name: string): HTMLElement {
  const group = screen.getByRole('toolbar', { name: `Actions for row ${serial}` });
  return within(group).getByRole('button', { name });
}

const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

describe('component: DocumentList', () => {
  it('numbers the rows and adds a KWD footer total with 3 decimals', () => {
    const { container } = renderList();
    const table = createWrapper(container).findTable()!;

    expect(table.findBodyCell(1, 1)!.getElement().textContent).toBe('1');
    expect(table.findBodyCell(2, 1)!.getElement().textContent).toBe('2');
    expect(table.findBodyCell(2, 5)!.getElement().textContent).toBe('20.226');
    expect(table.findBodyCell(3, 3)!.getElement().textContent).toBe('Total');
    expect(table.findBodyCell(3, 5)!.getElement().textContent).toBe('KWD 30.326');
    expect(screen.getByText('(2)')).toBeTruthy();
  });

  it('isolates text cells in <bdi> so a Latin name keeps its full stop on its side in Arabic; amounts stay plain', () => {
    const { container } = renderList({ list: listOf([{ ...invoices[0]!, vendname: 'Alghanim Co.' }]) });
    const table = createWrapper(container).findTable()!;

    const supplier = table.findBodyCell(1, 4)!.getElement();
    expect(supplier.querySelector('bdi')?.textContent).toBe('Alghanim Co.');
    expect(table.findBodyCell(1, 5)!.getElement().querySelector('bdi')).toBeNull();
  });

  it('enables every action and New with every right', () => {
    const { onNew } = renderList();

    for (const name of ['Delete', 'View', 'Preview', 'Print'])
      expect(isDisabled(rowButton(1, name))).toBe(false);
    expect(isDisabled(rowButton(1, 'Edit'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(onNew).toHaveBeenCalledTimes(1);
  });

  it('disables each action whose right is N, and New without adds', () => {
    const rights: FormRights = { ...noRights, views: 'Y' };
    const rowActions = actions();
    renderList({ rights, actions: rowActions });

    expect(isDisabled(rowButton(1, 'Edit'))).toBe(true);
    expect(isDisabled(rowButton(1, 'Delete'))).toBe(true);
    expect(isDisabled(rowButton(1, 'Print'))).toBe(true);
    expect(isDisabled(rowButton(1, 'View'))).toBe(false);
    expect(isDisabled(rowButton(1, 'Preview'))).toBe(false);
    expect(isDisabled(screen.getByRole('button', { name: 'New' }))).toBe(true);
    fireEvent.click(rowButton(1, 'Edit'));
    expect(rowActions.edit!.onClick).not.toHaveBeenCalled();
    fireEvent.click(rowButton(1, 'View'));
    expect(rowActions.view!.onClick).toHaveBeenCalledWith(invoices[0]);
  });

  it("disables an action the row refuses, with the row's reason", () => {
    const rowActions = actions();
    renderList({ actions: rowActions });

    expect(isDisabled(rowButton(1, 'Edit'))).toBe(false);
    expect(isDisabled(rowButton(2, 'Edit'))).toBe(true);
    fireEvent.click(rowButton(2, 'Edit'));
    expect(rowActions.edit!.onClick).not.toHaveBeenCalled();
  });

  it('deletes after the confirmation, shows the server message and reloads', async () => {
    const rowActions = actions();
    const { list } = renderList({ actions: rowActions });

    fireEvent.click(rowButton(2, 'Delete'));
    expect(screen.getByText('Are You Sure To Delete?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(list.reload).toHaveBeenCalledTimes(1));
    expect(rowActions.delete!.onDelete).toHaveBeenCalledWith(invoices[1]);
    expect(screen.getByText('Invoice deleted successfully')).toBeTruthy();
  });

  it('does not delete when the answer is No', () => {
    const rowActions = actions();
    renderList({ actions: rowActions });

    fireEvent.click(rowButton(1, 'Delete'));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));

    expect(rowActions.delete!.onDelete).not.toHaveBeenCalled();
  });

  it("says 'No records found' when the list is empty, without a totals row", () => {
    const { container } = renderList({ list: listOf([]) });
    expect(screen.getByText('No records found')).toBeTruthy();
    expect(createWrapper(container).findTable()!.findRows()).toHaveLength(0);
  });

  it('shows a load failure with a retry', () => {
    const list = listOf([], { error: new Error('boom') });
    renderList({ list });

    expect(screen.getByText('The records could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(list.reload).toHaveBeenCalledTimes(1);
  });

  it('pages through the list', () => {
    const list = listOf(invoices, { pagesCount: 3, pageIndex: 1 });
    const { container } = renderList({ list });

    createWrapper(container).findPagination()!.findNextPageButton().click();

    expect(list.setPageIndex).toHaveBeenCalledWith(2);
  });

  describe('on a narrow screen (390 px)', () => {
    interface JobCard {
      jobordno: string;
      joborddat: string;
      vehicleno: string;
      vehmaknam: string;
      statuscde: string;
      totalval: number;
    }
    const jobCardColumns: DocumentColumn<JobCard>[] = [
      { id: 'jobordno', header: 'Job card', value: (row) => row.jobordno, minWidth: 150 },
      { id: 'joborddat', header: 'Date', value: (row) => row.joborddat },
      { id: 'vehicleno', header: 'Plate', value: (row) => row.vehicleno },
      { id: 'vehmaknam', header: 'Make', value: (row) => row.vehmaknam },
      { id: 'statuscde', header: 'Status', value: (row) => row.statuscde },
      { id: 'totalval', header: 'Amount', value: (row) => row.totalval, amount: true, total: true },
    ];
    const cards: JobCard[] = [
      {
        jobordno: 'JC-2026-00007',
        joborddat: '01/12/2026',
        vehicleno: '12/34567',
        vehmaknam: 'Toyota',
        statuscde: 'Inspection',
        totalval: 12.5,
      },
    ];
    const matchMedia = window.matchMedia;
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('shows plate, number, status and amount first, then the actions, the rest and the serial', () => {
      window.matchMedia = ((query: string) => ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })) as unknown as typeof window.matchMedia;
      const { container } = renderPage(
        <DocumentList
          title="Job cards"
          rights={allRights}
          list={
            { ...listOf([]), items: cards, allItems: cards, totalCount: 1 } as unknown as ListData<JobCard>
          }
          columns={jobCardColumns}
          trackBy={(row) => row.jobordno}
          actions={{ view: { onClick: vi.fn() } }}
        />,
      );
      const table = createWrapper(container).findTable()!;

      expect(table.findColumnHeaders().map((header) => header.getElement().textContent)).toEqual([
        'Plate',
        'Job card',
        'Status',
        'Amount',
        'Actions',
        'Date',
        'Make',
        'S.No',
      ]);
      expect(table.findBodyCell(1, 1)!.getElement().textContent).toBe('12/34567');
      expect(table.findBodyCell(1, 2)!.getElement().textContent).toBe('JC-2026-00007');
      // The totals row's label moves with the first column shown.
      expect(table.findBodyCell(2, 1)!.getElement().textContent).toBe('Total');
      expect(table.findBodyCell(2, 4)!.getElement().textContent).toBe('KWD 12.500');
    });

    it('keeps the page order on a wide screen', () => {
      window.matchMedia = ((query: string) => ({
        matches: true,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })) as unknown as typeof window.matchMedia;
      const { container } = renderList();
      const headers = createWrapper(container)
        .findTable()!
        .findColumnHeaders()
        .map((header) => header.getElement().textContent);
      expect(headers[0]).toBe('S.No');
      expect(headers.slice(2)).toEqual(['Invoice No', 'Supplier', 'Total']);
    });
  });
});
