/**
 * The line being entered on a parts document (item requests, garage requests): an item from the item
 * master (filtered by code or name) and a whole quantity from 1 to 99999, added with the button or
 * Enter; the same messages as the server's ('Please choose an item.', the quantity rule). The page
 * decides what a line becomes (`onAdd`). `PartEntrySection` is the entry in its own container, naming
 * the part chosen from the item master's parts.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import { Input } from './Input.tsx';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import type { SparePart } from '@fleet/shared/platform/lookups';
import { findableByArabicDigits, type FieldOption } from './fields.tsx';

export interface PartEntryProps {
  options: FieldOption[];
  loading?: boolean;
  itemLabel: string;
  qtyLabel: string;
  addLabel: string;
  onAdd: (line: { sparepart: string; qty: number }) => void;
}

export function PartEntry({ options, loading, itemLabel, qtyLabel, addLabel, onAdd }: PartEntryProps) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState({ sparepart: '', qty: '1' });
  const [problem, setProblem] = useState<string>();
  const add = () => {
    const qty = Number(entry.qty);
    if (!entry.sparepart) return setProblem(t('errors:storeItemRequired'));
    if (!Number.isInteger(qty) || qty < 1 || qty > 99_999) return setProblem(t('errors:storeQtyRequired'));
    setProblem(undefined);
    onAdd({ sparepart: entry.sparepart, qty });
    setEntry({ sparepart: '', qty: '1' });
  };
  return (
    <ColumnLayout columns={3}>
      <FormField label={itemLabel} errorText={problem}>
        <Select
          data-testid="entry-item"
          selectedOption={options.find((option) => option.value === entry.sparepart) ?? null}
          options={findableByArabicDigits(options)}
          filteringType="auto"
          placeholder={t('kit:form.choose')}
          statusType={loading ? 'loading' : 'finished'}
          loadingText={t('kit:loading')}
          onChange={({ detail }) => setEntry({ ...entry, sparepart: detail.selectedOption.value ?? '' })}
        />
      </FormField>
      <FormField label={qtyLabel}>
        <Input
          data-testid="entry-qty"
          type="number"
          inputMode="numeric"
          value={entry.qty}
          onChange={({ detail }) => setEntry({ ...entry, qty: detail.value })}
          onKeyDown={({ detail }) => detail.key === 'Enter' && add()}
        />
      </FormField>
      <Box padding={{ top: 'xl' }}>
        <Button data-testid="entry-add" iconName="add-plus" onClick={add}>
          {addLabel}
        </Button>
      </Box>
    </ColumnLayout>
  );
}

export interface PartEntrySectionProps extends Omit<PartEntryProps, 'onAdd'> {
  /** The container's title and hint, translated. */
  title: string;
  description?: string;
  /** Buttons beside the title (e.g. take the parts of another document). */
  actions?: ReactNode;
  /** The item master's parts the options were made of. */
  parts: readonly SparePart[];
  onAdd: (line: { sparepart: string; qty: number }, part: SparePart | undefined) => void;
}

export function PartEntrySection({
  title,
  description,
  actions,
  parts,
  onAdd,
  ...entry
}: PartEntrySectionProps) {
  return (
    <Container
      header={
        <Header variant="h2" description={description} actions={actions}>
          {title}
        </Header>
      }
    >
      <PartEntry
        {...entry}
        onAdd={(line) =>
          onAdd(
            line,
            parts.find((part) => part.sparepart === line.sparepart),
          )
        }
      />
    </Container>
  );
}
