/**
 * A store report screen (reports.ts gives each one its call, filters and columns) on the report kit
 * (kit/report/ReportPage): the kit's filter panel, the rows with the KWD total row, Excel export and a
 * bilingual PDF of the same rows and total. A report that needs a store or a department, or the
 * show-all choice (spec 001 section 5), waits for it with a hint instead of calling.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SparePart } from '@fleet/shared/platform/lookups';
import { reportDate } from '@fleet/shared/parts/store-reports';
import { useLookupOptions, useMakeOptions, type FieldOption } from '../../../kit/index.ts';
import { ReportPage, type ReportConfig } from '../../../kit/report/index.ts';
import { storeOption } from '../../../kit/document/masterOptions.ts';
import { nameOnly } from '../../../kit/record/index.ts';
import { storeReportsApi, type ReportRow } from './api.ts';
import { storeReports, type StoreReportKey } from './reports.ts';

const storeName = nameOnly(storeOption);
const itemCategory = (part: SparePart): FieldOption => ({ value: part.sparecat, label: part.sparecat });

/** Whether the filters meet the spec's rule for the CDNStore reports (store or department, or show all). */
function hasScope(key: StoreReportKey, query: Record<string, string>): boolean {
  if (key === 'consumption') return true;
  if (key === 'stockQuery') return !!query['storecode'] && !!query['ItemNo'];
  return !!query['cmbStore'] || !!query['cmbDeptNo'] || query['showAll'] === 'Y';
}

type StoreQuery = { path: string; query: Record<string, string> };

export function StoreReportPage({ report }: { report: StoreReportKey }) {
  const { t } = useTranslation();
  const definition = storeReports[report];
  const stores = useLookupOptions('stores', storeReportsApi.stores, storeName);
  const makes = useMakeOptions();
  const items = useLookupOptions('spareParts', storeReportsApi.items, itemCategory);
  const categories = useMemo(
    () => [...new Map(items.options.map((option) => [option.value, option])).values()],
    [items.options],
  );
  const choices = { stores: stores.options, makes: makes.options, categories };

  const config: ReportConfig<ReportRow, StoreQuery> = {
    screen: definition.screen,
    title: `storeReports:titles.${report}`,
    description: `storeReports:descriptions.${report}`,
    fileStem: definition.fileStem,
    fields: definition.fields(t, choices),
    window: 'last30Days',
    query: (values) => ({ path: definition.path(values), query: definition.query(values) }),
    ready: ({ query }) => hasScope(report, query),
    hint: t(report === 'stockQuery' ? 'storeReports:needsStoreAndItem' : 'errors:reportStoreRequired'),
    hintId: 'report-scope',
    fetch: async ({ path, query }, _page, signal) => {
      if (report === 'stockQuery') {
        const answer = await storeReportsApi.stockQuery(query, signal);
        return answer.movements.map((row) => ({ ...row, docdate: reportDate(String(row['docdate'])) }));
      }
      return (await storeReportsApi.report(path, query, signal)).rows;
    },
    columns: definition.columns,
    trackBy: (row) => JSON.stringify(row),
    id: `store-report-${report}`,
  };
  return <ReportPage config={config} />;
}

export const CurrentStockReport = () => <StoreReportPage report="currentStock" />;
export const StockQueryReport = () => <StoreReportPage report="stockQuery" />;
export const StoreDocumentsReport = () => <StoreReportPage report="storeDocuments" />;
export const DailyTransactionReport = () => <StoreReportPage report="dailyTransactions" />;
export const SparePartsConsumptionReport = () => <StoreReportPage report="consumption" />;
