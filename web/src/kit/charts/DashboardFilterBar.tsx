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
import type { Garage, VehicleMake, VehicleModel } from '@fleet/shared/platform/lookups';
import { api } from '../../api/client.ts';
import type { FieldOption } from '../form/fields.tsx';
import { useLookupOptions } from '../useLookupOptions.ts';
import { garageOption, makeOption } from '../document/masterOptions.ts';
import { dashboardPeriods, matchingPeriod, periodRange, type DashboardPeriod } from './model.ts';
import { wordedOptions } from '../wordedOptions.ts';

export interface DashboardFilterValues {
  /** A period option, or a custom window in `fromdate`/`todate` when absent. */
  period?: DashboardPeriod;
  fromdate?: string;
  todate?: string;
  garage?: string;
  vehmake?: string;
  vehmodel?: string;
  year?: string;
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
const garages = (signal: AbortSignal) => api.get<Garage[]>('getGarage', undefined, { signal });
const makes = (signal: AbortSignal) => api.get<VehicleMake[]>('getVehicleMake', undefined, { signal });
const models = (signal: AbortSignal) => api.get<VehicleModel[]>('getVehicleModel', undefined, { signal });

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
  const garageList = useLookupOptions('dashboard-garages', garages, garageOption);
  const makeList = useLookupOptions('dashboard-makes', makes, makeOption);
  const modelList = useLookupOptions('dashboard-models', models, modelOption);
  const today = now();

  const all: SelectProps.Option = { value: '', label: t('dashboard:filters.all') };
  const toOptions = (options: readonly FieldOption[]): SelectProps.Option[] => [
    all,
    ...options.map((option) => ({ value: option.value, label: option.label })),
  ];
  const selected = (options: readonly SelectProps.Option[], value: string | undefined) =>
    options.find((option) => option.value === (value ?? '')) ?? all;

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
                if (value === 'custom') {
                  const current = values.period ? periodRange(values.period, today) : undefined;
                  onChange({
                    ...values,
                    year: undefined,
                    period: undefined,
                    fromdate: current?.from ?? values.fromdate,
                    todate: current?.to ?? values.todate,
                  });
                } else
                  onChange({
                    ...values,
                    year: undefined,
                    period: value,
                    fromdate: undefined,
                    todate: undefined,
                  });
              }}
            />
            <DateRangePicker
              value={rangeValue}
              rangeSelectorMode="absolute-only"
              dateOnly
              relativeOptions={[]}
              placeholder={t('dashboard:filters.dates')}
              isValidRange={(value) =>
                value?.type === 'absolute' && value.startDate && value.endDate
                  ? value.startDate <= value.endDate
                    ? { valid: true }
                    : { valid: false, errorMessage: t('dashboard:filters.rangeInvalid') }
                  : { valid: false, errorMessage: t('dashboard:filters.rangeIncomplete') }
              }
              onChange={({ detail }) => {
                const value = detail.value;
                if (value?.type === 'absolute')
                  onChange({
                    ...values,
                    year: undefined,
                    period: undefined,
                    fromdate: value.startDate.slice(0, 10),
                    todate: value.endDate.slice(0, 10),
                  });
                else onChange({ ...values, period: undefined, fromdate: undefined, todate: undefined });
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
      {shown.has('garage') && (
        <FormField label={t('dashboard:filters.garage')}>
          <Select
            data-testid="dashboard-garage"
            selectedOption={selected(toOptions(garageList.options), values.garage)}
            options={toOptions(garageList.options)}
            statusType={garageList.loading ? 'loading' : 'finished'}
            loadingText={t('dashboard:chart.loading')}
            filteringType="auto"
            onChange={({ detail }) =>
              onChange({ ...values, garage: detail.selectedOption.value || undefined })
            }
          />
        </FormField>
      )}
      {shown.has('vehmake') && (
        <FormField label={t('dashboard:filters.vehmake')}>
          <Select
            data-testid="dashboard-vehmake"
            selectedOption={selected(toOptions(makeList.options), values.vehmake)}
            options={toOptions(makeList.options)}
            statusType={makeList.loading ? 'loading' : 'finished'}
            loadingText={t('dashboard:chart.loading')}
            filteringType="auto"
            onChange={({ detail }) =>
              onChange({ ...values, vehmake: detail.selectedOption.value || undefined, vehmodel: undefined })
            }
          />
        </FormField>
      )}
      {shown.has('vehmodel') && (
        <FormField label={t('dashboard:filters.vehmodel')}>
          <Select
            data-testid="dashboard-vehmodel"
            disabled={!values.vehmake}
            selectedOption={selected(modelOptions, values.vehmodel)}
            options={modelOptions}
            filteringType="auto"
            onChange={({ detail }) =>
              onChange({ ...values, vehmodel: detail.selectedOption.value || undefined })
            }
          />
        </FormField>
      )}
      {shown.has('year') && (
        <FormField label={t('dashboard:filters.year')}>
          <Select
            data-testid="dashboard-year"
            selectedOption={selected(yearList, values.year)}
            options={yearList}
            onChange={({ detail }) => {
              const year = detail.selectedOption.value || undefined;
              // A year is a window of its own: it replaces the period (the calls intersect the two).
              onChange(
                year
                  ? { ...values, year, period: undefined, fromdate: undefined, todate: undefined }
                  : { ...values, year },
              );
            }}
          />
        </FormField>
      )}
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
