// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages, noRights } from '@fleet/shared';
import type { Vendor } from '@fleet/shared/platform/lookups';
import { ApiError } from '../../../api/errors.ts';
import { setLanguage } from '../../../i18n/index.ts';
import {
  chooseOption,
  formControl,
  inputValue,
  renderPage,
  setupPageTests,
  signInForTest,
} from '../../../kit/test/testing.tsx';
import { tenderPriceApi } from './api.ts';
import { TenderPriceFormPage } from './TenderPriceFormPage.tsx';
import { TenderPriceListPage } from './TenderPriceListPage.tsx';
import { oilFilter as item, oilFilterTender as row } from '../../../../../tests/support/tender-prices.ts';

// Every call of the module a mock (vitest's automock), set per test.
vi.mock('./api.ts');

const api = vi.mocked(tenderPriceApi);

const vendor = (vendcode: string, vendname: string, moiApproved: 'Y' | 'N') =>
  ({ vendcode, vendname, vendnamear: `${vendname} ع`, moiApproved }) as Vendor;

const signIn = (rights = allRights) => signInForTest('storekeeper', 'Store keeper', { SGRM002: rights });

setupPageTests();
beforeEach(() => {
  signIn();
  api.items.mockResolvedValue([item]);
  api.vendors.mockResolvedValue([vendor('V001', 'Gulf Parts', 'Y'), vendor('V005', 'Batteries Co', 'N')]);
  api.list.mockResolvedValue([row]);
});

const control = formControl;
const button = (name: string) => screen.getByRole('button', { name });

const choose = (id: string, value: string) => chooseOption(control(id).findSelect(), value);

function type(id: string, text: string) {
  act(() => control(id).findInput()!.setInputValue(text));
}

/** Types a day as the form shows it (DD/MM/YYYY, kit DayInput). */
function pickDay(id: string, typed: string) {
  const input = control(id).findInput()!;
  act(() => input.focus());
  act(() => input.setInputValue(typed));
  act(() => input.blur());
}

describe('component: tender price form', () => {
  it('offers only MOI approved suppliers and saves a new tender price', async () => {
    api.create.mockResolvedValue([
      messages.tenderPriceSaved,
      { sparepart: 'FLT-1001', vendcode: 'V001', tenderno: 'T/1', version: 1 },
    ]);
    renderPage(<TenderPriceFormPage />, { route: '/CreateTenderPrice?mod=false&status=ADD' });

    await choose('vendcode', 'V001');
    const suppliers = control('vendcode').findSelect()!;
    act(() => suppliers.openDropdown());
    expect(suppliers.findDropdown().findOptionByValue('V005')).toBeNull();
    act(() => suppliers.closeDropdown());

    await choose('sparepart', 'FLT-1001');
    expect(inputValue('sparenam')).toBe('Oil filter');
    type('tenderno', 't/1');
    type('price', '12.345');
    pickDay('validfrom', '01/01/2026');
    pickDay('validto', '31/12/2026');
    fireEvent.click(button('Save'));

    await screen.findByText(messages.tenderPriceSaved);
    expect(api.create).toHaveBeenCalledWith({
      sparepart: 'FLT-1001',
      vendcode: 'V001',
      tenderno: 'T/1',
      tenderpric: 12.345,
      validfrom: '2026-01-01',
      validto: '2026-12-31',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/Tenderpricemaster'));
  });

  it('refuses to save with the field messages', async () => {
    renderPage(<TenderPriceFormPage />, { route: '/CreateTenderPrice?mod=false&status=ADD' });
    type('price', '0');
    fireEvent.click(button('Save'));

    await screen.findByText(messages.tenderPriceAmount);
    expect(screen.getByText(messages.storeItemRequired)).toBeTruthy();
    expect(screen.getByText(messages.storeSupplierRequired)).toBeTruthy();
    expect(screen.getByText(messages.tenderNoRequired)).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('edits price and validity at the version read and keeps the input on a conflict', async () => {
    api.get.mockResolvedValue(row);
    api.update.mockRejectedValue(new ApiError(409, messages.conflict, 'conflict'));
    renderPage(<TenderPriceFormPage />, {
      route: `/CreateTenderPrice?mod=false&status=EDIT&docnumbr=${encodeURIComponent('FLT-1001|V001|KPTC/TND/2025/014')}`,
    });

    await waitFor(() => expect(inputValue('price')).toBe('2.5'));
    expect(api.get.mock.calls[0]![0]).toEqual({
      sparepart: 'FLT-1001',
      vendcode: 'V001',
      tenderno: 'KPTC/TND/2025/014',
    });
    expect(inputValue('vendcode')).toBe('Gulf Parts (V001)');
    type('price', '2.75');
    fireEvent.click(button('Save'));

    await waitFor(() =>
      expect(screen.getByTestId('tender-conflict').textContent).toContain(messages.conflict),
    );
    expect(api.update).toHaveBeenCalledWith(expect.objectContaining({ tenderpric: 2.75, version: 3 }));
    expect(inputValue('price')).toBe('2.75');
  });
});

describe('component: tender price list', () => {
  const actions = () => screen.getByRole('toolbar', { name: 'Actions for row 1' });

  it('lists the prices in KWD with their validity and deletes one after the confirmation', async () => {
    api.remove.mockResolvedValue([
      messages.tenderPriceDeleted,
      { sparepart: 'FLT-1001', vendcode: 'V001', tenderno: 'KPTC/TND/2025/014' },
    ]);
    renderPage(<TenderPriceListPage />, { route: '/Tenderpricemaster' });

    await screen.findByText('KPTC/TND/2025/014');
    expect(screen.getAllByText('2.500').length).toBeGreaterThan(0);
    expect(screen.getByText('01/01/2025')).toBeTruthy();
    expect(screen.getByText('31/12/2027')).toBeTruthy();

    fireEvent.click(within(actions()).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Are You Sure To Delete?');
    expect(api.remove).not.toHaveBeenCalled();
    fireEvent.click(button('Yes'));

    await screen.findByText(messages.tenderPriceDeleted);
    expect(api.remove).toHaveBeenCalledWith({
      sparepart: 'FLT-1001',
      vendcode: 'V001',
      tenderno: 'KPTC/TND/2025/014',
      version: 3,
    });
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
  });

  it('sends the item, supplier and valid-on filters', async () => {
    renderPage(<TenderPriceListPage />, { route: '/Tenderpricemaster' });
    await screen.findByText('KPTC/TND/2025/014');

    type('filter-sparepart', 'flt');
    type('filter-validon', '15/03/2026');

    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith(
        { sparepart: 'flt', validon: '2026-03-15' },
        expect.anything(),
      ),
    );
  });

  it('speaks Arabic right to left, with the Arabic names', async () => {
    await act(() => setLanguage('ar'));
    try {
      renderPage(<TenderPriceListPage />, { route: '/Tenderpricemaster' });
      await screen.findByText('فلتر زيت');
      expect(screen.getByText('أسعار المناقصات')).toBeTruthy();
      expect(screen.getByText('قطع الخليج (V001)')).toBeTruthy();
      expect(document.documentElement.dir).toBe('rtl');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('needs the deletes right to delete', async () => {
    signIn({ ...noRights, views: 'Y' });
    renderPage(<TenderPriceListPage />, { route: '/Tenderpricemaster' });
    await screen.findByText('KPTC/TND/2025/014');

    const remove = within(actions()).getByRole('button', { name: 'Delete' });
    expect(remove.hasAttribute('disabled') || remove.getAttribute('aria-disabled') === 'true').toBe(true);
  });
});
