import { describe, expect, it } from 'vitest';
import type { InvoiceFormLine } from './invoiceForm.ts';
import {
  emptyLineEntry,
  entryAmounts,
  entryFromLine,
  lineEntryErrors,
  lineFromEntry,
  removeLine,
  upsertLine,
  type LineEntryValues,
} from './lineEntry.ts';

const entry = (overrides: Partial<LineEntryValues> = {}): LineEntryValues => ({
  ...emptyLineEntry(),
  sparepart: 'OF-100',
  sparenam: 'Oil filter',
  spareuom: 'PCS',
  qty: '2',
  unitprice: '2.500',
  ...overrides,
});

describe('unit: invoice line entry', () => {
  it('marks the spare part, qty and unit price as required with the spec texts', () => {
    expect(lineEntryErrors(emptyLineEntry())).toEqual({
      sparepart: 'errors:invoiceSparePartRequired',
      qty: 'errors:invoiceQtyRequired',
      unitprice: 'errors:invoiceUnitPriceRequired',
    });
  });

  it('refuses a zero or unreadable qty and an item discount of 100 % or more', () => {
    expect(lineEntryErrors(entry({ qty: '0' }))).toEqual({ qty: 'errors:invoiceQtyRequired' });
    expect(lineEntryErrors(entry({ unitprice: 'abc' }))).toEqual({
      unitprice: 'errors:invoiceUnitPriceRequired',
    });
    expect(lineEntryErrors(entry({ workdisc: '100' }))).toEqual({
      workdisc: 'errors:invoiceDiscountPercentRange',
    });
  });

  it('refuses a return qty above the qty', () => {
    expect(lineEntryErrors(entry({ retqty: '3' }))).toEqual({ retqty: 'errors:invoiceReturnQtyTooHigh' });
    expect(lineEntryErrors(entry({ retqty: '2' }))).toEqual({});
  });

  it('cannot add a line whose value rounds to nothing', () => {
    expect(lineEntryErrors(entry({ qty: '0.001', unitprice: '0.1' }))).toEqual({
      unitprice: 'errors:invoiceUnitPriceRequired',
    });
  });

  it('computes value, discount value and net value as the entry is typed', () => {
    expect(entryAmounts(entry({ qty: '3', unitprice: '1.333', workdisc: '10' }))).toMatchObject({
      workvalue: 3.999,
      workdiscval: 0.4,
      worknet: 3.599,
    });
    expect(entryAmounts(emptyLineEntry())).toMatchObject({ workvalue: 0, worknet: 0 });
  });

  it('adds a new line at the end and updates an edited one in place', () => {
    const first = lineFromEntry(entry(), 'a');
    const second = lineFromEntry(entry({ sparepart: 'BP-200', sparenam: 'Brake pad' }), 'b');
    const lines = upsertLine(upsertLine([], first), second);

    const loaded = entryFromLine(lines[0]!);
    const updated = upsertLine(lines, lineFromEntry({ ...loaded, qty: '5' }, 'a'));

    expect(lines.map((line) => line.sparepart)).toEqual(['OF-100', 'BP-200']);
    expect(loaded).toEqual({ ...entry(), unitprice: '2.5', workdisc: '', retqty: '' });
    expect(updated.map((line) => [line.key, line.qty])).toEqual([
      ['a', 5],
      ['b', 2],
    ]);
  });

  it('keeps the work number and resource of a stored line when it is updated', () => {
    const stored: InvoiceFormLine = {
      ...lineFromEntry(entry(), 'a'),
      worknumb: 'W1',
      reource: 'R1',
      workdesc: 'Oil filter, 5W30',
    };

    const [updated] = upsertLine([stored], lineFromEntry({ ...entryFromLine(stored), qty: '1' }, 'a'));

    expect(updated).toMatchObject({ qty: 1, worknumb: 'W1', reource: 'R1', workdesc: 'Oil filter, 5W30' });
  });

  it('gives every new line its own key and removes a line by key', () => {
    const a = lineFromEntry(entry());
    const b = lineFromEntry(entry());

    expect(a.key).not.toBe(b.key);
    expect(removeLine([a, b], a.key)).toEqual([b]);
  });
});
