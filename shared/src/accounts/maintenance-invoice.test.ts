import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  invoiceByIdQuery,
  invoiceDeleteQuery,
  invoiceLineInput,
  invoiceListQuery,
  invoicePastStage,
  invoiceSaveRequest,
  invoiceStatus,
  invoiceTargetStatus,
  lineAddable,
  maxInvoiceLines,
  priceInvoice,
  priceLine,
} from './maintenance-invoice.ts';
import { messages } from '../platform/messages.ts';

const line = (overrides: Record<string, unknown> = {}) => ({
  sparepart: 'FLT-1001',
  sparenam: 'Oil filter (Toyota)',
  spareuom: 'PCS',
  qty: 2,
  unitprice: 2.5,
  ...overrides,
});

const request = (overrides: Record<string, unknown> = {}) => ({
  status: 'ADD',
  garage: 'G01',
  vendor: 'V001',
  details: [line()],
  ...overrides,
});

/** The messages of a failed parse, in order. */
function failures(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('unit: invoice constants', () => {
  it('has invoice status INV targeting Maintenance_Invoice (1422)', () => {
    expect(invoiceStatus).toBe('INV');
    expect(invoiceTargetStatus).toBe(1422);
  });

  it('words the spec messages verbatim', () => {
    expect(messages.invoiceNoLines).toBe('Please add atleast one record to proceed.');
    expect(messages.invoiceSparePartRequired).toBe('S/Parts. is Required');
    expect(messages.invoiceQtyRequired).toBe('Qty. is Required');
    expect(messages.invoiceUnitPriceRequired).toBe('Unitprice. is Required');
    expect(messages.invoiceEditPastStage).toBe(
      'The next stages for this Assign Technician is completed. Unable to edit.',
    );
    expect(messages.invoiceDeletePastStage).toBe(
      'The next stages for this Assign Technician is completed. Unable to delete.',
    );
  });
});

describe('unit: invoicePastStage', () => {
  it.each([
    [1195, false],
    [1201, false],
    [1202, false],
    [1203, true],
    [1205, true],
    [1226, true],
    [1420, true],
    [1425, true],
    [1426, true],
    ['1202', false],
    ['1205', true],
  ])('compares status %s numerically with 1202: %s', (statuscde, expected) => {
    expect(invoicePastStage(statuscde)).toBe(expected);
  });

  it.each([[1227], [1422], [1423], [1424], ['1422']])(
    'keeps invoices open in the accounts phase of a delivered job order (%s)',
    (statuscde) => {
      expect(invoicePastStage(statuscde)).toBe(false);
    },
  );

  it.each([[1202, false]])('still compares %s with 1202: %s', (statuscde, expected) => {
    expect(invoicePastStage(statuscde)).toBe(expected);
  });

  it.each([[undefined], [null], [''], ['abc'], [Number.NaN]])(
    'never locks an invoice without a usable status (%s)',
    (statuscde) => {
      expect(invoicePastStage(statuscde)).toBe(false);
    },
  );
});

describe('unit: invoice line schema', () => {
  it('requires a spare part', () => {
    expect(failures(invoiceLineInput, line({ sparepart: '' }))).toEqual([messages.invoiceSparePartRequired]);
    expect(failures(invoiceLineInput, line({ sparepart: '   ' }))).toEqual([
      messages.invoiceSparePartRequired,
    ]);
    expect(failures(invoiceLineInput, line({ sparepart: undefined }))).toEqual([
      messages.invoiceSparePartRequired,
    ]);
  });

  it.each([[undefined], [0], [-1], ['2'], [Number.POSITIVE_INFINITY], [10_000_000]])(
    'requires a positive quantity (%s)',
    (qty) => {
      // A negative qty also fails the return-qty check; the quantity message comes first.
      expect(failures(invoiceLineInput, line({ qty }))[0]).toBe(messages.invoiceQtyRequired);
    },
  );

  it.each([[undefined], [0], [-0.5], ['2.5']])('requires a positive unit price (%s)', (unitprice) => {
    expect(failures(invoiceLineInput, line({ unitprice }))).toEqual([messages.invoiceUnitPriceRequired]);
  });

  it.each([[-1], [100], [150]])('keeps the item discount percent in 0 to below 100 (%s)', (workdisc) => {
    expect(failures(invoiceLineInput, line({ workdisc }))).toEqual([messages.invoiceDiscountPercentRange]);
  });

  it('refuses a return quantity above the quantity', () => {
    expect(failures(invoiceLineInput, line({ qty: 2, retqty: 3 }))).toEqual([
      messages.invoiceReturnQtyTooHigh,
    ]);
    expect(failures(invoiceLineInput, line({ qty: 2, retqty: 2 }))).toEqual([]);
  });

  it('defaults the optional fields and drops amounts a client computed', () => {
    // Act
    const parsed = invoiceLineInput.parse(line({ workvalue: 999, worknet: 999, price: 999 }));

    // Assert
    expect(parsed).toEqual({
      serlnumb: 0,
      worknumb: '',
      workdesc: '',
      reource: '',
      sparepart: 'FLT-1001',
      sparenam: 'Oil filter (Toyota)',
      spareuom: 'PCS',
      qty: 2,
      unitprice: 2.5,
      workdisc: 0,
      retqty: 0,
    });
  });
});

describe('unit: invoice save schema', () => {
  it('accepts an ADD with a garage, a supplier and one line', () => {
    expect(failures(invoiceSaveRequest, request())).toEqual([]);
  });

  it.each([[[]], [undefined], ['lines']])('needs at least one line (%s)', (details) => {
    expect(failures(invoiceSaveRequest, request({ details }))).toEqual([messages.invoiceNoLines]);
  });

  it(`caps the lines at ${maxInvoiceLines}`, () => {
    const details = Array.from({ length: maxInvoiceLines + 1 }, () => line());
    expect(failures(invoiceSaveRequest, request({ details }))).toEqual([messages.invoiceTooManyLines]);
    expect(failures(invoiceSaveRequest, request({ details: details.slice(1) }))).toEqual([]);
  });

  it('requires a garage and a supplier', () => {
    expect(failures(invoiceSaveRequest, request({ garage: ' ' }))).toEqual([messages.invoiceGarageRequired]);
    expect(failures(invoiceSaveRequest, request({ garage: undefined }))).toEqual([
      messages.invoiceGarageRequired,
    ]);
    expect(failures(invoiceSaveRequest, request({ vendor: '' }))).toEqual([messages.invoiceSupplierRequired]);
    expect(failures(invoiceSaveRequest, request({ vendor: undefined }))).toEqual([
      messages.invoiceSupplierRequired,
    ]);
  });

  it.each([[-0.5], [100]])('keeps the header discount percent in 0 to below 100 (%s)', (totdiscperc) => {
    expect(failures(invoiceSaveRequest, request({ totdiscperc }))).toEqual([
      messages.invoiceDiscountPercentRange,
    ]);
  });

  it('reports the first line error with its position', () => {
    const result = invoiceSaveRequest.safeParse(request({ details: [line(), line({ qty: 0 })] }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['details', 1, 'qty'],
      message: messages.invoiceQtyRequired,
    });
  });

  it('needs the invoice no and the version read for a MOD', () => {
    expect(failures(invoiceSaveRequest, request({ status: 'MOD' }))).toEqual([
      messages.invoiceNumberRequired,
      messages.invoiceVersionRequired,
    ]);
    expect(failures(invoiceSaveRequest, request({ status: 'MOD', carinvno: 'MI-2026-00001' }))).toEqual([
      messages.invoiceVersionRequired,
    ]);
    expect(
      failures(invoiceSaveRequest, request({ status: 'MOD', carinvno: 'MI-2026-00001', version: 3 })),
    ).toEqual([]);
  });

  it('refuses a status other than ADD or MOD', () => {
    expect(failures(invoiceSaveRequest, request({ status: 'EDIT' }))).toHaveLength(1);
  });

  it('accepts a voucher date as YYYY-MM-DD or blank only', () => {
    expect(failures(invoiceSaveRequest, request({ voucherdate: '2026-11-21' }))).toEqual([]);
    expect(failures(invoiceSaveRequest, request({ voucherdate: '' }))).toEqual([]);
    expect(failures(invoiceSaveRequest, request({ voucherdate: '21/11/2026' }))).toHaveLength(1);
  });

  it('drops client totals and trims text', () => {
    // Act
    const parsed = invoiceSaveRequest.parse(
      request({ netval: 1, totalval: 1, totdiscval: 1, garage: ' G01 ', remarks: '  note ' }),
    );

    // Assert
    expect(parsed).not.toHaveProperty('netval');
    expect(parsed).not.toHaveProperty('totalval');
    expect(parsed).not.toHaveProperty('totdiscval');
    expect(parsed).toMatchObject({ garage: 'G01', remarks: 'note', jobordno: '', totdiscperc: 0 });
  });
});

describe('unit: invoice queries', () => {
  it('needs a docnumbr to read or delete', () => {
    expect(failures(invoiceByIdQuery, {})).toHaveLength(1);
    expect(failures(invoiceDeleteQuery, { docnumbr: '' })).toEqual([messages.invoiceNumberRequired]);
    expect(invoiceByIdQuery.parse({ docnumbr: ' MI-2026-00001 ' })).toEqual({ docnumbr: 'MI-2026-00001' });
  });

  it('defaults the page size to 50 and takes 10, 25, 50 or 100 from the query string', () => {
    expect(invoiceListQuery.parse({}).limit).toBe(50);
    expect(invoiceListQuery.parse({ limit: '25' }).limit).toBe(25);
    expect(failures(invoiceListQuery, { limit: '20' })).toHaveLength(1);
  });

  it('takes dates as YYYY-MM-DD with from not after to', () => {
    expect(failures(invoiceListQuery, { fromdate: '2026-11-01', todate: '2026-11-21' })).toEqual([]);
    expect(failures(invoiceListQuery, { fromdate: '2026-11-21', todate: '2026-11-21' })).toEqual([]);
    expect(failures(invoiceListQuery, { fromdate: '2026-11-22', todate: '2026-11-21' })).toEqual([
      'The from date must not be after the to date.',
    ]);
    expect(failures(invoiceListQuery, { fromdate: '01/11/2026' })).toHaveLength(1);
  });
});

describe('unit: invoice amounts', () => {
  it('prices a line: value, discount value, net, and net again as price', () => {
    expect(priceLine({ qty: 2, unitprice: 7.125, workdisc: 10 })).toEqual({
      workvalue: 14.25,
      worktotal: 14.25,
      workdiscval: 1.425,
      worknet: 12.825,
      price: 12.825,
    });
  });

  it('lets a line be added once it has a spare part, a value and a net price', () => {
    expect(lineAddable({ sparepart: 'FLT-1001', qty: 1, unitprice: 2.5, workdisc: 0 })).toBe(true);
    expect(lineAddable({ sparepart: ' ', qty: 1, unitprice: 2.5, workdisc: 0 })).toBe(false);
    expect(lineAddable({ sparepart: 'FLT-1001', qty: 0.1, unitprice: 0.001, workdisc: 0 })).toBe(false);
  });

  it('prices an invoice: numbered lines, master amounts and the discount rule', () => {
    // Arrange
    const details = invoiceSaveRequest.parse(
      request({
        details: [
          line({ qty: 2, unitprice: 7.125, workdisc: 10, serlnumb: 7 }),
          line({ qty: 3, unitprice: 0.335 }),
          line({ qty: 1, unitprice: 100, workdisc: 2.5 }),
        ],
      }),
    ).details;

    // Act
    const priced = priceInvoice(details, 5);

    // Assert
    expect(priced.lines.map((priced) => [priced.serlnumb, priced.worknet])).toEqual([
      [1, 12.825],
      [2, 1.005],
      [3, 97.5],
    ]);
    expect(priced.amounts).toEqual({
      worktotal: 115.255,
      workdisc: 3.925,
      worknet: 111.33,
      totalval: 111.33,
      totdiscval: 5.567,
      netval: 105.763,
    });
    expect(priced.discountAllowed).toBe(true);
  });

  it('refuses a header discount that is not below the lines total', () => {
    const priced = priceInvoice([{ qty: 1, unitprice: 0.001, workdisc: 0, serlnumb: 0 }], 50);
    expect(priced.amounts).toMatchObject({ totalval: 0.001, totdiscval: 0.001, netval: 0 });
    expect(priced.discountAllowed).toBe(false);
  });

  it('sums many lines of 3-decimal amounts exactly', () => {
    // Arrange: 99 lines of 1 x 0.101 (a naive float sum drifts off 9.999).
    const details = Array.from({ length: maxInvoiceLines }, () => ({
      qty: 1,
      unitprice: 0.101,
      workdisc: 0,
      serlnumb: 0,
    }));

    // Act
    const priced = priceInvoice(details, 0);

    // Assert
    expect(priced.amounts.totalval).toBe(9.999);
    expect(priced.amounts.netval).toBe(9.999);
  });
});
