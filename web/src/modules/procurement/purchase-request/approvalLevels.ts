/**
 * Which approval levels of a purchase request the signed-in user may decide, pure: the kit's
 * `levelsHeld` on the chains PRQ and PRJ, narrowed to the purchase levels. Only what the list offers:
 * the server checks the role (and a delegation) when the decision arrives.
 */
import type { PurchaseDocType } from '@fleet/shared/procurement/procurement';
import {
  levelsHeld as chainLevelsHeld,
  waitingLevelHeld,
  type Approver,
} from '../../../kit/approval/approver.ts';
import { purchaseLevels, type PurchaseLevel } from './calls.ts';

/** The levels of the chain the user's roles decide, in the chain's order. */
export function levelsHeld(docType: PurchaseDocType, approver: Approver): PurchaseLevel[] {
  return chainLevelsHeld(docType, approver).filter((level): level is PurchaseLevel =>
    (purchaseLevels as readonly string[]).includes(level),
  );
}

/** The level a row waits at that the user may decide, if any. */
export const myWaitingLevel = (
  row: { state: string; waiting: readonly string[] },
  docType: PurchaseDocType,
  approver: Approver,
) => waitingLevelHeld(row, docType, approver) as PurchaseLevel | undefined;

/** A level named in the URL (`?level=`), or undefined when it is not one of the chain's. */
export function levelOf(value: string | null | undefined): PurchaseLevel | undefined {
  const level = (value ?? '').trim().toUpperCase();
  return (purchaseLevels as readonly string[]).includes(level) ? (level as PurchaseLevel) : undefined;
}
