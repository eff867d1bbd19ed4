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
import { valueColumn } from '../../../kit/list/valueColumns.ts';

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
      valueColumn(
        'sparenam',
        tr('tenderPrice:fields.sparenam'),
        (row) => (arabic && row.sparenamar) || row.sparenam,
        180,
      ),
      valueColumn(
        'vendname',
        tr('tenderPrice:fields.vendcode'),
        (row) => `${(arabic && row.vendnamear) || row.vendname || row.vendcode} (${row.vendcode})`,
        180,
      ),
      valueColumn('moiApproved', tr('tenderPrice:fields.moiApproved'), (row) =>
        row.moiApproved === 'Y' ? tr('tenderPrice:yes') : tr('tenderPrice:no'),
      ),
      fieldColumn('tenderno', tr('tenderPrice:fields.tenderno'), 150),
      valueColumn('tenderpric', tr('tenderPrice:fields.tenderpric'), (row) => row.tenderpric, {
        amount: true,
      }),
      valueColumn('spareuom', tr('tenderPrice:fields.spareuom'), (row) => row.spareuom),
      valueColumn('validfrom', tr('tenderPrice:fields.validfrom'), (row) => listDay(row.validfrom)),
      valueColumn('validto', tr('tenderPrice:fields.validto'), (row) => listDay(row.validto)),
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
