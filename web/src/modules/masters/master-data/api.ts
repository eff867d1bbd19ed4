/**
 * Calls of the master data (functions/masters/master-data: Make, VehicleModl, Supplier, Color, ServiceMoi;
 * functions/masters/master-repair: MainRepair, Employee) and the accessory calls of the lookups. Every write
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

export const masterDataApi = {
  make: entityCalls('Make'),
  model: entityCalls('VehicleModl'),
  supplier: entityCalls('Supplier'),
  color: entityCalls('Color'),
  accessory: {
    list: (signal) => api.get<MasterRow[]>('getAccessories', undefined, { signal }),
    get: async (key, signal) => {
      const rows = await api.get<MasterRow[]>('getAccessories', undefined, { signal });
      const found = rows.find((row) => row['accessoryid'] === key['accessoryid']);
      if (!found) throw new Error('errors:notFound');
      return found;
    },
    create: (body) => writing(api.post('addAccessory', body)),
    update: (body) => writing(api.post('updateAccessory', body)),
    remove: (key) => writing(api.post('deleteAccessory', undefined, key)),
  } satisfies MasterCalls,
  service: entityCalls('ServiceMoi'),
  mainRepair: entityCalls('MainRepair'),
  employee: entityCalls('Employee'),
  garages: getAll<Garage[]>('getGarage'),
  makes: getAll<VehicleMake[]>('getVehicleMake'),
};
