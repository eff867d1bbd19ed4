import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import { addVoucherLine, emptyVoucher, toVoucherBody, voucherProblem } from './voucherForm.ts';

const line = (sparepart: string, qty = 1, unitcost = 0) => ({
  sparepart,
  sparenam: sparepart,
  qty,
  unitcost,
});

describe('store voucher form', () => {
  it('keeps one line per item and caps transfers at 20 lines', () => {
    expect(addVoucherLine('SIV', [line('A', 1)], line('a', 2))).toEqual([line('A', 3)]);
    const twenty = Array.from({ length: 20 }, (_, i) => line(`P${i}`));
    expect(addVoucherLine('DTV', twenty, line('X'))).toHaveLength(20);
    expect(addVoucherLine('SIV', twenty, line('X'))).toHaveLength(21);
  });

  it('finds the rules of each type before the server does', () => {
    const base = { ...emptyVoucher(), storecode: 'MAIN', lines: [line('A', 1, 2)] };
    expect(voucherProblem('DRV', base)).toBe(messages.storeSupplierRequired);
    expect(voucherProblem('DRV', { ...base, vendcode: 'V001' })).toBeUndefined();
    expect(voucherProblem('DRV', { ...base, vendcode: 'V001', lines: [line('A', 1, 0)] })).toBe(
      messages.storeUnitCostRequired,
    );
    expect(voucherProblem('SIV', base)).toBe(messages.storeDepartmentOrJobOrderRequired);
    expect(voucherProblem('DTV', { ...base, tostorecode: 'MAIN' })).toBe(messages.storeSameStore);
    expect(voucherProblem('SIV', { ...base, deptcode: 'D01', lines: [] })).toBe(messages.invoiceNoLines);
    expect(voucherProblem('SIV', { ...base, storecode: '', deptcode: 'D01' })).toBe(messages.storeRequired);
  });

  it('sends unit costs with receipts only', () => {
    const values = { ...emptyVoucher(), storecode: 'MAIN', deptcode: 'D01', lines: [line('A', 2, 3.5)] };
    expect(toVoucherBody('SIV', values).lines[0]).not.toHaveProperty('unitcost');
    expect(toVoucherBody('DRV', values).lines[0]).toMatchObject({ unitcost: 3.5 });
  });
});
