import { describe, expect, it } from 'vitest';
import type { CostSheetRow } from '../api.ts';
import { approvalRows, approvalUrl, matchesCostSheetFilters, rowEditable, rowLevel } from './lists.ts';

const row = (patch: Partial<CostSheetRow>): CostSheetRow => ({
  docnumbr: 'CST-2026-00001',
  docdate: '2026-11-20',
  purreqno: 'PRQ-2026-00004',
  jobordno: 'JO-2026-00010',
  vehicleno: '12345',
  garagnam: 'Shuwaikh',
  totalval: 10,
  lowestval: 9,
  suppliers: ['V001'],
  status: 1245,
  state: 'pending',
  waiting: ['MOI'],
  lpos: [],
  version: 1,
  ...patch,
});

describe('unit: cost sheet lists', () => {
  it('opens an approval at its level: MOI on its screen, KPTC and the third level on the second', () => {
    expect(approvalUrl('CST-1', 'MOI')).toBe(
      '/costsheetapproval?costshtno=CST-1&mod=true&status=APPROVE&level=MOI',
    );
    expect(approvalUrl('CST-1', 'THIRD')).toBe(
      '/costsheetapprovalSec?costshtno=CST-1&mod=true&status=APPROVE&level=THIRD',
    );
    expect(rowLevel({ level: 'KPTC' })).toBe('KPTC');
  });

  it('lets a sheet change only before MOI decided (or after a rejection) and without an LPO', () => {
    expect(rowEditable(row({}))).toBe(true);
    expect(rowEditable(row({ waiting: ['KPTC'] }))).toBe(false);
    expect(rowEditable(row({ state: 'rejected', waiting: [] }))).toBe(true);
    expect(rowEditable(row({ state: 'approved', waiting: [], lpos: ['LPO-1'] }))).toBe(false);
  });

  it('filters by state, request, job order and dates in the page', () => {
    const range = { from: '2026-11-01', to: '2026-11-30' };
    expect(matchesCostSheetFilters(row({}), { state: 'pending', purreqno: 'prq-2026', docdate: range })).toBe(
      true,
    );
    expect(matchesCostSheetFilters(row({}), { state: 'approved' })).toBe(false);
    expect(matchesCostSheetFilters(row({ docdate: '2026-10-31' }), { docdate: range })).toBe(false);
  });

  it('lists the work oldest first and the approved newest first', () => {
    const base = { docType: 'CST', level: 'MOI' as const, amount: 1, requester: 'x', round: 1, link: '' };
    const rows = [
      { ...base, docnumbr: 'B', since: '2026-11-02', approvedAt: '2026-11-03' },
      { ...base, docnumbr: 'A', since: '2026-11-01', approvedAt: '2026-11-05' },
    ];
    expect(approvalRows('pending', rows).map((r) => r.docnumbr)).toEqual(['A', 'B']);
    expect(approvalRows('approved', rows).map((r) => r.docnumbr)).toEqual(['A', 'B']);
  });
});
