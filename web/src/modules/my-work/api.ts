/** "My work" (`MyWork/getMyWork`, added to the spec's calls; issue 25). */
import type { Garage } from '@fleet/shared/lookups';
import type { MyWork } from '@fleet/shared/my-work';
import { api } from '../../api/client.ts';

export const myWorkApi = {
  get: (signal?: AbortSignal) => api.get<MyWork>('MyWork/getMyWork', undefined, { signal }),
  /** The garage master, for the garages' names in the UI language. */
  garages: (signal?: AbortSignal) => api.get<Garage[]>('getGarage', undefined, { signal }),
};
