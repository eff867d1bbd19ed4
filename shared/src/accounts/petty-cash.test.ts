import { describe, expect, it } from 'vitest';
import { messages } from '../platform/messages.ts';
import {
  ofVendor,
  pendingPayments,
  pettyCashBody,
  pettyCashOverLimit,
  pricePettyCash,
  totalsByVendor,
  vendorKey,
} from './petty-cash.ts';

const approval = (state: 'pending' | 'approved' | 'rejected') =>
  ({ state }) as unknown as NonNullable<Parameters<typeof totalsByVendor>[0][number]['approval']>;

describe('unit: petty cash rules', () => {
  it('prices lines and sums the total in whole fils', () => {
    expect(
      pricePettyCash([
        { qty: 3, unitprice: 0.335 },
        { qty: 2, unitprice: 1.25 },
      ]),
    ).toEqual({
      values: [1.005, 2.5],
      netval: 3.505,
    });
    const many = pricePettyCash(Array.from({ length: 10 }, () => ({ qty: 1, unitprice: 0.1 })));
    expect(many.netval).toBe(1);
  });

  it('allows exactly the limit and refuses one fils above it', () => {
    expect(pettyCashOverLimit(500)).toBe(false);
    expect(pettyCashOverLimit(500.0004)).toBe(false);
    expect(pettyCashOverLimit(500.001)).toBe(true);
    expect(pettyCashOverLimit(20, 10)).toBe(true);
  });

  it('groups vendors by code, or by the free-text name whatever its case and spaces', () => {
    expect(vendorKey({ vendor: 'V001', vendname: 'Al Shaya' })).toBe('V001');
    expect(vendorKey({ vendor: '', vendname: ' corner   shop ' })).toBe('CORNER SHOP');
    expect(ofVendor({ vendor: '', vendname: 'Corner Shop' }, 'corner shop')).toBe(true);
    expect(ofVendor({ vendor: 'V001', vendname: 'Al Shaya' }, 'V001')).toBe(true);
    expect(ofVendor({ vendor: 'V001', vendname: 'Al Shaya' }, 'V002')).toBe(false);
  });

  it('totals per vendor with the approved and pending parts', () => {
    const rows = totalsByVendor([
      { vendor: '', vendname: 'Shop', netval: 1.1, approval: approval('approved') },
      { vendor: '', vendname: 'shop', netval: 2.2, approval: approval('pending') },
      { vendor: 'V001', vendname: 'Supplier', netval: 10, approval: approval('approved') },
    ]);
    expect(rows).toEqual([
      {
        vendor: 'V001',
        vendname: 'Supplier',
        registered: true,
        count: 1,
        netval: 10,
        approvedval: 10,
        pendingval: 0,
      },
      {
        vendor: 'Shop',
        vendname: 'Shop',
        registered: false,
        count: 2,
        netval: 3.3,
        approvedval: 1.1,
        pendingval: 2.2,
      },
    ]);
  });

  it('sums approved petty cash not paid yet per vendor with the oldest date', () => {
    const rows = pendingPayments([
      {
        vendor: 'V1',
        vendname: 'A',
        netval: 1,
        approval: approval('approved'),
        status: 1250,
        docdate: '2026-02-01',
      },
      {
        vendor: 'V1',
        vendname: 'A',
        netval: 2,
        approval: approval('approved'),
        status: 1250,
        docdate: '2026-01-01',
      },
      {
        vendor: 'V1',
        vendname: 'A',
        netval: 4,
        approval: approval('approved'),
        status: 1251,
        docdate: '2026-01-01',
      },
      {
        vendor: 'V1',
        vendname: 'A',
        netval: 8,
        approval: approval('pending'),
        status: 1249,
        docdate: '2026-01-01',
      },
    ]);
    expect(rows).toEqual([
      { vendor: 'V1', vendname: 'A', registered: true, count: 2, amount: 3, oldest: '2026-01-01' },
    ]);
  });

  it('asks for a vendor, lines and a description on each line', () => {
    const base = {
      docdate: '2026-01-01',
      vendname: 'Shop',
      lines: [{ description: 'x', qty: 1, unitprice: 1 }],
    };
    expect(pettyCashBody.safeParse(base).success).toBe(true);
    const issue = (input: unknown) => pettyCashBody.safeParse(input).error?.issues[0]?.message;
    expect(issue({ ...base, vendname: '' })).toBe(messages.pettyCashVendorRequired);
    expect(issue({ ...base, lines: [] })).toBe(messages.invoiceNoLines);
    expect(issue({ ...base, lines: [{ description: ' ', qty: 1, unitprice: 1 }] })).toBe(
      messages.pettyCashDescriptionRequired,
    );
    expect(pettyCashBody.parse(base)).toMatchObject({
      paymode: 'cash',
      jobordno: '',
      vendor: '',
      docfileid: '',
    });
  });
});
