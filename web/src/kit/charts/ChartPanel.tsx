/**
 * A dashboard chart in a Cloudscape Container: bar (`BarChart`), line (`LineChart`), bars and lines
 * together (`MixedLineBarChart`) or pie (`PieChart`), with loading, error (retry) and empty states.
 *
 * Accessibility: the same numbers are always in a table. It is visually hidden (screen readers read
 * it) until the user turns on "Table view", which shows it instead of the chart.
 *
 * Right-to-left: the kit hands the categories in their logical order and lets Cloudscape mirror the
 * chart. Cloudscape's cartesian charts (3.0.1383, the version the product pins) read the page
 * direction and draw the x range from right to left in Arabic (`[plotWidth, 0]` in
 * mixed-line-bar-chart/chart-container), so the oldest month sits on the right; reversing the domain
 * here too would turn it back. The browser test checks the tick positions in both languages. The
 * table follows the page direction. Numbers keep Western digits in both languages (the product's
 * amount rule).
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import LineChart from '@cloudscape-design/components/line-chart';
import MixedLineBarChart, {
  type MixedLineBarChartProps,
} from '@cloudscape-design/components/mixed-line-bar-chart';
import PieChart from '@cloudscape-design/components/pie-chart';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import { useErrorText } from '../messages.ts';
import {
  chartTable,
  formatChartTick,
  formatChartValue,
  isEmptyChart,
  type ChartCategory,
  type ChartKind,
  type ChartSeriesSpec,
} from './model.ts';
import './charts.css';

export interface ChartPanelProps {
  /** Panel title, translated. */
  title: string;
  description?: string;
  kind: ChartKind;
  /** The x axis (or the pie's segments), in logical order. */
  categories: readonly ChartCategory[];
  /** Values aligned with `categories`; a pie draws the first series. */
  series: readonly ChartSeriesSpec[];
  /** Title of the category column of the table (and the x axis). */
  categoryTitle: string;
  /** Title of the y axis. */
  valueTitle?: string;
  loading?: boolean;
  /** A failed read: its message is shown with a retry button calling `onRetry`. */
  error?: unknown;
  onRetry?: () => void;
  horizontalBars?: boolean;
  stackedBars?: boolean;
  height?: number;
  /** A category clicked in the table view (drill-down). */
  onCategoryClick?: (key: string) => void;
  /** `data-testid` of the Container. */
  testId?: string;
}

type Point = MixedLineBarChartProps.Datum<string>;

/** What a Cloudscape chart adds to its plot height (axes, legend), so the placeholder keeps the place. */
const chartFrameHeight = 90;

