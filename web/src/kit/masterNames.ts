/**
 * Names in the reader's language (issue 25 item 7). Documents keep the codes of what they name (a
 * garage, a store, an item) with the English name they were saved with; what a person reads is the
 * master's name in their language. Lists of an Arabic reader get each row's names from the masters
 * (`useLocalizedRows`, wired into the list kit), printed documents both names (kit/names.ts
 * `masterName`, the masters read in the PDF's load step with `loadMasterNames`). The masters are the
 * lookups every form reads, shared through the same 5-minute cache.
 */
import { useCallback, useMemo } from 'react';
import { api } from '../api/client.ts';
import { getSession, useSession } from '../auth/session.ts';
import {
  kindsOf,
  localizeNames,
  masterSources,
  namesByCode,
  type MasterKind,
  type MasterNames,
  type NamePair,
} from './names.ts';
import { cachedQuery, useQuery } from './useQuery.ts';
import { lookupCacheMs } from './useLookupOptions.ts';

const fetchMaster = (kind: MasterKind) => (signal?: AbortSignal) =>
  api.get<unknown[]>(masterSources[kind].path, undefined, signal ? { signal } : {});

const cacheKey = (kind: MasterKind, project: string) => `lookup:${masterSources[kind].key}:${project}`;

/**
 * The names of the masters given, for a PDF's load step (the lookups' cache, 5 minutes). A master that
 * cannot be read gives no names: the document prints the names it carries.
 */
export async function loadMasterNames(kinds: readonly MasterKind[]): Promise<MasterNames> {
  const project = getSession()?.project ?? '';
  const entries = await Promise.all(
    [...new Set(kinds)].map(async (kind) => {
      try {
        const records = await cachedQuery(cacheKey(kind, project), () => fetchMaster(kind)(), lookupCacheMs);
        return [kind, namesByCode(kind, records)] as const;
      } catch (failure) {
        console.error(failure);
        return [kind, new Map<string, NamePair>()] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * Rows in the reader's language: for an Arabic reader, the masters the rows name are read (only those,
 * only then) and `localize` swaps each row's names for the Arabic ones; for an English reader rows stay.
 */
export function useLocalizedRows(rows: readonly unknown[], arabic: boolean): <T>(row: T) => T {
  const project = useSession()?.project ?? '';
  const wanted = useMemo(() => {
    const kinds = new Set<MasterKind>();
    if (arabic) for (const row of rows.slice(0, 20)) for (const kind of kindsOf(row)) kinds.add(kind);
    return kinds;
  }, [rows, arabic]);
  const keyOf = (kind: MasterKind) => (wanted.has(kind) ? cacheKey(kind, project) : null);
  const cached = { cacheMs: lookupCacheMs };
  const garages = useQuery(keyOf('garages'), fetchMaster('garages'), cached);
  const stores = useQuery(keyOf('stores'), fetchMaster('stores'), cached);
  const items = useQuery(keyOf('items'), fetchMaster('items'), cached);
  const names = useMemo<MasterNames>(
    () => ({
      ...(garages.data ? { garages: namesByCode('garages', garages.data) } : {}),
      ...(stores.data ? { stores: namesByCode('stores', stores.data) } : {}),
      ...(items.data ? { items: namesByCode('items', items.data) } : {}),
    }),
    [garages.data, stores.data, items.data],
  );
  return useCallback(<T>(row: T): T => (arabic ? localizeNames(row, names) : row), [arabic, names]);
}
