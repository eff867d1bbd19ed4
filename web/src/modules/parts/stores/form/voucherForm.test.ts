import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import { storeVoucherBody, voucherRefusal } from '@fleet/shared/parts/store-vouchers';
import {
  addVoucherLine,
  emptyEntry,
  emptyVoucher,
  orderVoucherLine,
  overOrdered,
  readLineEntry,
  setOrderLineQty,
  toVoucherBody,
  voucherFieldErrors,
  voucherTotals,
  type VoucherLine,
  type VoucherValues,
} from './voucherForm.ts';

const line = (sparepart: string, qty = 1, unitcost = 0): VoucherLine => ({
  sparepart,
  sparenam: `${sparepart} name`,
  spareuom: 'PCS',
  qty,
  unitcost,
});
const item = { sparenam: 'Wiper blade', spareuom: 'PCS' };
const voucher = (values: Partial<VoucherValues>): VoucherValues => ({
  ...emptyVoucher(),
  storecode: 'MAIN',
  ...values,
});
const filled = voucher({
  tostorecode: 'GRG1',
  deptcode: 'D01',
  jobordno: 'JO-1',
  vendcode: 'V001',
  refdocno: ' DN-7 ',
  garreqno: 'GRQ-1',
  remarks: ' urgent ',
  lines: [line('P1', 2, 1.25)],
});

describe('unit: store voucher form, the line being entered', () => {
  it('reads a line with the shared line schema', () => {
    expect(readLineEntry('SIV', [], { ...emptyEntry(), sparepart: 'P1', qty: '3' }, item)).toEqual({
      line: { sparepart: 'P1', sparenam: 'Wiper blade', spareuom: 'PCS', qty: 3, unitcost: 0 },
    });
    expect(readLineEntry('SIV', [], { ...emptyEntry(), qty: '3' }, item)).toEqual({
      problem: messages.storeItemRequired,
    });
    for (const qty of ['', '0', '1.5', '100000', 'x'])
      expect(readLineEntry('SIV', [], { sparepart: 'P1', qty, unitcost: '' }, item)).toEqual({
        problem: messages.storeQtyRequired,
      });
  });

  it('needs a unit cost above 0 on a receipt, rounded to fils, and ignores it elsewhere', () => {
    const entry = { sparepart: 'P1', qty: '2', unitcost: '' };
    expect(readLineEntry('DRV', [], entry, item)).toEqual({ problem: messages.storeUnitCostRequired });
    expect(readLineEntry('DRV', [], { ...entry, unitcost: 'abc' }, item)).toEqual({
      problem: messages.storeUnitCostRequired,
    });
    expect(readLineEntry('DRV', [], { ...entry, unitcost: '1,2345' }, item)).toMatchObject({
      line: { unitcost: 1.235 },
    });
    expect(readLineEntry('SIV', [], { ...entry, unitcost: '9' }, item)).toMatchObject({
      line: { unitcost: 0 },
    });
  });

  it('refuses a new item past the most lines (20 on transfers, 40 otherwise), not more of one', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => line(`P${i}`));
    const forty = Array.from({ length: 40 }, (_, i) => line(`P${i}`));
    const entry = { sparepart: 'NEW', qty: '1', unitcost: '' };
    expect(readLineEntry('STV', twenty, entry, item)).toEqual({
      problem: messages.storeTooManyTransferLines,
    });
    expect(readLineEntry('DTV', twenty, { ...entry, sparepart: 'p3' }, item)).toHaveProperty('line');
    expect(readLineEntry('SIV', twenty, entry, item)).toHaveProperty('line');
    expect(readLineEntry('SIV', forty, entry, item)).toEqual({ problem: messages.storeTooManyLines });
  });

  it('keeps one line per item: adding it again adds the quantity (and a receipt the new cost)', () => {
    expect(addVoucherLine([line('A', 1, 2)], line('a', 2, 0))).toEqual([line('A', 3, 2)]);
    expect(addVoucherLine([line('A', 1, 2)], line('A', 1, 3))).toEqual([line('A', 2, 3)]);
    expect(addVoucherLine([line('A')], line('B'))).toEqual([line('A'), line('B')]);
  });

  it('totals the quantity and the KWD value in whole fils', () => {
    expect(voucherTotals([line('A', 3, 0.1), line('B', 1, 0.2), line('C', 3, 1.005)])).toEqual({
      qty: 7,
      value: 3.515,
    });
    expect(voucherTotals([])).toEqual({ qty: 0, value: 0 });
  });
});

