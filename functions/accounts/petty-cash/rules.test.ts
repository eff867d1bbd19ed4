import { describe, expect, it } from 'vitest';
import { acceptsPettyCash, approvalTarget, deleteTarget, saveTarget, withdrawalTarget } from './rules.ts';

describe('unit: what petty cash does to its job order', () => {
  it('takes open job orders at any stage and closed ones only in the accounts phase', () => {
    expect(acceptsPettyCash({ state: 'open', statuscde: 1236 })).toBe(true);
    expect(acceptsPettyCash({ state: 'closed', statuscde: 1227 })).toBe(true);
    expect(acceptsPettyCash({ state: 'closed', statuscde: 1424 })).toBe(true);
    expect(acceptsPettyCash({ state: 'closed', statuscde: 1425 })).toBe(false);
    expect(acceptsPettyCash({ state: 'cancelled', statuscde: 1227 })).toBe(false);
  });

  it('moves the job order on save only in the accounts phase', () => {
    expect(saveTarget(1227)).toBe(1423);
    expect(saveTarget(1424)).toBe(1423);
    expect(saveTarget(1423)).toBeUndefined();
    expect(saveTarget(1236)).toBeUndefined();
  });

  it('approves the job order once every petty cash of it is approved, and withdraws from 1424', () => {
    expect(approvalTarget(1423, true)).toBe(1424);
    expect(approvalTarget(1423, false)).toBeUndefined();
    expect(approvalTarget(1236, true)).toBeUndefined();
    expect(withdrawalTarget(1424)).toBe(1423);
    expect(withdrawalTarget(1423)).toBeUndefined();
  });

  it('puts the job order back on delete when nothing else holds it at 1423', () => {
    expect(deleteTarget(1423, [], 1227)).toBe(1227);
    expect(deleteTarget(1423, [], 1422)).toBe(1422);
    expect(deleteTarget(1423, [], 1424)).toBeUndefined();
    expect(deleteTarget(1423, [{ state: 'approved' }], 1227)).toBe(1424);
    expect(deleteTarget(1423, [{ state: 'pending' }], 1227)).toBeUndefined();
    expect(deleteTarget(1236, [], 1236)).toBeUndefined();
  });
});
