/**
 * Columns of the lines a document keeps under their source document's serials (a quotation's request
 * lines, an invoice's order lines, a credit's invoice lines): the part (number, item, unit) and a typed
 * value of the line, named by the serial for the browser tests (`price-3`) and for the reader ("Price
 * of line 3"), typed into the line's own field unless the page says otherwise.
 */
import type { SerialPartLine } from '@fleet/shared/engines/document-lines';
import {
  inputColumn,
  itemColumn,
  serialColumn,
  type InputColumnSpec,
  type LineColumn,
} from '../form/DocumentLines.tsx';
import type { ReaderNameOf } from '../masterNames.ts';

/** The line's serial, the item (code and name in the reader's language) and its unit. */
export function partColumns<L extends SerialPartLine>(
  headers: { item: string; uom: string },
  nameOf: ReaderNameOf,
  itemMinWidth?: number,
): LineColumn<L>[] {
  return [
    serialColumn('serlnumb'),
    itemColumn(headers.item, nameOf, itemMinWidth),
    { id: 'uom', header: headers.uom, cell: (line) => line.spareuom },
  ];
}

/** The fields of a line that hold text. */
type TextField<L> = { [K in keyof L]-?: L[K] extends string ? K : never }[keyof L] & string;

export interface SerialInputSpec<L> extends Omit<
  InputColumnSpec<L>,
  'id' | 'value' | 'onChange' | 'testId' | 'ariaLabel'
> {
  /** The line's field typed into; the column's id unless `id` says otherwise. */
  field: TextField<L>;
  id?: string;
  /** Names line 3's input `<testPrefix>-3`. */
  testPrefix: string;
  /** The input's label by the line's serial, translated. */
  label: (number: number) => string;
  /** The page's line change (`useDocumentFormPage`'s `setLine`). */
  setLine: (index: number, change: Partial<L>) => void;
  /** What a typed value changes, when more than its field. */
  change?: (index: number, typed: string) => Partial<L>;
}

/** A typed value of a line kept under its source line's serial. */
export function serialInputColumn<L extends { serlnumb: number }>({
  field,
  id = field,
  testPrefix,
  label,
  setLine,
  change,
  ...column
}: SerialInputSpec<L>): LineColumn<L> {
  return inputColumn<L>({
    ...column,
    id,
    value: (line) => line[field] as string,
    onChange: (index, typed) =>
      setLine(index, change ? change(index, typed) : ({ [field]: typed } as Partial<L>)),
    testId: (line) => `${testPrefix}-${line.serlnumb}`,
    ariaLabel: (line) => label(line.serlnumb),
  });
}