describe('unit: store voucher form, the insert body of each type', () => {
  it('sends only the header fields the type has, trimmed', () => {
    expect(toVoucherBody('DRV', filled)).toMatchObject({
      storecode: 'MAIN',
      vendcode: 'V001',
      refdocno: 'DN-7',
      garreqno: 'GRQ-1',
      tostorecode: '',
      deptcode: '',
      jobordno: '',
      remarks: 'urgent',
    });
    expect(toVoucherBody('SIV', filled)).toMatchObject({
      deptcode: 'D01',
      jobordno: 'JO-1',
      vendcode: '',
      refdocno: '',
      tostorecode: '',
      garreqno: '',
    });
    expect(toVoucherBody('SRN', filled)).toMatchObject({
      deptcode: 'D01',
      jobordno: 'JO-1',
      refdocno: 'DN-7',
    });
    expect(toVoucherBody('STV', filled)).toMatchObject({
      tostorecode: 'GRG1',
      refdocno: 'DN-7',
      garreqno: 'GRQ-1',
      deptcode: '',
      jobordno: '',
      vendcode: '',
    });
    expect(toVoucherBody('DTV', filled)).toMatchObject({ tostorecode: 'GRG1', garreqno: 'GRQ-1' });
    expect(toVoucherBody('CSV', filled)).toMatchObject({
      jobordno: 'JO-1',
      deptcode: '',
      tostorecode: '',
      vendcode: '',
      refdocno: '',
      garreqno: '',
    });
  });

  it('sends unit costs with receipts only, and the server schema takes every body as it is', () => {
    expect(toVoucherBody('DRV', filled).lines).toEqual([
      { sparepart: 'P1', qty: 2, unitcost: 1.25, remarks: '' },
    ]);
    for (const type of ['SIV', 'SRN', 'STV', 'DTV', 'CSV'] as const) {
      const body = toVoucherBody(type, filled);
      expect(body.lines).toEqual([{ sparepart: 'P1', qty: 2, remarks: '' }]);
      expect(storeVoucherBody.parse(body)).toEqual(body);
      expect(voucherRefusal(type, body)).toBeUndefined();
    }
  });
});

describe('unit: store voucher form, the shared rules before the server', () => {
  it('puts the problems on their fields as catalogue keys', () => {
    expect(voucherFieldErrors('DRV', voucher({ storecode: '' }))).toEqual({
      storecode: 'errors:storeRequired',
      lines: 'errors:invoiceNoLines',
      vendcode: 'errors:storeSupplierRequired',
    });
    expect(voucherFieldErrors('SIV', voucher({ lines: [line('A')] }))).toEqual({
      deptcode: 'errors:storeDepartmentOrJobOrderRequired',
      jobordno: 'errors:storeDepartmentOrJobOrderRequired',
    });
    expect(voucherFieldErrors('CSV', voucher({ lines: [line('A')] }))).toEqual({
      jobordno: 'errors:storeJobOrderRequired',
    });
    expect(voucherFieldErrors('STV', voucher({ tostorecode: 'MAIN', lines: [line('A')] }))).toEqual({
      tostorecode: 'errors:storeSameStore',
    });
    expect(
      voucherFieldErrors('DRV', voucher({ vendcode: 'V001', lines: [line('A', 1, 1), line('a', 1, 1)] })),
    ).toEqual({ lines: 'errors:storeDuplicateItem' });
    expect(voucherFieldErrors('SIV', voucher({ deptcode: 'D01', lines: [line('A')] }))).toEqual({});
  });

  it('words a text the catalogue does not have with the form generic key', () => {
    expect(
      voucherFieldErrors(
        'STV',
        voucher({ tostorecode: 'GRG1', refdocno: 'R'.repeat(31), lines: [line('A')] }),
      ),
    ).toEqual({ refdocno: 'stores:form.invalid' });
  });
});

