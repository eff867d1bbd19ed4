/**
 * The document list every module uses (spec 000 section 2, "Maintenance invoice list" and "Shared
 * filter panel"): a Cloudscape table with a serial column, row actions gated by rights, a footer
 * totals row, paging (10, 25, 50, 100 rows), empty / loading / error states, New, and export to
 * Excel (exceljs) or PDF (the page's own producer). Max height 70vh, keyboard navigable. On a narrow
 * screen the plate, number, status and amount come first (narrowColumns.ts), then the row actions.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import ButtonGroup, { type ButtonGroupProps } from '@cloudscape-design/components/button-group';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { IconProps } from '@cloudscape-design/components/icon';
import type { FormRights, RightAction } from '@fleet/shared';
import { formatAmount } from '../../i18n/format.ts';
import { DeleteConfirm } from '../DeleteConfirm.tsx';
import { saveBlob, xlsxType } from '../download.ts';
import { errorText } from '../messages.ts';
import { useSend } from '../toasts/useSend.ts';
import { useMediaQuery, wideQuery } from '../../app/useMediaQuery.ts';
import { exportFileName, sheetModel, writeWorkbook } from './excel.ts';
import { narrowColumnOrder, type NarrowRole } from './narrowColumns.ts';
import { pageSizeOptions, serialNumber } from './paging.ts';
import { actionState, rightOfAction, rowActions, type RowAction } from './rowActions.ts';
import { sumAmounts } from './totals.ts';
import type { ListData } from './useListData.ts';
import './documentList.css';

export interface DocumentColumn<T> {
  id: string;
  /** Header text, translated. */
  header: string;
  /** Plain value: exported to Excel, summed when `total`, shown when there is no `cell`. */
  value?: (item: T) => string | number | undefined | null;
  /** Rendered cell (defaults to `value`, amounts with 3 decimals). */
  cell?: (item: T) => ReactNode;
  /** A KWD amount: end-aligned, 3 decimals. */
  amount?: boolean;
  /** Summed in the footer totals row (server totals by this id when the list has them); KWD when `amount`. */
  total?: boolean;
  /** Left out of the Excel export. */
  noExport?: boolean;
  width?: number;
  minWidth?: number;
  /**
   * What the column is on a narrow screen, where plate, number, status and amount come first; by
   * default read from its id (`vehicleno`, `statuscde`, `state`), `amount`, and the first column is
   * the number. `false`: none of them.
   */
  narrow?: NarrowRole | false;
}

export interface RowActionConfig<T> {
  onClick: (item: T) => void;
  /** The row's own reason to refuse the action (e.g. 'Unable to edit'), if it does. */
  disabledReason?: (item: T) => string | undefined;
}

export interface DeleteActionConfig<T> {
  /** Deletes the row (after the confirmation); its answer's message becomes the success toast. */
  onDelete: (item: T) => Promise<unknown>;
  disabledReason?: (item: T) => string | undefined;
  /** Names the row in the confirmation (its document number). */
  describe?: (item: T) => string;
}

export interface ExtraRowAction<T> {
  id: string;
  /** Tooltip and accessible name, translated. */
  text: string;
  iconName: IconProps.Name;
  right: RightAction;
  onClick: (item: T) => void | Promise<void>;
  /** Shown only on rows where this is true (e.g. unlock on locked users). */
  visible?: (item: T) => boolean;
  disabledReason?: (item: T) => string | undefined;
}

export interface DocumentListActions<T> {
  edit?: RowActionConfig<T>;
  delete?: DeleteActionConfig<T>;
  view?: RowActionConfig<T>;
  preview?: RowActionConfig<T>;
  print?: RowActionConfig<T>;
  extra?: ExtraRowAction<T>[];
}

