/**
 * The item entry of the invoice form (spec 000 section 2): spare part search by part code and name
 * with a Search button, the item number choice (filtering by code or name, case-insensitive), the
 * read-only description, qty, unit price, read-only value, item discount %, read-only discount value
 * and net value, total return qty, and Add (Update while a line is being edited). Enter in a number
 * field adds the line.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import { Input } from '../../../../kit/form/Input.tsx';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSession } from '../../../../auth/session.ts';
import {
  AmountField,
  FieldLabel,
  ReadOnlyField,
  TextField,
  errorText,
  useQuery,
  type FormState,
} from '../../../../kit/index.ts';
import { invoiceApi } from '../api.ts';
import './invoiceForm.css';
import { entryAmounts, type LineEntryValues } from './lineEntry.ts';
import {
  filterSpareParts,
  sparePartOption,
  sparePartQuery,
  uniqueSpareParts,
} from '../../../../kit/document/spareParts.ts';
import { westernDigits } from '@fleet/shared/platform/digits';

export interface LineEntryProps {
  entry: FormState<LineEntryValues>;
  /** The serial of the line being edited, if one is. */
  editingSerial?: number;
  onAdd: () => void;
  onCancelEdit: () => void;
}

const searchCacheMs = 60_000;

export function LineEntry({ entry, editingSerial, onAdd, onCancelEdit }: LineEntryProps) {
  const { t } = useTranslation();
  const project = useSession()?.project ?? '';
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [query, setQuery] = useState('');
  const [choiceFilter, setChoiceFilter] = useState('');
  const search = useQuery(
    `invoice:spareParts:${project}:${query}`,
    (signal) => invoiceApi.searchSpareParts(query, signal),
    { cacheMs: searchCacheMs },
  );
  const results = useMemo(() => uniqueSpareParts(search.data ?? []), [search.data]);
  const options = useMemo(
    () => filterSpareParts(results, choiceFilter).map(sparePartOption),
    [results, choiceFilter],
  );
  const { values } = entry;
  const amounts = entryAmounts(values);
  const selected = values.sparepart
    ? (options.find((option) => option.value === values.sparepart) ?? {
        value: values.sparepart,
        label: values.sparepart,
        description: values.sparenam,
      })
    : null;
  const runSearch = () => {
    setChoiceFilter('');
    setQuery(sparePartQuery(code, name));
  };
  const editing = editingSerial !== undefined;
  // The typed numbers: Enter adds the line.
  const numberField = (
    name: 'qty' | 'unitprice' | 'workdisc' | 'retqty',
    label: string,
    required = false,
  ) => (
    <TextField
      form={entry}
      name={name}
      label={label}
      inputMode="decimal"
      required={required}
      onEnter={onAdd}
      testId={`entry-${name}`}
    />
  );

  return (
    <SpaceBetween size="m">
      <div className="fleet-invoice-search" role="search" aria-label={t('invoice:entry.searchTitle')}>
        <FormField label={t('invoice:entry.searchCode')} data-testid="entry-search-code">
          <Input
            value={code}
            onChange={({ detail }) => setCode(detail.value)}
            onKeyDown={({ detail }) => detail.key === 'Enter' && runSearch()}
          />
        </FormField>
        <FormField label={t('invoice:entry.searchName')} data-testid="entry-search-name">
          <Input
            value={name}
            onChange={({ detail }) => setName(detail.value)}
            onKeyDown={({ detail }) => detail.key === 'Enter' && runSearch()}
          />
        </FormField>
        <Button iconName="search" loading={search.loading} onClick={runSearch} data-testid="entry-search">
          {t('invoice:entry.search')}
        </Button>
      </div>
      <ColumnLayout columns={4} minColumnWidth={170}>
        <FormField
          label={<FieldLabel text={t('invoice:items.sparepart')} required />}
          errorText={entry.errorOf('sparepart')}
          data-testid="entry-sparepart"
        >
          <Select
            selectedOption={selected}
            options={options}
            filteringType="manual"
            filteringPlaceholder={t('invoice:entry.filterItems')}
            onLoadItems={({ detail }) => {
              // Retry after a failed search comes as a reload of the same page.
              if (detail.samePage) search.reload();
              else setChoiceFilter(westernDigits(detail.filteringText));
            }}
            statusType={search.loading ? 'loading' : search.error ? 'error' : 'finished'}
            loadingText={t('kit:loading')}
            errorText={search.error ? errorText(t, search.error) : undefined}
            recoveryText={t('kit:retry')}
            empty={t('invoice:entry.noItems')}
            placeholder={t('invoice:entry.chooseItem')}
            virtualScroll={options.length > 50}
            onChange={({ detail }) => {
              const choice = results.find((result) => result.ItemNumber === detail.selectedOption.value);
              if (!choice) return;
              entry.set('sparepart', choice.ItemNumber);
              entry.set('sparenam', choice.Description);
              entry.set('spareuom', choice.SpareUOM);
              if (choice.UnitPrice > 0) entry.set('unitprice', String(choice.UnitPrice));
            }}
            onBlur={() => entry.touch('sparepart')}
          />
        </FormField>
        <ReadOnlyField label={t('invoice:items.sparenam')} value={values.sparenam} testId="entry-sparenam" />
        {numberField('qty', t('invoice:items.qty'), true)}
        {numberField('unitprice', t('invoice:items.unitprice'), true)}
        <AmountField
          label={t('invoice:items.workvalue')}
          value={amounts.workvalue}
          testId="entry-workvalue"
        />
        {numberField('workdisc', t('invoice:items.workdisc'))}
        <AmountField
          label={t('invoice:items.workdiscval')}
          value={amounts.workdiscval}
          testId="entry-workdiscval"
        />
        <AmountField label={t('invoice:items.worknet')} value={amounts.worknet} testId="entry-worknet" />
        {numberField('retqty', t('invoice:items.retqty'))}
      </ColumnLayout>
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Button
          variant="normal"
          iconName={editing ? 'check' : 'add-plus'}
          onClick={onAdd}
          data-testid="entry-add"
        >
          {editing ? t('invoice:entry.update') : t('invoice:entry.add')}
        </Button>
        {editing && (
          <Button variant="link" onClick={onCancelEdit}>
            {t('invoice:entry.cancelEdit')}
          </Button>
        )}
        {editing && <span>{t('invoice:items.editing', { serial: editingSerial })}</span>}
      </SpaceBetween>
    </SpaceBetween>
  );
}
