/**
 * What the report pages share: the filter fields (window, garage, make), the query of the filter
 * values (empty values left out), the columns from the `reports` namespace, the garage and make
 * choices, and the drill-down from a job order number to its timeline.
 */
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  filterQuery,
  pageParams,
  useLookupOptions,
  useMakeOptions,
  wordedOptions,
  type DocumentColumn,
  type FilterField,
  type FilterOption,
  type FilterValues,
  type ListAnswer,
  type ListQuery,
} from '../../../kit/index.ts';
import {
  fieldColumns,
  namedReports,
  type NamedReport,
  type ReportConfig,
} from '../../../kit/report/index.ts';
import { garageOption } from '../../../kit/document/masterOptions.ts';
import { nameOnly } from '../../../kit/record/index.ts';
import { reportsApi, type ReportQuery } from './api.ts';

const garageName = nameOnly(garageOption);

/** The garage and vehicle make choices of the filters. */
export function useReportChoices() {
  const garages = useLookupOptions('garages', reportsApi.garages, garageName);
  const makes = useMakeOptions();
  return { garages: garages.options, makes: makes.options };
}

export const windowField = (t: TFunction): FilterField => ({
  kind: 'dateRange',
  id: 'window',
  label: t('reports:filters.window'),
});

export const textField = (t: TFunction, id: string): FilterField => ({
  kind: 'text',
  id,
  label: t(`reports:filters.${id}`),
});

export const selectField = (
  t: TFunction,
  id: string,
  options: FilterOption[],
  placeholder = 'reports:filters.all',
): FilterField => ({
  kind: 'select',
  id,
  label: t(`reports:filters.${id}`),
  options,
  placeholder: t(placeholder),
});

/** A select of worded choices (`reports:<words>.<choice>`), the first one shown while none is picked. */
export const wordedField = (t: TFunction, id: string, choices: string[], words = id) =>
  selectField(t, id, wordedOptions(t, `reports:${words}`, choices), `reports:${words}.${choices[0]}`);

/** The window, the garage and the vehicle make: the filters most reports start with. */
export const scopeFields = (t: TFunction, choices: ReturnType<typeof useReportChoices>): FilterField[] => [
  windowField(t),
  selectField(t, 'garage', choices.garages),
  selectField(t, 'vehmake', choices.makes),
];

/** The call's query: the window as fromdate / todate, the other values as they are, empty ones left out. */
export const reportQuery = (values: FilterValues): ReportQuery => filterQuery(values);

/** One server page of a report call: the query with the page's limit and cursor. */
export const withPage = (query: ReportQuery, page: ListQuery): ReportQuery => {
  const { limit, cursor } = pageParams(page);
  return { ...query, limit: String(limit), ...(cursor ? { cursor } : {}) };
};

/** A report as the pages declare it: its name and call instead of the kit's title, description and fetch. */
export type GeneralReport<Row> = Omit<NamedReport<Row, ReportQuery>, 'fetch'> & {
  /** The call, given the filters' query: a server page at a time (`withPage`) unless `whole`. */
  read: (query: ReportQuery, signal: AbortSignal) => Promise<ListAnswer<Row>>;
  /** The call answers every row at once (the kit pages it here). */
  whole?: boolean;
};

const namedReport = namedReports('reports', reportQuery);

/** The kit's report config of a report named under `reports:titles` (query: `reportQuery` unless given). */
export function generalReport<Row>({
  read,
  whole,
  ...report
}: GeneralReport<Row>): ReportConfig<Row, ReportQuery> {
  return namedReport<Row>({
    ...report,
    fetch: (query, page, signal) => read(whole ? query : withPage(query, page), signal),
  });
}

/** A column of a row's field titled `reports:columns.<id>`. */
export const col = fieldColumns('reports:columns');

/** A status column in the UI language. */
export const statusColumn = <Row extends { statusName: string; statusNameAr: string }>(
  t: TFunction,
  arabic: boolean,
  id = 'status',
): DocumentColumn<Row> => ({
  id,
  header: t(`reports:columns.${id}`),
  value: (row) => (arabic ? row.statusNameAr : row.statusName),
  minWidth: 160,
});

/** Where a job order number leads: its timeline report. */
export const timelineUrl = (jobordno: string) => `/jobcardtimeline?jobordno=${encodeURIComponent(jobordno)}`;

/**
 * What a report page starts with: the UI language, the filters' choices and the drill-down to a job
 * order's timeline (`timeline.onClick` as a row's action).
 */
export function useReportPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const choices = useReportChoices();
  const timeline = { onClick: (row: { jobordno: string }) => navigate(timelineUrl(row.jobordno)) };
  return { t, arabic: i18n.language === 'ar', choices, timeline };
}
