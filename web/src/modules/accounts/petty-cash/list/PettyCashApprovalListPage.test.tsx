// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights } from '@fleet/shared';
import type { PettyCashRow } from '@fleet/shared/accounts/petty-cash';
import { renderPage, setupPageTests } from '../../../../kit/test/testing.tsx';
import { pettyCashApi } from '../api.ts';
import { PettyCashApprovalListPage } from './PettyCashApprovalListPage.tsx';
import { PettyCashListPage } from './PettyCashListPage.tsx';

// Every call of the module a mock (vitest's automock), set per test.
vi.mock('../api.ts');

const api = vi.mocked(pettyCashApi);
const row = (docnumbr: string, netval: number, state: PettyCashRow['state']): PettyCashRow => ({
  docnumbr,
  docdate: '2026-03-01',
  jobordno: '',
  vehicleno: '',
  vendor: '',
  vendname: 'Corner shop',
  paymode: 'cash',
  lines: 1,
  netval,
  status: 1249,
  state,
  docfilename: '',
  cretuser: 'accountant',
  version: 1,
});

setupPageTests('thirdapprover', 'Third', { SGRT003: allRights, SGRT004: allRights });
beforeEach(() => {
  api.list.mockResolvedValue([
    row('PCH-2026-00001', 1.25, 'pending'),
    row('PCH-2026-00002', 2.5, 'approved'),
  ]);
  api.pending.mockResolvedValue([]);
  api.approved.mockResolvedValue([]);
  api.byVendor.mockResolvedValue([
    {
      vendor: 'Corner shop',
      vendname: 'Corner shop',
      registered: false,
      count: 2,
      netval: 3,
      approvedval: 1,
      pendingval: 2,
    },
  ]);
  api.pendingPayments.mockResolvedValue([
    {
      vendor: 'Corner shop',
      vendname: 'Corner shop',
      registered: false,
      count: 1,
      amount: 1,
      oldest: '2026-03-01',
    },
  ]);
});

describe('component: petty cash lists', () => {
  it('lists petty cash in the last 30 days with the KWD total', async () => {
    renderPage(<PettyCashListPage />, { route: '/pettycashList' });
    await screen.findByText('PCH-2026-00002');
    expect(api.list).toHaveBeenCalledWith(
      expect.objectContaining({ fromdate: expect.any(String), todate: expect.any(String) }),
      expect.anything(),
    );
    expect(screen.getAllByText(/3\.750/).length).toBeGreaterThan(0);
  });

  it('shows the by-vendor tab with the unpaid amounts', async () => {
    renderPage(<PettyCashApprovalListPage />, { route: '/pettycashAprList?tab=vendors' });
    await waitFor(() => expect(api.byVendor).toHaveBeenCalled());
    const table = () =>
      createWrapper(document.body).findTable('[data-testid="petty-cash-vendors"]') ??
      createWrapper(document.body).findTable()!;
    await waitFor(() => expect(table().findRows().length).toBeGreaterThan(0));
    expect(table().findBodyCell(1, 2)!.getElement().textContent).toContain('Corner shop');
  });
});
