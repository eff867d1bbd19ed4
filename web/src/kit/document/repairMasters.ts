/** The repair master data's lists a document line or a master form chooses its sub repair from (`RepairFields`). */
import type { MainRepair, SubRepair, Workshop } from '@fleet/shared/platform/lookups';
import { api } from '../../api/client.ts';
import { getAll, getBy } from '../calls.ts';

export const repairMasters = {
  workshops: getAll<Workshop[]>('getWorkShop'),
  mainRepairs: getBy<MainRepair[]>('getMainRepair', 'wrkshpid'),
  subRepairs: (wrkshpid: string, mainrepid: string, signal?: AbortSignal) =>
    api.get<SubRepair[]>('getSubRepair', { wrkshpid, mainrepid }, { signal }),
};
