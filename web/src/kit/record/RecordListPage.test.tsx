// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allRights } from '@fleet/shared';
import { clearSession } from '../../auth/session.ts';
import { fieldColumn } from '../list/columns.ts';
import { clearQueryCache } from '../useQuery.ts';
import { renderPage, setupI18n, signInForTest } from '../testing.tsx';
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

beforeAll(() => setupI18n());
afterEach(() => {
  cleanup();
  clearSession();
  clearQueryCache();
  localStorage.clear();
});

describe('component: RecordListPage', () => {
  it('reads the first server page and opens the form of a row by its number', async () => {
    signInForTest('supervisor', 'Supervisor', { SGRG018: allRights });
    const fetch = vi.fn(async (_query: RecordListQuery) => ({ items: moves }));
    renderPage(
      <RecordListPage<Move>
        screen="SGRG018"
        fields={[{ kind: 'text', id: 'vehicleno', label: 'Plate' }]}
        sent={['vehicleno']}
        fetch={fetch}
        pageSizeKey="pageSize:moves"
        columns={() => [fieldColumn('docnumbr', 'Number'), fieldColumn('vehicleno', 'Plate')]}
        formPath="/winchMove"
        id="move-list"
        title="Moves"
      />,
      { route: '/winchMovelist' },
    );
    await screen.findByText('WM-2');

    expect(fetch.mock.calls[0]?.[0]).toEqual({ limit: 10 });
    fireEvent.click(actions(2).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(location()).toBe('/winchMove?mod=false&status=EDIT&docnumbr=WM-2'));
  });
});
