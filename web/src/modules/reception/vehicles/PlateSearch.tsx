/**
 * Plate search for reception forms: an autosuggest over `Vehicle/getVehicleListFiltered` (part of the
 * plate, any case) that hands the chosen vehicle, with its names, to `onSelect`. Needs the views right
 * of SGRM005 (Vehicle Master), which the reception roles hold.
 *
 * Usage: `<PlateSearch value={plate} onChange={setPlate} onSelect={(vehicle) => fill(vehicle)}
 * label={plateLabel} filter={{ status: 'active' }} />`.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autosuggest from '@cloudscape-design/components/autosuggest';
import FormField from '@cloudscape-design/components/form-field';
import type { VehicleListFilter, VehicleRow } from '@fleet/shared/reception/vehicles';
import { FieldLabel, errorText } from '../../../kit/index.ts';
import { vehicleApi } from './api.ts';
import { plateSearchDebounceMs, plateSearchText, plateSuggestion } from './plateSearch.ts';

export interface PlateSearchProps {
  /** The text in the box (controlled); the chosen plate once a vehicle is picked. */
  value: string;
  onChange: (value: string) => void;
  /** A vehicle was picked from the suggestions (stored fields plus make, model, colour, fuel names). */
  onSelect: (vehicle: VehicleRow) => void;
  /** Further filters of the search, e.g. `{ status: 'active' }` or a make. */
  filter?: Omit<VehicleListFilter, 'vehicleno' | 'limit' | 'cursor'>;
  /** Field label; without one the box stands alone (give `ariaLabel` then). */
  label?: string;
  ariaLabel?: string;
  description?: string;
  /** The form's error for the field, already translated. */
  errorText?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  onBlur?: () => void;
  /** Suggestions at most (default 10). */
  limit?: 10 | 25 | 50;
  /** `data-testid` of the field (default `plate-search`). */
  testId?: string;
}

export function PlateSearch({
  value,
  onChange,
  onSelect,
  filter,
  label,
  ariaLabel,
  description,
  errorText: fieldError,
  required,
  disabled,
  readOnly,
  placeholder,
  onBlur,
  limit = 10,
  testId = 'plate-search',
}: PlateSearchProps) {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<VehicleRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);
  const search = plateSearchText(value);
  const filterKey = JSON.stringify(filter ?? {});

  useEffect(() => {
    if (search === undefined || readOnly || disabled) {
      setRows([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setFailure(undefined);
    const timer = setTimeout(() => {
      vehicleApi
        .list({ ...(JSON.parse(filterKey) as typeof filter), vehicleno: search, limit }, controller.signal)
        .then((page) => {
          if (!controller.signal.aborted) setRows(page.items);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setFailure(error);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, plateSearchDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, filterKey, limit, readOnly, disabled]);

  const arabic = i18n.language === 'ar';
  const box = (
    <Autosuggest
      value={value}
      options={rows.map((row) => plateSuggestion(row, arabic))}
      filteringType="manual"
      statusType={loading ? 'loading' : failure !== undefined ? 'error' : 'finished'}
      loadingText={t('vehicles:plateSearch.loading')}
      errorText={failure !== undefined ? errorText(t, failure) : undefined}
      empty={search ? t('vehicles:plateSearch.noMatch') : t('vehicles:plateSearch.typeToSearch')}
      enteredTextLabel={(text) => t('vehicles:plateSearch.useText', { text })}
      placeholder={placeholder ?? t('vehicles:plateSearch.placeholder')}
      ariaLabel={ariaLabel ?? label}
      disabled={disabled}
      readOnly={readOnly}
      invalid={Boolean(fieldError)}
      onChange={({ detail }) => onChange(detail.value)}
      onBlur={onBlur}
      onSelect={({ detail }) => {
        const vehicle = rows.find((row) => row.vehicleno === detail.value);
        if (vehicle) onSelect(vehicle);
      }}
    />
  );
  return (
    <FormField
      label={label && <FieldLabel text={label} required={required} />}
      description={description}
      errorText={fieldError}
      data-testid={testId}
    >
      {box}
    </FormField>
  );
}

export default PlateSearch;
