/**
 * Names in the reader's language, the pure part (issue 25 item 7): which fields of documents and list
 * rows name a master record by its code, the masters' names by code, a row as an Arabic reader reads it
 * and a name as a document prints it. The reads are in masterNames.ts.
 */

/** A name in both languages (`ar` empty when the master has none). */
export interface NamePair {
  en: string;
  ar: string;
}

export type MasterKind = 'garages' | 'stores' | 'items' | 'makes' | 'workshops';

interface MasterSource {
  /** The lookup's cache key (the one `useLookupOptions` uses for the same list). */
  key: string;
  path: string;
  code: string;
  en: string;
  ar: string;
}

export const masterSources: Record<MasterKind, MasterSource> = {
  garages: { key: 'garages', path: 'getGarage', code: 'garageid', en: 'garagnam', ar: 'garagnamar' },
  stores: { key: 'stores', path: 'Store/getStoreList', code: 'storecode', en: 'storenam', ar: 'storenamar' },
  items: { key: 'spareParts', path: 'getSpareParts', code: 'sparepart', en: 'sparenam', ar: 'sparenamar' },
  makes: {
    key: 'vehicleMakes',
    path: 'getVehicleMake',
    code: 'vehmakid',
    en: 'vehmaknam',
    ar: 'vehmaknamar',
  },
  workshops: { key: 'workshops', path: 'getWorkShop', code: 'wrkshpid', en: 'wrkshpnam', ar: 'wrkshpnamar' },
};

/**
 * A code field of documents and list rows, the name field beside it and the master that names it;
 * `byName`: a row that keeps only the name (a job order's make, a report's garage) is named by matching
 * the master's English name (small masters only).
 */
export const nameFields: readonly { code: string; name: string; kind: MasterKind; byName?: true }[] = [
  { code: 'garage', name: 'garagnam', kind: 'garages', byName: true },
  { code: 'garageid', name: 'garagnam', kind: 'garages' },
  { code: 'storecode', name: 'storenam', kind: 'stores' },
  { code: 'tostorecode', name: 'tostorenam', kind: 'stores' },
  { code: 'sparepart', name: 'sparenam', kind: 'items' },
  { code: 'vehmakid', name: 'vehmaknam', kind: 'makes', byName: true },
  { code: 'wrkshpid', name: 'wrkshpnam', kind: 'workshops' },
];

/** Names by code, per master read. */
export type MasterNames = Partial<Record<MasterKind, ReadonlyMap<string, NamePair>>>;

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A master's records as names by code (records without a code are left out). */
export function namesByCode(kind: MasterKind, records: readonly unknown[]): ReadonlyMap<string, NamePair> {
  const source = masterSources[kind];
  const names = new Map<string, NamePair>();
  for (const record of records) {
    const row = (record ?? {}) as Row;
    const code = text(row[source.code]);
    if (code) names.set(code, { en: text(row[source.en]), ar: text(row[source.ar]) });
  }
  return names;
}

/** The masters whose names a row carries (a code with its name beside it). */
export function kindsOf(row: unknown): MasterKind[] {
  const record = (row ?? {}) as Row;
  return [
    ...new Set(
      nameFields
        .filter((field) =>
          text(record[field.code]) ? field.name in record : field.byName && text(record[field.name]),
        )
        .map((field) => field.kind),
    ),
  ];
}

/** The master record whose English name is `name` (for rows that keep no code). */
function byEnglish(names: MasterNames, kind: MasterKind, name: string): NamePair | undefined {
  if (!name) return undefined;
  for (const pair of names[kind]?.values() ?? []) if (pair.en === name) return pair;
  return undefined;
}

/**
 * A row as an Arabic reader reads it: each name beside a code replaced by the master's Arabic name
 * (the row as it is where the master has none). The same row object when nothing changes.
 */
export function localizeNames<T>(row: T, names: MasterNames): T {
  const record = row as Row;
  if (!record || typeof record !== 'object') return row;
  let copy: Row | undefined;
  for (const field of nameFields) {
    const code = text(record[field.code]);
    if (!(field.name in record) || (!code && !field.byName)) continue;
    const arabic = (
      code ? names[field.kind]?.get(code) : byEnglish(names, field.kind, text(record[field.name]))
    )?.ar;
    if (!arabic || arabic === record[field.name]) continue;
    copy ??= { ...record };
    copy[field.name] = arabic;
  }
  return (copy ?? row) as T;
}

/**
 * A name as a reader in `arabic` or English reads it: the master's Arabic name for an Arabic reader
 * (when the master has one; found by the code, else by the English name the document keeps), else the
 * name the document carries, else the master's English, else the code.
 */
export function readerName(
  names: MasterNames,
  kind: MasterKind,
  code: string | undefined,
  saved: string | undefined,
  arabic: boolean,
): string {
  const wanted = saved?.trim();
  // A document that keeps only the name (a make on a job order's row) is named by the master's English.
  const known =
    (code ? names[kind]?.get(code.trim()) : undefined) ??
    (arabic && wanted ? byEnglish(names, kind, wanted) : undefined);
  return (arabic && known?.ar) || wanted || known?.en || code || '';
}

/**
 * A printed name in both languages: the name the document carries (English), the master's Arabic beneath
 * when it has one ('' otherwise).
 */
export function masterName(names: MasterNames, kind: MasterKind, code: string, saved: string): NamePair {
  const known = names[kind]?.get(code.trim());
  const en = saved.trim() || known?.en || code;
  const ar = known?.ar && known.ar !== en ? known.ar : '';
  return { en, ar };
}
