/**
 * A store report screen (reports.ts gives each one its call, filters and columns): the kit's filter
 * panel, the rows with the KWD total row, Excel export (the kit adds the total row) and a bilingual PDF
 * of the same rows and total (kit/pdf/ReportPages). A report that needs a store or a department, or
 * the show-all choice (spec 001 section 5), waits for it with a hint instead of calling.
 */
import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SparePart, VehicleMake } from '@fleet/shared/lookups';
import { reportDate } from '@fleet/shared/store-reports';
import type { Store } from '@fleet/shared/stock';
import {
  DocumentList,
  useDocumentListPage,
  useLookupOptions,
  usePdf,
  useToasts,
  type FieldOption,
} from '../../kit/index.ts';
import { formatAmount } from '../../i18n/format.ts';
import type { ReportColumn, ReportText } from '../../kit/pdf/ReportPages.tsx';
import type { DocumentColumn } from '../../kit/list/DocumentList.tsx';
import { storeReportsApi, type ReportRow } from './api.ts';
import { storeReports, type StoreReportKey } from './reports.ts';

const storeOption = (store: Store, arabic: boolean): FieldOption => ({
  value: store.storecode,
  label: arabic ? store.storenamar || store.storenam : store.storenam,
});
const makeOption = (make: VehicleMake, arabic: boolean): FieldOption => ({
  value: make.vehmakid,
  label: arabic ? make.vehmaknamar || make.vehmaknam : make.vehmaknam,
});
const itemCategory = (part: SparePart): FieldOption => ({ value: part.sparecat, label: part.sparecat });

/** Whether the filters meet the spec's rule for the CDNStore reports (store or department, or show all). */
function hasScope(key: StoreReportKey, query: Record<string, string>): boolean {
  if (key === 'consumption') return true;
  if (key === 'stockQuery') return !!query['storecode'] && !!query['ItemNo'];
  return !!query['cmbStore'] || !!query['cmbDeptNo'] || query['showAll'] === 'Y';
}

export function StoreReportPage({ report }: { report: StoreReportKey }) {
  const { t, i18n } = useTranslation();
  const config = storeReports[report];
  const toasts = useToasts();
  const pdf = usePdf();
  const stores = useLookupOptions('stores', storeReportsApi.stores, storeOption);
  const makes = useLookupOptions('vehicleMakes', storeReportsApi.makes, makeOption);
  const items = useLookupOptions('spareParts', storeReportsApi.items, itemCategory);
  const categories = useMemo(
    () => [...new Map(items.options.map((option) => [option.value, option])).values()],
    [items.options],
  );
  const choices = { stores: stores.options, makes: makes.options, categories };

  const page = useDocumentListPage<ReportRow, { path: string; query: Record<string, string> }>({
    screen: config.screen,
    fields: config.fields(t, choices),
    window: 'last30Days',
    query: (values) => ({ path: config.path(values), query: config.query(values) }),
    fetch: async ({ path, query }, _page, signal) => {
      if (!hasScope(report, query)) return [];
      if (report === 'stockQuery') {
        const answer = await storeReportsApi.stockQuery(query, signal);
        return answer.movements.map((row) => ({ ...row, docdate: reportDate(String(row['docdate'])) }));
      }
      return (await storeReportsApi.report(path, query, signal)).rows;
    },
    pageSizeKey: `pageSize:${config.fileStem}`,
    columns: config.columns,
    filtersExpanded: true,
  });
  if (!page.opens) return <Navigate to="/404" replace />;
  const scoped = hasScope(report, config.query(page.filters.values));
  const title = t(`storeReports:titles.${report}`);

  const exportPdf = async (rows: ReportRow[]) => {
    try {
      const { reportPdfSource } = await import('../../kit/pdf/reportSource.ts');
      const en = i18n.getFixedT('en');
      const ar = i18n.getFixedT('ar');
      const enColumns = config.columns(en);
      const arColumns = config.columns(ar);
      const columns: ReportColumn[] = enColumns.map((column, index) => ({
        label: { en: column.header, ar: arColumns[index]?.header ?? column.header },
        ...(column.amount || column.total ? { align: 'right' as const } : {}),
      }));
      const cellText = (column: DocumentColumn<ReportRow>, row: ReportRow) => {
        const value = column.value?.(row);
        return column.amount && typeof value === 'number' ? formatAmount(value) : String(value ?? '');
      };
      const totals = Object.fromEntries(
        enColumns.flatMap((column, index) => {
          if (!column.total) return [];
          const sum = rows.reduce((acc, row) => acc + Number(column.value?.(row) ?? 0), 0);
          return [[index, column.amount ? `KWD ${formatAmount(sum)}` : String(sum)]];
        }),
      );
      const text: ReportText = {
        title: { en: en(`storeReports:titles.${report}`), ar: ar(`storeReports:titles.${report}`) },
        notes: [`${en('storeReports:printedOn')}: ${reportDate(new Date().toISOString())}`],
        columns,
        rows: rows.map((row) => enColumns.map((column) => cellText(column, row))),
        totals,
      };
      pdf.preview(reportPdfSource(title, config.fileStem, text));
    } catch (failure) {
      console.error(failure);
      toasts.error(t('kit:pdf.previewFailed'));
    }
  };

  return (
    <SpaceBetween size="l">
      {!scoped && (
        <Alert type="info" data-testid="report-scope">
          {t(report === 'stockQuery' ? 'storeReports:needsStoreAndItem' : 'errors:reportStoreRequired')}
        </Alert>
      )}
      <DocumentList<ReportRow>
        {...page.listProps}
        id={`store-report-${report}`}
        wrapLines
        title={title}
        description={t(`storeReports:descriptions.${report}`)}
        trackBy={(row) => JSON.stringify(row)}
        exportTitle={config.fileStem}
        onExportPdf={exportPdf}
      />
      {pdf.dialog}
    </SpaceBetween>
  );
}

export const CurrentStockReport = () => <StoreReportPage report="currentStock" />;
export const StockQueryReport = () => <StoreReportPage report="stockQuery" />;
export const StoreDocumentsReport = () => <StoreReportPage report="storeDocuments" />;
export const DailyTransactionReport = () => <StoreReportPage report="dailyTransactions" />;
export const SparePartsConsumptionReport = () => <StoreReportPage report="consumption" />;
