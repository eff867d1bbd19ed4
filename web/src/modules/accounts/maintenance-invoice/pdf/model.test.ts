import { describe, expect, it } from 'vitest';
import type { InvoiceDocument, InvoiceLine, InvoiceMaster } from '@fleet/shared/accounts/maintenance-invoice';
import { dayText, printable, qtyText, textDirection } from '../../../../kit/pdf/text.ts';
import {
  hasInvoiceLines,
  invoiceListPdfFileName,
  invoiceListText,
  invoicePdfFileName,
  invoiceText,
  type PrintedInvoiceMaster,
  type PrintedInvoiceRow,
} from './model.ts';

const master = (overrides: Partial<PrintedInvoiceMaster> = {}): PrintedInvoiceMaster =>
  ({
    carinvno: 'MI-2026-00007',
    carinvdt: '2026-01-09',
    carinvtm: '08:15:00',
    vehiclmak: '',
    vehicleno: '',
    jobordno: '',
    compcode: '',
    ownernam: '',
    remarks: '',
    invstatus: 'INV',
    tostatus: 1422,
    voucherno: '',
    voucherdate: '',
    vendor: 'V001',
    vendname: 'Gulf Tyres Trading',
    garage: 'G01',
    garagnam: 'Shuwaikh Garage',
    totdiscperc: 0,
    totalval: 1234.5,
    totdiscval: 0,
    netval: 1234.5,
    worktotal: 1234.5,
    workdisc: 0,
    worknet: 1234.5,
    version: 1,
    ...overrides,
  }) as InvoiceMaster;

const line = (overrides: Partial<InvoiceLine> = {}): InvoiceLine => ({
  Carinvno: 'MI-2026-00007',
  serlnumb: 1,
  worknumb: '',
  workdesc: '',
  reource: '',
  sparepart: 'OF-1001',
  sparenam: 'Engine oil filter',
  spareuom: 'PCS',
  qty: 2,
  unitprice: 3.75,
  workdisc: 0,
  retqty: 0,
  workvalue: 7.5,
  worktotal: 7.5,
  workdiscval: 0,
  worknet: 7.5,
  price: 7.5,
  ...overrides,
});

const document = (lines: InvoiceLine[], overrides: Partial<PrintedInvoiceMaster> = {}): InvoiceDocument => ({
  cmMaster: [master(overrides)],
  cmDetails: lines,
});

