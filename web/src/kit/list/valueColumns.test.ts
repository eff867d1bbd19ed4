import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { stateColumn, valueColumn, vendorColumn } from './valueColumns.ts';

interface Invoice {
  docnumbr: string;
  vendcode: string;
  vendname?: string;
  state: string;
}

const t = ((key: string) => `[${key}]`) as unknown as TFunction;
const named: Invoice = { docnumbr: 'SI-1', vendcode: 'V01', vendname: 'Al Mulla', state: 'approved' };
const unnamed: Invoice = { docnumbr: 'SI-2', vendcode: 'V02', state: 'pending' };

describe('unit: list columns of a worked-out value', () => {
  it("shows the list's own rule, with the width only when one is given", () => {
    const number = valueColumn<Invoice>('docnumbr', 'Invoice No', (row) => `#${row.docnumbr}`, 150);
    expect(number).toMatchObject({ id: 'docnumbr', header: 'Invoice No', minWidth: 150 });
    expect(number.value?.(named)).toBe('#SI-1');
    expect('minWidth' in valueColumn<Invoice>('docnumbr', 'Invoice No', (row) => row.docnumbr)).toBe(false);
  });

  it('shows a KWD amount when told, with or without a width', () => {
    const value = (row: Invoice) => row.docnumbr.length;
    expect(valueColumn<Invoice>('len', 'Length', value, { amount: true })).toMatchObject({ amount: true });
    expect(valueColumn<Invoice>('len', 'Length', value, { amount: true, minWidth: 90 })).toMatchObject({
      amount: true,
      minWidth: 90,
    });
    expect('amount' in valueColumn<Invoice>('len', 'Length', value, 90)).toBe(false);
    expect('minWidth' in valueColumn<Invoice>('len', 'Length', value, { amount: true })).toBe(false);
  });

  it("shows the approval state under the list's state header", () => {
    const state = stateColumn<Invoice>(t, 'supplierInvoice', 120);
    expect(state).toMatchObject({ id: 'state', header: '[supplierInvoice:list.state]', minWidth: 120 });
    expect(state.value?.(named)).toBe('[supplierInvoice:state.approved]');
  });

  it('shows the supplier by name, by code when it has none, 160 px wide unless told', () => {
    const vendor = vendorColumn<Invoice>('Supplier');
    expect(vendor).toMatchObject({ id: 'vendname', header: 'Supplier', minWidth: 160 });
    expect(vendor.value?.(named)).toBe('Al Mulla');
    expect(vendor.value?.(unnamed)).toBe('V02');
  });
});
