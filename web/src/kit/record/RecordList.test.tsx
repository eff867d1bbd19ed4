// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allRights, noRights, type FormRights } from '@fleet/shared';
import { documentFormUrl } from '../form/mode.ts';
import { useDocumentListPage } from '../list/useDocumentListPage.tsx';
import { renderPage, setupPageTests, signInForTest } from '../test/testing.tsx';
import { RecordList, type RecordListProps } from './RecordList.tsx';

interface Winch {
  winchid: string;
  status: 'free' | 'towing';
}

const winches: Winch[] = [
  { winchid: 'W01', status: 'towing' },
  { winchid: 'W02', status: 'free' },
];

function WinchList(props: Partial<Omit<RecordListProps<Winch>, 'page'>>) {
  const page = useDocumentListPage<Winch, undefined>({
    screen: 'SGRG015',
    window: 'none',
    fields: [],
    fetch: async () => winches,
    pageSizeKey: 'pageSize:winches',
    columns: () => [{ id: 'winchid', header: 'Winch', value: (row) => row.winchid }],
    form: (status, row) => documentFormUrl('/winch', status, row?.winchid),
  });
  return <RecordList page={page} id="winch-list" title="Winches" trackBy={(row) => row.winchid} {...props} />;
}

function signIn(rights: FormRights) {
  signInForTest('supervisor', 'Supervisor', { SGRG015: rights });
}

const actions = (row: number) => within(screen.getByRole('toolbar', { name: `Actions for row ${row}` }));
const location = () => screen.getByTestId('location').textContent;
const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

setupPageTests();
afterEach(() => localStorage.clear());

describe('component: RecordList', () => {
  it('opens the form to add and to edit', async () => {
    signIn(allRights);
    renderPage(<WinchList />, { route: '/winchlist' });
    await screen.findByText('W02');

    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(location()).toBe('/winch?mod=false&status=ADD'));
    fireEvent.click(actions(2).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(location()).toBe('/winch?mod=false&status=EDIT&docnumbr=W02'));
  });

  it('opens a record to view', async () => {
    signIn(allRights);
    renderPage(<WinchList />, { route: '/winchlist' });
    await screen.findByText('W01');

    fireEvent.click(actions(1).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(location()).toBe('/winch?mod=true&status=VIEW&docnumbr=W01'));
  });

  it("refuses the edit of a row with the row's reason and deletes after the confirmation", async () => {
    signIn(allRights);
    const onDelete = vi.fn(async () => ['Winch deleted']);
    renderPage(
      <WinchList
        edit={(row) => (row.status === 'towing' ? 'Towing now' : undefined)}
        remove={{ onDelete, describe: (row) => row.winchid }}
      />,
      { route: '/winchlist' },
    );
    await screen.findByText('W01');

    expect(isDisabled(actions(1).getByRole('button', { name: 'Edit' }))).toBe(true);
    expect(isDisabled(actions(2).getByRole('button', { name: 'Edit' }))).toBe(false);
    fireEvent.click(actions(1).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));

    await screen.findByText('Winch deleted');
    expect(onDelete).toHaveBeenCalledWith(winches[0]);
  });

  it('has no delete without one, no edit or New when told so', async () => {
    signIn(allRights);
    renderPage(<WinchList edit={false} adds={false} />, { route: '/winchlist' });
    await screen.findByText('W01');

    expect(actions(1).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(actions(1).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
  });

  it('goes to /404 without any right on the list', () => {
    signIn(noRights);
    renderPage(<WinchList />, { route: '/winchlist' });

    expect(location()).toBe('/404');
  });
});
