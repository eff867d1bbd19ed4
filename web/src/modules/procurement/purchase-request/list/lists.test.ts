import type { TFunction } from 'i18next';
import { statusLabel } from '@fleet/shared';
import { describe, expect, it } from 'vitest';
import type { PurchaseRequestRow } from '../api.ts';
import { jobOrderRequest, plainRequest } from '../kinds.ts';
import {
  matchesRequestFilters,
  requestColumns,
  requestListQuery,
  rowEditable,
  waitingText,
} from './lists.ts';

const t = ((key: string) => key) as unknown as TFunction;

const row: PurchaseRequestRow = {
  docnumbr: 'PRJ-2026-00003',
  doctype: 'PRJ',
  docdate: '2026-05-04',
  jobordno: 'JO-9',
  vehicleno: '12/3456',
  garagnam: 'Garage',
  storecode: 'MAIN',
  storenam: 'Main store',
  requstno: 'IRQ-2026-00002',
  totalqty: 3,
  totalval: 12.5,
  status: 1242,
  state: 'pending',
  waiting: ['GARAGE'],
  quotations: 0,
  costshtno: '',
  cretuser: 'admin',
  version: 1,
};

describe('unit: purchase request lists', () => {
  it('edits and deletes only before any level decided, or after a rejection', () => {
    expect(rowEditable(row)).toBe(true);
    expect(rowEditable({ state: 'pending', waiting: ['MOI'] })).toBe(false);
    expect(rowEditable({ state: 'approved', waiting: [] })).toBe(false);
    expect(rowEditable({ state: 'rejected', waiting: [] })).toBe(true);
  });

  it('asks the server for the date window, the state and the job order', () => {
    expect(
      requestListQuery({
        docdate: { from: '2026-05-01', to: '2026-05-31' },
        state: 'pending',
        jobordno: ' JO-9 ',
        search: 'x',
      }),
    ).toEqual({ fromdate: '2026-05-01', todate: '2026-05-31', state: 'pending', jobordno: 'JO-9' });
    expect(requestListQuery({ state: '', jobordno: '' })).toEqual({});
  });

  it('matches the search in the number, plate, store and item request', () => {
    expect(matchesRequestFilters(row, { search: 'irq-2026' })).toBe(true);
    expect(matchesRequestFilters(row, { search: 'main STORE' })).toBe(true);
    expect(matchesRequestFilters(row, { search: 'nothing' })).toBe(false);
    expect(matchesRequestFilters(row, {})).toBe(true);
  });

  it('names the status in the UI language and the levels a pending request waits at', () => {
    expect(statusLabel(1242, false)).toBe('Purchase Request Raised');
    expect(statusLabel(1243, true)).toBe('معتمد');
    expect(statusLabel(9999, false)).toBe('9999');
    expect(waitingText(t, row)).toBe('kit:approval.levels.GARAGE');
    expect(waitingText(t, { state: 'approved', waiting: [] })).toBe('—');
  });

  it('shows the job order and plate only on the list with job orders; totals the KWD value', () => {
    const plain = requestColumns(t, false, plainRequest).map((column) => column.id);
    const withjo = requestColumns(t, false, jobOrderRequest);
    expect(plain).not.toContain('jobordno');
    expect(withjo.map((column) => column.id)).toEqual(
      expect.arrayContaining(['jobordno', 'vehicleno', 'status', 'state', 'waiting', 'totalval']),
    );
    expect(withjo.find((column) => column.id === 'totalval')).toMatchObject({ amount: true, total: true });
  });
});
