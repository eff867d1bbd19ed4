import { useState } from 'react';
import type { DefaultWindow } from './dates.ts';
import { initialFilterValues, type FilterField, type FilterValues } from './model.ts';

/** Filter values of a list page, starting with its default window (spec 000 section 9) and any preset values. */
export function useFilters(
  fields: FilterField[],
  window: DefaultWindow = 'last7Days',
  preset: FilterValues = {},
) {
  const [initialValues] = useState(() => ({ ...initialFilterValues(fields, window, new Date()), ...preset }));
  const [values, setValues] = useState<FilterValues>(initialValues);
  return { values, setValues, initialValues };
}
