/**
 * The store report screens, one configuration each (spec 000 section 2 Reports: `/currentStockReport`,
 * `/stockQueryReport`, `/storeDocumentsReport`, `/dailyTransactionReport`, `/sparePartsOilConsumption`;
 * spec 001 section 7 CDNStore reports and their parameters): the call, the filters (store, vehicle make
 * defaulting to INMS, category, item, department, order type, document range, show all garages, the
 * date window), the columns with the KWD total row, and the file and PDF titles.
 */
import type { TFunction } from 'i18next';
import type { FilterField, FilterOption, FilterValues } from '../../../kit/filters/model.ts';
import { filterQuery } from '../../../kit/filters/model.ts';
import type { DocumentColumn } from '../../../kit/list/DocumentList.tsx';
import { fieldColumns } from '../../../kit/report/index.ts';
import type { ReportRow } from './api.ts';
import { wordedOptions } from '../../../kit/index.ts';

export type StoreReportKey =
  'currentStock' | 'stockQuery' | 'storeDocuments' | 'dailyTransactions' | 'consumption';

export interface Choices {
  stores: FilterOption[];
  makes: FilterOption[];
  categories: FilterOption[];
}

export interface StoreReportConfig {
  key: StoreReportKey;
  screen: string;
  /** The English file stem of the exports. */
  fileStem: string;
  fields: (t: TFunction, choices: Choices) => FilterField[];
  /** The call's path (relative to /api) for the filter values. */
  path: (values: FilterValues) => string;
  query: (values: FilterValues) => Record<string, string>;
  columns: (t: TFunction) => DocumentColumn<ReportRow>[];
}

const text = (values: FilterValues, id: string) => {
  const value = values[id];
  return typeof value === 'string' ? value.trim() : '';
};

/** The named parameters that have a value, the window's days last (as `from` and `to`). */
function windowedQuery(
  values: FilterValues,
  pairs: [string, string][],
  [from, to] = ['fromdate', 'todate'],
): Record<string, string> {
  const { fromdate, todate } = filterQuery({ window: values['window'] ?? '' });
  const all: [string, string][] = [...pairs, [from, fromdate ?? ''], [to, todate ?? '']];
  return Object.fromEntries(all.filter(([, value]) => value));
}

/** The spec's CDNStore parameters from the panel (default make INMS). */
function cdnQuery(values: FilterValues): Record<string, string> {
  const pairs: [string, string][] = [
    ['cmbStore', text(values, 'cmbStore')],
    ['cmbVehMake', text(values, 'cmbVehMake') || 'INMS'],
    ['cmbCategory', text(values, 'cmbCategory')],
    ['txtItemFrom', text(values, 'txtItemFrom').toUpperCase()],
    ['cmbDeptNo', text(values, 'cmbDeptNo')],
    ['txtDocFrom', text(values, 'txtDocFrom').toUpperCase()],
    ['txtDocTo', text(values, 'txtDocTo').toUpperCase()],
    ['cmbOrdType', text(values, 'cmbOrdType')],
    ['showAll', text(values, 'showAll')],
  ];
  return windowedQuery(values, pairs, ['FromDate', 'ToDate']);
}

const yesNo = (t: TFunction): FilterOption[] => [{ value: 'Y', label: t('storeReports:filters.showAllYes') }];

const storeField = (t: TFunction, choices: Choices): FilterField => ({
  kind: 'select',
  id: 'cmbStore',
  label: t('storeReports:filters.store'),
  options: choices.stores,
  placeholder: t('storeReports:filters.chooseStore'),
});
const makeField = (t: TFunction, choices: Choices): FilterField => ({
  kind: 'select',
  id: 'cmbVehMake',
  label: t('storeReports:filters.make'),
  options: [{ value: 'INMS', label: t('storeReports:filters.anyMake') }, ...choices.makes],
  placeholder: t('storeReports:filters.anyMake'),
});
const categoryField = (t: TFunction, choices: Choices): FilterField => ({
  kind: 'select',
  id: 'cmbCategory',
  label: t('storeReports:filters.category'),
  options: choices.categories,
  placeholder: t('storeReports:filters.allCategories'),
});
const itemField = (t: TFunction): FilterField => ({
  kind: 'text',
  id: 'txtItemFrom',
  label: t('storeReports:filters.item'),
});
const showAllField = (t: TFunction): FilterField => ({
  kind: 'select',
  id: 'showAll',
  label: t('storeReports:filters.showAll'),
  options: yesNo(t),
  placeholder: t('storeReports:filters.showAllNo'),
});
const windowField = (t: TFunction): FilterField => ({
  kind: 'dateRange',
  id: 'window',
  label: t('storeReports:filters.window'),
});

/** The stock panel's filters: store, make, category, item and show all garages. */
const stockFields = (t: TFunction, choices: Choices) => [
  storeField(t, choices),
  makeField(t, choices),
  categoryField(t, choices),
  itemField(t),
  showAllField(t),
];

const col = fieldColumns('storeReports:columns');

/** The store documents report's choice of document (`all`: every kind, the documents report). */
const documentReports = ['all', 'issues', 'receipts', 'returns', 'transfers'];

const kindColumn = (t: TFunction) =>
  col<ReportRow>(t, 'kind', { value: (row) => t(`storeReports:kinds.${String(row['kind'])}`) });

