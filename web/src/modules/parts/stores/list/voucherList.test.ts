import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { voucherScreens } from '../vouchers.ts';
import { transferVoucher } from '../test/testing.ts';
import {
  matchesVoucher,
  voucherColumns,
  voucherFilterFields,
  voucherFormUrl,
  voucherListQuery,
} from './voucherList.ts';

const t = ((key: string) => key) as unknown as TFunction;

const row = transferVoucher();

const names = {
  stores: new Map([['MAIN', 'المخزن الرئيسي']]),
  departments: new Map<string, string>(),
  vendors: new Map<string, string>(),
};

describe('unit: store voucher lists', () => {
  it('sends the date window, the store and a transfer state, leaving empty ones out', () => {
    expect(
      voucherListQuery({
        docdate: { from: '2026-11-01', to: '2026-11-07' },
        storecode: 'MAIN',
        trfstatus: 'INTRANSIT',
        search: 'STV',
      }),
    ).toEqual({ fromdate: '2026-11-01', todate: '2026-11-07', storecode: 'MAIN', trfstatus: 'INTRANSIT' });
    expect(voucherListQuery({ docdate: { from: '', to: '' }, storecode: ' ', trfstatus: 'OPEN' })).toEqual(
      {},
    );
  });

  it('filters transfers by state only', () => {
    const stores = { options: [], loading: false };
    expect(voucherFilterFields(t, voucherScreens.STV, stores).map((field) => field.id)).toEqual([
      'storecode',
      'trfstatus',
      'docdate',
    ]);
    expect(voucherFilterFields(t, voucherScreens.SIV, stores).map((field) => field.id)).toEqual([
      'storecode',
      'docdate',
    ]);
  });

  it('searches the number, the stores and the reference', () => {
    expect(matchesVoucher(row, { search: 'stv-2026 garage' })).toBe(true);
    expect(matchesVoucher(row, { search: 'SRQ-2026-00002' })).toBe(true);
    expect(matchesVoucher(row, { search: 'supplier' })).toBe(false);
    expect(matchesVoucher(row, {})).toBe(true);
  });

  it('shows the columns of each type, the value totalled in the footer', () => {
    const ids = (type: keyof typeof voucherScreens) =>
      voucherColumns(voucherScreens[type], names)(t, false).map((column) => column.id);
    expect(ids('DRV')).toEqual([
      'docnumbr',
      'docdate',
      'storenam',
      'vendname',
      'refdocno',
      'totalqty',
      'totalval',
    ]);
    expect(ids('SIV')).toEqual([
      'docnumbr',
      'docdate',
      'storenam',
      'deptnam',
      'jobordno',
      'totalqty',
      'totalval',
    ]);
    expect(ids('STV')).toEqual([
      'docnumbr',
      'docdate',
      'storenam',
      'tostorenam',
      'refdocno',
      'trfstatus',
      'totalqty',
      'totalval',
    ]);
    expect(ids('CSV')).toEqual(['docnumbr', 'docdate', 'storenam', 'jobordno', 'totalqty', 'totalval']);
    const columns = voucherColumns(voucherScreens.STV, names)(t, true);
    const value = (id: string) => columns.find((column) => column.id === id)?.value?.(row);
    expect(value('docdate')).toBe('03/11/2026');
    expect(value('storenam')).toBe('المخزن الرئيسي');
    expect(value('tostorenam')).toBe('Garage 1 store');
    expect(value('trfstatus')).toBe('stores:trfstatus.INTRANSIT');
    expect(columns.filter((column) => column.total).map((column) => column.id)).toEqual(['totalval']);
    expect(columns.find((column) => column.id === 'totalval')?.amount).toBe(true);
  });

  it('opens the form of the type: new, or the voucher to view', () => {
    expect(voucherFormUrl(voucherScreens.SIV, 'ADD')).toBe('/issueVoucher?mod=false&status=ADD');
    expect(voucherFormUrl(voucherScreens.STV, 'VIEW', 'STV-2026-00007')).toBe(
      '/transferVoucher?mod=true&status=VIEW&docnumbr=STV-2026-00007',
    );
  });
});
