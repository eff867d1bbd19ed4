// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages, noRights } from '@fleet/shared';
import { renderPage, setupPageTests, signInForTest } from '../../../../kit/test/testing.tsx';
import { storesApi } from '../api.ts';
import { transferVoucher } from '../test/testing.ts';
import { VoucherListPage } from './VoucherListPage.tsx';

// Every call of the module a mock (vitest's automock), set per test.
vi.mock('../api.ts');

const api = vi.mocked(storesApi);

const transfer = (docnumbr: string, trfstatus: 'INTRANSIT' | 'POSTED', totalval: number) =>
  transferVoucher({ docnumbr, trfstatus, refdocno: '', totalqty: 2, totalval, version: 3 });

const signIn = (rights = allRights) => signInForTest('storekeeper', 'Store keeper', { SGRX004: rights });

setupPageTests('storekeeper', 'Store keeper', { SGRX004: allRights });
beforeEach(() => {
  api.stores.mockResolvedValue([]);
  api.list.mockResolvedValue([
    transfer('STV-2026-00002', 'INTRANSIT', 1.5),
    transfer('STV-2026-00001', 'POSTED', 2.25),
  ]);
});

const actions = (serial: number) => screen.getByRole('toolbar', { name: `Actions for row ${serial}` });
const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

describe('component: store voucher lists', () => {
  it('lists transfers of the date window with their state and the KWD total', async () => {
    renderPage(<VoucherListPage type="STV" />, { route: '/transferVoucherlist' });

    await screen.findByText('STV-2026-00002');
    const [type, query] = api.list.mock.calls[0]!;
    expect(type).toBe('STV');
    expect(query.fromdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.todate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByText('In transit')).toBeTruthy();
    expect(screen.getByText('KWD 3.750')).toBeTruthy();
    expect(within(actions(1)).queryByRole('button', { name: 'Post at the receiving store' })).toBeTruthy();
    expect(within(actions(2)).queryByRole('button', { name: 'Post at the receiving store' })).toBeNull();
    expect(within(actions(1)).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(actions(1)).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('posts a transfer in transit after the confirmation, with its version, and reads the list again', async () => {
    api.postTransfer.mockResolvedValue([
      messages.storeTransferPostedSaved,
      { sTVNO: 'STV-2026-00002', version: 4, trfstatus: 'POSTED' },
    ]);
    renderPage(<VoucherListPage type="STV" />, { route: '/transferVoucherlist' });
    await screen.findByText('STV-2026-00002');

    fireEvent.click(within(actions(1)).getByRole('button', { name: 'Post at the receiving store' }));
    await screen.findByText(/Transfer STV-2026-00002 will be taken into Garage 1 store/);
    expect(api.postTransfer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('post-confirm'));

    await screen.findByText(messages.storeTransferPostedSaved);
    expect(api.postTransfer).toHaveBeenCalledWith('STV-2026-00002', 3);
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
  });

  it('needs the edits right to post', async () => {
    signIn({ ...noRights, views: 'Y' });
    renderPage(<VoucherListPage type="STV" />, { route: '/transferVoucherlist' });
    await screen.findByText('STV-2026-00002');

    expect(isDisabled(within(actions(1)).getByRole('button', { name: 'Post at the receiving store' }))).toBe(
      true,
    );
    expect(isDisabled(within(actions(1)).getByRole('button', { name: 'View' }))).toBe(false);
  });
});
