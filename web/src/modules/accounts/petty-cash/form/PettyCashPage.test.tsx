// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages } from '@fleet/shared';
import type { Vendor } from '@fleet/shared/platform/lookups';
import type { PettyCashDocument } from '@fleet/shared/accounts/petty-cash';
import { formControl, page, renderPage, setupPageTests } from '../../../../kit/test/testing.tsx';
import { pettyCashApi } from '../api.ts';
import { PettyCashApprovalPage } from './PettyCashApprovalPage.tsx';
import { PettyCashPage } from './PettyCashPage.tsx';

// Every call of the module a mock (vitest's automock), set per test.
vi.mock('../api.ts');

const api = vi.mocked(pettyCashApi);
const vendor = {
  vendcode: 'V001',
  vendname: 'Gulf Parts',
  vendnamear: 'قطع الخليج',
  status: 'active',
} as Vendor;

setupPageTests('accountant', 'Accountant', { SGRT003: allRights, SGRT004: allRights });
beforeEach(() => {
  api.vendors.mockResolvedValue([vendor]);
  api.jobOrders.mockResolvedValue([]);
  api.nextNumber.mockResolvedValue({ docnumbr: 'PCH-2026-00007' });
});

const control = formControl;
const input = (id: string) => page().findInput(`[data-testid="${id}"]`)!;

describe('component: petty cash form', () => {
  it('shows the next number, values the lines and saves a free-text vendor', async () => {
    api.save.mockResolvedValue([
      messages.pettyCashSaved,
      { docnumbr: 'PCH-2026-00007', version: 1, netval: 3.505 },
    ]);
    renderPage(<PettyCashPage />, { route: '/pettycash?mod=false&status=ADD' });
    const value = (id: string) =>
      (control(id).findInput()!.findNativeInput().getElement() as HTMLInputElement).value;
    await waitFor(() => expect(value('docnumbr')).toBe('PCH-2026-00007 (on save)'));

    act(() => page().findRadioGroup()!.findInputByValue('other')!.click());
    act(() => control('vendname').findInput()!.setInputValue('Corner shop'));
    act(() => input('line-description-1').setInputValue('Fuses'));
    act(() => input('line-qty-1').setInputValue('3'));
    act(() => input('line-unitprice-1').setInputValue('0.335'));
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    act(() => input('line-description-2').setInputValue('Ties'));
    act(() => input('line-qty-2').setInputValue('2'));
    act(() => input('line-unitprice-2').setInputValue('1.25'));
    expect(screen.getByTestId('line-value-1').textContent).toBe('1.005');
    await waitFor(() => expect(value('netval')).toContain('3.505'));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(api.save.mock.calls[0]![0]).toMatchObject({
      vendor: '',
      vendname: 'Corner shop',
      paymode: 'cash',
      lines: [
        { description: 'Fuses', qty: 3, unitprice: 0.335 },
        { description: 'Ties', qty: 2, unitprice: 1.25 },
      ],
    });
  });

  it('refuses a total above the limit before sending it', async () => {
    renderPage(<PettyCashPage />, { route: '/pettycash?mod=false&status=ADD' });
    act(() => page().findRadioGroup()!.findInputByValue('other')!.click());
    act(() => control('vendname').findInput()!.setInputValue('Corner shop'));
    act(() => input('line-description-1').setInputValue('Engine'));
    act(() => input('line-unitprice-1').setInputValue('600'));
    await screen.findByTestId('over-limit');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('petty-cash-lines-error');
    expect(api.save).not.toHaveBeenCalled();
  });
});

describe('component: petty cash approval', () => {
  it('shows the petty cash read-only and approves it', async () => {
    api.get.mockResolvedValue({
      master: {
        docnumbr: 'PCH-2026-00003',
        docdate: '2026-03-01',
        doctime: '10:00:00',
        jobordno: '',
        vehicleno: '',
        garage: '',
        garagnam: '',
        vendor: '',
        vendname: 'Corner shop',
        paymode: 'cash',
        remarks: '',
        docfileid: '',
        docfilename: '',
        netval: 4,
        status: 1249,
        cretuser: 'accountant',
        version: 1,
        approval: {
          round: 1,
          state: 'pending',
          amount: 4,
          requester: 'accountant',
          submittedAt: '2026-03-01T07:00:00.000Z',
          decisions: {},
          waitingSince: { THIRD: '2026-03-01T07:00:00.000Z' },
          lines: {},
        },
      },
      lines: [
        {
          serlnumb: 1,
          description: 'Fuses',
          sparepart: '',
          sparenam: '',
          qty: 2,
          unitprice: 2,
          value: 4,
          billno: '',
          billdate: '',
        },
      ],
      approvals: [],
      docurl: '',
    } satisfies PettyCashDocument);
    api.decide.mockResolvedValue([
      messages.approvalApproved,
      { docnumbr: 'PCH-2026-00003', version: 2, state: 'approved', outcome: 'approved', waiting: [] },
    ]);
    renderPage(<PettyCashApprovalPage />, {
      route: '/pettycashApr?docnumbr=PCH-2026-00003&mod=true&status=APPROVE&level=THIRD',
    });
    await screen.findByText('Fuses');
    const vendorInput = control('vendor').findInput()!.findNativeInput().getElement() as HTMLInputElement;
    expect(vendorInput.value).toContain('Corner shop');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    // The decision asks for a confirmation (with the remarks) before it is sent.
    expect(api.decide).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByTestId('approval-confirm'));
    await waitFor(() => expect(api.decide).toHaveBeenCalledTimes(1));
    expect(api.decide.mock.calls[0]![0]).toMatchObject({
      docnumbr: 'PCH-2026-00003',
      version: 1,
      decision: 'A',
    });
  });
});