export const storeReports: Record<StoreReportKey, StoreReportConfig> = {
  currentStock: {
    key: 'currentStock',
    screen: 'SGRR020',
    fileStem: 'CurrentStock',
    fields: stockFields,
    path: () => 'CDNStore/CurrentStockReport',
    query: (values) => {
      const { FromDate: _from, ToDate: _to, ...rest } = cdnQuery(values);
      return rest;
    },
    columns: (t) => [
      col(t, 'storenam'),
      col(t, 'sparepart', { minWidth: 110 }),
      col(t, 'sparenam', { minWidth: 180 }),
      col(t, 'spareuom'),
      col(t, 'sparecat'),
      col(t, 'qty', { total: true }),
      col(t, 'avgcost', { amount: true }),
      col(t, 'value', { amount: true, total: true }),
      col(t, 'lowstock', { value: (row) => (row['lowstock'] === 'Y' ? t('storeReports:lowStock') : '') }),
    ],
  },
  stockQuery: {
    key: 'stockQuery',
    screen: 'SGRR019',
    fileStem: 'StockQuery',
    fields: (t, choices) => [storeField(t, choices), itemField(t), windowField(t)],
    path: () => 'Store/getStockQuery',
    query: (values) =>
      windowedQuery(values, [
        ['storecode', text(values, 'cmbStore')],
        ['ItemNo', text(values, 'txtItemFrom').toUpperCase()],
      ]),
    columns: (t) => [
      col(t, 'docdate'),
      col(t, 'docnumbr', { minWidth: 150 }),
      kindColumn(t),
      col(t, 'qty'),
      col(t, 'unitcost', { amount: true }),
      col(t, 'value', { amount: true }),
      col(t, 'balance'),
      col(t, 'balancevalue', { amount: true }),
    ],
  },
  storeDocuments: {
    key: 'storeDocuments',
    screen: 'SGRR021',
    fileStem: 'StoreDocuments',
    fields: (t, choices) => [
      {
        kind: 'select',
        id: 'report',
        label: t('storeReports:filters.report'),
        options: wordedOptions(t, 'storeReports:documentReports', documentReports),
        placeholder: t('storeReports:documentReports.all'),
      },
      // The panel's "All" (no store) reads every store: `query` sends the spec's show-all choice.
      storeField(t, choices),
      { kind: 'text', id: 'cmbDeptNo', label: t('storeReports:filters.department') },
      makeField(t, choices),
      categoryField(t, choices),
      itemField(t),
      { kind: 'text', id: 'txtDocFrom', label: t('storeReports:filters.docFrom') },
      { kind: 'text', id: 'txtDocTo', label: t('storeReports:filters.docTo') },
      {
        kind: 'select',
        id: 'cmbOrdType',
        label: t('storeReports:filters.orderType'),
        options: wordedOptions(t, 'storeReports:orderTypes', ['JOBORDER', 'DEPARTMENT']),
        placeholder: t('storeReports:orderTypes.ALL'),
      },
      windowField(t),
    ],
    path: (values) =>
      ({
        issues: 'CDNStore/StoreReportsIssueVoucher',
        receipts: 'CDNStore/StoreReceiptVoucher',
        returns: 'CDNStore/StoreReportsReturnVoucher',
        transfers: 'CDNStore/ReportsTVbyDemandStore',
      })[text(values, 'report')] ?? 'CDNStore/StoreDocumentsReport',
    query: (values) => {
      const query = cdnQuery(values);
      return query['cmbStore'] || query['cmbDeptNo'] ? query : { ...query, showAll: 'Y' };
    },
    columns: (t) => [
      col(t, 'docdate'),
      col(t, 'docnumbr', { minWidth: 150 }),
      col(t, 'storecode'),
      col(t, 'sparepart'),
      col(t, 'sparenam', { minWidth: 160 }),
      col(t, 'deptcode'),
      col(t, 'jobordno'),
      col(t, 'qty', { total: true }),
      col(t, 'value', { amount: true, total: true }),
    ],
  },
  dailyTransactions: {
    key: 'dailyTransactions',
    screen: 'SGRR018',
    fileStem: 'DailyTransactions',
    fields: (t, choices) => [...stockFields(t, choices), windowField(t)],
    path: () => 'CDNStore/DailyTransactionReport',
    query: cdnQuery,
    columns: (t) => [
      col(t, 'docdate'),
      col(t, 'docnumbr', { minWidth: 150 }),
      kindColumn(t),
      col(t, 'storecode'),
      col(t, 'sparepart'),
      col(t, 'sparenam', { minWidth: 160 }),
      col(t, 'qty', { total: true }),
      col(t, 'unitcost', { amount: true }),
      col(t, 'value', { amount: true, total: true }),
    ],
  },
  consumption: {
    key: 'consumption',
    screen: 'SGRR011',
    fileStem: 'SparePartsOilConsumption',
    fields: (t, choices) => [
      { ...storeField(t, choices), placeholder: t('storeReports:filters.allStores') },
      categoryField(t, choices),
      windowField(t),
    ],
    path: () => 'Reports/getSparePartsOilConsumption',
    query: (values) =>
      windowedQuery(values, [
        ['storecode', text(values, 'cmbStore')],
        ['category', text(values, 'cmbCategory')],
      ]),
    columns: (t) => [
      col(t, 'sparepart'),
      col(t, 'sparenam', { minWidth: 180 }),
      col(t, 'sparecat'),
      col(t, 'receipts'),
      col(t, 'issues'),
      col(t, 'returns'),
      col(t, 'procurement', { amount: true, total: true }),
      col(t, 'consumption', { amount: true, total: true }),
      col(t, 'utilization', { amount: true, total: true }),
    ],
  },
};
