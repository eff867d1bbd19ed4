/**
 * The purchase request calls' names (docs/procurement.md "Purchase request"), pure: the decision and
 * read calls of each level, plain and with a job order, and the withdrawal calls.
 */
import type { ApprovalLevel } from '@fleet/shared/engines/approvals';

/** The levels of a purchase request's chain (garage, MOI, KPTC, the third level above KPTC's limit). */
export type PurchaseLevel = Extract<ApprovalLevel, 'GARAGE' | 'MOI' | 'KPTC' | 'THIRD'>;
export const purchaseLevels: readonly PurchaseLevel[] = ['GARAGE', 'MOI', 'KPTC', 'THIRD'];

export const p = (name: string) => `PurchaseRequest/${name}`;

/** The decision call of a level: plain and with a job order have their own names. */
export function decisionCall(withjo: boolean, level: PurchaseLevel): string {
  const plain: Record<PurchaseLevel, string> = {
    GARAGE: 'approvePurchaseRequestGarage',
    MOI: 'approvePurchaseRequestMOI',
    KPTC: 'approvePurchaseRequestKPTC',
    THIRD: 'approvePurchaseRequestThird',
  };
  const withJobOrder: Record<PurchaseLevel, string> = {
    GARAGE: 'approvePurchaseRequestGaragewithjo',
    MOI: 'approvePurchaseRequestMOIwithjo',
    KPTC: 'approvePurchaseRequestKPTCwithjo',
    THIRD: 'approvePurchaseRequestGaragewithjothird',
  };
  return p((withjo ? withJobOrder : plain)[level]);
}

/** The read call of a request: with a job order, the MOI, KPTC and third levels read by their own names. */
export function readCall(withjo: boolean, level?: PurchaseLevel): string {
  if (!withjo) return p('getPurchaseRequestById');
  if (level === 'MOI') return p('getPurchaseRequestByIdwithjoMOI');
  if (level === 'KPTC') return p('getPurchaseRequestByIdwithjoKPTC');
  if (level === 'THIRD') return p('getPurchaseRequestByIdwithjothird');
  return p('getPurchaseRequestByIdwithjo');
}
