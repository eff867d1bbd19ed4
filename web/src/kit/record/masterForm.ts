/**
 * A master record (a main repair, a sub repair, an employee, a tender price) between its list and its
 * form: the list opens the form by the record's number (its code, or a composite key such as
 * `<workshop>|<main repair>`), and the form reads the record back by that number and knows, for its
 * errors, whether a stored record is edited (its code then stays).
 */
import type { FieldErrors } from '../form/formState.ts';
import { documentFormUrl, type FormStatus } from '../form/mode.ts';
import { readByKey } from './readByKey.ts';
import { pageSizeKeyOf, type RecordRoutes } from './columns.ts';
import { useRecordForm, type RecordForm, type RecordFormOptions } from './useRecordForm.ts';

/** Where a list opens the form: a row's by its number, or a new record's. */
export const formOf =
  <T>(formPath: string, docId: (row: T) => string) =>
  (status: FormStatus, row?: T) =>
    documentFormUrl(formPath, status, row ? docId(row) : undefined);

/**
 * The `useDocumentListPage` options every master list has: read whole (no date window) and filtered
 * on the page with its filters open, its page size remembered under its route, a row opening its form
 * by its number.
 */
export const masterList = <T>(routes: RecordRoutes, docId: (row: T) => string) => ({
  screen: routes.screen,
  window: 'none' as const,
  filtersExpanded: true,
  pageSizeKey: pageSizeKeyOf(routes.listPath),
  form: formOf(routes.formPath, docId),
});

export interface MasterFormOptions<V extends object, D, K> extends Omit<
  RecordFormOptions<V, D>,
  'validate' | 'read'
> {
  /** Names the record in the query cache. */
  key: string;
  /** Field errors as i18n keys; `editing` for a stored record. */
  errors: (values: V, editing: boolean) => FieldErrors;
  /** The key a number names (a number naming none is not found); the number itself without it. */
  keyOf?: (docnumbr: string) => K | undefined;
  get: (key: K, signal: AbortSignal) => Promise<D>;
  toValues: (row: D) => V;
}

/** `useRecordForm`'s options of a master record. */
export function masterForm<V extends object, D, K = string>({
  key,
  errors,
  keyOf,
  get,
  toValues,
  ...options
}: MasterFormOptions<V, D, K>): RecordFormOptions<V, D> {
  const fetch = keyOf
    ? readByKey(keyOf, get)
    : (get as unknown as (docnumbr: string, signal: AbortSignal) => Promise<D>);
  return {
    ...options,
    validate: (values, mode) => errors(values, mode.status === 'EDIT'),
    read: { key, fetch, toValues },
  };
}

/** `useRecordForm` of a master record. */
export const useMasterForm = <V extends object, D, K = string>(
  options: MasterFormOptions<V, D, K>,
): RecordForm<V, D> => useRecordForm(masterForm(options));
