// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages } from '@fleet/shared';
import type { Garage, SparePartSearchResult, Vendor } from '@fleet/shared/platform/lookups';
import type { InvoiceDocument, InvoiceSaveRequest } from '@fleet/shared/accounts/maintenance-invoice';
import { ApiError } from '../../../../api/errors.ts';
import {
  chooseOption,
  formControl,
  page,
  renderPage,
  setupPageTests,
} from '../../../../kit/test/testing.tsx';
import { invoiceApi } from '../api.ts';
import { MaintenanceInvoicePage } from './MaintenanceInvoicePage.tsx';

// Every call of the module a mock (vitest's automock), set per test.
vi.mock('../api.ts');

const api = vi.mocked(invoiceApi);

const garage = { garageid: 'G01', garagnam: 'Shuwaikh garage', garagnamar: 'كراج الشويخ' } as Garage;
const vendor = { vendcode: 'V001', vendname: 'Gulf Parts', vendnamear: 'قطع الخليج' } as Vendor;
const part = (ItemNumber: string, Description: string, UnitPrice: number): SparePartSearchResult => ({
  ItemNumber,
  Description,
  SpareUOM: 'PCS',
  SpareCat: 'FILTERS',
  Source: 'MASTER',
  VendorName: '',
  PriceSource: 'MASTER',
  UnitPrice,
});

setupPageTests('accountant', 'Accountant', { SGRT076: allRights });
beforeEach(() => {
  api.garages.mockResolvedValue([garage]);
  api.vendors.mockResolvedValue([vendor]);
  api.jobOrders.mockResolvedValue([]);
  api.searchSpareParts.mockResolvedValue([
    part('FLT-1001', 'Oil filter', 2.5),
    part(' FLT-1001 ', 'Oil filter (tender)', 2.1),
    part('BRK-2001', 'Brake pads', 18.5),
  ]);
});

const control = formControl;
const button = (name: string) => screen.getByRole('button', { name });

const choose = (id: string, value: string) => chooseOption(control(id).findSelect(), value);

function type(id: string, text: string) {
  act(() => control(id).findInput()!.setInputValue(text));
}

async function enterLine(sparepart: string, qty: string, workdisc = '') {
  await choose('entry-sparepart', sparepart);
  type('entry-workdisc', workdisc);
  type('entry-qty', qty);
}

const itemRows = () => page().findTable('[data-testid="invoice-items"]')!.findRows();
const itemCell = (row: number, column: number) =>
  page().findTable('[data-testid="invoice-items"]')!.findBodyCell(row, column)!.getElement().textContent;

