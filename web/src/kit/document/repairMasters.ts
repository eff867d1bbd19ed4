/** The repair master data's lists a document line chooses its sub repair from (`RepairFields`). */
import type { MainRepair, SubRepair, Workshop } from '@fleet/shared/platform/lookups';
import { api } from '../../api/client.ts';

export const repairMasters = {
  workshops: (signal?: AbortSignal) => api.get<Workshop[]>('getWorkShop', undefined, { signal }),
  mainRepairs: (wrkshpid: string, signal?: AbortSignal) =>
    api.get<MainRepair[]>('getMainRepair', { wrkshpid }, { signal }),
  subRepairs: (wrkshpid: string, mainrepid: string, signal?: AbortSignal) =>
    api.get<SubRepair[]>('getSubRepair', { wrkshpid, mainrepid }, { signal }),
};
