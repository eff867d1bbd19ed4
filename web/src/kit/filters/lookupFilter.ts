/**
 * A select filter over a lookup (garages, makes, workshops ...): its options as `useLookupOptions`
 * answers them, a spinner while they load, and what it shows while nothing is chosen ("All workshops").
 */
import type { FilterField, FilterOption } from './model.ts';

export const lookupFilter = (
  id: string,
  label: string,
  lookup: { options: FilterOption[]; loading?: boolean },
  placeholder?: string,
): FilterField => ({
  kind: 'select',
  id,
  label,
  options: lookup.options,
  loading: lookup.loading,
  ...(placeholder === undefined ? {} : { placeholder }),
});
