import { describe, expect, it } from 'vitest';
import type { InvoiceDocument, InvoiceLine, InvoiceMaster } from '@fleet/shared/accounts/maintenance-invoice';
import type { JobOrderChoice } from '../api.ts';
import {
  emptyInvoice,
  fromInvoiceDocument,
  invoiceFieldErrors,
  linkedVehicle,
  priceForm,
  saveBlocker,
  toSaveRequest,
  type InvoiceFormLine,
  type InvoiceFormValues,
} from './invoiceForm.ts';

const line = (overrides: Partial<InvoiceFormLine> = {}): InvoiceFormLine => ({
  key: 'line-a',
  sparepart: 'OF-100',
  sparenam: 'Oil filter',
  spareuom: 'PCS',
  qty: 2,
  unitprice: 2.5,
  workdisc: 10,
  retqty: 0,
  worknumb: '',
  workdesc: 'Oil filter',
  reource: '',
  ...overrides,
});

const filled = (overrides: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  ...emptyInvoice(),
  garage: 'G01',
  vendor: 'V001',
  details: [line()],
  ...overrides,
});

const master = (overrides: Partial<InvoiceMaster> = {}): InvoiceMaster => ({
  carinvno: 'MI-2026-00001',
  carinvdt: '2026-03-01',
  carinvtm: '10:00:00',
  vehiclmak: 'Toyota',
  vehicleno: '12/34567',
  jobordno: 'JO-1',
  compcode: 'C1',
  ownernam: 'Ministry of Interior',
  remarks: 'Service',
  invstatus: 'INV',
  tostatus: 1422,
  voucherno: 'V-9',
  voucherdate: '2026-02-28',
  vendor: 'V001',
  vendname: 'Gulf Parts',
  garage: 'G01',
  garagnam: 'Main garage',
  totdiscperc: 5,
  totalval: 10,
  totdiscval: 0.5,
  netval: 9.5,
  worktotal: 10,
  workdisc: 0,
  worknet: 10,
  version: 3,
  terminalid: '',
  brnchcde: '',
  timstamp: '',
  cretuser: 'admin',
  moduser: '',
  moddate: '',
  deluser: '',
  deldate: '',
  ...overrides,
});

const storedLine = (serlnumb: number, sparepart: string): InvoiceLine => ({
  Carinvno: 'MI-2026-00001',
  serlnumb,
  worknumb: 'W1',
  workdesc: 'desc',
  reource: 'R',
  sparepart,
  sparenam: `${sparepart} name`,
  spareuom: 'PCS',
  qty: 1,
  unitprice: 5,
  workdisc: 0,
  retqty: 0,
  workvalue: 5,
  worktotal: 5,
  workdiscval: 0,
  worknet: 5,
  price: 5,
});

