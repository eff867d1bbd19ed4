/**
 * The report screen every report of the product is built from (spec 000 section 2 Reports, "Shared
 * filter panel" and "PDFs"; spec 001 section 7 "Reports" and section 9): a configuration gives the
 * call, the filter fields, the columns (with the KWD total row), the title and the file stem; the page
 * is the kit's filter panel (quick filters, 500 ms search debounce, page sizes 10/25/50/100), server
 * paging with the call's cursor (or a whole answer paged here), Excel export (kit/list/excel.ts adds the
 * total row) and a PDF (kit/pdf/ReportPages) of every matching row with the same total row: labels in
 * both languages, rows and notes in the reader's (right to left with Arabic names for an Arabic reader).
 * Dates print YYYY/MM/DD (`reportDate`). A report whose filters are not complete yet (`ready`) waits
 * with a hint instead of calling. Generalised from the store reports (modules/store-reports).
 *
 * Config shape (read this before writing a report):
 * - `screen`: the screen code whose rights open it; `title` / `description`: i18n keys (the PDF prints
 *   the title in both languages); `fileStem`: the English file name of the exports.
 * - `fields`: the filter fields, translated; `window`: the first date range's default window.
 * - `query(values)`: the call's query from the filter values (a change reloads from page 1);
 *   `ready(query)` + `hint`: whether it may call yet, and the hint shown meanwhile.
 * - `fetch(query, page, signal)`: the call; answer `{ items, cursor?, totalCount?, totals? }` (server
 *   paging: pass `pageParams(page)`) or a whole array.
 * - `columns(t, arabic)`: `DocumentColumn`s; `total: true` sums a column in the total row (KWD when
 *   `amount`); the server's `totals` by column id win when it sends them.
 * - `notes(query)`: extra lines printed under the PDF title (the window is printed by the kit from
 *   `fromdate` / `todate`).
 * - `actions`: row actions (drill-downs); `preset`: filter values set when the page opens;
 *   `children`: content above the table (a chart), or a function of the call's query.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { DefaultWindow } from '../filters/dates.ts';
import type { FilterField, FilterValues } from '../filters/model.ts';
import { DocumentList, type DocumentColumn, type DocumentListActions } from '../list/DocumentList.tsx';
import type { ListAnswer } from '../list/paging.ts';
import { loadBothLanguages } from '../../i18n/index.ts';
import { useDocumentListPage } from '../list/useDocumentListPage.tsx';
import type { ListQuery } from '../list/useListData.ts';
import { usePdf } from '../pdf/usePdf.tsx';
import { useToasts } from '../toasts/ToastProvider.tsx';
import { reportDate, reportPdfText, windowNote } from './reportExport.ts';

export interface ReportConfig<Row, Q> {
  /** Screen code whose rights open the report (shared/src/platform/screens.ts). */
  screen: string;
  /** i18n key of the title (printed in both languages on the PDF). */
  title: string;
  /** i18n key of the description under the title. */
  description?: string;
  /** English file stem of the Excel and PDF files (e.g. 'InvoiceSummary'). */
  fileStem: string;
  /** Filter fields, labels already translated. */
  fields: FilterField[];
  /** The first date range's default window (default the last 30 days). */
  window?: DefaultWindow;
  /** The call's query from the filter values. */
  query: (values: FilterValues) => Q;
  /** Whether the filters are complete enough to call (default always). */
  ready?: (query: Q) => boolean;
  /** Shown while `ready` is false, translated. */
  hint?: string;
  /** The data-testid of the hint (default `report-hint`). */
  hintId?: string;
  /** Reads one page (or the whole list) of the report. */
  fetch: (query: Q, page: ListQuery, signal: AbortSignal) => Promise<ListAnswer<Row>>;
  /** Columns in the UI language; `total` columns make the total row. */
  columns: (t: TFunction, arabic: boolean) => DocumentColumn<Row>[];
  trackBy: (row: Row) => string;
  /** Extra lines under the PDF title. */
  notes?: (query: Q) => string[];
  /** Row actions (drill-downs). */
  actions?: DocumentListActions<Row>;
  /** The search box placeholder (the client-side filter decides what it matches). */
  searchPlaceholder?: string;
  /** Client-side filter of a whole answer. */
  filter?: (row: Row, values: FilterValues) => boolean;
  /** The data-testid of the table (default `report-<fileStem>`). */
  id?: string;
  /** Values set once when the page opens (a drill-down's job order number from the URL). */
  preset?: FilterValues;
}