export interface DocumentListProps<T> {
  /** Page title, translated. */
  title: string;
  description?: string;
  /** The user's rights on the list's screen (`useScreenRights`). */
  rights: FormRights;
  list: ListData<T>;
  columns: DocumentColumn<T>[];
  trackBy: (item: T) => string;
  actions?: DocumentListActions<T>;
  /** Opens the form in ADD mode; enabled with the adds right. */
  onNew?: () => void;
  /** The filter panel, shown above the rows. */
  filter?: ReactNode;
  /** Enables the Excel export: the sheet's title row and file name (e.g. 'MaintenanceInvoice'). */
  exportTitle?: string;
  /** Enables the PDF export with every matching row (the page renders and shows the PDF). */
  onExportPdf?: (rows: T[]) => void | Promise<void>;
  /** Empty-state text (default 'No records found'). */
  emptyText?: string;
  /** Remembers preferences; also the `data-testid` of the table. */
  id?: string;
  /** Long texts wrap instead of widening the table (many columns). */
  wrapLines?: boolean;
}

type Row<T> = { kind: 'item'; item: T; serial: number } | { kind: 'total' };

/**
 * A text cell isolated from its neighbours' direction (`<bdi>`): a Latin name ending in a full stop or a
 * bracket keeps that character on its own side in an Arabic (right-to-left) table, and an Arabic name
 * in an English table. Numbers and elements are left as they are.
 */
function isolated(content: ReactNode): ReactNode {
  return typeof content === 'string' && content !== '' ? <bdi>{content}</bdi> : content;
}

const actionIcons: Record<RowAction, IconProps.Name> = {
  edit: 'edit',
  delete: 'remove',
  view: 'search',
  preview: 'file-open',
  print: 'download',
};

