/**
 * Calls of the master data (functions/masters/master-data: Make, VehicleModl, Supplier, Color, ServiceMoi;
 * functions/masters/master-repair: MainRepair, Employee), the accessory calls of the lookups and the sticker
 * makes' (functions/stickers). Every write
 * clears the SPA's lookup cache (useLookupOptions keeps master lists 5 minutes), so the next page opened
 * in this browser reads the edited lists.
 */
import type { Garage, VehicleMake } from '@fleet/shared/platform/lookups';
import { api } from '../../../api/client.ts';
import { getAll } from '../../../kit/calls.ts';
import { clearQueryCache } from '../../../kit/index.ts';
import type { MasterCalls, MasterRow } from './types.ts';

/** A write, then the lookups read again wherever they are next used. */
async function writing<T>(call: Promise<T>): Promise<T> {
  const answer = await call;
  clearQueryCache('lookup:');
  return answer;
}

const withVersion = (key: Record<string, string>, version: number | undefined) =>
  version === undefined ? key : { ...key, version };

/** The five calls of an entity named in the spec's style: `<Entity>/insert<Entity>` ... */
function entityCalls(entity: string): MasterCalls {
  return {
    list: (signal) => api.get<MasterRow[]>(`${entity}/get${entity}List`, undefined, { signal }),
    get: (key, signal) => api.get<MasterRow>(`${entity}/get${entity}ById`, key, { signal }),
    create: (body) => writing(api.post(`${entity}/insert${entity}`, body)),
    update: (body) => writing(api.post(`${entity}/update${entity}`, body)),
    remove: (key, version) =>
      writing(api.post(`${entity}/delete${entity}`, undefined, withVersion(key, version))),
  };
}

/**
 * The calls of a master read only whole (no read by key): its record is found in the list; its delete
 * names the key alone.
 */
function listedCalls(list: string, key: string, paths: Record<'create' | 'update' | 'remove', string>) {
  const all = (signal?: AbortSignal) => api.get<MasterRow[]>(list, undefined, { signal });
  return {
    list: all,
    get: async (wanted, signal) => {
      const found = (await all(signal)).find((row) => row[key] === wanted[key]);
      if (!found) throw new Error('errors:notFound');
      return found;
    },
    create: (body) => writing(api.post(paths.create, body)),
    update: (body) => writing(api.post(paths.update, body)),
    remove: (wanted) => writing(api.post(paths.remove, undefined, wanted)),
  } satisfies MasterCalls;
}

export const masterDataApi = {
  make: entityCalls('Make'),
  model: entityCalls('VehicleModl'),
  supplier: entityCalls('Supplier'),
  color: entityCalls('Color'),
  accessory: listedCalls('getAccessories', 'accessoryid', {
    create: 'addAccessory',
    update: 'updateAccessory',
    remove: 'deleteAccessory',
  }),
  service: entityCalls('ServiceMoi'),
  mainRepair: entityCalls('MainRepair'),
  employee: entityCalls('Employee'),
  stickerMake: listedCalls('StickerMake/getStickerMakeList', 'stickercode', {
    create: 'StickerMake/createSticker',
    update: 'StickerMake/createSticker',
    remove: 'StickerMake/deleteStickerMake',
  }),
  garages: getAll<Garage[]>('getGarage'),
  makes: getAll<VehicleMake[]>('getVehicleMake'),
};
