/**
 * A job order's costing as a table (docs/accounts.md "The costing"): #, head, reference, date,
 * description and value (KWD, 3 decimals; a return to the store negative), each head's lines followed
 * by its subtotal, then the total.
 */
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { CostLine } from '@fleet/shared/accounts/accounts';
import { formatAmount, formatKwd } from '../../../../i18n/format.ts';
import { listDay } from '../../../../kit/list/listPage.ts';
import { costLineDescription, costRows, type CostRow } from '../costing.ts';
import { cellColumn } from '../../../../kit/form/cellColumn.ts';

export interface CostingTableProps {
  title: string;
  description?: string;
  lines: readonly CostLine[];
  loading?: boolean;
  /** Shown without lines. */
  empty: string;
  testId: string;
}

const amount = (text: string, strong = false) => (
  <span className={strong ? 'fleet-amount fleet-amount--total' : 'fleet-amount'}>{text}</span>
);

export function CostingTable({ title, description, lines, loading, empty, testId }: CostingTableProps) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const rows = costRows(lines);
  return (
    <Table<CostRow>
      data-testid={testId}
      variant="container"
      wrapLines
      loading={loading}
      loadingText={t('finalInvoice:costing.loading')}
      header={
        <Header variant="h2" description={description}>
          {title}
        </Header>
      }
      items={rows}
      trackBy={(row) => row.key}
      empty={<Box textAlign="center">{empty}</Box>}
      columnDefinitions={[
        {
          id: 'serlnumb',
          header: t('finalInvoice:costing.serial'),
          width: 60,
          cell: (row) => (row.kind === 'line' ? row.line.serlnumb : ''),
        },
        {
          id: 'kind',
          header: t('finalInvoice:costing.head'),
          minWidth: 110,
          cell: (row) =>
            row.kind === 'subtotal' ? (
              <Box variant="strong">
                {t('finalInvoice:costing.subtotal', { head: t(`finalInvoice:heads.${row.head}`) })}
              </Box>
            ) : row.kind === 'total' ? (
              <Box variant="strong">{t('finalInvoice:costing.total')}</Box>
            ) : (
              t(`finalInvoice:heads.${row.line.kind}`)
            ),
        },
        cellColumn(
          'ref',
          t('finalInvoice:costing.ref'),
          (row) => (row.kind === 'line' ? <bdi>{row.line.ref}</bdi> : ''),
          140,
        ),
        cellColumn(
          'refdate',
          t('finalInvoice:costing.date'),
          (row) => (row.kind === 'line' ? listDay(row.line.refdate) : ''),
          110,
        ),
        {
          id: 'description',
          header: t('finalInvoice:costing.description'),
          minWidth: 180,
          cell: (row) =>
            row.kind === 'line' ? (
              <bdi>
                {costLineDescription(row.line, arabic, (source) => t(`finalInvoice:partsSource.${source}`))}
              </bdi>
            ) : (
              ''
            ),
        },
        {
          id: 'value',
          header: t('finalInvoice:costing.value'),
          minWidth: 120,
          cell: (row) =>
            row.kind === 'line'
              ? amount(formatAmount(row.line.value))
              : row.kind === 'subtotal'
                ? amount(formatAmount(row.value), true)
                : amount(formatKwd(row.value), true),
        },
      ]}
    />
  );
}

/** The costing stored with the 3-in-1 invoice. */
export function StoredCostingTable({ lines }: { lines: readonly CostLine[] | undefined }) {
  const { t } = useTranslation();
  return (
    <CostingTable
      testId="costing-stored"
      title={t('finalInvoice:costing.storedTitle')}
      lines={lines ?? []}
      empty={t('finalInvoice:costing.noCosts')}
    />
  );
}
