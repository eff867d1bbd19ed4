/**
 * Row actions of a document list and the right each needs (spec 000 section 6): edit -> edits,
 * delete -> deletes, view and preview -> views, print -> prints. An action is enabled only when the
 * right is Y and the row does not refuse it (an invoice past its stage: 'Unable to edit').
 */
import type { FormRights, RightAction } from '@fleet/shared';

export const rowActions = ['edit', 'delete', 'view', 'preview', 'print'] as const;
export type RowAction = (typeof rowActions)[number];

export const rightOfAction: Record<RowAction, RightAction> = {
  edit: 'edits',
  delete: 'deletes',
  view: 'views',
  preview: 'views',
  print: 'prints',
};

export interface ActionState {
  disabled: boolean;
  /** Why it is disabled: the missing right, or the row's own reason. */
  reason?: string;
}

/** Whether `right` is held and the row allows the action. */
export function actionState(
  rights: FormRights,
  right: RightAction,
  rowReason: string | undefined,
  noRightReason: string,
): ActionState {
  if (rights[right] !== 'Y') return { disabled: true, reason: noRightReason };
  if (rowReason) return { disabled: true, reason: rowReason };
  return { disabled: false };
}
