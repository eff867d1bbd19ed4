import { describe, expect, it } from 'vitest';
import { initialFilterValues, type FilterField } from '../../../../kit/filters/model.ts';
import type { InvoiceListRow } from '@fleet/shared/accounts/maintenance-invoice';
import { garageName, invoiceDay, vendorName } from './columns.ts';
import { invoiceFilterIds, invoiceFilterQuery, invoiceListRequest } from './filters.ts';
import { invoiceFormTarget } from './navigation.ts';

const fields: FilterField[] = [
  { kind: 'select', id: invoiceFilterIds.garage, label: 'Garage', options: [] },
  { kind: 'select', id: invoiceFilterIds.vendor, label: 'Supplier', options: [] },
  { kind: 'text', id: invoiceFilterIds.carinvno, label: 'Invoice No' },
  { kind: 'text', id: invoiceFilterIds.voucherno, label: 'Voucher No' },
  { kind: 'dateRange', id: invoiceFilterIds.date, label: 'Invoice date' },
];

describe('unit: maintenance invoice list', () => {
  it('asks for the last 7 days to today by default', () => {
    const values = initialFilterValues(fields, 'last7Days', new Date(2026, 2, 10, 15, 0));

    expect(invoiceFilterQuery(values)).toEqual({ fromdate: '2026-03-03', todate: '2026-03-10' });
  });

  it('sends each filter under the call parameter, empty ones left out', () => {
    const query = invoiceListRequest(
      invoiceFilterQuery({
        garage: 'G01',
        vendor: '',
        carinvno: ' MI-2026 ',
        voucherno: undefined,
        carinvdt: { from: '2026-03-01', to: '2026-03-31' },
        search: 'ignored',
      }),
      { limit: 25, cursor: 'abc' },
    );

    expect(query).toEqual({
      garage: 'G01',
      carinvno: 'MI-2026',
      fromdate: '2026-03-01',
      todate: '2026-03-31',
      limit: 25,
      cursor: 'abc',
    });
    expect(invoiceListRequest(invoiceFilterQuery({}), { limit: 50 })).toEqual({ limit: 50 });
  });

  it('opens the form with the invoice in the query and in navigation state', () => {
    expect(invoiceFormTarget('ADD')).toEqual({
      url: '/maintenanceinvoice?mod=false&status=ADD',
      state: { view: false },
    });
    expect(invoiceFormTarget('VIEW', 'MI-2026-00007')).toEqual({
      url: '/maintenanceinvoice?mod=true&status=VIEW&docnumbr=MI-2026-00007',
      state: { docnumbr: 'MI-2026-00007', view: true },
    });
  });

  it('shows an invoice day as DD/MM/YYYY whatever the time zone', () => {
    expect(invoiceDay('2026-03-01')).toBe('01/03/2026');
    expect(invoiceDay('')).toBe('');
  });

  it('names supplier and garage in Arabic when the row has the Arabic names', () => {
    const row = {
      vendname: 'Gulf Parts',
      vendnamear: 'قطع الخليج',
      garagnam: 'Jahra Branch Garage',
    } as InvoiceListRow;

    expect([vendorName(row, true), garageName(row, true)]).toEqual(['قطع الخليج', 'Jahra Branch Garage']);
    expect(vendorName(row, false)).toBe('Gulf Parts');
  });
});
