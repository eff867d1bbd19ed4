// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages } from '@fleet/shared';
import type { Department, SparePart, Vendor } from '@fleet/shared/platform/lookups';
import type { Store } from '@fleet/shared/parts/stock';
import type { StoreVoucherMaster } from '@fleet/shared/parts/store-vouchers';
import { api as client } from '../../../../api/client.ts';
import { setLanguage } from '../../../../i18n/index.ts';
import {
  chooseOption,
  formControl,
  inputValue,
  page,
  renderPage,
  setupPageTests,
} from '../../../../kit/test/testing.tsx';
import { storesApi } from '../api.ts';
import { VoucherFormPage } from './VoucherFormPage.tsx';

// Every call of the module a mock (vitest's automock), set per test.
vi.mock('../api.ts');

const api = vi.mocked(storesApi);

const store = (storecode: string, storenam: string, storetype: Store['storetype'] = 'MAIN'): Store => ({
  storecode,
  storenam,
  storenamar: `${storenam} ar`,
  storetype,
  status: 'active',
});
const part = { sparepart: 'P1', sparenam: 'Wiper blade', sparenamar: 'مساحة', spareuom: 'PCS' } as SparePart;
/** The one line of a saved voucher: the wiper blade at KWD 1.250. */
const savedLine = (qty: number) => ({
  serlnumb: 1,
  sparepart: 'P1',
  sparenam: 'Wiper blade',
  spareuom: 'PCS',
  sparecat: 'BODY',
  qty,
  unitcost: 1.25,
  value: qty * 1.25,
  remarks: '',
});

setupPageTests('storekeeper', 'Store keeper', {
  SGRX001: allRights,
  SGRX002: allRights,
  SGRX007: allRights,
});
beforeEach(() => {
  api.stores.mockResolvedValue([store('MAIN', 'Main store'), store('CONS', 'Consignment', 'CONSIGNMENT')]);
  api.departments.mockResolvedValue([
    { deptcode: 'D01', deptname: 'Transport', deptnamear: 'النقل' },
  ] as Department[]);
  api.vendors.mockResolvedValue([
    { vendcode: 'V001', vendname: 'Gulf Parts', vendnamear: 'قطع الخليج', status: 'active' },
  ] as Vendor[]);
  api.items.mockResolvedValue([part]);
  api.jobOrders.mockResolvedValue([]);
  api.itemStock.mockResolvedValue([
    {
      storecode: 'MAIN',
      storenam: 'Main store',
      sparepart: 'P1',
      qtyonhand: 6,
      avgcost: 1.25,
      lowstock: 'N',
    },
  ]);
});
// Before the kit's reset (after-hooks run last-registered first).
afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => setLanguage('en'));
});

const button = (name: string) => screen.getByRole('button', { name });

const field = (id: string) => formControl(id).findSelect();
const entryItem = () => page().findSelect('[data-testid="entry-item"]');
const entryInput = (id: string, text: string) =>
  act(() => page().findInput(`[data-testid="${id}"]`)!.setInputValue(text));

