/**
 * The dashboards' filter bar (spec 001 sections 3 and 9): a period (today, yesterday, this week, this
 * month, last 7, 30 and 365 days, last month, this year) or a custom date range, garage, vehicle make,
 * model (of the chosen make) and year (a calendar year, which replaces the period); Clear goes back to the page's initial values. The choice lists
 * are the master data lookups, read once per project (the kit's `useLookupOptions`). `dashboardQuery`
 * turns the values into the calls' query (fromdate, todate, garage, vehmake, vehmodel, year).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { VehicleModel } from '@fleet/shared/platform/lookups';
import type { DashboardFilter } from '@fleet/shared/reports/management-dashboards';
import { api } from '../../api/client.ts';
import type { FieldOption } from '../form/fields.tsx';
import { useGarageOptions, useLookupOptions, useMakeOptions } from '../useLookupOptions.ts';
import { dashboardPeriods, matchingPeriod, periodRange, type DashboardPeriod } from './model.ts';
import { wordedOptions } from '../wordedOptions.ts';
import { absoluteRangeCheck } from '../filters/dates.ts';

/** The dashboards' filter (the shared query's fields) with the period it was chosen by. */
export interface DashboardFilterValues extends DashboardFilter {
  /** A period option, or a custom window in `fromdate`/`todate` when absent. */
  period?: DashboardPeriod;
}

export type DashboardFilterField = 'period' | 'garage' | 'vehmake' | 'vehmodel' | 'year';

export interface DashboardFilterBarProps {
  values: DashboardFilterValues;
  onChange: (values: DashboardFilterValues) => void;
  /** What Clear goes back to. */
  initialValues: DashboardFilterValues;
  /** Fields shown (default: all). */
  fields?: readonly DashboardFilterField[];
  onRefresh?: () => void;
  refreshing?: boolean;
  /** Today (tests pin it). */
  now?: () => Date;
}

/** The query of the dashboard calls: a period becomes its fromdate/todate; empty values are left out. */
export function dashboardQuery(
  values: DashboardFilterValues,
  now: Date = new Date(),
): Record<string, string> {
  const range = values.period
    ? periodRange(values.period, now)
    : { from: values.fromdate, to: values.todate };
  const query: Record<string, string> = {};
  if (range.from) query.fromdate = range.from;
  if (range.to) query.todate = range.to;
  for (const key of ['garage', 'vehmake', 'vehmodel', 'year'] as const) {
    const value = values[key]?.trim();
    if (value) query[key] = value;
  }
  return query;
}

const modelOption = (model: VehicleModel, arabic: boolean): FieldOption => ({
  value: `${model.vehmakid}#${model.vehmodid}`,
  label: (arabic && model.vehmodnamar) || model.vehmodnam,
});
const models = (signal: AbortSignal) => api.get<VehicleModel[]>('getVehicleModel', undefined, { signal });

/** No period and no date range (a year, or nothing, is the window). */
const noWindow = { period: undefined, fromdate: undefined, todate: undefined };

/** Years offered by the year filter: this year and the nine before it, newest first. */
export function yearOptions(now: Date, count = 10): string[] {
  return Array.from({ length: count }, (_, index) => String(now.getFullYear() - index));
}

