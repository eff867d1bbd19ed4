/**
 * A master record (a garage, a workshop, a supplier) as a choice: its name in the reader's language
 * (the English one when it has no Arabic name) with its code below.
 */
import type { FieldOption } from '../form/fields.tsx';

export const namedOption = (
  code: string,
  name: string,
  arabicName: string | undefined,
  arabic: boolean,
): FieldOption => ({ value: code, label: (arabic && arabicName) || name, description: code });
