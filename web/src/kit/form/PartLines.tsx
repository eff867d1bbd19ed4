/**
 * The part lines of a parts document (item requests, garage requests, scrap): number, part (code and
 * name in the reader's language) and quantity, the document's own columns after them (its decisions,
 * what was issued), and the remove button while the lines are edited.
 */
import { useReaderNames } from '../masterNames.ts';
import { DocumentLines, itemColumn, serialColumn, type LineColumn } from './DocumentLines.tsx';
import { removeLine } from './lines.ts';

export interface PartLine {
  sparepart: string;
  sparenam: string;
  qty: number;
}

export interface PartLinesLabels {
  title: string;
  item: string;
  qty: string;
  remove: string;
  removeLine: (number: number) => string;
}

export interface PartLinesProps<L extends PartLine> {
  testId: string;
  /** Translated. */
  labels: PartLinesLabels;
  lines: readonly L[];
  /** Shown without lines (the lines' error when there is one). */
  emptyText: string;
  /** While the lines are edited: the lines after a remove. */
  onChange?: (lines: L[]) => void;
  /** After the quantity. */
  columns?: readonly LineColumn<L>[];
}

export function PartLines<L extends PartLine>({
  testId,
  labels,
  lines,
  emptyText,
  onChange,
  columns = [],
}: PartLinesProps<L>) {
  const nameOf = useReaderNames(['items']);
  return (
    <DocumentLines
      testId={testId}
      title={labels.title}
      lines={lines}
      trackBy={(line) => line.sparepart}
      emptyText={emptyText}
      columns={[
        serialColumn(),
        itemColumn(labels.item, nameOf),
        { id: 'qty', header: labels.qty, cell: (line) => line.qty },
        ...columns,
      ]}
      remove={
        onChange && {
          header: labels.remove,
          label: labels.removeLine,
          onRemove: (index) => onChange(removeLine(lines, index)),
        }
      }
    />
  );
}

/** What was issued of each stored line and what is still open (the stored lines in the same order). */
export function issuedColumns(
  headers: { issued: string; open: string },
  stored: readonly { issuedqty: number; openqty: number }[],
): LineColumn<unknown>[] {
  return [
    { id: 'issued', header: headers.issued, cell: (_line, index) => stored[index]?.issuedqty ?? 0 },
    { id: 'open', header: headers.open, cell: (_line, index) => stored[index]?.openqty ?? 0 },
  ];
}
