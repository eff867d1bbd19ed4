/**
 * A lookup list (garages, suppliers, job orders ...) as choice options in the UI language. Master data
 * is read once per project and kept for a few minutes; workflow choices (`workflowChoices`) are read
 * again at each page opening.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Garage, VehicleMake } from '@fleet/shared/platform/lookups';
import { api } from '../api/client.ts';
import { useSession } from '../auth/session.ts';
import { garageOption, makeOption } from './document/masterOptions.ts';
import type { FieldOption } from './form/fields.tsx';
import { useQuery } from './useQuery.ts';

export const lookupCacheMs = 5 * 60_000;

export interface LookupCaching {
  /** How long an answer is shared between pages (default `lookupCacheMs`; 0 reads at each opening). */
  cacheMs?: number;
}

/**
 * Job orders at a status, job cards waiting for a step: every save of any user changes them, so a page
 * that offers them reads them when it opens (a 5-minute copy would hide what another user just did).
 */
export const workflowChoices: LookupCaching = { cacheMs: 0 };

export interface LookupOptions<T> {
  /** The records as read (empty while loading or after a failure). */
  items: T[];
  options: FieldOption[];
  loading: boolean;
  error?: unknown;
}

const noRows = () => Promise.resolve([]);

/**
 * `key` names the lookup (`garages`); the project is added to it. `toOption` words a record, in
 * Arabic when `arabic` is true. A `null` fetch reads nothing (a lookup the page does not offer now).
 */
export function useLookupOptions<T>(
  key: string,
  fetch: ((signal: AbortSignal) => Promise<T[]>) | null,
  toOption: (item: T, arabic: boolean) => FieldOption,
  { cacheMs = lookupCacheMs }: LookupCaching = {},
): LookupOptions<T> {
  const { i18n } = useTranslation();
  const project = useSession()?.project ?? '';
  const query = useQuery(fetch && `lookup:${key}:${project}`, fetch ?? noRows, { cacheMs });
  const arabic = i18n.language === 'ar';
  const items = useMemo(() => query.data ?? [], [query.data]);
  // Pass a module-level `toOption`, so the options are only rebuilt for new data or language.
  const options = useMemo(() => items.map((item) => toOption(item, arabic)), [items, toOption, arabic]);
  return { items, options, loading: query.loading, error: query.error };
}

const readGarages = (signal: AbortSignal) => api.get<Garage[]>('getGarage', undefined, { signal });
const readMakes = (signal: AbortSignal) => api.get<VehicleMake[]>('getVehicleMake', undefined, { signal });

/**
 * The garages and the vehicle makes, the masters most lists filter by and most forms pick from (a make
 * worded by `toOption` when a page words it otherwise, e.g. with its code).
 */
export const useGarageOptions = () => useLookupOptions('garages', readGarages, garageOption);
export const useMakeOptions = (toOption: (make: VehicleMake, arabic: boolean) => FieldOption = makeOption) =>
  useLookupOptions('vehicleMakes', readMakes, toOption);
