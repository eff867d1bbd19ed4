/**
 * The spare part of an estimation line (issue 24): the item number is chosen from the item master
 * (`searchSparePartsUnified`, master only: the save refuses any other part), searched by code or name
 * as the user types; choosing one fills its name, unit and price, and its stock on hand is shown
 * (`Items/stockAvailability`, per store). The results and the choice work like the maintenance
 * invoice's item search.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import { Input } from '../../../../kit/form/Input.tsx';
import Select from '@cloudscape-design/components/select';
import type { SparePartSearchResult } from '@fleet/shared/platform/lookups';
import { useSession } from '../../../../auth/session.ts';
import { ReadOnlyField, errorText, useQuery } from '../../../../kit/index.ts';
import { useReaderNames } from '../../../../kit/masterNames.ts';
import { sparePartOption, uniqueSpareParts } from '../../../../kit/document/spareParts.ts';
import { estimationApi } from '../api.ts';
import { stockOnHand, type FormLine } from './estimationForm.ts';
import { westernDigits } from '@fleet/shared/platform/digits';

const searchCacheMs = 60_000;
/** Wait for a pause in typing before searching. */
const typingPauseMs = 250;

export interface PartLookupProps {
  line: Pick<FormLine, 'sparepart' | 'sparenam' | 'spareuom'>;
  onPick: (part: SparePartSearchResult) => void;
}

export function PartLookup({ line, onPick }: PartLookupProps) {
  const { t } = useTranslation();
  const project = useSession()?.project ?? '';
  const [filter, setFilter] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(filter.trim()), typingPauseMs);
    return () => clearTimeout(timer);
  }, [filter]);
  const search = useQuery(
    `estimation:parts:${project}:${query}`,
    (signal) => estimationApi.searchParts(query, signal),
    { cacheMs: searchCacheMs },
  );
  const results = useMemo(() => uniqueSpareParts(search.data ?? []), [search.data]);
  // The search answers English names; the reader reads the item master's name in their language.
  const nameOf = useReaderNames(['items', 'stores']);
  const options = useMemo(
    () =>
      results.map((result) => ({
        ...sparePartOption(result),
        description: nameOf('items', result.ItemNumber, result.Description),
      })),
    [results, nameOf],
  );
  const itemName = line.sparepart ? nameOf('items', line.sparepart, line.sparenam) : line.sparenam;
  const stock = useQuery(line.sparepart ? `estimation:stock:${project}:${line.sparepart}` : null, (signal) =>
    estimationApi.stock(line.sparepart, signal),
  );
  const onHand = stock.data ? stockOnHand(stock.data) : undefined;
  const selected = line.sparepart
    ? (options.find((option) => option.value === line.sparepart) ?? {
        value: line.sparepart,
        label: line.sparepart,
        description: itemName,
      })
    : null;
  const stockText = !line.sparepart
    ? ''
    : !onHand
      ? t('kit:loading')
      : onHand.total === 0
        ? t('estimation:entry.noStock')
        : t('estimation:entry.stockOnHand', { total: onHand.total });
  const stores = (onHand?.stores ?? [])
    .map((store) => `${nameOf('stores', store.storecode, store.storenam)}: ${store.qtyonhand}`)
    .join(' · ');

  return (
    <ColumnLayout columns={4} minColumnWidth={180}>
      <FormField
        label={t('estimation:fields.sparepart')}
        description={t('estimation:entry.partHint')}
        data-testid="entry-sparepart"
      >
        <Select
          selectedOption={selected}
          options={options}
          filteringType="manual"
          filteringPlaceholder={t('estimation:entry.searchPart')}
          onLoadItems={({ detail }) => {
            // Retry after a failed search comes as a reload of the same page.
            if (detail.samePage) search.reload();
            else setFilter(westernDigits(detail.filteringText));
          }}
          statusType={search.loading ? 'loading' : search.error ? 'error' : 'finished'}
          loadingText={t('kit:loading')}
          errorText={search.error ? errorText(t, search.error) : undefined}
          recoveryText={t('kit:retry')}
          empty={t('estimation:entry.noParts')}
          placeholder={t('estimation:entry.choosePart')}
          virtualScroll={options.length > 50}
          onChange={({ detail }) => {
            const part = results.find((result) => result.ItemNumber === detail.selectedOption.value);
            if (part) onPick(part);
          }}
        />
      </FormField>
      <ReadOnlyField label={t('estimation:fields.sparenam')} value={itemName} testId="entry-sparenam" />
      <ReadOnlyField label={t('estimation:fields.spareuom')} value={line.spareuom} testId="entry-spareuom" />
      <FormField label={t('estimation:entry.stock')} description={stores} data-testid="entry-stock">
        <Input value={stockText} readOnly />
      </FormField>
    </ColumnLayout>
  );
}
