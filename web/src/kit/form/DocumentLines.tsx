/**
 * The lines of a document form (quotations, supplier invoices, purchase orders and requests, item and
 * garage requests, scrap, petty cash): a table of its lines under a title with their count, the
 * columns the document declares (with the builders below for the number, the item and a typed value),
 * an empty text (the lines' error when there is one) and, while editing, a remove button per line.
 */
import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import { Input, type InputProps } from './Input.tsx';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { ReaderNameOf } from '../masterNames.ts';

export interface LineColumn<L> {
  id: string;
  /** Translated. */
  header: string;
  cell: (line: L, index: number) => ReactNode;
  width?: number;
  minWidth?: number;
}

export interface LineRemoval {
  /** The column's header and a line's button label (by its number from 1), translated. */
  header: string;
  label: (number: number) => string;
  onRemove: (index: number) => void;
  width?: number;
}

export interface DocumentLinesProps<L> {
  testId: string;
  /** Translated. */
  title: string;
  /** A hint under the title (e.g. what to type while editing, or the lines' error). */
  description?: ReactNode;
  /** Buttons beside the title (e.g. add a line). */
  actions?: ReactNode;
  lines: readonly L[];
  /** A line's key (its place for lines that may repeat). */
  trackBy: (line: L, index: number) => string;
  columns: readonly LineColumn<L>[];
  /** Shown without lines. */
  emptyText: string;
  footer?: ReactNode;
  /** The lines' error (e.g. none entered), under them when there is one. */
  errorText?: string;
  loading?: boolean;
  loadingText?: string;
  /** Long texts wrap instead of widening the table. */
  wrapLines?: boolean;
  /** A remove button per line (while editing). */
  remove?: LineRemoval;
}

interface Row<L> {
  line: L;
  index: number;
}

export function DocumentLines<L>(props: DocumentLinesProps<L>) {
  const { lines, remove } = props;
  const columns: TableProps.ColumnDefinition<Row<L>>[] = props.columns.map(({ cell, ...column }) => ({
    ...column,
    cell: (row) => cell(row.line, row.index),
  }));
  if (remove)
    columns.push({
      id: 'remove',
      header: remove.header,
      cell: (row) => (
        <Button
          variant="icon"
          iconName="remove"
          ariaLabel={remove.label(row.index + 1)}
          onClick={() => remove.onRemove(row.index)}
        />
      ),
      ...(remove.width === undefined ? {} : { width: remove.width }),
    });
  return (
    <Table<Row<L>>
      data-testid={props.testId}
      variant="container"
      wrapLines={props.wrapLines}
      loading={props.loading}
      loadingText={props.loadingText}
      header={
        <Header
          variant="h2"
          counter={`(${lines.length})`}
          description={props.description}
          actions={props.actions}
        >
          {props.title}
        </Header>
      }
      footer={
        props.footer ??
        (props.errorText && (
          <Box color="text-status-error" data-testid={`${props.testId}-error`}>
            {props.errorText}
          </Box>
        ))
      }
      items={lines.map((line, index) => ({ line, index }))}
      trackBy={(row) => props.trackBy(row.line, row.index)}
      empty={<Box textAlign="center">{props.emptyText}</Box>}
      columnDefinitions={columns}
    />
  );
}

/** The line's number: its place from 1, or a stored line's serial (`serlnumb`). */
export function serialColumn(): LineColumn<unknown>;
export function serialColumn(by: 'serlnumb'): LineColumn<{ serlnumb: number }>;
export function serialColumn(by?: 'serlnumb'): LineColumn<{ serlnumb: number }> {
  return { id: 'serial', header: '#', cell: (line, index) => (by ? line.serlnumb : index + 1), width: 50 };
}

/** The part: its code and its name in the reader's language. */
export function itemColumn<L extends { sparepart: string; sparenam: string }>(
  header: string,
  nameOf: ReaderNameOf,
  minWidth?: number,
): LineColumn<L> {
  return {
    id: 'item',
    header,
    cell: (line) => `${line.sparepart} ${nameOf('items', line.sparepart, line.sparenam)}`,
    ...(minWidth === undefined ? {} : { minWidth }),
  };
}

export interface LineInputProps {
  testId: string;
  ariaLabel: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: InputProps.InputMode;
  /** Numbers and codes read left to right in Arabic too (default); a text follows the page. */
  ltr?: boolean;
  disabled?: boolean;
}

/** A line's typed value. */
export function LineInput({
  testId,
  ariaLabel,
  value,
  onChange,
  inputMode,
  ltr = true,
  disabled,
}: LineInputProps) {
  const input = (
    <Input
      data-testid={testId}
      inputMode={inputMode}
      ariaLabel={ariaLabel}
      value={value}
      disabled={disabled}
      onChange={({ detail }) => onChange(detail.value)}
    />
  );
  return ltr ? <div dir="ltr">{input}</div> : input;
}
