import { describe, expect, it } from 'vitest';
import type { PettyCashRow } from '@fleet/shared/accounts/petty-cash';
import { approvalUrl, matchesPettyCashFilters, rowEditable, vendorSummary } from './lists.ts';

const row = (overrides: Partial<PettyCashRow> = {}): PettyCashRow => ({
  docnumbr: 'PCH-2026-00001',
  docdate: '2026-03-01',
  jobordno: 'JO-1',
  vehicleno: '12345',
  vendor: 'V001',
  vendname: 'Al Shaya',
  paymode: 'cash',
  lines: 1,
  netval: 5,
  status: 1249,
  state: 'pending',
  docfilename: '',
  cretuser: 'accountant',
  version: 1,
  ...overrides,
});

describe('unit: petty cash lists', () => {
  it('filters by vendor code or name, job order and state in the page', () => {
    expect(matchesPettyCashFilters(row(), { vendor: 'shaya' })).toBe(true);
    expect(matchesPettyCashFilters(row(), { vendor: 'v001' })).toBe(true);
    expect(matchesPettyCashFilters(row(), { vendor: 'other' })).toBe(false);
    expect(matchesPettyCashFilters(row(), { jobordno: 'jo-1', state: 'pending' })).toBe(true);
    expect(matchesPettyCashFilters(row(), { state: 'approved' })).toBe(false);
  });

  it('edits and deletes only what is not approved', () => {
    expect(rowEditable(row())).toBe(true);
    expect(rowEditable(row({ state: 'rejected' }))).toBe(true);
    expect(rowEditable(row({ state: 'approved' }))).toBe(false);
  });

  it('links the approval screen at the third level', () => {
    expect(approvalUrl('PCH-2026-00001')).toBe(
      '/pettycashApr?docnumbr=PCH-2026-00001&mod=true&status=APPROVE&level=THIRD',
    );
  });

  it('joins the totals per vendor with the unpaid summary', () => {
    const rows = vendorSummary(
      [
        {
          vendor: 'V001',
          vendname: 'A',
          registered: true,
          count: 2,
          netval: 3,
          approvedval: 1,
          pendingval: 2,
        },
      ],
      [
        { vendor: 'V001', vendname: 'A', registered: true, count: 1, amount: 1, oldest: '2026-01-01' },
        { vendor: 'Shop', vendname: 'Shop', registered: false, count: 1, amount: 4, oldest: '2025-12-01' },
      ],
    );
    expect(rows.map((entry) => [entry.vendor, entry.count, entry.unpaidCount, entry.unpaidAmount])).toEqual([
      ['V001', 2, 1, 1],
      ['Shop', 0, 1, 4],
    ]);
  });
});
