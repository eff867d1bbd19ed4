/**
 * The values of the shared filter panel and what they mean for a list call. Pure functions, so the
 * panel, the list pages and their tests agree on defaults, clearing and the active-filter count.
 */
import { defaultRange, type DateRange, type DefaultWindow } from './dates.ts';
import { westernDigits } from '@fleet/shared/platform/digits';

export interface FilterOption {
  value: string;
  label: string;
}

interface FieldBase {
  /** Key of the value, usually the list call's query parameter (`garage`, `vendor` ...). */
  id: string;
  /** Label, already translated. */
  label: string;
}

export type FilterField =
  | (FieldBase & { kind: 'text'; placeholder?: string })
  | (FieldBase & { kind: 'select'; options: FilterOption[]; placeholder?: string; loading?: boolean })
  | (FieldBase & { kind: 'dateRange' });

export type FilterValue = string | DateRange | undefined;

/** Values by field id; the search box is `search`. */
export type FilterValues = Record<string, FilterValue>;

export const searchKey = 'search';

export function isDateRange(value: FilterValue): value is DateRange {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
}

function isSet(value: FilterValue): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return Boolean(value.from || value.to);
}

/** Starting values: every field empty except the first date range, which gets the list's default window. */
export function initialFilterValues(fields: FilterField[], window: DefaultWindow, now: Date): FilterValues {
  const values: FilterValues = {};
  const range = fields.find((field) => field.kind === 'dateRange');
  if (range) values[range.id] = defaultRange(window, now);
  return values;
}

/** The active-filter chip: fields with a value, plus the search text when there is one. */
export function activeFilterCount(values: FilterValues, fields: FilterField[]): number {
  const ids = [searchKey, ...fields.map((field) => field.id)];
  return ids.filter((id) => isSet(values[id])).length;
}

/**
 * Query parameters of a list call: text and select values as they are (trimmed), a date range as
 * `<from>`/`<to>` parameters (by default `fromdate` and `todate`), empty values left out.
 */
export function filterQuery(
  values: FilterValues,
  names: { from?: string; to?: string } = {},
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [id, value] of Object.entries(values)) {
    if (!isSet(value)) continue;
    if (isDateRange(value)) {
      if (value.from) query[names.from ?? 'fromdate'] = value.from;
      if (value.to) query[names.to ?? 'todate'] = value.to;
    } else if (typeof value === 'string') {
      query[id] = westernDigits(value.trim());
    }
  }
  return query;
}

/**
 * Whether a row's text matches the search box: every word appears in one of the texts (case-insensitive,
 * digits typed on an Arabic keyboard read as the Western ones the rows hold).
 */
export function matchesSearch(search: FilterValue, texts: (string | number | undefined | null)[]): boolean {
  if (typeof search !== 'string' || !search.trim()) return true;
  const haystack = westernDigits(
    texts.filter((text) => text !== undefined && text !== null).join(' '),
  ).toLocaleLowerCase();
  return westernDigits(search)
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Whether a day `YYYY-MM-DD` (or ISO time) lies in a range (inclusive); true without a range. */
export function inDateRange(day: string | undefined, range: FilterValue): boolean {
  if (!isDateRange(range)) return true;
  if (!day) return false;
  const value = day.slice(0, 10);
  return (!range.from || value >= range.from) && (!range.to || value <= range.to);
}
