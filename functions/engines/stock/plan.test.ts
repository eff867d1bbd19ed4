import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import { planPosting, type LedgerLine, type LedgerPosting, type ReadBalance } from './plan.ts';

const posting: LedgerPosting = {
  project: 'MOI',
  doctype: 'SIV',
  docnumbr: 'SIV-2026-00001',
  docpk: 'MOI#SIV#SIV-2026-00001',
  docdate: '2026-11-25',
  at: '2026-11-25T06:00:00.000Z',
  user: 'storekeeper',
};
const item = { sparepart: 'P1', sparenam: 'Pads', spareuom: 'SET', sparecat: 'BRAKES', vehmakid: 'INMS' };
const line = (overrides: Partial<LedgerLine>): LedgerLine => ({
  kind: 'ISSUE',
  storecode: 'MAIN',
  storenam: 'Main Store',
  item,
  qty: 1,
  serlnumb: 1,
  sk: 'LINE#001',
  ...overrides,
});
/** Balances as read; the booked value defaults to quantity x average (what a single receipt books). */
const read = (entries: Record<string, Partial<ReadBalance>>) =>
  new Map(
    Object.entries(entries).map(([id, balance]) => [
      id,
      {
        qtyonhand: 0,
        avgcost: 0,
        version: 1,
        costver: 1,
        low: 'N' as const,
        stockvalue: Math.round((balance.qtyonhand ?? 0) * (balance.avgcost ?? 0) * 1000) / 1000,
        ...balance,
      },
    ]),
  );

describe('planPosting', () => {
  it('values an issue at the average cost and takes it out with a floor condition', () => {
    const plan = planPosting(
      posting,
      [line({ qty: 3 })],
      read({ 'MAIN|P1': { qtyonhand: 10, avgcost: 2.5 } }),
    );
    expect(plan.movements[0]).toMatchObject({
      kind: 'ISSUE',
      qty: 3,
      unitcost: 2.5,
      value: 7.5,
      sk: 'LINE#001',
    });
    expect(plan.balances[0]).toMatchObject({
      qtyonhand: 7,
      stockvalue: 17.5,
      out: 3,
      delta: -3,
      valueOut: 7.5,
      costChanged: false,
      valueBound: false,
    });
  });

  it('takes the value left with the last units, and replaces the balance at its version', () => {
    // 3 @ 18.000 + 6 @ 18.250 booked 163.500; the average shows 18.167.
    const booked = read({ 'MAIN|P1': { qtyonhand: 9, avgcost: 18.167, stockvalue: 163.5 } });
    const part = planPosting(posting, [line({ qty: 4 })], booked);
    expect(part.movements[0]).toMatchObject({ unitcost: 18.167, value: 72.668 });
    expect(part.balances[0]).toMatchObject({ qtyonhand: 5, stockvalue: 90.832, valueBound: false });

    const all = planPosting(
      posting,
      [line({ qty: 4 }), line({ qty: 5, serlnumb: 2, sk: 'LINE#002' })],
      booked,
    );
    expect(all.movements.map((movement) => movement.value)).toEqual([72.668, 90.832]);
    expect(all.balances[0]).toMatchObject({ qtyonhand: 0, stockvalue: 0, valueOut: 163.5, valueBound: true });
  });

  it('books a receipt at what it cost and averages the booked value, not the rounded average', () => {
    const plan = planPosting(
      posting,
      [line({ kind: 'RECEIPT', qty: 6, unitcost: 18.25 })],
      read({ 'MAIN|P1': { qtyonhand: 3, avgcost: 18, stockvalue: 54 } }),
    );
    expect(plan.movements[0]).toMatchObject({ unitcost: 18.25, value: 109.5 });
    expect(plan.balances[0]).toMatchObject({ qtyonhand: 9, avgcost: 18.167, stockvalue: 163.5 });
  });

  it('brings a reversal back with the value it is given', () => {
    const plan = planPosting(
      posting,
      [line({ kind: 'RETURN', qty: 5, unitcost: 18.167, value: 90.832, reversal: true })],
      read({ 'MAIN|P1': { qtyonhand: 0, avgcost: 18.167, stockvalue: 0 } }),
    );
    expect(plan.movements[0]).toMatchObject({ value: 90.832, reversal: true });
    expect(plan.balances[0]).toMatchObject({ qtyonhand: 5, stockvalue: 90.832 });
  });

  it('refuses an issue larger than the stock on hand, naming the item, the store and what is available', () => {
    expect(() =>
      planPosting(posting, [line({ qty: 4 })], read({ 'MAIN|P1': { qtyonhand: 3, avgcost: 1 } })),
    ).toThrow(
      formatMessage(messages.stockInsufficient, {
        item: 'P1 Pads',
        store: 'Main Store',
        available: 3,
        requested: 4,
      }),
    );
    expect(() => planPosting(posting, [line({ qty: 1 })], read({}))).toThrow(/0 available, 1 requested/);
  });

  it('moves the average on a receipt and marks the balance for a versioned replace', () => {
    const plan = planPosting(
      posting,
      [line({ kind: 'RECEIPT', qty: 5, unitcost: 3.5 })],
      read({ 'MAIN|P1': { qtyonhand: 10, avgcost: 2 } }),
    );
    expect(plan.balances[0]).toMatchObject({ qtyonhand: 15, avgcost: 2.5, costChanged: true });
  });

  it('brings a transfer in at the cost and with the value it left the other store with', () => {
    const plan = planPosting(
      posting,
      [
        line({ kind: 'TRANSFER_OUT', qty: 2, sk: 'LINE#001#OUT' }),
        line({
          kind: 'TRANSFER_IN',
          storecode: 'G01',
          storenam: 'Garage',
          qty: 2,
          pairedWith: 0,
          sk: 'LINE#001#IN',
        }),
      ],
      read({ 'MAIN|P1': { qtyonhand: 4, avgcost: 1.75 }, 'G01|P1': { qtyonhand: 2, avgcost: 3.25 } }),
    );
    expect(plan.movements.map((movement) => movement.unitcost)).toEqual([1.75, 1.75]);
    expect(plan.movements.map((movement) => movement.value)).toEqual([3.5, 3.5]);
    expect(plan.balances.find((balance) => balance.storecode === 'G01')).toMatchObject({
      qtyonhand: 4,
      avgcost: 2.5,
      stockvalue: 10,
    });
  });

  it('adds up several lines of one item against the same balance', () => {
    expect(() =>
      planPosting(
        posting,
        [line({ qty: 2 }), line({ qty: 2, serlnumb: 2, sk: 'LINE#002' })],
        read({ 'MAIN|P1': { qtyonhand: 3, avgcost: 1 } }),
      ),
    ).toThrow(/1 available, 2 requested/);
  });
});