describe('unit: store voucher form, the receipt against a purchase order', () => {
  const orderLine = {
    serlnumb: 2,
    sparepart: 'FLT-1',
    sparenam: 'Oil filter',
    spareuom: 'PCS',
    orderedqty: 5,
    receivedqty: 2,
    openqty: 3,
    unitprice: 2.5,
  };

  it("takes an order's open line at what is open and the order's price", () => {
    expect(orderVoucherLine(orderLine)).toEqual({
      sparepart: 'FLT-1',
      sparenam: 'Oil filter',
      spareuom: 'PCS',
      qty: 3,
      unitcost: 2.5,
      orderedqty: 5,
      openqty: 3,
    });
  });

  it('reads the typed quantity as a whole number, 0 when it is not one', () => {
    const lines = [orderVoucherLine(orderLine), orderVoucherLine({ ...orderLine, sparepart: 'FLT-2' })];
    expect(setOrderLineQty(lines, 1, ' 2 ').map((entry) => entry.qty)).toEqual([3, 2]);
    expect(setOrderLineQty(lines, 0, '1.5')[0]!.qty).toBe(0);
    expect(setOrderLineQty(lines, 0, '')[0]!.qty).toBe(0);
  });

  it('sends the order and the lines to receive now, without a price (the server takes the order’s)', () => {
    const values = voucher({
      vendcode: 'V001',
      refdocno: 'LPO-2026-00001',
      lines: [orderVoucherLine(orderLine), { ...orderVoucherLine(orderLine), sparepart: 'FLT-2', qty: 0 }],
    });
    const body = toVoucherBody('SRV', values);
    expect(body).toMatchObject({ vendcode: 'V001', refdocno: 'LPO-2026-00001', jobordno: '' });
    expect(body.lines).toEqual([{ sparepart: 'FLT-1', qty: 3, remarks: '' }]);
    expect(voucherRefusal('SRV', storeVoucherBody.parse(body))).toBeUndefined();
    expect(voucherFieldErrors('SRV', values)).toEqual({});
  });

  it('points at the order when none is chosen and at the lines when one takes more than is open', () => {
    expect(voucherFieldErrors('SRV', voucher({ lines: [orderVoucherLine(orderLine)] }))).toMatchObject({
      vendcode: 'errors:storeSupplierRequired',
    });
    const noOrder = voucherFieldErrors(
      'SRV',
      voucher({ vendcode: 'V001', lines: [orderVoucherLine(orderLine)] }),
    );
    expect(noOrder).toMatchObject({ refdocno: 'errors:storeReceiptReferenceRequired' });
    const over = voucher({
      vendcode: 'V001',
      refdocno: 'LPO-2026-00001',
      lines: [{ ...orderVoucherLine(orderLine), qty: 4 }],
    });
    expect(overOrdered(over.lines[0]!)).toBe(true);
    expect(voucherFieldErrors('SRV', over)).toEqual({ lines: 'stores:form.moreThanOpen' });
  });

  it('asks a request voucher for the store asked and a different requesting store', () => {
    expect(voucherFieldErrors('SRQ', voucher({ lines: [line('P1', 2)] }))).toEqual({
      tostorecode: 'errors:storeToStoreRequired',
    });
    expect(voucherFieldErrors('SRQ', voucher({ tostorecode: 'MAIN', lines: [line('P1', 2)] }))).toEqual({
      tostorecode: 'errors:storeSameStore',
    });
    expect(
      toVoucherBody('SRQ', voucher({ tostorecode: 'GRG1', vendcode: 'V001', lines: [line('P1', 2, 9)] })),
    ).toMatchObject({ tostorecode: 'GRG1', vendcode: '', lines: [{ sparepart: 'P1', qty: 2 }] });
  });
});
