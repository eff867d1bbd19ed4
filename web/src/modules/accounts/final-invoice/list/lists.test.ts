import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { initialFilterValues } from '../../../../kit/filters/model.ts';
import { tabOf } from '../../../../kit/list/listPage.ts';
import type { ThreeInOneRow } from '../api.ts';
import {
  approvalUrl,
  byDate,
  finalFilterFields,
  finalInvoiceTabs,
  listUrl,
  matchesListFilters,
  pendingRows,
  threeInOneEditable,
  threeInOneFilterFields,
  threeInOneUrl,
} from './lists.ts';

const t = ((key: string) => key) as unknown as TFunction;

const threeInOne = (patch: Partial<ThreeInOneRow>): ThreeInOneRow =>
  ({
    docnumbr: 'TIO-2026-00001',
    docdate: '2026-11-20',
    jobordno: 'JO-2026-00010',
    vehicleno: '12345',
    garagnam: 'Shuwaikh',
    totalval: 89.25,
    state: 'pending',
    approval: {
      round: 1,
      state: 'pending',
      amount: 89.25,
      requester: 'accountant',
      submittedAt: '2026-11-20T08:00:00.000Z',
      decisions: {},
      waitingSince: { MOI: '2026-11-20T08:00:00.000Z' },
      lines: {},
    },
    version: 1,
    ...patch,
  }) as ThreeInOneRow;

describe('unit: final invoice lists', () => {
  it('opens the form, the approval and the tabs by their links', () => {
    expect(threeInOneUrl('ADD')).toBe('/finalInvoice?mod=false&status=ADD');
    expect(threeInOneUrl('VIEW', 'TIO-1')).toBe('/finalInvoice?mod=true&status=VIEW&docnumbr=TIO-1');
    expect(threeInOneUrl('EDIT', 'TIO-1')).toBe('/finalInvoice?mod=false&status=EDIT&docnumbr=TIO-1');
    expect(approvalUrl('TIO-1')).toBe('/finalInvoiceApr?docnumbr=TIO-1&mod=true&status=APPROVE&level=MOI');
    expect(listUrl('threeInOne')).toBe('/finalInvoicelist');
    expect(listUrl('pending')).toBe('/finalInvoicelist?tab=pending');
    expect(tabOf(finalInvoiceTabs, 'final')).toBe('final');
    expect(tabOf(finalInvoiceTabs, 'nonsense')).toBe('threeInOne');
    expect(tabOf(['threeInOne', 'ready'] as const, 'pending')).toBe('threeInOne');
  });

  it('asks the server for the last 30 days by default', () => {
    const now = new Date(2026, 10, 25, 10, 0);
    for (const fields of [threeInOneFilterFields(t), finalFilterFields(t)]) {
      expect(byDate.query(initialFilterValues(fields, 'last30Days', now))).toEqual({
        fromdate: '2026-10-26',
        todate: '2026-11-25',
      });
    }
    expect(byDate.query({})).toEqual({});
  });

  it('lets a 3-in-1 change before MOI decided or after a rejection, never once invoiced', () => {
    const row = threeInOne({});
    expect(threeInOneEditable(row)).toBe(true);
    expect(
      threeInOneEditable(
        threeInOne({
          approval: {
            ...row.approval!,
            state: 'approved',
            decisions: { MOI: { decision: 'A', user: 'm', at: '', amount: 1, remarks: '' } },
            waitingSince: {},
          },
        }),
      ),
    ).toBe(false);
    expect(threeInOneEditable(threeInOne({ approval: { ...row.approval!, state: 'rejected' } }))).toBe(true);
    expect(threeInOneEditable(threeInOne({ fininvno: 'FIN-2026-00001' }))).toBe(false);
  });

  it('filters 3-in-1s by state, job order, plate and date in the page', () => {
    const range = { from: '2026-11-01', to: '2026-11-30' };
    expect(
      matchesListFilters(threeInOne({}), { state: 'pending', jobordno: 'jo-2026', docdate: range }),
    ).toBe(true);
    expect(matchesListFilters(threeInOne({}), { state: 'approved' })).toBe(false);
    expect(matchesListFilters(threeInOne({}), { vehicleno: '999' })).toBe(false);
    expect(matchesListFilters(threeInOne({ docdate: '2026-10-31' }), { docdate: range })).toBe(false);
  });

  it('filters final invoices by their state (pending, paid) and the other lists by job order and plate', () => {
    const invoice = {
      docnumbr: 'FIN-1',
      docdate: '2026-11-21',
      jobordno: 'JO-7',
      vehicleno: '55',
      state: 'submitted',
    };
    expect(matchesListFilters(invoice, { state: 'submitted' })).toBe(true);
    expect(matchesListFilters(invoice, { state: 'pending' })).toBe(false);
    expect(
      matchesListFilters({ jobordno: 'JO-7', vehicleno: '55' }, { jobordno: 'jo-7', vehicleno: '' }),
    ).toBe(true);
    expect(matchesListFilters({ jobordno: 'JO-7', vehicleno: '55' }, { vehicleno: '66' })).toBe(false);
    // A work list row without a job order (the approvals' job order is optional).
    expect(matchesListFilters({}, { jobordno: 'JO' })).toBe(false);
  });

  it('lists MOI work oldest first', () => {
    const base = { docType: 'TIO', level: 'MOI' as const, amount: 1, requester: 'a', round: 1, link: '' };
    const rows = pendingRows([
      { ...base, docnumbr: 'B', since: '2026-11-02' },
      { ...base, docnumbr: 'A', since: '2026-11-01' },
    ]);
    expect(rows.map((row) => row.docnumbr)).toEqual(['A', 'B']);
  });
});