export function DashboardFilterBar({
  values,
  onChange,
  initialValues,
  fields = ['period', 'garage', 'vehmake', 'vehmodel', 'year'],
  onRefresh,
  refreshing,
  now = () => new Date(),
}: DashboardFilterBarProps) {
  const { t } = useTranslation();
  const shown = new Set(fields);
  const garageList = useGarageOptions();
  const makeList = useMakeOptions();
  const modelList = useLookupOptions('dashboard-models', models, modelOption);
  const today = now();

  const all: SelectProps.Option = { value: '', label: t('dashboard:filters.all') };
  const toOptions = (options: readonly FieldOption[]): SelectProps.Option[] => [
    all,
    ...options.map((option) => ({ value: option.value, label: option.label })),
  ];
  const selected = (options: readonly SelectProps.Option[], value: string | undefined) =>
    options.find((option) => option.value === (value ?? '')) ?? all;
  /** A select filter: 'All' first, which clears the value; `change` gives the values it leads to. */
  const choice = (
    field: Exclude<DashboardFilterField, 'period'>,
    options: SelectProps.Option[],
    change: (value: string | undefined) => DashboardFilterValues,
    loading?: boolean,
    disabled?: boolean,
  ) =>
    shown.has(field) && (
      <FormField label={t(`dashboard:filters.${field}`)}>
        <Select
          data-testid={`dashboard-${field}`}
          disabled={disabled}
          selectedOption={selected(options, values[field])}
          options={options}
          statusType={loading ? 'loading' : 'finished'}
          loadingText={t('dashboard:chart.loading')}
          filteringType={field === 'year' ? 'none' : 'auto'}
          onChange={({ detail }) => onChange(change(detail.selectedOption.value || undefined))}
        />
      </FormField>
    );

  const periodOptions = wordedOptions(t, 'dashboard:periods', [...dashboardPeriods, 'custom']);
  const activePeriod =
    values.period ??
    matchingPeriod(
      values.fromdate && values.todate ? { from: values.fromdate, to: values.todate } : undefined,
      today,
    );
  const hasWindow = Boolean(values.period || values.fromdate || values.todate);
  const periodSelected = activePeriod
    ? periodOptions.find((option) => option.value === activePeriod)
    : hasWindow
      ? periodOptions.at(-1)
      : undefined;
  const range = values.period
    ? periodRange(values.period, today)
    : { from: values.fromdate, to: values.todate };
  const rangeValue: DateRangePickerProps.Value | null =
    range.from && range.to ? { type: 'absolute', startDate: range.from, endDate: range.to } : null;
  // A period or a date range replaces the year (and the other way round, below).
  const setWindow = (period: DashboardPeriod | undefined, fromdate?: string, todate?: string) =>
    onChange({ ...values, year: undefined, period, fromdate, todate });

  const modelOptions = useMemo(
    () =>
      toOptions(
        modelList.options
          .filter((option) => option.value.startsWith(`${values.vehmake ?? ''}#`))
          .map((option) => ({ value: option.value.split('#')[1] ?? '', label: option.label })),
      ),
    // The options only change with the list, the make and the language.
    [modelList.options, values.vehmake, t],
  );
  const yearList = toOptions(yearOptions(today).map((year) => ({ value: year, label: year })));

  return (
    <SpaceBetween size="s" direction="horizontal" alignItems="end">
      {shown.has('period') && (
        <FormField label={t('dashboard:filters.period')}>
          <SpaceBetween size="xs" direction="horizontal">
            <Select
              data-testid="dashboard-period"
              selectedOption={periodSelected ?? null}
              placeholder={t('dashboard:filters.anyPeriod')}
              options={periodOptions}
              onChange={({ detail }) => {
                const value = detail.selectedOption.value as DashboardPeriod | 'custom';
                // Custom starts from the window shown, the period's own days included.
                if (value === 'custom') setWindow(undefined, range.from, range.to);
                else setWindow(value);
              }}
            />
            <DateRangePicker
              value={rangeValue}
              rangeSelectorMode="absolute-only"
              dateOnly
              relativeOptions={[]}
              placeholder={t('dashboard:filters.dates')}
              isValidRange={absoluteRangeCheck(
                t('dashboard:filters.rangeInvalid'),
                t('dashboard:filters.rangeIncomplete'),
              )}
              onChange={({ detail }) => {
                const value = detail.value;
                if (value?.type === 'absolute')
                  setWindow(undefined, value.startDate.slice(0, 10), value.endDate.slice(0, 10));
                else onChange({ ...values, ...noWindow });
              }}
              i18nStrings={{
                applyButtonLabel: t('dashboard:filters.apply'),
                cancelButtonLabel: t('dashboard:filters.cancel'),
                clearButtonLabel: t('dashboard:filters.clear'),
                startDateLabel: t('dashboard:filters.from'),
                endDateLabel: t('dashboard:filters.to'),
                ariaLabel: t('dashboard:filters.dates'),
              }}
            />
          </SpaceBetween>
        </FormField>
      )}
      {choice(
        'garage',
        toOptions(garageList.options),
        (garage) => ({ ...values, garage }),
        garageList.loading,
      )}
      {choice(
        'vehmake',
        toOptions(makeList.options),
        (vehmake) => ({ ...values, vehmake, vehmodel: undefined }),
        makeList.loading,
      )}
      {choice('vehmodel', modelOptions, (vehmodel) => ({ ...values, vehmodel }), false, !values.vehmake)}
      {/* A year is a window of its own: it replaces the period (the calls intersect the two). */}
      {choice('year', yearList, (year) => (year ? { ...values, ...noWindow, year } : { ...values, year }))}
      <SpaceBetween size="xs" direction="horizontal">
        <Button onClick={() => onChange(initialValues)}>{t('dashboard:filters.reset')}</Button>
        {onRefresh && (
          <Button
            iconName="refresh"
            loading={refreshing}
            ariaLabel={t('dashboard:filters.refresh')}
            onClick={() => onRefresh()}
          />
        )}
      </SpaceBetween>
    </SpaceBetween>
  );
}
