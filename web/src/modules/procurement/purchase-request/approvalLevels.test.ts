import { describe, expect, it } from 'vitest';
import { decisionCall, readCall } from './calls.ts';
import { levelOf, levelsHeld, myWaitingLevel } from './approvalLevels.ts';
import { jobOrderRequest, plainRequest, requestApprovalUrl } from './kinds.ts';

describe('unit: purchase request approval levels', () => {
  it("holds the levels of the user's approver roles, every level for a superuser", () => {
    expect(levelsHeld('PRQ', { roles: ['APPROVER_GARAGE'], superuser: false })).toEqual(['GARAGE']);
    expect(levelsHeld('PRJ', { roles: ['APPROVER_MOI', 'APPROVER_KPTC'], superuser: false })).toEqual([
      'MOI',
      'KPTC',
    ]);
    expect(levelsHeld('PRJ', { roles: ['STOREKEEPER'], superuser: false })).toEqual([]);
    expect(levelsHeld('PRQ', { roles: [], superuser: true })).toEqual(['GARAGE', 'MOI', 'KPTC', 'THIRD']);
  });

  it('offers approval only on a pending row waiting at a level the user decides', () => {
    const garage = { roles: ['APPROVER_GARAGE'], superuser: false };
    expect(myWaitingLevel({ state: 'pending', waiting: ['GARAGE'] }, 'PRJ', garage)).toBe('GARAGE');
    expect(myWaitingLevel({ state: 'pending', waiting: ['MOI'] }, 'PRJ', garage)).toBeUndefined();
    expect(myWaitingLevel({ state: 'approved', waiting: ['GARAGE'] }, 'PRJ', garage)).toBeUndefined();
    expect(
      myWaitingLevel({ state: 'pending', waiting: ['KPTC'] }, 'PRQ', { roles: [], superuser: true }),
    ).toBe('KPTC');
  });

  it('reads the level of the URL, nothing else', () => {
    expect(levelOf('moi')).toBe('MOI');
    expect(levelOf('KD')).toBeUndefined();
    expect(levelOf(null)).toBeUndefined();
  });

  it("sends a decision to the level's own call, plain and with a job order", () => {
    expect(decisionCall(false, 'GARAGE')).toBe('PurchaseRequest/approvePurchaseRequestGarage');
    expect(decisionCall(false, 'THIRD')).toBe('PurchaseRequest/approvePurchaseRequestThird');
    expect(decisionCall(true, 'MOI')).toBe('PurchaseRequest/approvePurchaseRequestMOIwithjo');
    expect(decisionCall(true, 'KPTC')).toBe('PurchaseRequest/approvePurchaseRequestKPTCwithjo');
    expect(decisionCall(true, 'THIRD')).toBe('PurchaseRequest/approvePurchaseRequestGaragewithjothird');
    expect(readCall(true, 'KPTC')).toBe('PurchaseRequest/getPurchaseRequestByIdwithjoKPTC');
    expect(readCall(true)).toBe('PurchaseRequest/getPurchaseRequestByIdwithjo');
    expect(readCall(false, 'MOI')).toBe('PurchaseRequest/getPurchaseRequestById');
  });

  it("links a level's approval screen like the chain's notifications", () => {
    expect(requestApprovalUrl(jobOrderRequest, 'PRJ-2026-00001', 'GARAGE')).toBe(
      '/purchaseReqEntrywithjo?docnumbr=PRJ-2026-00001&mod=true&status=APPROVE&level=GARAGE',
    );
    expect(requestApprovalUrl(plainRequest, 'PRQ-2026-00002', 'MOI')).toBe(
      '/purchaseReqEntry?docnumbr=PRQ-2026-00002&mod=true&status=APPROVE&level=MOI',
    );
  });
});
