// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allRights, noRights } from '@fleet/shared';
import { renderPage, setupPageTests, signInForTest } from '../test/testing.tsx';
import { PageDocumentList, type PageDocumentListProps } from './PageDocumentList.tsx';
import { useDocumentListPage } from './useDocumentListPage.tsx';

interface Voucher {
  docnumbr: string;
}

function VoucherList({
  adds,
  texts,
  rows = [{ docnumbr: 'GIV-1' }],
  declared = {},
}: {
  adds: boolean;
  texts?: string;
  rows?: Voucher[];
  declared?: Pick<PageDocumentListProps<Voucher>, 'documents' | 'deletes' | 'views' | 'pdf'>;
}) {
  const page = useDocumentListPage<Voucher>({
    screen: 'SGRS001',
    fields: [],
    window: 'none',
    fetch: async () => rows,
    pageSizeKey: 'pageSize:voucherlist',
    columns: () => [{ id: 'docnumbr', header: 'Voucher No', value: (row) => row.docnumbr }],
    form: (status) => ({ url: `/voucher?status=${status}` }),
  });
  return (
    <PageDocumentList<Voucher>
      page={page}
      adds={adds}
      id="voucher-list"
      {...(texts ? { texts } : { title: 'Vouchers' })}
      trackBy={(row) => row.docnumbr}
      {...declared}
    />
  );
}

const location = () => screen.getByTestId('location').textContent;

setupPageTests();
// The list remembers its chosen page size in localStorage; each test starts without one.
afterEach(() => localStorage.clear());

describe('component: PageDocumentList', () => {
  it("shows the page's rows and opens the form in ADD from New when the list adds", async () => {
    signInForTest('storekeeper', 'Store keeper', { SGRS001: allRights });
    renderPage(<VoucherList adds />, { route: '/voucherlist' });
    await screen.findByText('GIV-1');
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(location()).toBe('/voucher?status=ADD'));
  });

  it('offers no New when the list does not add', async () => {
    signInForTest('storekeeper', 'Store keeper', { SGRS001: allRights });
    renderPage(<VoucherList adds={false} />, { route: '/voucherlist' });
    await screen.findByText('GIV-1');
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
  });

  it("takes the title, description and empty text from the list's texts", async () => {
    signInForTest('storekeeper', 'Store keeper', { SGRS001: allRights });
    renderPage(<VoucherList adds={false} texts="pettyCash:list" />, { route: '/voucherlist' });
    await screen.findByText('GIV-1');
    expect(screen.getByRole('heading', { name: /Petty cash/ })).toBeTruthy();
    expect(
      screen.getByText('Small cash purchases paid to vendors, with or without a job order.'),
    ).toBeTruthy();
  });

  it.each([
    ['pettyCash:list', 'No petty cash in these dates.'],
    // A list whose texts have no `.empty` of their own says the kit's words.
    ['vehicles:list', 'No records found'],
  ])('says the empty text of %s when there are no rows', async (texts, empty) => {
    signInForTest('storekeeper', 'Store keeper', { SGRS001: allRights });
    renderPage(<VoucherList adds={false} texts={texts} rows={[]} />, { route: '/voucherlist' });
    expect(await screen.findByText(empty)).toBeTruthy();
  });

  it.each([
    ['documents', { documents: { remove: vi.fn() } }, ['Edit', 'Delete', 'View']],
    ['deletes and views', { deletes: { remove: vi.fn() }, views: true as const }, ['Delete', 'View']],
    [
      'views and pdf',
      {
        views: true as const,
        pdf: {
          open: vi.fn(),
          pdf: { preview: vi.fn(), download: vi.fn(), downloading: false, dialog: <></> },
        },
      },
      ['View', 'Preview', 'Print'],
    ],
  ])('gives the row actions the list declares: %s', async (_name, declared, buttons) => {
    signInForTest('storekeeper', 'Store keeper', { SGRS001: allRights });
    renderPage(<VoucherList adds={false} declared={declared} />, { route: '/voucherlist' });
    await screen.findByText('GIV-1');
    const group = screen.getByRole('toolbar', { name: 'Actions for row 1' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent || button.getAttribute('aria-label')),
    ).toEqual(buttons);
  });

  it('goes to the 404 without a right to open the list', async () => {
    signInForTest('storekeeper', 'Store keeper', { SGRS001: noRights });
    renderPage(<VoucherList adds />, { route: '/voucherlist' });
    await waitFor(() => expect(location()).toBe('/404'));
  });
});
