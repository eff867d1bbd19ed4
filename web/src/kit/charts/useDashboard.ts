/**
 * State of a dashboard page: its filter values (with the period the page starts with), the calls'
 * query, and one read per panel that is read again when the projections it shows change (the live
 * "changed" push of the projections subscriber names the parts that moved).
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dashboardQuery, type DashboardFilterValues } from './DashboardFilterBar.tsx';
import { filtersFromUrl, type DashboardPeriod } from './model.ts';
import { useQuery, type QueryState } from '../useQuery.ts';
import { useProjectionsChanged } from '../live/index.ts';

/** Projection parts of the live push (functions/engines/projections): status counts, moves, durations, repairs, money. */
export type LivePart = 'status' | 'transitions' | 'durations' | 'repairs' | 'amounts';

/** The filter state of a dashboard page: `initial` fixed at the first render. */
export function useDashboardFilters(initialValues: DashboardFilterValues) {
  const [initial] = useState<DashboardFilterValues>(initialValues);
  const [values, setValues] = useState<DashboardFilterValues>(initial);
  const query = useMemo(() => dashboardQuery(values), [values]);
  const key = useMemo(() => JSON.stringify(query), [query]);
  return { values, setValues, query, key, initial };
}

/** `useDashboardFilters` opening on the address's filters and `period` (links from other pages). */
export function useDashboardFiltersFromUrl(period: DashboardPeriod) {
  const [params] = useSearchParams();
  return useDashboardFilters(filtersFromUrl(params, period));
}

/** One panel's read: `firstLoad` until its first answer. */
export type Panel<T> = QueryState<T> & { firstLoad: boolean };

/** One panel's read: `data` stays while a live refetch runs, so the chart does not blink. */
export function usePanel<T>(
  name: string,
  key: string | null,
  fetch: (signal: AbortSignal) => Promise<T>,
  parts: readonly LivePart[],
): Panel<T> {
  const state = useQuery<T>(key === null ? null : `dashboard:${name}:${key}`, fetch);
  const { reload } = state;
  const onChange = useCallback(() => reload(), [reload]);
  useProjectionsChanged([...parts], onChange);
  return { ...state, firstLoad: state.loading && state.data === undefined };
}

/** A panel of a dashboard as the page declares it: its call (with the filters' query) and the parts it shows. */
export interface PanelSpec<T> {
  read: (query: Record<string, string>, signal: AbortSignal) => Promise<T>;
  live: readonly LivePart[];
}

/** The read `usePanels` gives for a panel declared by `S`. */
export type PanelOf<S> = S extends PanelSpec<infer T> ? Panel<T> : never;

/**
 * The panels of a dashboard page, declared by name: one `usePanel` each (its name prefixed by `prefix`)
 * on the filters' query. A page declares the same names in the same order at every render, so the
 * reads keep their order among the page's hooks.
 */
export function usePanels<S extends Record<string, PanelSpec<unknown>>>(
  filters: { query: Record<string, string>; key: string },
  specs: S,
  prefix = '',
): { [K in keyof S]: PanelOf<S[K]> } {
  const panels: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    // The order of `specs` is fixed by the page's source: the hooks run in the same order each time.
    panels[name] = usePanel(
      `${prefix}${name}`,
      filters.key,
      (signal) => spec.read(filters.query, signal),
      spec.live,
    );
  }
  return panels as { [K in keyof S]: PanelOf<S[K]> };
}

/** What a panel shows of its read (`usePanel`). */
export type PanelRead = Pick<QueryState<unknown>, 'loading' | 'error' | 'reload'> & { firstLoad: boolean };

/** A panel's read as a chart's or the counts' state: loading while it reads, its error and Retry. */
export const panelProps = (panel: PanelRead) => ({
  loading: panel.loading,
  error: panel.error,
  onRetry: panel.reload,
});

/** `panelProps` loading only until the first answer: a live refetch keeps the chart as it is. */
export const firstLoadProps = (panel: PanelRead) => ({ ...panelProps(panel), loading: panel.firstLoad });
