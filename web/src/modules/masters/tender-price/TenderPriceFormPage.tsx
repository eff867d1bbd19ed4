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
import { screenCodes } from '@fleet/shared';
import type { SparePart, Vendor } from '@fleet/shared/platform/lookups';
import { formatKwd } from '../../../i18n/format.ts';
import { ReadOnlyField, useLookupOptions, type FieldOption } from '../../../kit/index.ts';
import {
  namedOption,
  RecordFormPage,
  RecordSection,
  recordFields,
  useMasterForm,
} from '../../../kit/record/index.ts';
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

const itemOption = (part: SparePart, arabic: boolean): FieldOption => ({
  value: part.sparepart,
  label: `${part.sparepart} ${(arabic && part.sparenamar) || part.sparenam}`,
  description: `${part.spareuom} · ${part.sparecat} · ${formatKwd(part.sparepric)}`,
});

const supplierOption = (vendor: Vendor, arabic: boolean) =>
  namedOption(vendor.vendcode, vendor.vendname, vendor.vendnamear, arabic);

const field = recordFields<TenderPriceValues>();

export function TenderPriceFormPage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const record = useMasterForm({
    screen: screenCodes.tenderPrice,
    listPath,
    key: 'tenderPrice',
    empty: emptyTenderPrice,
    errors: tenderPriceErrorKeys,
    keyOf: tenderPriceKeyOf,
    get: tenderPriceApi.get,
    toValues: valuesFromRow,
    save: (values) => tenderPriceApi.create(toCreateBody(values)),
    update: (values) => tenderPriceApi.update(toUpdateBody(values)),
  });
  const { adding, stored, form } = record;

  // EDIT and VIEW offer no choice: they read nothing under the shared lookup keys.
  const items = useLookupOptions('spareParts', adding ? tenderPriceApi.items : null, itemOption);
  const vendors = useLookupOptions('vendors', adding ? tenderPriceApi.vendors : null, supplierOption);
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

  return (
    <RecordFormPage
      record={record}
      title={t('tenderPrice:form.title')}
      conflict={{ header: t('tenderPrice:form.notSaved'), testId: 'tender-conflict' }}
    >
      <RecordSection
        title={t('tenderPrice:form.itemAndSupplier')}
        description={adding ? t('tenderPrice:form.supplierHint') : t('tenderPrice:form.fixedHint')}
        columns={3}
      >
        {adding ? (
          <field.Select name="sparepart" label={t('tenderPrice:fields.sparepart')} choices={items} required />
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
          <field.Select
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
        <field.Text
          name="tenderno"
          label={t('tenderPrice:fields.tenderno')}
          placeholder={t('tenderPrice:form.tendernoPlaceholder')}
          fixed
          required
          ltr
        />
      </RecordSection>
      <RecordSection title={t('tenderPrice:form.priceAndValidity')} columns={3}>
        <field.Text
          name="price"
          label={t('tenderPrice:fields.tenderpric')}
          constraintText={t('tenderPrice:form.priceHint')}
          inputMode="decimal"
          required
          ltr
        />
        <field.Date name="validfrom" label={t('tenderPrice:fields.validfrom')} required />
        <field.Date name="validto" label={t('tenderPrice:fields.validto')} required />
      </RecordSection>
    </RecordFormPage>
  );
}

export default TenderPriceFormPage;
