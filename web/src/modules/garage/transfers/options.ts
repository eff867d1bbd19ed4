/** The choices the transfer pages share: garages by name in the reader's language, and the transfer types. */
import type { TFunction } from 'i18next';
import { transferTypes } from '@fleet/shared/garage/transfers';
import type { FieldOption } from '../../../kit/index.ts';
import { namedOption } from '../../../kit/record/index.ts';

export const garageOption = (
  garage: { garageid: string; garagnam: string; garagnamar: string },
  arabic: boolean,
) => namedOption(garage.garageid, garage.garagnam, garage.garagnamar, arabic);

export const vendorOption = (
  vendor: { vendcode: string; vendname: string; vendnamear?: string },
  arabic: boolean,
) => namedOption(vendor.vendcode, vendor.vendname, vendor.vendnamear, arabic);

/** To another garage (G) or to a service supplier (T). */
export const transferTypeOptions = (t: TFunction): FieldOption[] =>
  transferTypes.map((value) => ({ value, label: t(`transfers:types.${value}`) }));
