/**
 * Tender price master (`/Tenderpricemaster`, screen SGRM002; spec 000 section 2 Master): every
 * supplier's tender price of an item, filtered by item, supplier and a day the price is valid on, with
 * a search box over item, description, supplier and tender number; New, edit, delete (after the
 * confirmation) and view by rights; Excel export.
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import type { TenderPriceRow } from '@fleet/shared/masters/tender-price';
import { matchesSearch, searchKey, useDocumentListPage, useLookupOptions } from '../../../kit/index.ts';
import { masterList, RecordList } from '../../../kit/record/index.ts';
import { listDay } from '../../../kit/list/listPage.ts';
import { tenderPriceApi } from './api.ts';
import { lookupFilter } from '../../../kit/filters/lookupFilter.ts';
import {
  tenderPriceDocId,
  tenderPriceFilterIds,
  tenderPriceListQuery,
  tenderPriceSearchTexts,
} from './tenderPriceForm.ts';
import { vendorOption } from '../../../kit/document/masterOptions.ts';
import { fieldColumn } from '../../../kit/list/columns.ts';

export const tenderPriceFormPath = '/CreateTenderPrice';
const routes = {
  screen: screenCodes.tenderPrice,
  listPath: '/Tenderpricemaster',
  formPath: tenderPriceFormPath,
};

export function TenderPriceListPage() {
  const { t } = useTranslation();
  const vendors = useLookupOptions('vendors', tenderPriceApi.vendors, vendorOption);

  const page = useDocumentListPage<TenderPriceRow, ReturnType<typeof tenderPriceListQuery>>({
    ...masterList(routes, tenderPriceDocId),
    fields: [
      {
        kind: 'text',
        id: tenderPriceFilterIds.sparepart,
        label: t('tenderPrice:list.item'),
        placeholder: t('tenderPrice:list.itemPlaceholder'),
      },
      lookupFilter(
        tenderPriceFilterIds.vendcode,
        t('tenderPrice:fields.vendcode'),
        vendors,
        t('tenderPrice:list.allSuppliers'),
      ),
      {
        kind: 'text',
        id: tenderPriceFilterIds.validon,
        label: t('tenderPrice:list.validon'),
        placeholder: t('tenderPrice:list.dayPlaceholder'),
      },
    ],
    query: tenderPriceListQuery,
    fetch: (query, _page, signal) => tenderPriceApi.list(query, signal),
    filter: (row, values) => matchesSearch(values[searchKey], tenderPriceSearchTexts(row)),
    searchPlaceholder: t('tenderPrice:list.search'),
    columns: (tr, arabic) => [
      fieldColumn('sparepart', tr('tenderPrice:fields.sparepart'), 120),
      {
        id: 'sparenam',
        header: tr('tenderPrice:fields.sparenam'),
        value: (row) => (arabic && row.sparenamar) || row.sparenam,
        minWidth: 180,
      },
      {
        id: 'vendname',
        header: tr('tenderPrice:fields.vendcode'),
        value: (row) => `${(arabic && row.vendnamear) || row.vendname || row.vendcode} (${row.vendcode})`,
        minWidth: 180,
      },
      {
        id: 'moiApproved',
        header: tr('tenderPrice:fields.moiApproved'),
        value: (row) => (row.moiApproved === 'Y' ? tr('tenderPrice:yes') : tr('tenderPrice:no')),
      },
      fieldColumn('tenderno', tr('tenderPrice:fields.tenderno'), 150),
      {
        id: 'tenderpric',
        header: tr('tenderPrice:fields.tenderpric'),
        value: (row) => row.tenderpric,
        amount: true,
      },
      { id: 'spareuom', header: tr('tenderPrice:fields.spareuom'), value: (row) => row.spareuom },
      { id: 'validfrom', header: tr('tenderPrice:fields.validfrom'), value: (row) => listDay(row.validfrom) },
      { id: 'validto', header: tr('tenderPrice:fields.validto'), value: (row) => listDay(row.validto) },
    ],
  });

  return (
    <RecordList
      page={page}
      id="tender-price-list"
      wrapLines
      title={t('tenderPrice:list.title')}
      description={t('tenderPrice:list.description')}
      trackBy={tenderPriceDocId}
      exportTitle="TenderPrice"
      emptyText={t('tenderPrice:list.empty')}
      remove={{
        onDelete: (row) =>
          tenderPriceApi.remove({
            sparepart: row.sparepart,
            vendcode: row.vendcode,
            tenderno: row.tenderno,
            version: row.version,
          }),
        describe: (row) =>
          t('tenderPrice:list.deleteSubject', {
            item: row.sparepart,
            supplier: row.vendname || row.vendcode,
            tender: row.tenderno,
          }),
      }}
    />
  );
}

export default TenderPriceListPage;
