/**
 * The document form's header as the place of a page's primary action when it is not Save: a kit panel
 * inside the form (the approver's `ApprovalPanel`) claims the header, the form leaves out Save and Clear
 * and shows the approval mode, and the panel renders its buttons into the header's slot.
 */
import { createContext, useContext, useEffect } from 'react';

export interface FormActionsSlot {
  /** The header element to render the actions into; null until it is mounted. */
  element: HTMLElement | null;
  /** Claims the header for the caller's actions; returns the release. */
  claim: () => () => void;
}

export const FormActionsContext = createContext<FormActionsSlot | null>(null);

/**
 * Claims the enclosing form's header while mounted. Answers undefined outside a document form (the
 * caller shows its actions itself), else the slot's element (null until the header shows it).
 */
export function useFormActionsSlot(): HTMLElement | null | undefined {
  const slot = useContext(FormActionsContext);
  const claim = slot?.claim;
  useEffect(() => claim?.(), [claim]);
  return slot ? slot.element : undefined;
}
