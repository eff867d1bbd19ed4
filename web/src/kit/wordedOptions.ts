/**
 * Choices labelled with each value's own text in the UI language (statuses, kinds, types):
 * `wordedOptions(t, 'winch:assignStatuses', values)` labels `completed` with
 * `winch:assignStatuses.completed`.
 */
import type { TFunction } from 'i18next';
import type { FieldOption } from './form/fields.tsx';

export const wordedOptions = (t: TFunction, prefix: string, values: readonly string[]): FieldOption[] =>
  values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