describe('unit: invoice PDF data', () => {
  it('needs a master and at least one detail line to print', () => {
    expect(hasInvoiceLines(document([line()]))).toBe(true);
    expect(hasInvoiceLines(document([]))).toBe(false);
    expect(hasInvoiceLines({ cmMaster: [], cmDetails: [line()] })).toBe(false);
  });

  it('prints the totals prefixed KWD with 3 decimals and the header discount % in its label', () => {
    const text = invoiceText(
      document([line()], { totdiscperc: 5, totalval: 1234.5, totdiscval: 61.725, netval: 1172.775 }),
    );

    expect(text.totals.map((total) => [total.label.en, total.text])).toEqual([
      ['Total', 'KWD 1,234.500'],
      ['Discount Value (5%)', 'KWD 61.725'],
      ['Net Value', 'KWD 1,172.775'],
    ]);
    expect(text.totals.map((total) => total.label.ar)).toEqual(['الإجمالي', 'قيمة الخصم', 'صافي القيمة']);
    expect(invoiceText(document([line()])).totals[1]!.label.en).toBe('Discount Value');
  });

  it('prints the lines in row order with their amounts', () => {
    const text = invoiceText(
      document([
        line({ serlnumb: 2, sparepart: 'BP-2210', sparenam: '', workdesc: 'Brake pads', qty: 1.5 }),
        line({ serlnumb: 1 }),
      ]),
    );

    expect(text.lines.map((printed) => printed.itemCode)).toEqual(['OF-1001', 'BP-2210']);
    expect(text.lines[0]).toEqual({
      serial: '1',
      itemCode: 'OF-1001',
      description: 'Engine oil filter',
      uom: 'PCS',
      qty: '2',
      unitPrice: '3.750',
      value: '7.500',
      discount: '0.000',
      net: '7.500',
    });
    expect(text.lines[1]!.description).toBe('Brake pads');
    expect(text.lines[1]!.qty).toBe('1.5');
    expect(text.lineDiscounts).toBe(false);
  });

  it('adds the discount columns only when a line has an item discount', () => {
    const text = invoiceText(
      document([line(), line({ serlnumb: 2, workdisc: 10, workdiscval: 0.75, worknet: 6.75 })]),
    );

    expect(text.lineDiscounts).toBe(true);
    expect(text.lines[1]).toMatchObject({ discount: '0.750', net: '6.750' });
  });

  it('prints dates DD/MM/YYYY and the Arabic names of garage and supplier when present', () => {
    const text = invoiceText(
      document([line()], {
        voucherno: 'PV-1',
        voucherdate: '2026-01-08',
        garagnamar: 'كراج الشويخ',
        vendnamear: 'Gulf Tyres Trading',
      }),
    );

    expect(text.date).toBe('09/01/2026');
    expect(text.voucherdate).toBe('08/01/2026');
    expect(text.garage).toEqual({ code: 'G01', name: 'Shuwaikh Garage', nameAr: 'كراج الشويخ' });
    // An Arabic name equal to the name is not printed twice.
    expect(text.supplier.nameAr).toBe('');
  });

  it('numbers the report rows and prints the footer total with 3 decimals', () => {
    const rows: PrintedInvoiceRow[] = [
      {
        carinvno: 'MI-2026-00002',
        carinvdt: '2026-01-10',
        voucherno: 'PV-2',
        vendor: 'V001',
        vendname: 'مؤسسة الخليج',
        garage: 'G01',
        garagnam: 'Shuwaikh Garage',
        garagnamar: 'كراج الشويخ',
        netval: 1000,
        jobordno: '',
        version: 1,
      },
      {
        carinvno: 'MI-2026-00001',
        carinvdt: '2026-01-09',
        voucherno: '',
        vendor: 'V002',
        vendname: 'Gulf Tyres Trading',
        garage: 'G02',
        garagnam: 'Ahmadi Garage',
        netval: 0.5,
        jobordno: '',
        version: 1,
      },
    ];

    const report = invoiceListText(rows, 1000.5);

    expect(report.rows.map((row) => [row.serial, row.carinvno, row.date, row.total])).toEqual([
      ['1', 'MI-2026-00002', '10/01/2026', '1,000.000'],
      ['2', 'MI-2026-00001', '09/01/2026', '0.500'],
    ]);
    expect(report.rows[0]!.garage.nameAr).toBe('كراج الشويخ');
    expect(report.rows[1]!.garage.nameAr).toBe('');
    expect(report.count).toBe('2');
    expect(report.total).toBe('1,000.500');
  });

  it('names the files after the invoice and the day', () => {
    expect(invoicePdfFileName('MI-2026-00007')).toBe('MaintenanceInvoice_MI-2026-00007.pdf');
    expect(invoicePdfFileName('MI/2026 7')).toBe('MaintenanceInvoice_MI_2026_7.pdf');
    expect(invoiceListPdfFileName(new Date(2026, 0, 9, 10))).toBe('MaintenanceInvoiceReport_20260109.pdf');
  });
});

describe('unit: PDF text helpers', () => {
  it('takes the direction from the first letter', () => {
    expect(textDirection('كراج الشويخ')).toBe('rtl');
    expect(textDirection('123 كراج')).toBe('rtl');
    expect(textDirection('Shuwaikh كراج')).toBe('ltr');
    expect(textDirection('12-34567')).toBe('ltr');
    expect(textDirection('')).toBe('ltr');
  });

  it('drops bidi marks the font cannot draw', () => {
    expect(printable('\u200eMI-2026-00001\u200e')).toBe('MI-2026-00001');
    expect(printable('\u2067كراج\u2069 ')).toBe('كراج');
    expect(printable(null)).toBe('');
  });

  it('formats days and quantities', () => {
    expect(dayText('2026-12-31')).toBe('31/12/2026');
    expect(dayText('2026-12-31T23:30:00Z')).toBe('31/12/2026');
    expect(dayText('')).toBe('');
    expect(dayText('31/12/2026')).toBe('');
    expect(qtyText(3)).toBe('3');
    expect(qtyText(1.25)).toBe('1.25');
    expect(qtyText(1234.5)).toBe('1,234.5');
  });
});
