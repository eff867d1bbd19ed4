// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { noRights } from '@fleet/shared';
import { clearSession } from '../../../auth/session.ts';
import { renderPage, setupI18n, signInForTest } from '../../../kit/test/testing.tsx';
import { storeReportsApi } from './api.ts';
import { StoreDocumentsReport } from './StoreReportPage.tsx';

// Every call of the module a mock (vitest's automock), set per test.
vi.mock('./api.ts');

const api = vi.mocked(storeReportsApi);

beforeAll(() => setupI18n());
beforeEach(() => {
  api.stores.mockResolvedValue([
    {
      storecode: 'G01',
      storenam: 'Shuwaikh Store',
      storenamar: 'مخزن الشويخ',
      storetype: 'MAIN',
      status: 'active',
    },
  ]);
  api.items.mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
});

function signIn() {
  signInForTest('storekeeper', 'Store Keeper', { SGRR021: { ...noRights, views: 'Y' } });
}

describe('component: store documents report (SGRR021)', () => {
  it('reads every store when the store is "All", instead of asking for one', async () => {
    // Arrange
    signIn();
    api.report.mockResolvedValue({
      rows: [{ doctype: 'SIV', docnumbr: 'SIV-2026-00001', docdate: '2026/11/20', storecode: 'G01', qty: 2 }],
      totals: { qty: 2, value: 0 },
      window: { from: '2026/10/30', to: '2026/11/29' },
    });

    // Act
    renderPage(<StoreDocumentsReport />);

    // Assert: the call goes out with the show-all choice and the row is listed; no refusal hint.
    await waitFor(() => expect(screen.getByText('SIV-2026-00001')).toBeTruthy());
    const [path, query] = api.report.mock.calls[0]!;
    expect(path).toBe('CDNStore/StoreDocumentsReport');
    expect(query).toMatchObject({ showAll: 'Y' });
    expect(query).not.toHaveProperty('cmbStore');
    expect(screen.queryByTestId('report-scope')).toBeNull();
    const store = createWrapper(screen.getByTestId('filter-cmbStore')).findSelect()!;
    expect(store.findTrigger().getElement().textContent).toBe('All');
  });
});