export function ChartPanel(props: ChartPanelProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [tableView, setTableView] = useState(false);
  const tableId = useId();
  const { categories, series, kind } = props;
  const table = useMemo(
    () => chartTable(props.categoryTitle, categories, series),
    [props.categoryTitle, categories, series],
  );
  const empty = !props.loading && !props.error && isEmptyChart(categories, series);
  const labels = useMemo(() => new Map(categories.map((c) => [c.key, c.label])), [categories]);
  const statusType = props.loading ? 'loading' : props.error ? 'error' : 'finished';
  const emptyNode = (
    <Box textAlign="center" color="inherit" data-testid="chart-empty">
      <b>{t('dashboard:chart.empty')}</b>
    </Box>
  );
  const common = {
    statusType,
    loadingText: t('dashboard:chart.loading'),
    errorText: props.error ? errorText(props.error) : undefined,
    recoveryText: t('dashboard:chart.retry'),
    onRecoveryClick: () => props.onRetry?.(),
    empty: emptyNode,
    noMatch: emptyNode,
    ariaLabel: props.title,
    ariaDescription: t('dashboard:chart.tableHint'),
    hideFilter: true,
    height: props.height ?? 260,
  } as const;
  const i18nStrings = {
    legendAriaLabel: t('dashboard:chart.legend'),
    chartAriaRoleDescription: t('dashboard:chart.roleDescription', {
      kind: t(`dashboard:chart.kinds.${kind}`),
    }),
    detailPopoverDismissAriaLabel: t('dashboard:chart.dismiss'),
    xTickFormatter: (key: string) => labels.get(key) ?? key,
    yTickFormatter: (value: number) => formatChartTick(value, series[0]?.kind),
  };
  const domain = categories.map((category) => category.key);
  const points = (entry: ChartSeriesSpec): Point[] =>
    categories.map((category, index) => ({ x: category.key, y: entry.values[index] ?? 0 }));
  const valueFormatter = (entry: ChartSeriesSpec) => (value: number) => formatChartValue(value, entry.kind);

  // Until its first answer the panel shows a light placeholder instead of mounting the chart twice
  // (loading, then with data): a dashboard's first paint comes sooner. Later reloads keep the chart.
  const [answered, setAnswered] = useState(!props.loading);
  if (!props.loading && !answered) setAnswered(true);

  let chart: ReactNode;
  if (!answered) {
    chart = (
      <div className="fw-chart-pending" style={{ minBlockSize: common.height + chartFrameHeight }}>
        <StatusIndicator type="loading">{common.loadingText}</StatusIndicator>
      </div>
    );
  } else if (kind === 'pie') {
    const first = series[0];
    const data = first
      ? categories
          .map((category, index) => ({ title: category.label, value: first.values[index] ?? 0 }))
          .filter((segment) => segment.value > 0)
      : [];
    chart = (
      <PieChart
        {...common}
        data={empty ? [] : data}
        variant="donut"
        size="medium"
        innerMetricValue={
          first
            ? formatChartValue(
                first.values.reduce((a, b) => a + b, 0),
                first.kind,
              )
            : undefined
        }
        innerMetricDescription={t('dashboard:chart.total')}
        detailPopoverContent={(segment, sum) => [
          { key: first?.title ?? '', value: formatChartValue(segment.value, first?.kind) },
          {
            key: t('dashboard:chart.share'),
            value: `${sum > 0 ? ((segment.value / sum) * 100).toFixed(1) : '0.0'}%`,
          },
        ]}
        segmentDescription={(segment, sum) =>
          `${formatChartValue(segment.value, first?.kind)}, ${sum > 0 ? ((segment.value / sum) * 100).toFixed(0) : 0}%`
        }
        i18nStrings={{
          legendAriaLabel: i18nStrings.legendAriaLabel,
          chartAriaRoleDescription: i18nStrings.chartAriaRoleDescription,
          detailPopoverDismissAriaLabel: i18nStrings.detailPopoverDismissAriaLabel,
          segmentAriaRoleDescription: t('dashboard:chart.segment'),
        }}
      />
    );
  } else {
    // The line, bar and mixed charts: the same series (each of its type) on the same categorical axes.
    const typed = <K extends 'line' | 'bar'>(type: (entry: ChartSeriesSpec) => K) =>
      empty
        ? []
        : series.map((entry) => ({
            type: type(entry),
            title: entry.title,
            data: points(entry),
            valueFormatter: valueFormatter(entry),
          }));
    const axes = {
      ...common,
      xScaleType: 'categorical' as const,
      xDomain: domain,
      xTitle: props.categoryTitle,
      yTitle: props.valueTitle,
      i18nStrings,
    };
    chart =
      kind === 'line' ? (
        <LineChart<string> {...axes} series={typed(() => 'line' as const)} />
      ) : kind === 'bar' ? (
        <BarChart<string>
          {...axes}
          series={typed(() => 'bar' as const)}
          horizontalBars={props.horizontalBars}
          stackedBars={props.stackedBars}
        />
      ) : (
        <MixedLineBarChart<string>
          {...axes}
          series={typed((entry) => (entry.type === 'line' ? 'line' : 'bar'))}
          stackedBars={props.stackedBars}
        />
      );
  }

  return (
    <Container
      data-testid={props.testId}
      header={
        <Header
          variant="h2"
          description={props.description}
          actions={
            <Toggle
              checked={tableView}
              onChange={({ detail }) => setTableView(detail.checked)}
              ariaControls={tableId}
            >
              {t('dashboard:chart.tableView')}
            </Toggle>
          }
        >
          {props.title}
        </Header>
      }
    >
      {!tableView && chart}
      {tableView && props.loading && (
        <StatusIndicator type="loading">{t('dashboard:chart.loading')}</StatusIndicator>
      )}
      {tableView && !props.loading && Boolean(props.error) && (
        <SpaceBetween size="xs" direction="horizontal">
          <StatusIndicator type="error">{errorText(props.error)}</StatusIndicator>
          <Button variant="inline-link" onClick={() => props.onRetry?.()}>
            {t('dashboard:chart.retry')}
          </Button>
        </SpaceBetween>
      )}
      {tableView && empty && emptyNode}
      <div
        id={tableId}
        className={
          tableView && !empty && !props.loading ? 'fleet-chart-table' : 'fleet-chart-table fw-visually-hidden'
        }
      >
        <table data-testid="chart-table">
          <caption>{props.title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {props.onCategoryClick ? (
                        <Button variant="inline-link" onClick={() => props.onCategoryClick?.(row.key)}>
                          {cell}
                        </Button>
                      ) : (
                        cell
                      )}
                    </th>
                  ) : (
                    <td key={index} dir="ltr">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Container>
  );
}