describe('unit: maintenance invoice form', () => {
  it('starts empty, without number or lines', () => {
    expect(emptyInvoice()).toMatchObject({ carinvno: '', version: 0, details: [], totdiscperc: '' });
  });

  it('loads a read invoice with its lines in serial order', () => {
    const document: InvoiceDocument = {
      cmMaster: [master()],
      cmDetails: [storedLine(2, 'BP-200'), storedLine(1, 'OF-100')],
    };

    const values = fromInvoiceDocument(document);

    expect(values).toMatchObject({
      carinvno: 'MI-2026-00001',
      version: 3,
      voucherdate: '2026-02-28',
      garage: 'G01',
      vendor: 'V001',
      jobordno: 'JO-1',
      totdiscperc: '5',
    });
    expect(values.details.map((detail) => detail.sparepart)).toEqual(['OF-100', 'BP-200']);
    expect(new Set(values.details.map((detail) => detail.key)).size).toBe(2);
  });

  it('sends a new invoice as ADD, without number or version, lines numbered by position', () => {
    const body = toSaveRequest(
      filled({ totdiscperc: '٥', details: [line(), line({ key: 'line-b', sparepart: 'BP-200' })] }),
      'ADD',
    );

    expect(body).toMatchObject({ status: 'ADD', garage: 'G01', vendor: 'V001', totdiscperc: 5 });
    expect(body).not.toHaveProperty('carinvno');
    expect(body).not.toHaveProperty('version');
    expect(body.details.map((detail) => [detail.serlnumb, detail.sparepart])).toEqual([
      [1, 'OF-100'],
      [2, 'BP-200'],
    ]);
    expect(body.details[0]).not.toHaveProperty('key');
  });

  it('sends an edit as MOD with the number and the version read', () => {
    expect(toSaveRequest(filled({ carinvno: 'MI-2026-00001', version: 3 }), 'EDIT')).toMatchObject({
      status: 'MOD',
      carinvno: 'MI-2026-00001',
      version: 3,
    });
  });

  it('words missing garage and supplier with the catalogue keys', () => {
    expect(invoiceFieldErrors(filled({ garage: '', vendor: '' }))).toEqual({
      garage: 'errors:invoiceGarageRequired',
      vendor: 'errors:invoiceSupplierRequired',
    });
    expect(invoiceFieldErrors(filled())).toEqual({});
  });

  it('refuses a discount % that is not a number or not below 100', () => {
    expect(invoiceFieldErrors(filled({ totdiscperc: 'ten' })).totdiscperc).toBe(
      'errors:invoiceDiscountPercentRange',
    );
    expect(invoiceFieldErrors(filled({ totdiscperc: '100' })).totdiscperc).toBe(
      'errors:invoiceDiscountPercentRange',
    );
  });

  it('needs at least one line before saving, without a field error for it', () => {
    const values = filled({ details: [] });

    expect(saveBlocker(values)).toBe('noLines');
    expect(invoiceFieldErrors(values)).toEqual({});
  });

  it('holds a save back while the header discount value is not below the total, and says so on the field', () => {
    // One line of 0.001 KWD: 99.9 % of it rounds to 0.001, the whole total.
    const values = filled({
      totdiscperc: '99.9',
      details: [line({ qty: 1, unitprice: 0.001, workdisc: 0 })],
    });

    expect(priceForm(values).totals).toMatchObject({ total: 0.001, discountValue: 0.001, net: 0 });
    expect(saveBlocker(values)).toBe('discountTooHigh');
    expect(invoiceFieldErrors(values).totdiscperc).toBe('errors:invoiceHeaderDiscountTooHigh');
    expect(saveBlocker(filled({ totdiscperc: '50' }))).toBeUndefined();
  });

  it('prices the form with the shared amount rules, KWD rounded', () => {
    const priced = priceForm(
      filled({
        totdiscperc: '2.5',
        details: [
          line({ qty: 3, unitprice: 1.333, workdisc: 10 }),
          line({ key: 'b', qty: 1, unitprice: 0.125 }),
        ],
      }),
    );

    // 3 x 1.333 = 3.999, 10 % = 0.400, net 3.599; 0.125 - 10 % (0.013) = 0.112.
    expect(priced.lines.map((priced) => [priced.workvalue, priced.workdiscval, priced.worknet])).toEqual([
      [3.999, 0.4, 3.599],
      [0.125, 0.013, 0.112],
    ]);
    expect(priced.totals).toMatchObject({ total: 3.711, discountValue: 0.093, net: 3.618 });
  });

  it('shows the linked vehicle from the job order list, else from the read invoice', () => {
    const jobOrders: JobOrderChoice[] = [
      {
        jobordno: 'JO-2',
        joborddat: '2026-03-01',
        vehicleno: '7/1234',
        vehmakid: 'NIS',
        vehmaknam: 'Nissan',
        compcode: 'C1',
        companynm: 'KPTC',
        custname: '',
        garage: 'G01',
        garagnam: 'Main garage',
        statuscde: 1201,
      },
    ];

    expect(linkedVehicle('JO-2', jobOrders)).toEqual({ vehicleno: '7/1234', make: 'Nissan', owner: 'KPTC' });
    expect(linkedVehicle('JO-1', jobOrders, master())).toEqual({
      vehicleno: '12/34567',
      make: 'Toyota',
      owner: 'Ministry of Interior',
    });
    expect(linkedVehicle('', jobOrders, master())).toBeUndefined();
  });
});
