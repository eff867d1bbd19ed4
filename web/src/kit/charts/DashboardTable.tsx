/**
 * A list panel of a dashboard (the documents approved most recently, the priority pending list): a
 * table under its title that shows the rows of its read, loading only until the first answer (a live
 * refetch keeps the rows), and says why it is empty: the read's error, or that there is nothing.
 */
import type { TFunction } from 'i18next';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useErrorText } from '../messages.ts';

/**
 * The columns of a page's tables: `tableColumns('stickers:fields')` gives `column(t, id, cell, header)`,
 * titled `stickers:fields.<header>` (the id unless given).
 */
export function tableColumns(titles: string) {
  return <T,>(
    t: TFunction,
    id: string,
    cell: TableProps.ColumnDefinition<T>['cell'],
    header = id,
  ): TableProps.ColumnDefinition<T> => ({ id, header: t(`${titles}.${header}`), cell });
}

export interface DashboardTableProps<T> {
  testId: string;
  /** Translated. */
  title: string;
  description?: string;
  /** Beside the title (how many need attention). */
  counter?: string | undefined;
  /** The panel's read (`usePanel`). */
  panel: { data?: readonly T[] | undefined; loading: boolean; error?: unknown };
  trackBy: TableProps.TrackBy<T>;
  columns: TableProps.ColumnDefinition<T>[];
  emptyText: string;
  loadingText: string;
}

export function DashboardTable<T>({
  testId,
  title,
  description,
  counter,
  panel,
  trackBy,
  columns,
  emptyText,
  loadingText,
}: DashboardTableProps<T>) {
  const errorText = useErrorText();
  return (
    <Table<T>
      data-testid={testId}
      variant="container"
      header={
        <Header variant="h2" description={description} counter={counter}>
          {title}
        </Header>
      }
      loading={panel.loading && !panel.data}
      loadingText={loadingText}
      items={panel.data ?? []}
      trackBy={trackBy}
      wrapLines
      empty={
        <Box textAlign="center" color="inherit">
          {panel.error ? errorText(panel.error) : emptyText}
        </Box>
      }
      columnDefinitions={columns}
    />
  );
}
