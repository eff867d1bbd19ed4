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
const read = (entries: Record<string, Partial<ReadBalance>>) =>
  new Map(
    Object.entries(entries).map(([id, balance]) => [
      id,
      { qtyonhand: 0, avgcost: 0, version: 1, costver: 1, low: 'N' as const, ...balance },
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
    expect(plan.balances[0]).toMatchObject({ qtyonhand: 7, out: 3, delta: -3, costChanged: false });
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

  it('brings a transfer in at the cost it left the other store with', () => {
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
    expect(plan.balances.find((balance) => balance.storecode === 'G01')).toMatchObject({
      qtyonhand: 4,
      avgcost: 2.5,
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