describe('component: store voucher form', () => {
  it('enters an issue voucher: the rules on their fields, the stock beside the line, the body sent', async () => {
    api.insert.mockResolvedValue([
      messages.storeIssueSaved,
      { docnumbr: 'SIV-2026-00001', version: 1, totalqty: 4, totalval: 5 },
    ]);
    renderPage(<VoucherFormPage type="SIV" />, { route: '/issueVoucher?mod=false&status=ADD' });
    await chooseOption(field('storecode'), 'MAIN');

    fireEvent.click(button('Save'));
    await screen.findByText(messages.invoiceNoLines);
    expect(screen.getAllByText(messages.storeDepartmentOrJobOrderRequired)).toHaveLength(2);
    expect(api.insert).not.toHaveBeenCalled();

    await chooseOption(entryItem(), 'P1');
    await screen.findByText('In this store: 6');
    entryInput('entry-qty', '0');
    fireEvent.click(button('Add'));
    await screen.findByText(messages.storeQtyRequired);
    entryInput('entry-qty', '4');
    fireEvent.click(button('Add'));
    await waitFor(() =>
      expect(page().findTable('[data-testid="voucher-lines"]')!.findRows()).toHaveLength(1),
    );
    expect(screen.getByText('Total quantity: 4')).toBeTruthy();
    await chooseOption(field('deptcode'), 'D01');
    expect(screen.queryByText(messages.storeDepartmentOrJobOrderRequired)).toBeNull();

    fireEvent.click(button('Save'));

    await screen.findByText(messages.storeIssueSaved);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/issueVoucherlist'));
    expect(api.insert).toHaveBeenCalledWith('SIV', {
      storecode: 'MAIN',
      tostorecode: '',
      deptcode: 'D01',
      jobordno: '',
      vendcode: '',
      refdocno: '',
      garreqno: '',
      remarks: '',
      lines: [{ sparepart: 'P1', qty: 4, remarks: '' }],
    });
  });

  it('needs a unit cost on a receipt line and sends it', async () => {
    api.insert.mockResolvedValue([
      messages.storeDirectReceiptSaved,
      { docnumbr: 'DRV-2026-00001', version: 1, totalqty: 6, totalval: 7.5 },
    ]);
    renderPage(<VoucherFormPage type="DRV" />, { route: '/storereceiptdirect?mod=false&status=ADD' });
    await chooseOption(field('storecode'), 'MAIN');
    await chooseOption(field('vendcode'), 'V001');
    await chooseOption(entryItem(), 'P1');
    entryInput('entry-qty', '6');
    fireEvent.click(button('Add'));
    await screen.findByText(messages.storeUnitCostRequired);
    entryInput('entry-unitcost', '1.25');
    fireEvent.click(button('Add'));
    await screen.findByText('Total quantity: 6 · Total value: KWD 7.500');
    expect(api.itemStock).not.toHaveBeenCalled();

    fireEvent.click(button('Save'));

    await screen.findByText(messages.storeDirectReceiptSaved);
    expect(api.insert.mock.calls[0]![1]).toMatchObject({
      storecode: 'MAIN',
      vendcode: 'V001',
      lines: [{ sparepart: 'P1', qty: 6, unitcost: 1.25, remarks: '' }],
    });
  });

  it("receives an order's open lines at the order's price, never more than is open (issue 28)", async () => {
    const order = {
      lpono: 'LPO-2026-00009',
      docdate: '2026-11-29',
      vendcode: 'V001',
      vendname: 'Gulf Parts',
      storecode: 'MAIN',
      storenam: 'Main store',
      jobordno: '',
    };
    const orderLine = { sparenam: 'Wiper blade', spareuom: 'PCS', orderedqty: 5, unitprice: 2.5 };
    api.receiptOrders.mockResolvedValue([{ ...order, openqty: 4 }]);
    api.receiptOrder.mockResolvedValue({
      ...order,
      lines: [
        { ...orderLine, serlnumb: 1, sparepart: 'P1', receivedqty: 1, openqty: 4 },
        { ...orderLine, serlnumb: 2, sparepart: 'P2', receivedqty: 5, openqty: 0 },
      ],
    });
    api.insert.mockResolvedValue([
      messages.storeReceiptSaved,
      { docnumbr: 'SRV-2026-00001', version: 1, totalqty: 3, totalval: 7.5 },
    ]);
    renderPage(<VoucherFormPage type="SRV" />, { route: '/storereceipt?mod=false&status=ADD' });
    expect(page().findSelect('[data-testid="entry-item"]')).toBeNull();
    await chooseOption(page().findSelect('[data-testid="order"]'), 'LPO-2026-00009');

    // Only the open line, at what is open and the order's price; the supplier and store are the order's.
    await screen.findByText('Total quantity: 4 · Total value: KWD 10.000');
    expect(page().findTable('[data-testid="voucher-lines"]')!.findRows()).toHaveLength(1);
    expect(
      page().findFormField('[data-testid="vendcode"]')!.findControl()!.findInput()!.getInputValue(),
    ).toBe('Gulf Parts');
    expect(api.receiptOrder).toHaveBeenCalledWith('LPO-2026-00009');

    entryInput('receive-qty-1', '5');
    fireEvent.click(button('Save'));
    await screen.findByText('A quantity is more than is still open on the order.');
    expect(api.insert).not.toHaveBeenCalled();

    entryInput('receive-qty-1', '3');
    await screen.findByText('Total quantity: 3 · Total value: KWD 7.500');
    fireEvent.click(button('Save'));
    await screen.findByText(messages.storeReceiptSaved);
    expect(api.insert).toHaveBeenCalledWith('SRV', {
      storecode: 'MAIN',
      tostorecode: '',
      deptcode: '',
      jobordno: '',
      vendcode: 'V001',
      refdocno: 'LPO-2026-00009',
      garreqno: '',
      remarks: '',
      lines: [{ sparepart: 'P1', qty: 3, remarks: '' }],
    });
  });

  it('shows a saved voucher read-only, whatever mode the address asks for', async () => {
    api.get.mockResolvedValue({
      master: {
        doctype: 'DRV',
        docnumbr: 'DRV-2026-00004',
        docdate: '2026-11-03',
        doctime: '09:15:00',
        storecode: 'MAIN',
        storenam: 'Main store',
        vendcode: 'V001',
        vendname: 'Gulf Parts',
        refdocno: 'DN-7',
        garreqno: '',
        remarks: 'First delivery',
        trfstatus: '',
        totalqty: 6,
        totalval: 7.5,
        cretuser: 'storekeeper',
        version: 1,
      } as StoreVoucherMaster,
      lines: [savedLine(6)],
    });
    renderPage(<VoucherFormPage type="DRV" />, {
      route: '/storereceiptdirect?mod=false&status=EDIT&docnumbr=DRV-2026-00004',
    });

    await screen.findByText('Total quantity: 6 · Total value: KWD 7.500');
    expect(api.get).toHaveBeenCalledWith('DRV', 'DRV-2026-00004', expect.anything());
    expect(inputValue('docnumbr')).toBe('DRV-2026-00004');
    expect(inputValue('docdate')).toBe('03/11/2026 09:15');
    expect(inputValue('vendcode')).toBe('Gulf Parts (V001)');
    expect(inputValue('refdocno')).toBe('DN-7');
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    const save = button('Save');
    expect(save.hasAttribute('disabled') || save.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(api.items).not.toHaveBeenCalled();
  });
  it("names a saved voucher's items in Arabic for an Arabic reader, from the item master (issue 25 item 7)", async () => {
    const masters = vi.spyOn(client, 'get').mockImplementation(async (path: string) => {
      if (path === 'getSpareParts') return [part];
      throw new Error(`unexpected call ${path}`);
    });
    api.get.mockResolvedValue({
      master: {
        doctype: 'SIV',
        docnumbr: 'SIV-2026-00002',
        docdate: '2026-11-03',
        doctime: '09:15:00',
        storecode: 'MAIN',
        storenam: 'Main store',
        deptcode: 'D01',
        remarks: '',
        trfstatus: '',
        totalqty: 2,
        totalval: 2.5,
        cretuser: 'storekeeper',
        version: 1,
      } as StoreVoucherMaster,
      lines: [savedLine(2)],
    });
    await act(() => setLanguage('ar'));
    renderPage(<VoucherFormPage type="SIV" />, {
      route: '/issueVoucher?mod=false&status=VIEW&docnumbr=SIV-2026-00002',
    });

    const nameCell = () => page().findTable()?.findBodyCell(1, 3)?.getElement().textContent ?? '';
    await waitFor(() => expect(nameCell()).toBe('مساحة'));
    expect(masters).toHaveBeenCalledWith('getSpareParts', undefined, expect.anything());
  });
});
