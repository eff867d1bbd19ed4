import { messages } from '@fleet/shared';
import { describe, expect, it } from 'vitest';
import { invoiceSaveRequest, type InvoiceMaster } from '@fleet/shared/accounts/maintenance-invoice';
import { BadRequestError } from '#lib/errors';
import type { JobOrderHeader } from '../../engines/status/headers.ts';
import {
  assertDeletable,
  assertEditable,
  composeInvoice,
  dateBounds,
  hasRowFilters,
  invoiceCounter,
  invoiceNumber,
  kuwaitClock,
  matchesInvoiceFilters,
  priceSave,
  requireParties,
  toListRow,
} from './invoice.ts';

const jobOrder: JobOrderHeader = {
  jobordno: 'JO-2026-00004',
  joborddat: '2026-11-01',
  vehicleno: '12/34567',
  vehmakid: 'CHE',
  vehmaknam: 'Chevrolet',
  compcode: 'C01',
  companynm: 'Ministry of Interior',
  custname: 'Ministry of Interior',
  garage: 'G01',
  garagnam: 'Shuwaikh Main Garage',
  statuscde: 1202,
};

const saveRequest = (overrides: Record<string, unknown> = {}) =>
  invoiceSaveRequest.parse({
    status: 'ADD',
    garage: 'G01',
    vendor: 'V003',
    voucherno: 'PV-77',
    voucherdate: '2026-11-20',
    remarks: 'Brakes',
    totdiscperc: 5,
    // Totals a client computed: never read.
    totalval: 1,
    netval: 1,
    details: [
      {
        sparepart: 'BRK-2001',
        sparenam: 'Front brake pads',
        qty: 2,
        unitprice: 18.5,
        workdisc: 10,
        worknet: 1,
      },
      { sparepart: 'BRK-2011', qty: 3.5, unitprice: 2.25, price: 1 },
    ],
    ...overrides,
  });

const stamp = {
  carinvno: 'MI-2026-00042',
  carinvdt: '2026-11-21',
  carinvtm: '09:15:00',
  cretuser: 'accountant',
  moduser: '',
  moddate: '',
  timstamp: '2026-11-21T06:15:00.000Z',
  version: 1,
};

const parties = {
  garagnam: 'Shuwaikh Main Garage',
  garagnamar: 'كراج الشويخ الرئيسي',
  vendname: 'Al-Fahad Brake and Clutch',
  vendnamear: 'الفهد للفرامل والكلتش',
};

function badRequestOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof BadRequestError) return error.message;
    throw error;
  }
  return undefined;
}

describe('unit: invoice numbers and dates', () => {
  it('numbers invoices MI-<year>-<5 digits> from a counter per year', () => {
    expect(invoiceNumber(2026, 1)).toBe('MI-2026-00001');
    expect(invoiceNumber('2027', 12345)).toBe('MI-2027-12345');
    expect(invoiceCounter(2026)).toBe('CARINV#2026');
  });

  it('dates invoices in Kuwait time (UTC+3), across midnight and new year', () => {
    expect(kuwaitClock(new Date('2026-11-21T06:15:09Z'))).toEqual({ date: '2026-11-21', time: '09:15:09' });
    expect(kuwaitClock(new Date('2026-11-21T21:30:00Z'))).toEqual({ date: '2026-11-22', time: '00:30:00' });
    expect(kuwaitClock(new Date('2026-12-31T22:00:00Z'))).toEqual({ date: '2027-01-01', time: '01:00:00' });
  });
});

describe('unit: composeInvoice', () => {
  it('recomputes every amount and ignores the totals a client sent', () => {
    // Arrange
    const request = saveRequest();

    // Act
    const { master, lines } = composeInvoice(request, priceSave(request), parties, stamp);

    // Assert: 2 x 18.5 = 37, 10% = 3.7, net 33.3; 3.5 x 2.25 = 7.875; total 41.175; 5% = 2.059.
    expect(
      lines.map((line) => [line.serlnumb, line.workvalue, line.workdiscval, line.worknet, line.price]),
    ).toEqual([
      [1, 37, 3.7, 33.3, 33.3],
      [2, 7.875, 0, 7.875, 7.875],
    ]);
    expect(master).toMatchObject({
      worktotal: 44.875,
      workdisc: 3.7,
      worknet: 41.175,
      totalval: 41.175,
      totdiscperc: 5,
      totdiscval: 2.059,
      netval: 39.116,
    });
  });

  it('stores invoice status INV targeting 1422, names from master data and the stamp', () => {
    // Act
    const { master, lines } = composeInvoice(saveRequest(), priceSave(saveRequest()), parties, stamp);

    // Assert
    expect(master).toMatchObject({
      carinvno: 'MI-2026-00042',
      carinvdt: '2026-11-21',
      carinvtm: '09:15:00',
      invstatus: 'INV',
      tostatus: 1422,
      garage: 'G01',
      garagnam: 'Shuwaikh Main Garage',
      garagnamar: 'كراج الشويخ الرئيسي',
      vendor: 'V003',
      vendname: 'Al-Fahad Brake and Clutch',
      vendnamear: 'الفهد للفرامل والكلتش',
      voucherno: 'PV-77',
      voucherdate: '2026-11-20',
      remarks: 'Brakes',
      cretuser: 'accountant',
      version: 1,
      jobordno: '',
      vehicleno: '',
      deluser: '',
      deldate: '',
    });
    expect(master).not.toHaveProperty('status');
    expect(master).not.toHaveProperty('statuscde');
    expect(lines.every((line) => line.Carinvno === 'MI-2026-00042')).toBe(true);
  });

  it('takes vehicle, make, company and owner from the linked job order', () => {
    // Act
    const request = saveRequest({ jobordno: jobOrder.jobordno });
    const { master } = composeInvoice(request, priceSave(request), { ...parties, jobOrder }, stamp);

    // Assert
    expect(master).toMatchObject({
      jobordno: 'JO-2026-00004',
      vehicleno: '12/34567',
      vehiclmak: 'CHE',
      compcode: 'C01',
      ownernam: 'Ministry of Interior',
    });
  });

  it('refuses a header discount value that is not below the lines total', () => {
    const request = saveRequest({ totdiscperc: 50, details: [{ sparepart: 'X', qty: 1, unitprice: 0.001 }] });
    expect(badRequestOf(() => priceSave(request))).toBe(messages.invoiceHeaderDiscountTooHigh);
  });

  it('refuses lines whose total rounds to zero', () => {
    const request = saveRequest({
      totdiscperc: 0,
      details: [{ sparepart: 'X', qty: 0.1, unitprice: 0.001 }],
    });
    expect(badRequestOf(() => priceSave(request))).toBe(messages.invoiceHeaderDiscountTooHigh);
  });
});

