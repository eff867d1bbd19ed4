/**
 * The shared filter panel of every list (spec 000 section 2, "Shared filter panel"): a search box
 * (500 ms debounce), the filter fields behind an expand/collapse toggle with the active-filter count,
 * quick date windows, clear and refresh.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import FormField from '@cloudscape-design/components/form-field';
import { Input } from '../form/Input.tsx';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import {
  absoluteRangeCheck,
  matchingQuickRange,
  quickRange,
  quickRangeKinds,
  type DateRange,
} from './dates.ts';
import {
  activeFilterCount,
  isDateRange,
  searchKey,
  type FilterField,
  type FilterValue,
  type FilterValues,
} from './model.ts';
import { useDebouncedDraft } from './useDebouncedValue.ts';
import './filterPanel.css';

export interface FilterPanelProps {
  /** Filter fields, labels already translated; none shows 'No filter fields available'. */
  fields: FilterField[];
  /** Current (applied) values, `search` included. */
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  /** What Clear goes back to (the list's default window included). */
  initialValues: FilterValues;
  /** Reloads the list with the current values. */
  onRefresh?: () => void;
  /** Shows the refresh button as busy. */
  refreshing?: boolean;
  /** Fields shown at first (default: collapsed). */
  defaultExpanded?: boolean;
  searchPlaceholder?: string;
  /** Shows the search box (default); off for server-paged lists whose call has no text search. */
  search?: boolean;
  /** Today, for the quick filters (tests pin it). */
  now?: () => Date;
}

export function FilterPanel({
  fields,
  values,
  onChange,
  initialValues,
  onRefresh,
  refreshing = false,
  defaultExpanded = false,
  searchPlaceholder,
  search: searchable = true,
  now = () => new Date(),
}: FilterPanelProps) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const set = (id: string, value: FilterValue) => onChange({ ...values, [id]: value });
  const committedSearch = typeof values[searchKey] === 'string' ? (values[searchKey] as string) : '';
  const [search, setSearch, flushSearch] = useDebouncedDraft(committedSearch, (text) => set(searchKey, text));
  const count = activeFilterCount(values, fields);
  const rangeField = fields.find((field) => field.kind === 'dateRange');
  const activeQuick = rangeField ? matchingQuickRange(asRange(values[rangeField.id]), now()) : undefined;
  const fieldsId = 'filter-panel-fields';

  return (
    <div className="fleet-filter-panel">
      <SpaceBetween size="s">
        <div className="fleet-filter-panel__bar">
          {searchable && (
            <div className="fleet-filter-panel__search">
              <Input
                type="search"
                value={search}
                placeholder={searchPlaceholder ?? t('kit:filters.searchPlaceholder')}
                ariaLabel={t('kit:filters.search')}
                clearAriaLabel={t('kit:filters.clearSearch')}
                onChange={({ detail }) => setSearch(detail.value)}
                onKeyDown={({ detail }) => {
                  if (detail.key === 'Enter') flushSearch();
                }}
              />
            </div>
          )}
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Button
              iconName="filter"
              ariaExpanded={expanded}
              ariaControls={fieldsId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? t('kit:filters.hide') : t('kit:filters.show')}
            </Button>
            {count > 0 && (
              <span data-testid="active-filter-count" aria-label={t('kit:filters.activeCount', { count })}>
                <Badge color="blue">{t('kit:filters.activeCount', { count })}</Badge>
              </span>
            )}
            <Button onClick={() => onChange(initialValues)}>{t('kit:filters.clear')}</Button>
            {onRefresh && (
              <Button
                iconName="refresh"
                variant="icon"
                ariaLabel={t('kit:filters.refresh')}
                loading={refreshing}
                onClick={onRefresh}
              />
            )}
          </SpaceBetween>
        </div>
        {expanded && (
          <div id={fieldsId}>
            {fields.length === 0 ? (
              <Box color="text-status-inactive">{t('kit:filters.noFields')}</Box>
            ) : (
              <SpaceBetween size="s">
                <ColumnLayout
                  columns={Math.min(4, Math.max(1, fields.length)) as 1 | 2 | 3 | 4}
                  minColumnWidth={200}
                >
                  {fields.map((field) => (
                    <FilterInput
                      key={field.id}
                      field={field}
                      value={values[field.id]}
                      onChange={(value) => set(field.id, value)}
                      locale={i18n.language}
                    />
                  ))}
                </ColumnLayout>
                {rangeField && (
                  <div role="group" aria-label={t('kit:filters.quick')} className="fleet-filter-panel__quick">
                    {quickRangeKinds.map((kind) => (
                      <ToggleButton
                        key={kind}
                        pressed={activeQuick === kind}
                        onChange={() => set(rangeField.id, quickRange(kind, now()))}
                      >
                        {t(`kit:filters.quickRange.${kind}`)}
                      </ToggleButton>
                    ))}
                  </div>
                )}
              </SpaceBetween>
            )}
          </div>
        )}
      </SpaceBetween>
    </div>
  );
}

