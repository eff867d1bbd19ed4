/**
 * The reports of a module declared by name: `namedReports('workorderReports', callQuery)` gives the
 * module its `report({ name: 'turnover', ... })`, titled `workorderReports:titles.turnover`, described
 * by `workorderReports:descriptions.turnover` and reading the filters through the module's query unless
 * the report has its own.
 */
import type { FilterValues } from '../filters/model.ts';
import type { ReportConfig } from './ReportPage.tsx';

/** A report's config with its `name` instead of its title and description keys, its query optional. */
export type NamedReport<Row, Q> = Omit<ReportConfig<Row, Q>, 'title' | 'description' | 'query'> &
  Partial<Pick<ReportConfig<Row, Q>, 'query'>> & { name: string };

export function namedReports<Q>(namespace: string, query: (values: FilterValues) => Q) {
  return <Row>({ name, ...report }: NamedReport<Row, Q>): ReportConfig<Row, Q> => ({
    title: `${namespace}:titles.${name}`,
    description: `${namespace}:descriptions.${name}`,
    query,
    ...report,
  });
}