export function DocumentList<T>({
  title,
  description,
  rights,
  list,
  columns,
  trackBy,
  actions,
  onNew,
  filter,
  exportTitle,
  onExportPdf,
  emptyText,
  id,
  wrapLines = false,
}: DocumentListProps<T>) {
  const { t, i18n } = useTranslation();
  const [pendingDelete, setPendingDelete] = useState<T | null>(null);
  const deletion = useSend();
  const exports = useSend();
  const noRight = t('kit:list.noPermission');
  const frame = useRef<HTMLDivElement>(null);
  const narrow = !useMediaQuery(wideQuery);

  // Spec 000 section 9: the rows scroll inside at most 70vh under a sticky column header. Cloudscape
  // has no height option, so the table's own scroll wrapper gets the limit.
  useEffect(() => {
    const rowsWrapper = frame.current?.querySelector('table')?.parentElement;
    rowsWrapper?.classList.add('fleet-document-list__rows');
  });

  const totalled = columns.filter((column) => column.total);
  const rows: Row<T>[] = useMemo(() => {
    const items: Row<T>[] = list.items.map((item, index) => ({
      kind: 'item',
      item,
      serial: serialNumber(list.pageIndex, list.pageSize, index),
    }));
    return totalled.length > 0 && list.items.length > 0 ? [...items, { kind: 'total' }] : items;
  }, [list.items, list.pageIndex, list.pageSize, totalled.length]);

  const totalOf = (column: DocumentColumn<T>): number =>
    list.totals?.[column.id] ??
    sumAmounts(list.allItems ?? list.items, (item) => (column.value ? column.value(item) : 0));

  // The list's own actions in the kit's order, then its extra ones.
  const given = rowActions.filter((action) => actions?.[action]);
  const extras = actions?.extra ?? [];
  const actionCount = given.length + extras.length;
  const hasActions = actionCount > 0;

  const buttonsFor = (item: T): ButtonGroupProps.Item[] => {
    const button = (
      { id, text, iconName, right }: Pick<ExtraRowAction<T>, 'id' | 'text' | 'iconName' | 'right'>,
      reason: string | undefined,
    ): ButtonGroupProps.Item => {
      const state = actionState(rights, right, reason, noRight);
      return {
        type: 'icon-button',
        id,
        text,
        iconName,
        disabled: state.disabled,
        disabledReason: state.reason,
      };
    };
    return [
      ...given.map((action) =>
        button(
          {
            id: action,
            text: t(`kit:list.actions.${action}`),
            iconName: actionIcons[action],
            right: rightOfAction[action],
          },
          actions?.[action]?.disabledReason?.(item),
        ),
      ),
      ...extras
        .filter((extra) => !extra.visible || extra.visible(item))
        .map((extra) => button(extra, extra.disabledReason?.(item))),
    ];
  };

  const onAction = (item: T, id: string) => {
    if (id === 'delete') setPendingDelete(item);
    else if (given.includes(id as RowAction))
      (actions?.[id as RowAction] as RowActionConfig<T>).onClick(item);
    else void extras.find((candidate) => candidate.id === id)?.onClick(item);
  };

  const confirmDelete = async () => {
    if (pendingDelete === null || !actions?.delete || deletion.busy) return;
    const { onDelete } = actions.delete;
    await deletion.send(() => onDelete(pendingDelete), list.reload);
    setPendingDelete(null);
  };

  // An export writes nothing on the server: no success toast, its failure's.
  const exportExcel = async () => {
    if (!exportTitle) return;
    await exports.send(async () => {
      const items = await list.fetchAll();
      const model = sheetModel({
        title: exportTitle,
        columns: columns
          .filter((column) => column.value && !column.noExport)
          .map((column) => ({
            header: column.header,
            value: column.value!,
            amount: column.amount,
            total: column.total,
          })),
        items,
        serialHeader: t('kit:list.serial'),
        totalLabel: t('kit:list.totalKwd'),
        rtl: i18n.language === 'ar',
      });
      const buffer = await writeWorkbook(model);
      saveBlob(new Blob([buffer], { type: xlsxType }), exportFileName(exportTitle, new Date()));
    });
  };

  const exportPdf = async () => {
    if (!onExportPdf) return;
    await exports.send(async () => {
      await onExportPdf(await list.fetchAll());
    });
  };

  const serialColumn: TableProps.ColumnDefinition<Row<T>> = {
    id: 'serial',
    header: t('kit:list.serial'),
    width: 70,
    cell: (row) => (row.kind === 'item' ? row.serial : null),
  };
  const actionsColumn: TableProps.ColumnDefinition<Row<T>>[] = hasActions
    ? [
        {
          id: 'actions',
          header: t('kit:list.actionsHeader'),
          // One icon button (32 px and a gap) per action on one line.
          width: actionCount * 36 + 40,
          minWidth: actionCount * 36 + 40,
          cell: (row: Row<T>) =>
            row.kind === 'item' ? (
              <ButtonGroup
                variant="icon"
                ariaLabel={t('kit:list.rowActions', { serial: row.serial })}
                items={buttonsFor(row.item)}
                onItemClick={({ detail }) => onAction(row.item, detail.id)}
              />
            ) : null,
        },
      ]
    : [];
  const dataColumn = (
    column: DocumentColumn<T>,
    labelled: boolean,
    compact: boolean,
  ): TableProps.ColumnDefinition<Row<T>> => ({
    id: column.id,
    header: column.header,
    // A phone's first columns take the width of their content, so that several fit side by side.
    width: compact ? undefined : column.width,
    minWidth: compact ? undefined : column.minWidth,
    cell: (row) => {
      if (row.kind === 'total') {
        if (column.total)
          return (
            <span className="fleet-amount fleet-amount--total">
              {column.amount ? `KWD ${formatAmount(totalOf(column))}` : String(totalOf(column))}
            </span>
          );
        // The label sits in the first data column shown.
        return labelled ? <Box variant="strong">{t('kit:list.total')}</Box> : null;
      }
      if (column.cell) return isolated(column.cell(row.item));
      const value = column.value?.(row.item);
      if (column.amount) return <span className="fleet-amount">{formatAmount(value ?? 0)}</span>;
      return isolated(value ?? '');
    },
  });
  const { first, rest } = narrowColumnOrder(columns);
  const definitions: TableProps.ColumnDefinition<Row<T>>[] = narrow
    ? [
        ...first.map((column, index) => dataColumn(column, index === 0, true)),
        ...actionsColumn,
        ...rest.map((column, index) => dataColumn(column, first.length === 0 && index === 0, false)),
        serialColumn,
      ]
    : [
        serialColumn,
        ...actionsColumn,
        ...columns.map((column, index) => dataColumn(column, index === 0, false)),
      ];

  const counter =
    list.totalCount !== undefined
      ? `(${list.totalCount})`
      : list.items.length > 0
        ? `(${list.items.length}+)`
        : undefined;

  const exportItems = [
    ...(exportTitle ? [{ id: 'excel', text: t('kit:list.exportExcel') }] : []),
    ...(onExportPdf ? [{ id: 'pdf', text: t('kit:list.exportPdf') }] : []),
  ];

  const empty = list.error ? (
    <Box padding="s">
      <Alert
        type="error"
        header={t('kit:list.loadFailed')}
        action={<Button onClick={() => list.reload()}>{t('kit:retry')}</Button>}
      >
        {errorText(t, list.error)}
      </Alert>
    </Box>
  ) : (
    <Box textAlign="center" color="inherit" padding="m">
      <b>{emptyText ?? t('kit:list.noRecords')}</b>
    </Box>
  );

  return (
    <div className="fleet-document-list" data-testid={id} ref={frame}>
      <Table<Row<T>>
        variant="container"
        enableKeyboardNavigation
        wrapLines={wrapLines || narrow}
        items={rows}
        trackBy={(row) => (row.kind === 'item' ? trackBy(row.item) : '__total__')}
        columnDefinitions={definitions}
        loading={list.loading}
        loadingText={t('kit:list.loading')}
        empty={empty}
        ariaLabels={{ tableLabel: title }}
        header={
          <Header
            variant="h1"
            counter={counter}
            description={description}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {exportItems.length > 0 && (
                  <ButtonDropdown
                    items={exportItems}
                    loading={exports.busy}
                    disabled={list.loading}
                    onItemClick={({ detail }) => void (detail.id === 'excel' ? exportExcel() : exportPdf())}
                  >
                    {t('kit:list.export')}
                  </ButtonDropdown>
                )}
                {onNew && (
                  <Button
                    variant="primary"
                    iconName="add-plus"
                    disabled={rights.adds !== 'Y'}
                    disabledReason={rights.adds !== 'Y' ? noRight : undefined}
                    onClick={onNew}
                  >
                    {t('kit:list.new')}
                  </Button>
                )}
              </SpaceBetween>
            }
          >
            {title}
          </Header>
        }
        filter={filter}
        pagination={
          <Pagination
            currentPageIndex={list.pageIndex}
            pagesCount={list.pagesCount}
            openEnd={list.openEnd}
            disabled={list.loading}
            ariaLabels={{
              nextPageLabel: t('kit:list.nextPage'),
              previousPageLabel: t('kit:list.previousPage'),
              pageLabel: (page) => t('kit:list.pageLabel', { page }),
            }}
            onChange={({ detail }) => list.setPageIndex(detail.currentPageIndex)}
          />
        }
        preferences={
          <CollectionPreferences
            title={t('kit:list.preferences')}
            confirmLabel={t('kit:confirm')}
            cancelLabel={t('kit:cancel')}
            preferences={{ pageSize: list.pageSize }}
            pageSizePreference={{
              title: t('kit:list.pageSize'),
              options: pageSizeOptions.map((size) => ({
                value: size,
                label: t('kit:list.rows', { count: size }),
              })),
            }}
            onConfirm={({ detail }) => {
              if (detail.pageSize && detail.pageSize !== list.pageSize) list.setPageSize(detail.pageSize);
            }}
          />
        }
      />
      <DeleteConfirm
        visible={pendingDelete !== null}
        deleting={deletion.busy}
        subject={pendingDelete !== null ? actions?.delete?.describe?.(pendingDelete) : undefined}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
