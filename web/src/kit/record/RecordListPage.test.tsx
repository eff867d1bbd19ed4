// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allRights } from '@fleet/shared';
import { renderPage, setupPageTests, signInForTest } from '../test/testing.tsx';
import { RecordListPage, type RecordListQuery } from './RecordListPage.tsx';

interface Move {
  docnumbr: string;
  vehicleno: string;
}

const moves: Move[] = [
  { docnumbr: 'WM-1', vehicleno: '12/3456' },
  { docnumbr: 'WM-2', vehicleno: '78/9012' },
];

const actions = (row: number) => within(screen.getByRole('toolbar', { name: `Actions for row ${row}` }));
const location = () => screen.getByTestId('location').textContent;

setupPageTests();
afterEach(() => localStorage.clear());

describe('component: RecordListPage', () => {
  it('reads the first server page and opens the form of a row by its number', async () => {
    signInForTest('supervisor', 'Supervisor', { SGRG018: allRights });
    const fetch = vi.fn(async (_query: RecordListQuery) => ({ items: moves }));
    localStorage.setItem('pageSize:winchMovelist', '25');
    renderPage(
      <RecordListPage<Move>
        routes={{ screen: 'SGRG018', listPath: '/winchMovelist', formPath: '/winchMove' }}
        texts="winch:move"
        fields={[{ kind: 'text', id: 'vehicleno' }]}
        fetch={fetch}
        columns={() => ['vehicleno']}
        id="move-list"
      />,
      { route: '/winchMovelist' },
    );
    await screen.findByText('WM-2');

    // The title, the page size remembered under the list's route, the number column first, the
    // columns labelled by their field.
    expect(screen.getByRole('heading', { name: /Winch moves/ })).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toEqual({ limit: 25 });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.indexOf('Document No')).toBeLessThan(headers.indexOf('Plate No'));
    fireEvent.click(actions(2).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(location()).toBe('/winchMove?mod=false&status=EDIT&docnumbr=WM-2'));
  });
});
