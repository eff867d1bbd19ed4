/**
 * A lookup list (garages, suppliers, job orders ...) as choice options in the UI language, read once
 * per project and kept for a few minutes.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session.ts';
import type { FieldOption } from './form/fields.tsx';
import { useQuery } from './useQuery.ts';

export const lookupCacheMs = 5 * 60_000;

export interface LookupOptions<T> {
  /** The records as read (empty while loading or after a failure). */
  items: T[];
  options: FieldOption[];
  loading: boolean;
  error?: unknown;
}

/**
 * `key` names the lookup (`garages`); the project is added to it. `toOption` words a record, in
 * Arabic when `arabic` is true.
 */
export function useLookupOptions<T>(
  key: string,
  fetch: (signal: AbortSignal) => Promise<T[]>,
  toOption: (item: T, arabic: boolean) => FieldOption,
): LookupOptions<T> {
  const { i18n } = useTranslation();
  const project = useSession()?.project ?? '';
  const query = useQuery(`lookup:${key}:${project}`, fetch, { cacheMs: lookupCacheMs });
  const arabic = i18n.language === 'ar';
  const items = useMemo(() => query.data ?? [], [query.data]);
  // Pass a module-level `toOption`, so the options are only rebuilt for new data or language.
  const options = useMemo(() => items.map((item) => toOption(item, arabic)), [items, toOption, arabic]);
  return { items, options, loading: query.loading, error: query.error };
}
