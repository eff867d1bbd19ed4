/**
 * State of a dashboard page: its filter values (with the period the page starts with), the calls'
 * query, and one read per panel that is read again when the projections it shows change (the live
 * "changed" push of the projections subscriber names the parts that moved).
 */
import { useCallback, useMemo, useState } from 'react';
import { dashboardQuery, type DashboardFilterValues } from '../../kit/charts/index.ts';
import { useQuery, type QueryState } from '../../kit/useQuery.ts';
import { useProjectionsChanged } from '../../kit/live/index.ts';

/** Projection parts of the live push (functions/projections): status counts, moves, durations, repairs, money. */
export type LivePart = 'status' | 'transitions' | 'durations' | 'repairs' | 'amounts';

export function useDashboardFilters(initial: DashboardFilterValues) {
  const [values, setValues] = useState<DashboardFilterValues>(initial);
  const query = useMemo(() => dashboardQuery(values), [values]);
  const key = useMemo(() => JSON.stringify(query), [query]);
  return { values, setValues, query, key, initial };
}

/** One panel's read: `data` stays while a live refetch runs, so the chart does not blink. */
export function usePanel<T>(
  name: string,
  key: string | null,
  fetch: (signal: AbortSignal) => Promise<T>,
  parts: readonly LivePart[],
): QueryState<T> & { firstLoad: boolean } {
  const state = useQuery<T>(key === null ? null : `dashboard:${name}:${key}`, fetch);
  const { reload } = state;
  const onChange = useCallback(() => reload(), [reload]);
  useProjectionsChanged([...parts], onChange);
  return { ...state, firstLoad: state.loading && state.data === undefined };
}
