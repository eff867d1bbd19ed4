import { describe, expect, it } from 'vitest';
import { namesByCode } from '../../../../kit/names.ts';
import { transferVoucher } from '../test/testing.ts';
import { hasVoucherLines, voucherPdfFileName, voucherText, type VoucherPrint } from './model.ts';

const print: VoucherPrint = {
  title: { en: 'Store Transfer Voucher', ar: 'سند تحويل مخزني' },
  master: transferVoucher({
    docdate: '2026-11-25',
    doctime: '09:10:00',
    storenam: 'Main Store',
    tostorecode: 'G01',
    tostorenam: 'Shuwaikh Main Garage Store',
    totalqty: 5,
    totalval: 11.25,
  }),

  lines: [
    {
      serlnumb: 1,
      sparepart: 'FLT-1001',
      sparenam: 'Oil filter (Toyota)',
      spareuom: 'PCS',
      sparecat: 'FILTERS',
      qty: 3,
      unitcost: 2.5,
      value: 7.5,
      remarks: '',
    },
    {
      serlnumb: 2,
      sparepart: 'OIL-4001',
      sparenam: 'Engine oil',
      spareuom: 'CAN',
      sparecat: 'OILS',
      qty: 2,
      unitcost: 1.875,
      value: 3.75,
      remarks: '',
    },
  ],
  totals: { qty: 5, value: 11.25 },
  printedBy: 'storekeeper',
};

describe('store voucher PDF text', () => {
  it('prints the particulars the voucher has, the lines at ledger cost and the KWD total', () => {
    const text = voucherText(print);
    expect(text.particulars.map((entry) => entry.label.en)).toEqual([
      'Voucher No',
      'Date',
      'Store',
      'To store',
      'Reference',
      'Transfer',
    ]);
    expect(text.particulars[1]!.text).toBe('25/11/2026');
    expect(text.particulars.at(-1)!.state).toEqual({ en: 'In transit', ar: 'قيد النقل' });
    expect(text.lines[1]).toMatchObject({ qty: '2', unitCost: '1.875', value: '3.750' });
    expect(text.totals.at(-1)!.text).toBe('KWD 11.250');
  });

  it("prints who prepared it by the employee's name and the stores' and items' Arabic names beside the codes", () => {
    const first = print.lines[0]!;
    const text = voucherText({
      ...print,
      people: { storekeeper: { en: 'Yousef Al-Store', ar: 'يوسف المخزن' } },
      names: {
        stores: namesByCode('stores', [
          { storecode: print.master.storecode, storenam: 'Any', storenamar: 'المخزن الرئيسي' },
        ]),
        items: namesByCode('items', [
          { sparepart: first.sparepart, sparenam: 'Any', sparenamar: 'فلتر زيت' },
        ]),
      },
    });
    expect(text.preparedBy).toEqual({ en: 'Yousef Al-Store', ar: 'يوسف المخزن' });
    expect(text.particulars[2]).toMatchObject({
      text: `${print.master.storenam} (${print.master.storecode})`,
      textAr: 'المخزن الرئيسي',
    });
    expect(text.lines[0]).toMatchObject({
      item: first.sparepart,
      description: first.sparenam,
      descriptionAr: 'فلتر زيت',
    });
    // Without the masters' names: the names the voucher carries, the login id.
    expect(voucherText(print).preparedBy).toEqual({ en: 'storekeeper', ar: '' });
    expect(voucherText(print).lines[0]!.descriptionAr).toBe('');
  });

  it('needs lines to print and names the file after the voucher', () => {
    expect(hasVoucherLines({ ...print, lines: [] })).toBe(false);
    expect(voucherPdfFileName('STV-2026-00007')).toBe('StoreVoucher_STV-2026-00007.pdf');
  });
});

describe('store voucher PDF text: the receipt against an order and the request (issue 28)', () => {
  it("prints a receipt's supplier and purchase order, and a request's stores and open state", () => {
    const receipt = voucherText({
      ...print,
      title: { en: 'Store Receipt Voucher', ar: 'سند استلام مخزني' },
      master: {
        ...print.master,
        doctype: 'SRV',
        docnumbr: 'SRV-2026-00003',
        tostorecode: '',
        tostorenam: '',
        vendcode: 'V001',
        vendname: 'Gulf Auto Parts Co.',
        refdocno: 'LPO-2026-00002',
        trfstatus: '',
      },
    });
    expect(receipt.title.en).toBe('Store Receipt Voucher');
    expect(receipt.particulars.map((entry) => [entry.label.en, entry.text])).toEqual([
      ['Voucher No', 'SRV-2026-00003'],
      ['Date', '25/11/2026'],
      ['Store', 'Main Store (MAIN)'],
      ['Supplier', 'Gulf Auto Parts Co.'],
      ['Reference', 'LPO-2026-00002'],
    ]);

    const request = voucherText({
      ...print,
      title: { en: 'Store Request Voucher', ar: 'سند طلب مخزني' },
      master: {
        ...print.master,
        doctype: 'SRQ',
        docnumbr: 'SRQ-2026-00001',
        refdocno: '',
        trfstatus: 'OPEN',
      },
    });
    expect(request.particulars.map((entry) => entry.label.en)).toEqual([
      'Voucher No',
      'Date',
      'Store',
      'To store',
      'Transfer',
    ]);
    expect(request.particulars.at(-1)!.state).toEqual({ en: 'Open', ar: 'مفتوح' });
  });
});
