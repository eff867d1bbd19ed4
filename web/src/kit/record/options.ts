/**
 * A master record (a garage, a workshop, a supplier) as a choice: its name in the reader's language
 * (the English one when it has no Arabic name) with its code below, or by its name alone (`nameOnly`).
 */
import type { FieldOption } from '../form/fields.tsx';

export const namedOption = (
  code: string,
  name: string,
  arabicName: string | undefined,
  arabic: boolean,
): FieldOption => ({ value: code, label: (arabic && arabicName) || name, description: code });

/**
 * A choice of `option` without its code beneath (filters that name a master alone), e.g.
 * `nameOnly(garageOption)`: declare it at module level, as `useLookupOptions` asks of its options.
 */
export const nameOnly =
  <T>(option: (row: T, arabic: boolean) => FieldOption) =>
  (row: T, arabic: boolean): FieldOption => {
    const { value, label } = option(row, arabic);
    return { value, label };
  };
