/**
 * Builders of the list columns that show a value worked out from the row (kit/list/columns.ts has
 * those that show a field as it is): any rule in one call, a document's approval state, and the
 * supplier by name (its code when it has none). A column with its own cell is still written out.
 */
import type { TFunction } from 'i18next';
import type { DocumentColumn } from './DocumentList.tsx';

type Cell = string | number | undefined | null;

/**
 * A column of the row's value by the list's own rule, shown and exported as it is; the last argument
 * is its width, or its width and whether it is a KWD amount (end-aligned, 3 decimals).
 */
export function valueColumn<T>(
  id: string,
  header: string,
  value: (row: T) => Cell,
  shape?: number | { minWidth?: number; amount?: boolean },
): DocumentColumn<T> {
  const { minWidth, amount } = typeof shape === 'number' ? { minWidth: shape } : { ...shape };
  return {
    id,
    header,
    value,
    ...(minWidth === undefined ? {} : { minWidth }),
    ...(amount ? { amount } : {}),
  };
}

/** The approval state (`<ns>:state.<state>`) under the list's `<ns>:list.state` header. */
export function stateColumn<T extends { state: string }>(
  t: TFunction,
  ns: string,
  minWidth?: number,
): DocumentColumn<T> {
  return valueColumn('state', t(`${ns}:list.state`), (row: T) => t(`${ns}:state.${row.state}`), minWidth);
}

/** The supplier by name, by code when the master data has no name for it. */
export function vendorColumn<T extends { vendcode: string; vendname?: string | undefined }>(
  header: string,
  minWidth = 160,
): DocumentColumn<T> {
  return valueColumn('vendname', header, (row: T) => row.vendname || row.vendcode, minWidth);
}
