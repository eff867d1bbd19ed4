/** The repair masters as choices of the repair master pages: name in the reader's language, code below. */
import type { MainRepair, SubRepair, Workshop } from '@fleet/shared/platform/lookups';
import { namedOption } from '../../../kit/record/index.ts';

export const workshopOption = (workshop: Workshop, arabic: boolean) =>
  namedOption(workshop.wrkshpid, workshop.wrkshpnam, workshop.wrkshpnamar, arabic);
export const mainOption = (main: MainRepair, arabic: boolean) =>
  namedOption(main.mainrepid, main.mainrepnam, main.mainrepnamar, arabic);
export const subOption = (sub: SubRepair, arabic: boolean) =>
  namedOption(sub.subrepid, sub.subrepnam, sub.subrepnamar, arabic);