describe('component: maintenance invoice form', () => {
  it('refuses to save without a line, with the spec message', async () => {
    renderPage(<MaintenanceInvoicePage />, { route: '/maintenanceinvoice?mod=false&status=ADD' });
    await choose('garage', 'G01');
    await choose('vendor', 'V001');

    fireEvent.click(button('Save'));

    await screen.findByText(messages.invoiceNoLines);
    expect(api.save).not.toHaveBeenCalled();
  });

  it('finds a part of the line entry by its digits typed on an Arabic keyboard', async () => {
    renderPage(<MaintenanceInvoicePage />, { route: '/maintenanceinvoice?mod=false&status=ADD' });
    const select = control('entry-sparepart').findSelect()!;
    await waitFor(() => {
      act(() => select.openDropdown());
      expect(select.findDropdown().findOptions().length).toBeGreaterThan(1);
    });

    act(() => select.findFilteringInput()!.setInputValue('٢٠٠١'));

    await waitFor(() =>
      expect(
        select
          .findDropdown()
          .findOptions()
          .map((option) => option.getElement().textContent),
      ).toEqual([expect.stringContaining('BRK-2001')]),
    );
  });

  it('adds lines with Enter and Add, edits one, deletes one after confirming, and saves the invoice', async () => {
    api.save.mockResolvedValue([messages.invoiceSaved, { carinvno: 'MI-2026-00031', version: 1 }]);
    renderPage(<MaintenanceInvoicePage />, { route: '/maintenanceinvoice?mod=false&status=ADD' });
    await choose('garage', 'G01');
    await choose('vendor', 'V001');
    expect((control('vendname').findInput()!.findNativeInput().getElement() as HTMLInputElement).value).toBe(
      'Gulf Parts',
    );

    await enterLine('FLT-1001', '4');
    act(() => control('entry-qty').findInput()!.findNativeInput().keydown({ key: 'Enter' }));
    await enterLine('BRK-2001', '1', '10');
    fireEvent.click(button('Add'));
    await waitFor(() => expect(itemRows()).toHaveLength(2));
    expect(itemCell(2, 9)).toBe('16.650');

    act(() =>
      page()
        .findTable('[data-testid="invoice-items"]')!
        .findBodyCell(1, 11)!
        .findButtonGroup()!
        .findButtonById('edit')!
        .click(),
    );
    expect(button('Update')).toBeTruthy();
    type('entry-qty', '6');
    fireEvent.click(button('Update'));
    await waitFor(() => expect(itemCell(1, 4)).toBe('6'));
    expect(button('Add')).toBeTruthy();

    act(() =>
      page()
        .findTable('[data-testid="invoice-items"]')!
        .findBodyCell(2, 11)!
        .findButtonGroup()!
        .findButtonById('delete')!
        .click(),
    );
    await screen.findByText('Are You Sure To Delete?');
    fireEvent.click(button('Yes'));
    await waitFor(() => expect(itemRows()).toHaveLength(1));

    type('totals-totdiscperc', '10');
    fireEvent.click(button('Save'));

    await screen.findByText(messages.invoiceSaved);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/maintenanceinvoicelist'));
    const body = api.save.mock.calls[0]![0] as InvoiceSaveRequest;
    expect(body).toMatchObject({ status: 'ADD', garage: 'G01', vendor: 'V001', totdiscperc: 10 });
    expect(body.details).toEqual([
      expect.objectContaining({ serlnumb: 1, sparepart: 'FLT-1001', qty: 6, unitprice: 2.5, workdisc: 0 }),
    ]);
  });

  it('keeps the input and explains a conflict when someone else saved first', async () => {
    api.get.mockResolvedValue(invoiceDocument(1201));
    api.save.mockRejectedValue(new ApiError(409, messages.conflict, 'conflict'));
    renderPage(<MaintenanceInvoicePage />, {
      route: '/maintenanceinvoice?mod=false&status=EDIT&docnumbr=MI-2026-00001',
    });
    await waitFor(() => expect(itemRows()).toHaveLength(1));
    act(() => control('remarks').findTextarea()!.setTextareaValue('Changed remarks'));

    fireEvent.click(button('Save'));

    await waitFor(() =>
      expect(screen.getByTestId('invoice-conflict').textContent).toContain(messages.conflict),
    );
    expect(api.save.mock.calls[0]![0]).toMatchObject({
      status: 'MOD',
      carinvno: 'MI-2026-00001',
      version: 4,
    });
    expect(control('remarks').findTextarea()!.findNativeTextarea().getElement().value).toBe(
      'Changed remarks',
    );
    expect(screen.getByTestId('location').textContent).toContain('/maintenanceinvoice?');
  });

  it('opens an invoice past Assign Technician at Reception read-only, with the spec message', async () => {
    api.get.mockResolvedValue(invoiceDocument(1205));
    renderPage(<MaintenanceInvoicePage />, {
      route: '/maintenanceinvoice?mod=false&status=EDIT&docnumbr=MI-2026-00001',
    });

    await screen.findByText(messages.invoiceEditPastStage);
    const save = button('Save');
    expect(save.hasAttribute('disabled') || save.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });
});

function invoiceDocument(statuscde: number): InvoiceDocument {
  return {
    cmMaster: [
      {
        carinvno: 'MI-2026-00001',
        carinvdt: '2026-03-01',
        carinvtm: '10:00:00',
        vehiclmak: '',
        vehicleno: '',
        jobordno: 'JO-1',
        compcode: '',
        ownernam: '',
        remarks: 'Service',
        invstatus: 'INV',
        tostatus: 1422,
        voucherno: 'V-1',
        voucherdate: '',
        vendor: 'V001',
        vendname: 'Gulf Parts',
        garage: 'G01',
        garagnam: 'Shuwaikh garage',
        totdiscperc: 0,
        totalval: 5,
        totdiscval: 0,
        netval: 5,
        worktotal: 5,
        workdisc: 0,
        worknet: 5,
        version: 4,
        terminalid: '',
        brnchcde: '',
        timstamp: '',
        cretuser: 'accountant',
        moduser: '',
        moddate: '',
        deluser: '',
        deldate: '',
        statuscde,
      },
    ],
    cmDetails: [
      {
        Carinvno: 'MI-2026-00001',
        serlnumb: 1,
        worknumb: '',
        workdesc: 'Oil filter',
        reource: '',
        sparepart: 'FLT-1001',
        sparenam: 'Oil filter',
        spareuom: 'PCS',
        qty: 2,
        unitprice: 2.5,
        workdisc: 0,
        retqty: 0,
        workvalue: 5,
        worktotal: 5,
        workdiscval: 0,
        worknet: 5,
        price: 5,
      },
    ],
  };
}
