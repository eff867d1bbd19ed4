/** The transfer types the transfer pages offer. */
import type { TFunction } from 'i18next';
import { transferTypes } from '@fleet/shared/garage/transfers';
import type { FieldOption } from '../../../kit/index.ts';

/** To another garage (G) or to a service supplier (T). */
export const transferTypeOptions = (t: TFunction): FieldOption[] =>
  transferTypes.map((value) => ({ value, label: t(`transfers:types.${value}`) }));
