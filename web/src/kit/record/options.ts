/**
 * A master record (a garage, a workshop, a supplier) as a choice: its name in the reader's language
 * (the English one when it has no Arabic name) with its code below.
 */
import type { Garage, MainRepair, SubRepair, VehicleMake, Workshop } from '@fleet/shared/platform/lookups';
import type { FieldOption } from '../form/fields.tsx';

export const namedOption = (
  code: string,
  name: string,
  arabicName: string | undefined,
  arabic: boolean,
): FieldOption => ({ value: code, label: (arabic && arabicName) || name, description: code });

/** The masters most pages pick from, as such choices. */
export const garageOption = (garage: Garage, arabic: boolean) =>
  namedOption(garage.garageid, garage.garagnam, garage.garagnamar, arabic);
export const makeOption = (make: VehicleMake, arabic: boolean) =>
  namedOption(make.vehmakid, make.vehmaknam, make.vehmaknamar, arabic);
export const workshopOption = (workshop: Workshop, arabic: boolean) =>
  namedOption(workshop.wrkshpid, workshop.wrkshpnam, workshop.wrkshpnamar, arabic);
export const mainRepairOption = (main: MainRepair, arabic: boolean) =>
  namedOption(main.mainrepid, main.mainrepnam, main.mainrepnamar, arabic);
export const subRepairOption = (sub: SubRepair, arabic: boolean) =>
  namedOption(sub.subrepid, sub.subrepnam, sub.subrepnamar, arabic);
