import { useState } from 'react';
import type { DefaultWindow } from './dates.ts';
import { initialFilterValues, type FilterField, type FilterValues } from './model.ts';

/** Filter values of a list page, starting with its default window (spec 000 section 9). */
export function useFilters(fields: FilterField[], window: DefaultWindow = 'last7Days') {
  const [initialValues] = useState(() => initialFilterValues(fields, window, new Date()));
  const [values, setValues] = useState<FilterValues>(initialValues);
  return { values, setValues, initialValues };
}
