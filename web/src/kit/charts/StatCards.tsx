/**
 * Header counts of a dashboard: a row of figures in one Container, each with its label and, when
 * `onSelect` is given, a link that drills down (the list of job orders behind the count). Loading and
 * error states as the charts; numbers with Western digits in both languages.
 */
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useErrorText } from '../messages.ts';
import { formatChartValue, type ChartValueKind } from './model.ts';
import './charts.css';

export interface StatCard {
  key: string;
  /** Translated label. */
  label: string;
  value: number;
  kind?: ChartValueKind;
  /** Translated hint under the figure. */
  description?: string;
}

/** The figures `keys` of an answer (0 until it is in), each labelled by `label`. */
export function statItems<K extends string>(
  keys: readonly K[],
  label: (key: K) => string,
  values: Partial<Record<K, number>> | undefined,
): StatCard[] {
  return keys.map((key) => ({ key, label: label(key), value: values?.[key] ?? 0 }));
}

export interface StatCardsProps {
  items: readonly StatCard[];
  title?: string;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** A figure clicked (drill-down); figures are plain text without it. */
  onSelect?: (key: string) => void;
  /** Columns on a wide screen (default: up to 4). */
  columns?: number;
  testId?: string;
}

export function StatCards({
  items,
  title,
  loading,
  error,
  onRetry,
  onSelect,
  columns,
  testId,
}: StatCardsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Container data-testid={testId} header={title ? <Header variant="h2">{title}</Header> : undefined}>
      {loading && !items.length ? (
        <StatusIndicator type="loading">{t('dashboard:chart.loading')}</StatusIndicator>
      ) : error ? (
        <SpaceBetween size="xs" direction="horizontal">
          <StatusIndicator type="error">{errorText(error)}</StatusIndicator>
          <Button variant="inline-link" onClick={() => onRetry?.()}>
            {t('dashboard:chart.retry')}
          </Button>
        </SpaceBetween>
      ) : (
        <ColumnLayout
          columns={Math.min(columns ?? 4, Math.max(1, items.length))}
          variant="text-grid"
          minColumnWidth={140}
        >
          {items.map((item) => {
            const value = formatChartValue(item.value, item.kind);
            return (
              <div key={item.key} data-testid={`stat-${item.key}`}>
                <Box variant="awsui-key-label">{item.label}</Box>
                <div className="fleet-stat-card__value" dir="ltr">
                  {onSelect ? (
                    <Link
                      variant="primary"
                      fontSize="inherit"
                      ariaLabel={`${item.label}: ${value}`}
                      onFollow={(event) => {
                        event.preventDefault();
                        onSelect(item.key);
                      }}
                    >
                      {value}
                    </Link>
                  ) : (
                    value
                  )}
                </div>
                {item.description && (
                  <Box variant="small" color="text-body-secondary">
                    {item.description}
                  </Box>
                )}
              </div>
            );
          })}
        </ColumnLayout>
      )}
    </Container>
  );
}
