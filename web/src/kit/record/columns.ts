/**
 * What the list of a record declares in few words: where its pages are (`RecordRoutes`), and for a
 * numbered record its translations under one prefix (`winch:assign`, or a namespace of its own:
 * `scrapSpares`), its filters and columns labelled `<namespace>:fields.<id>` unless they say otherwise,
 * the number column first, and a field shown as it is named only (with its width when it has one).
 */
import type { TFunction } from 'i18next';
import type { FilterField } from '../filters/model.ts';
import type { KeysOf } from '../form/fields.tsx';
import { fieldColumn } from '../list/columns.ts';
import type { DocumentColumn } from '../list/DocumentList.tsx';

/** Where a record's pages are: its screen code (whose rights apply), its list and its form. */
export interface RecordRoutes {
  screen: string;
  listPath: string;
  formPath: string;
}

/** The list remembers its page size under `pageSize:<list route>`. */
export const pageSizeKeyOf = (listPath: string) => `pageSize:${listPath.slice(1)}`;

type Cell = string | number | undefined | null;
type FieldKey<T> = KeysOf<T, Cell> & string;

/**
 * A column: written out, a field shown as it is, or such a field with its width, its wording, or the
 * field of its time (a day and a time shown together, under the day's label).
 */
export type RecordColumn<T> =
  | DocumentColumn<T>
  | FieldKey<T>
  | readonly [FieldKey<T>, number | FieldKey<T> | ((value: string | undefined) => string)];

/** A filter whose label, when it has none, is its field's; a text filter may be its id alone. */
export type RecordFilter =
  | string
  | (FilterField extends infer F
      ? F extends FilterField
        ? Omit<F, 'label'> & { label?: string }
        : never
      : never);

const filterOf = (filter: RecordFilter) =>
  typeof filter === 'string' ? { kind: 'text' as const, id: filter } : filter;

/** The key of one of the list's texts: `<texts>.<key>`, or `<namespace>:<key>` for a bare namespace. */
export const recordText = (texts: string, key: string) =>
  texts.includes(':') ? `${texts}.${key}` : `${texts}:${key}`;

/** The label of a field: `<namespace>:fields.<id>`. */
const fieldLabel = (t: TFunction, texts: string, id: string) => t(`${texts.split(':')[0]}:fields.${id}`);

export function recordFilters(t: TFunction, texts: string, filters: RecordFilter[]): FilterField[] {
  return filters.map(filterOf).map((filter) => ({
    ...filter,
    label: filter.label ?? fieldLabel(t, texts, filter.id),
  }));
}

/** The filters the list call takes: each filter's id, a date range as `fromdate` and `todate`. */
export const sentOf = (filters: RecordFilter[]) =>
  filters
    .map(filterOf)
    .flatMap((filter) => (filter.kind === 'dateRange' ? ['fromdate', 'todate'] : [filter.id]));

/** The record's number (140 wide), then the given columns. */
export function recordColumns<T extends { docnumbr: string }>(
  t: TFunction,
  texts: string,
  columns: RecordColumn<T>[],
): DocumentColumn<T>[] {
  const number = ['docnumbr', 140] as unknown as RecordColumn<T>;
  return [number, ...columns].map((column) => {
    if (typeof column === 'string') return fieldColumn<T, FieldKey<T>>(column, fieldLabel(t, texts, column));
    if ('id' in column) return column;
    const [id, shown] = column;
    if (typeof shown === 'number') return fieldColumn<T, FieldKey<T>>(id, fieldLabel(t, texts, id), shown);
    if (typeof shown === 'string')
      return {
        id,
        header: fieldLabel(t, texts, id),
        value: (row: T) => `${row[id] ?? ''} ${row[shown] ?? ''}`,
      };
    return { id, header: fieldLabel(t, texts, id), value: (row: T) => shown(row[id] as string | undefined) };
  });
}