function asRange(value: FilterValue): DateRange | undefined {
  return isDateRange(value) ? value : undefined;
}

interface FilterInputProps {
  field: FilterField;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  locale: string;
}

function FilterInput({ field, value, onChange, locale }: FilterInputProps) {
  const { t } = useTranslation();
  const text = typeof value === 'string' ? value : '';
  const [draft, setDraft] = useDebouncedDraft(text, onChange);
  const options = useMemo(
    () => (field.kind === 'select' ? [{ value: '', label: t('kit:filters.all') }, ...field.options] : []),
    [field, t],
  );

  switch (field.kind) {
    case 'text':
      return (
        <FormField label={field.label} data-testid={`filter-${field.id}`}>
          <Input
            value={draft}
            placeholder={field.placeholder}
            onChange={({ detail }) => setDraft(detail.value)}
          />
        </FormField>
      );
    case 'select': {
      const selected = options.find((option) => option.value === text) ?? options[0] ?? null;
      return (
        <FormField label={field.label} data-testid={`filter-${field.id}`}>
          <Select
            selectedOption={selected}
            options={options}
            filteringType={field.options.length > 8 ? 'auto' : 'none'}
            statusType={field.loading ? 'loading' : 'finished'}
            loadingText={t('kit:loading')}
            placeholder={field.placeholder}
            onChange={({ detail }) => onChange(detail.selectedOption.value || undefined)}
          />
        </FormField>
      );
    }
    case 'dateRange': {
      const range = asRange(value);
      const pickerValue: DateRangePickerProps.Value | null =
        range && (range.from || range.to)
          ? { type: 'absolute', startDate: range.from, endDate: range.to }
          : null;
      return (
        <FormField label={field.label} data-testid={`filter-${field.id}`}>
          <DateRangePicker
            value={pickerValue}
            dateOnly
            rangeSelectorMode="absolute-only"
            relativeOptions={[]}
            startOfWeek={0}
            locale={locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB'}
            absoluteFormat="long-localized"
            placeholder={t('kit:filters.datePlaceholder')}
            isValidRange={absoluteRangeCheck(t('kit:filters.rangeOrder'), t('kit:filters.rangeIncomplete'))}
            i18nStrings={{
              applyButtonLabel: t('kit:filters.apply'),
              cancelButtonLabel: t('kit:cancel'),
              clearButtonLabel: t('kit:filters.clear'),
              startDateLabel: t('kit:filters.startDate'),
              endDateLabel: t('kit:filters.endDate'),
            }}
            onChange={({ detail }) =>
              onChange(
                detail.value?.type === 'absolute'
                  ? { from: detail.value.startDate.slice(0, 10), to: detail.value.endDate.slice(0, 10) }
                  : undefined,
              )
            }
          />
        </FormField>
      );
    }
  }
}
