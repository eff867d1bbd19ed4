/**
 * Names in the reader's language (issue 25 item 7). Documents keep the codes of what they name (a
 * garage, a store, an item) with the English name they were saved with; what a person reads is the
 * master's name in their language. Lists of an Arabic reader get each row's names from the masters
 * (`useLocalizedRows`, wired into the list kit), printed documents both names (kit/names.ts
 * `masterName`, the masters read in the PDF's load step with `loadMasterNames`). The masters are the
 * lookups every form reads, shared through the same 5-minute cache. Forms name what they show with
 * `useReaderNames` (their lines' items, a header's garage or make).
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { getSession, useSession } from '../auth/session.ts';
import {
  kindsOf,
  localizeNames,
  masterSources,
  namesByCode,
  readerName,
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

/** The masters in `wanted`, read (through the lookups' cache) only while `wanted` names them. */
function useMasters(wanted: ReadonlySet<MasterKind>): MasterNames {
  const project = useSession()?.project ?? '';
  const keyOf = (kind: MasterKind) => (wanted.has(kind) ? cacheKey(kind, project) : null);
  const cached = { cacheMs: lookupCacheMs };
  const garages = useQuery(keyOf('garages'), fetchMaster('garages'), cached);
  const stores = useQuery(keyOf('stores'), fetchMaster('stores'), cached);
  const items = useQuery(keyOf('items'), fetchMaster('items'), cached);
  const makes = useQuery(keyOf('makes'), fetchMaster('makes'), cached);
  const workshops = useQuery(keyOf('workshops'), fetchMaster('workshops'), cached);
  return useMemo<MasterNames>(
    () => ({
      ...(garages.data ? { garages: namesByCode('garages', garages.data) } : {}),
      ...(stores.data ? { stores: namesByCode('stores', stores.data) } : {}),
      ...(items.data ? { items: namesByCode('items', items.data) } : {}),
      ...(makes.data ? { makes: namesByCode('makes', makes.data) } : {}),
      ...(workshops.data ? { workshops: namesByCode('workshops', workshops.data) } : {}),
    }),
    [garages.data, stores.data, items.data, makes.data, workshops.data],
  );
}

/**
 * Rows in the reader's language: for an Arabic reader, the masters the rows name are read (only those,
 * only then) and `localize` swaps each row's names for the Arabic ones; for an English reader rows stay.
 */
export function useLocalizedRows(rows: readonly unknown[], arabic: boolean): <T>(row: T) => T {
  const wanted = useMemo(() => {
    const kinds = new Set<MasterKind>();
    if (arabic) for (const row of rows.slice(0, 20)) for (const kind of kindsOf(row)) kinds.add(kind);
    return kinds;
  }, [rows, arabic]);
  const names = useMasters(wanted);
  return useCallback(<T>(row: T): T => (arabic ? localizeNames(row, names) : row), [arabic, names]);
}

/** A name of a master record as `useReaderNames` gives it: by kind, code and the name a document keeps. */
export type ReaderNameOf = (kind: MasterKind, code: string | undefined, saved?: string) => string;

/**
 * Names of master records in the reader's language, for what a form shows (its lines, its header): an
 * Arabic reader gets the master's Arabic name (the masters in `kinds` read through the lookups' cache),
 * an English reader the name the document keeps, and nothing more is read. Documents keep the codes.
 */
export function useReaderNames(kinds: readonly MasterKind[]): ReaderNameOf {
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const key = arabic ? [...new Set(kinds)].sort().join(',') : '';
  const wanted = useMemo(() => new Set(key ? (key.split(',') as MasterKind[]) : []), [key]);
  const names = useMasters(wanted);
  return useCallback<ReaderNameOf>(
    (kind, code, saved) => readerName(names, kind, code, saved, arabic),
    [names, arabic],
  );
}