describe('unit: requireParties', () => {
  const found = {
    garage: { garagnam: 'G', garagnamar: 'ك' },
    vendor: { vendname: 'V', vendnamear: 'م' },
    jobOrder,
  };

  it('answers the names of known codes', () => {
    const names = { garagnam: 'G', garagnamar: 'ك', vendname: 'V', vendnamear: 'م' };
    expect(requireParties({ jobordno: '' }, found)).toEqual(names);
    expect(requireParties({ jobordno: jobOrder.jobordno }, found)).toEqual({ ...names, jobOrder });
  });

  it('refuses an unknown garage, supplier or named job order', () => {
    expect(badRequestOf(() => requireParties({ jobordno: '' }, { ...found, garage: undefined }))).toBe(
      messages.invoiceUnknownGarage,
    );
    expect(badRequestOf(() => requireParties({ jobordno: '' }, { ...found, vendor: undefined }))).toBe(
      messages.invoiceUnknownSupplier,
    );
    expect(badRequestOf(() => requireParties({ jobordno: 'JO-X' }, { ...found, jobOrder: undefined }))).toBe(
      messages.invoiceUnknownJobOrder,
    );
  });
});

describe('unit: invoice stage rules', () => {
  it('lets an invoice be edited and deleted up to Assign Technician at Reception (1202)', () => {
    for (const statuscde of [undefined, 1195, 1201, 1202]) {
      expect(badRequestOf(() => assertEditable(statuscde))).toBeUndefined();
      expect(badRequestOf(() => assertDeletable(statuscde))).toBeUndefined();
    }
  });

  it('refuses edit and delete past 1202 with the spec messages', () => {
    expect(badRequestOf(() => assertEditable(1203))).toBe(messages.invoiceEditPastStage);
    expect(badRequestOf(() => assertDeletable(1205))).toBe(messages.invoiceDeletePastStage);
  });
});

describe('unit: invoice list rules', () => {
  const row = { garage: 'G01', vendor: 'V003', carinvno: 'MI-2026-00042', voucherno: 'PV-Alpha-7' };

  it('matches garage and supplier codes exactly', () => {
    expect(matchesInvoiceFilters(row, { garage: 'G01' })).toBe(true);
    expect(matchesInvoiceFilters(row, { garage: 'G0' })).toBe(false);
    expect(matchesInvoiceFilters(row, { vendor: 'V003', garage: 'G01' })).toBe(true);
    expect(matchesInvoiceFilters(row, { vendor: 'v003' })).toBe(false);
  });

  it('matches invoice and voucher numbers by part, in any case', () => {
    expect(matchesInvoiceFilters(row, { carinvno: 'mi-2026-0004' })).toBe(true);
    expect(matchesInvoiceFilters(row, { carinvno: '00043' })).toBe(false);
    expect(matchesInvoiceFilters(row, { voucherno: 'alpha' })).toBe(true);
    expect(matchesInvoiceFilters(row, { voucherno: 'beta' })).toBe(false);
  });

  it('treats blank filters as absent', () => {
    expect(matchesInvoiceFilters(row, { garage: '', vendor: ' ', carinvno: '', voucherno: '' })).toBe(true);
    expect(hasRowFilters({ garage: '', fromdate: '2026-11-01' })).toBe(false);
    expect(hasRowFilters({ voucherno: 'PV' })).toBe(true);
  });

  it('bounds the date index by whole days, open ends taking every date', () => {
    const [from, to] = dateBounds({ fromdate: '2026-11-01', todate: '2026-11-21' });
    expect(from).toBe('2026-11-01');
    expect('2026-11-01#MI-2026-00001' >= from).toBe(true);
    expect('2026-11-21#MI-2026-99999' <= to).toBe(true);
    expect('2026-11-22#MI-2026-00001' <= to).toBe(false);
    expect(dateBounds({})).toEqual(['0000-00-00', '9999-12-31#\uffff']);
  });

  it('shapes a list row with the job order status only when there is one', () => {
    const master = {
      ...row,
      carinvdt: '2026-11-21',
      vendname: 'V',
      garagnam: 'G',
      netval: 9.5,
      jobordno: '',
      version: 2,
    };
    expect(toListRow(master as unknown as InvoiceMaster, undefined)).toEqual({ ...master });
    expect(toListRow(master as unknown as InvoiceMaster, 1205)).toEqual({ ...master, statuscde: 1205 });
  });

  it('carries the Arabic names when the master has them', () => {
    const master = { ...row, vendname: 'V', vendnamear: 'م', garagnam: 'G', garagnamar: 'ك', netval: 1 };
    expect(toListRow(master as unknown as InvoiceMaster, undefined)).toMatchObject({
      vendnamear: 'م',
      garagnamar: 'ك',
    });
  });
});
