/**
 * The invoice's items (spec 000 section 2): serial, item no, description, qty, unit price, value,
 * item discount %, discount value, net value, total return qty, and edit / delete (delete asks
 * 'Are You Sure To Delete?' first). Amounts are the shared amount rules' (`priceInvoice`).
 * Not the kit's DocumentLines: a line goes back into the entry fields to be edited (and is marked while
 * it is), a delete asks first, and the table sits without a border in the items' container, under the
 * entry.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import ButtonGroup from '@cloudscape-design/components/button-group';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { PricedInvoice } from '@fleet/shared/accounts/maintenance-invoice';
import { formatAmount } from '../../../../i18n/format.ts';
import { DeleteConfirm } from '../../../../kit/index.ts';
import type { InvoiceFormLine } from './invoiceForm.ts';
import { useReaderNames } from '../../../../kit/masterNames.ts';
import './invoiceForm.css';
import { cellColumn } from '../../../../kit/form/cellColumn.ts';

export type PricedLine = PricedInvoice['lines'][number] & InvoiceFormLine;

export interface ItemsTableProps {
  lines: PricedLine[];
  readOnly: boolean;
  /** The line loaded into the entry fields. */
  editingKey: string | null;
  onEdit: (line: PricedLine) => void;
  onDelete: (line: PricedLine) => void;
  /** Shown when there is no line (after a refused save: the spec's message). */
  emptyText: string;
}

/** Amounts, quantities and percentages line up at the end of the cell. */
const amount = (value: number) => <span className="fleet-invoice-figure">{formatAmount(value)}</span>;
const figure = (value: number) => <span className="fleet-invoice-figure">{value}</span>;
const figures = new Set(['qty', 'workdisc', 'retqty']);

export function ItemsTable({ lines, readOnly, editingKey, onEdit, onDelete, emptyText }: ItemsTableProps) {
  const { t } = useTranslation();
  const nameOf = useReaderNames(['items']);
  const [pendingDelete, setPendingDelete] = useState<PricedLine | null>(null);

  const columns: TableProps.ColumnDefinition<PricedLine>[] = [
    {
      id: 'serlnumb',
      header: t('kit:list.serial'),
      width: 70,
      // The line loaded into the entry fields is marked.
      cell: (line) =>
        line.key === editingKey ? (
          <span title={t('invoice:items.editing', { serial: line.serlnumb })}>
            <Badge color="blue">{line.serlnumb}</Badge>
          </span>
        ) : (
          line.serlnumb
        ),
    },
    { id: 'sparepart', header: t('invoice:items.sparepart'), cell: (line) => line.sparepart, minWidth: 110 },
    cellColumn(
      'sparenam',
      t('invoice:items.sparenam'),
      (line) => nameOf('items', line.sparepart, line.sparenam),
      160,
    ),
    // Amounts, and the figures that are not (quantities, the discount %).
    ...(['qty', 'unitprice', 'workvalue', 'workdisc', 'workdiscval', 'worknet', 'retqty'] as const).map(
      (id) =>
        cellColumn(id, t(`invoice:items.${id}`), (line: PricedLine) =>
          (figures.has(id) ? figure : amount)(line[id]),
        ),
    ),
    {
      id: 'actions',
      header: t('kit:list.actionsHeader'),
      // Two icon buttons on one line.
      width: 112,
      minWidth: 112,
      cell: (line) => (
        <ButtonGroup
          variant="icon"
          ariaLabel={t('invoice:items.lineActions', { serial: line.serlnumb })}
          items={(['edit', 'delete'] as const).map((id) => ({
            type: 'icon-button',
            id,
            text: t(`kit:list.actions.${id}`),
            iconName: id === 'edit' ? 'edit' : 'remove',
            disabled: readOnly,
          }))}
          onItemClick={({ detail }) => (detail.id === 'edit' ? onEdit(line) : setPendingDelete(line))}
        />
      ),
    },
  ];

  return (
    <>
      <Table<PricedLine>
        data-testid="invoice-items"
        variant="borderless"
        wrapLines
        items={lines}
        trackBy="key"
        columnDefinitions={columns}
        ariaLabels={{ tableLabel: t('invoice:items.title') }}
        empty={
          <Box textAlign="center" color="inherit" padding="s">
            {emptyText}
          </Box>
        }
      />
      <DeleteConfirm
        visible={pendingDelete !== null}
        subject={
          pendingDelete
            ? `${pendingDelete.serlnumb}. ${pendingDelete.sparepart} ${pendingDelete.sparenam}`
            : undefined
        }
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (pendingDelete) onDelete(pendingDelete);
          setPendingDelete(null);
        }}
      />
    </>
  );
}
