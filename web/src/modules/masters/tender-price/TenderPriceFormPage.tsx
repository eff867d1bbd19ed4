/**
 * Tender price form (`/CreateTenderPrice`, screen SGRM002), in the modes of `?docnumbr&mod&status`
 * (docnumbr is `<item>|<supplier>|<tender no>`): ADD picks an item of the item master and an MOI
 * approved supplier (only those are offered), types the tender number, the price in KWD and the
 * validity days; EDIT changes the price and validity at the version read (item, supplier and tender
 * number stay); VIEW reads it. The shared schema checks before saving; a 409 (changed meanwhile, or
 * the item and supplier already have a tender price) keeps the input and shows the reason.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import type { SparePart, Vendor } from '@fleet/shared/platform/lookups';
import type { TenderPriceRow } from '@fleet/shared/masters/tender-price';
import { formatKwd } from '../../../i18n/format.ts';
import {
  DateField,
  DocumentForm,
  DocumentHeaderRow,
  ReadOnlyField,
  SaveConflictAlert,
  SelectField,
  TextField,
  useDocumentFormPage,
  useLookupOptions,
  useSaveConflict,
  type FieldOption,
} from '../../../kit/index.ts';
import { tenderPriceApi } from './api.ts';
import {
  emptyTenderPrice,
  selectableSuppliers,
  tenderPriceErrorKeys,
  tenderPriceKeyOf,
  toCreateBody,
  toUpdateBody,
  valuesFromRow,
  type TenderPriceValues,
} from './tenderPriceForm.ts';

const listPath = '/Tenderpricemaster';

/** The lookups a form in EDIT or VIEW does not offer. */
const noRows = () => Promise.resolve([]);

const itemOption = (part: SparePart, arabic: boolean): FieldOption => ({
  value: part.sparepart,
  label: `${part.sparepart} ${(arabic && part.sparenamar) || part.sparenam}`,
  description: `${part.spareuom} · ${part.sparecat} · ${formatKwd(part.sparepric)}`,
});

const supplierOption = (vendor: Vendor, arabic: boolean): FieldOption => ({
  value: vendor.vendcode,
  label: (arabic && vendor.vendnamear) || vendor.vendname,
  description: vendor.vendcode,
});

export function TenderPriceFormPage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const conflict = useSaveConflict();
  const { mode, form, document, openedAt, bindings } = useDocumentFormPage<TenderPriceValues, TenderPriceRow>(
    {
      screen: screenCodes.tenderPrice,
      listPath,
      empty: emptyTenderPrice,
      validate: (values, current) => tenderPriceErrorKeys(values, current.status === 'EDIT'),
      read: {
        key: 'tenderPrice',
        fetch: (docnumbr, signal) => {
          const key = tenderPriceKeyOf(docnumbr);
          return key ? tenderPriceApi.get(key, signal) : Promise.reject(new Error(t('errors:notFound')));
        },
        toValues: valuesFromRow,
      },
    },
  );
  const adding = mode.status === 'ADD';
  const stored = document.data;

  // EDIT and VIEW offer no choice: they read nothing under the shared lookup keys.
  const items = useLookupOptions(
    adding ? 'spareParts' : 'spareParts:unused',
    adding ? tenderPriceApi.items : noRows,
    itemOption,
  );
  const vendors = useLookupOptions(
    adding ? 'vendors' : 'vendors:unused',
    adding ? tenderPriceApi.vendors : noRows,
    supplierOption,
  );
  // Only MOI approved suppliers can be selected (spec 000 section 5).
  const supplierOptions = useMemo(
    () => selectableSuppliers(vendors.items).map((vendor) => supplierOption(vendor, arabic)),
    [vendors.items, arabic],
  );
  const item = items.items.find((part) => part.sparepart === form.values.sparepart);
  const itemName = adding
    ? item && ((arabic && item.sparenamar) || item.sparenam)
    : stored && ((arabic && stored.sparenamar) || stored.sparenam);
  const supplierName = stored && ((arabic && stored.vendnamear) || stored.vendname || stored.vendcode);

  const save = async () => {
    conflict.clear();
    const answer = adding
      ? await tenderPriceApi.create(toCreateBody(form.values))
      : await tenderPriceApi.update(toUpdateBody(form.values));
    form.reset(emptyTenderPrice());
    return answer;
  };

  return (
    <DocumentForm
      {...bindings}
      title={t('tenderPrice:form.title')}
      onSave={save}
      onSaveError={conflict.onSaveError}
      onClear={() => {
        bindings.onClear?.();
        conflict.clear();
      }}
      header={<DocumentHeaderRow openedAt={openedAt} columns={3} />}
    >
      <SpaceBetween size="l">
        <SaveConflictAlert
          conflict={conflict}
          header={t('tenderPrice:form.notSaved')}
          testId="tender-conflict"
        />
        <Container
          header={
            <Header
              variant="h2"
              description={adding ? t('tenderPrice:form.supplierHint') : t('tenderPrice:form.fixedHint')}
            >
              {t('tenderPrice:form.itemAndSupplier')}
            </Header>
          }
        >
          <ColumnLayout columns={3} minColumnWidth={200}>
            {adding ? (
              <SelectField
                form={form}
                name="sparepart"
                label={t('tenderPrice:fields.sparepart')}
                options={items.options}
                loading={items.loading}
                required
              />
            ) : (
              <ReadOnlyField
                label={t('tenderPrice:fields.sparepart')}
                value={stored?.sparepart}
                testId="sparepart"
              />
            )}
            <ReadOnlyField label={t('tenderPrice:fields.sparenam')} value={itemName} testId="sparenam" />
            <ReadOnlyField
              label={t('tenderPrice:fields.spareuomAndCategory')}
              value={
                adding
                  ? item && `${item.spareuom} · ${item.sparecat}`
                  : stored && `${stored.spareuom} · ${stored.sparecat}`
              }
              testId="spareuom"
            />
            {adding ? (
              <SelectField
                form={form}
                name="vendcode"
                label={t('tenderPrice:fields.vendcode')}
                options={supplierOptions}
                loading={vendors.loading}
                required
              />
            ) : (
              <ReadOnlyField
                label={t('tenderPrice:fields.vendcode')}
                value={stored && `${supplierName} (${stored.vendcode})`}
                testId="vendcode"
              />
            )}
            <TextField
              form={form}
              name="tenderno"
              label={t('tenderPrice:fields.tenderno')}
              placeholder={t('tenderPrice:form.tendernoPlaceholder')}
              readOnly={!adding || mode.readOnly}
              required
              ltr
            />
          </ColumnLayout>
        </Container>
        <Container header={<Header variant="h2">{t('tenderPrice:form.priceAndValidity')}</Header>}>
          <ColumnLayout columns={3} minColumnWidth={200}>
            <TextField
              form={form}
              name="price"
              label={t('tenderPrice:fields.tenderpric')}
              constraintText={t('tenderPrice:form.priceHint')}
              inputMode="decimal"
              required
              ltr
            />
            <DateField form={form} name="validfrom" label={t('tenderPrice:fields.validfrom')} required />
            <DateField form={form} name="validto" label={t('tenderPrice:fields.validto')} required />
          </ColumnLayout>
        </Container>
      </SpaceBetween>
    </DocumentForm>
  );
}

export default TenderPriceFormPage;