export interface ReportPageProps<Row, Q> {
  config: ReportConfig<Row, Q>;
  /** Shown above the table (a chart, a summary); a function gets the call's query of the filters. */
  children?: ReactNode | ((query: Q) => ReactNode);
}

const windowOf = (query: unknown) => {
  const record = (query ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { fromdate: text(record['fromdate']), todate: text(record['todate']) };
};

export function ReportPage<Row, Q = Record<string, string>>({ config, children }: ReportPageProps<Row, Q>) {
  const { t, i18n } = useTranslation();
  const toasts = useToasts();
  const pdf = usePdf();
  const ready = config.ready ?? (() => true);
  const page = useDocumentListPage<Row, Q>({
    screen: config.screen,
    fields: config.fields,
    window: config.window ?? 'last30Days',
    query: config.query,
    fetch: async (query, listPage, signal) => (ready(query) ? config.fetch(query, listPage, signal) : []),
    filter: config.filter,
    pageSizeKey: `pageSize:report:${config.fileStem}`,
    columns: config.columns,
    searchPlaceholder: config.searchPlaceholder,
    filtersExpanded: true,
  });
  const presetApplied = useRef(false);
  const { setValues } = page.filters;
  useEffect(() => {
    if (presetApplied.current || !config.preset) return;
    presetApplied.current = true;
    setValues((values) => ({ ...values, ...config.preset }));
  }, [config.preset, setValues]);
  if (!page.opens) return <Navigate to="/404" replace />;
  const query = config.query(page.filters.values);
  const waiting = !ready(query);
  const title = t(config.title);

  const exportPdf = async (rows: Row[]) => {
    try {
      // The PDF prints both languages; a user has only their own language's texts loaded.
      const [{ reportPdfSource }] = await Promise.all([
        import('../pdf/reportSource.ts'),
        loadBothLanguages(),
      ]);
      const en = i18n.getFixedT('en');
      const ar = i18n.getFixedT('ar');
      // Rows, notes and layout in the reader's language (Arabic: right to left, Arabic names).
      const language = i18n.language === 'ar' ? 'ar' : 'en';
      const reader = language === 'ar' ? ar : en;
      const windowLine = windowNote(
        { from: reader('reports:kit.from'), to: reader('reports:kit.to') },
        windowOf(query),
      );
      const text = reportPdfText({
        title: { en: en(config.title), ar: ar(config.title) },
        columns: { en: config.columns(en, false), ar: config.columns(ar, true) },
        rows,
        notes: [
          ...(windowLine ? [windowLine] : []),
          ...(config.notes?.(query) ?? []),
          `${reader('reports:kit.printedOn')}: ${reportDate(new Date().toISOString())}`,
        ],
        language,
      });
      pdf.preview(reportPdfSource(title, config.fileStem, text));
    } catch (failure) {
      console.error(failure);
      toasts.error(t('kit:pdf.previewFailed'));
    }
  };

  return (
    <SpaceBetween size="l">
      {waiting && config.hint && (
        <Alert type="info" data-testid={config.hintId ?? 'report-hint'}>
          {config.hint}
        </Alert>
      )}
      {typeof children === 'function' ? children(query) : children}
      <DocumentList<Row>
        {...page.listProps}
        id={config.id ?? `report-${config.fileStem}`}
        wrapLines
        title={title}
        description={config.description ? t(config.description) : undefined}
        trackBy={config.trackBy}
        actions={config.actions}
        exportTitle={config.fileStem}
        onExportPdf={exportPdf}
      />
      {pdf.dialog}
    </SpaceBetween>
  );
}
