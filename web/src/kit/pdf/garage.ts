/**
 * The garage a document prints (the estimation, the purchase request, the cost sheet, the invoices,
 * the job order): the name the document keeps with the garage master's Arabic name beneath, '-' when
 * the document has no garage.
 */
import { masterName, type MasterNames } from '../names.ts';
import { named, type Particular } from './document.ts';
import { documentLabels } from './labels.ts';
import { printable } from './text.ts';

export interface GarageText {
  garage: string;
  /** The garage master's Arabic name ('' when it has none). */
  garageAr: string;
}

/** The garage of a stored document (`garage` code, `garagnam` name), as text. */
export function garageText(
  names: MasterNames,
  document: { garage?: string | null; garagnam?: string | null },
): GarageText {
  return {
    garage: printable(document.garagnam),
    garageAr: printable(masterName(names, 'garages', document.garage ?? '', document.garagnam ?? '').ar),
  };
}

export const garageParticular = (text: GarageText): Particular => ({
  label: documentLabels.garage,
  text: named(text.garage || '-', text.garageAr),
});
