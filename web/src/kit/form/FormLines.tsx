/**
 * A document form's lines as a declaration (petty cash, quotations, supplier and credit invoices,
 * purchase requests and orders): `DocumentLines` with its texts from the document's namespace
 * (`<ns>:form.lines`, `.noLines`, `.linesHint` while editing, `.addLine`, `.remove`, `.removeLine`; a
 * column's header `<ns>:fields.<field>`), the number of the line first, the lines and their error from
 * the form, and each column declared by its field: its value shown, or typed into the line while editing.
 * With `add`, lines are added (up to `max`) and removed here.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import { kebabCase } from './testIds.ts';
import { useReaderNames } from '../masterNames.ts';
import {
  DocumentLines,
  itemColumn,
  LineInput,
  type DocumentLinesProps,
  type LineColumn,
} from './DocumentLines.tsx';
import { removeLine, updateLine } from './lines.ts';

/** How a typed value is entered: a whole number, a decimal, a code (left to right in Arabic too) or text. */
export type LineInputKind = 'numeric' | 'decimal' | 'code' | 'text';

export interface LineField<L> {
  /** The header's key under `<ns>:fields` when not the field's, or a key of its own namespace (`kit:…`). */
  header?: string;
  width?: number;
  minWidth?: number;
  /** What the cell shows (by default the field's value); while editing, a typed field's input instead. */
  cell?: (line: L, index: number) => ReactNode;
  /** Typed while editing (the field holds the text typed). */
  input?: LineInputKind;
  /** The input's test id before the line's number (by default the field, `line-<field>` for unnumbered lines). */
  testId?: string;
  /** The input's label under `<ns>:form` (or a key of its own), by the line's number (by default `<field>Of`). */
  label?: string;
  /** What a typed value changes, when more than its field. */
  change?: (index: number, typed: string) => Partial<L>;
  /** A line that takes nothing (e.g. nothing left open on it). */
  disabled?: (line: L) => boolean;
}

/** The fields of a line that hold text: only those are typed into. */
type TextField<L> = { [K in keyof L]-?: L[K] extends string ? K : never }[keyof L];

/**
 * The columns after the line's number (and part), by field (or by a column's own id when it shows something
 * else); a column left out (`undefined`, e.g. shown only while editing) is not shown.
 */
export type LineFields<L, F extends string> = {
  [K in F]?: K extends TextField<L> ? LineField<L> : Omit<LineField<L>, 'input'>;
};

/** The form holding the lines (`useDocumentFormPage`'s `form`). */
export interface LinesForm<L> {
  values: { lines: readonly L[] };
  set(name: 'lines', value: L[]): void;
  errorOf(name: 'lines'): string | undefined;
}

export interface FormLinesProps<L, F extends string> extends Omit<
  Partial<DocumentLinesProps<L>>,
  'columns' | 'remove' | 'trackBy'
> {
  /** `<ns in kebab case>-lines` unless given. */
  testId?: string;
  /** The document's texts (`pettyCash`). */
  ns: string;
  /** The form whose `lines` these are; without it, `lines` shown read-only. */
  form?: LinesForm<L>;
  editable?: boolean;
  /** `<ns>:form.linesHint` under the title while editing (unless the document has none). */
  hint?: boolean;
  fields: LineFields<L, F>;
  /** The part after the line's number: its code and name in the reader's language (`<ns>:fields.sparepart`). */
  item?: { minWidth?: number };
  /** Columns declared in full, before the fields (e.g. ones another table shows too). */
  before?: readonly LineColumn<L>[];
  /** A line's key, by default its serial (`serlnumb`). */
  trackBy?: (line: L, index: number) => string;
  /** While editing: Add line (a `newLine`, up to `max` lines) and a remove button per line. */
  add?: { max: number; newLine: () => L };
  /** While editing: a remove button per line (lines added elsewhere). */
  removable?: boolean;
}

/** The line's number: its serial, or its place from 1 on a document that has not numbered its lines. */
const serialOf = (line: unknown): number | undefined => (line as { serlnumb?: number }).serlnumb;
const numberOf = (line: unknown, index: number) => serialOf(line) ?? index + 1;

export function FormLines<L, F extends string>({
  ns,
  form,
  editable = false,
  hint = true,
  fields,
  item,
  before = [],
  add,
  removable,
  testId = `${kebabCase(ns)}-lines`,
  ...table
}: FormLinesProps<L, F>) {
  const { t } = useTranslation();
  // A text named under the document's section, or by a key of its own (`kit:approval.lineDecision`).
  const textKey = (key: string, section: string) => (key.includes(':') ? key : `${ns}:${section}.${key}`);
  const nameOf = useReaderNames(['items']);
  const lines = table.lines ?? form?.values.lines ?? [];
  const setLines = (changed: L[]) => form?.set('lines', changed);
  const editing = editable && !!form;
  const declared = Object.entries<LineField<L> | undefined>(fields).filter(
    (entry): entry is [string, LineField<L>] => entry[1] !== undefined,
  );
  const columns = declared.map(
    ([field, { header = field, input, testId, label = `${field}Of`, change, cell, disabled, ...column }]) => {
      const value = (line: L) => (line as Record<string, unknown>)[field];
      const shown = cell ?? ((line: L) => value(line) as ReactNode);
      const named = { id: field, header: t(textKey(header, 'fields')), ...column };
      if (!input || !editing) return { ...named, cell: shown };
      const typed = (index: number, text: string) =>
        setLines(updateLine(lines, index, change ? change(index, text) : ({ [field]: text } as Partial<L>)));
      return {
        ...named,
        cell: (line: L, index: number) => (
          <LineInput
            testId={`${testId ?? (serialOf(line) === undefined ? `line-${field}` : field)}-${numberOf(line, index)}`}
            ariaLabel={t(textKey(label, 'form'), { number: numberOf(line, index) })}
            inputMode={input === 'numeric' || input === 'decimal' ? input : undefined}
            ltr={input !== 'text'}
            disabled={disabled?.(line)}
            value={value(line) as string}
            onChange={(text) => typed(index, text)}
          />
        ),
      };
    },
  );
  return (
    <DocumentLines<L>
      wrapLines
      title={t(`${ns}:form.lines`)}
      description={hint && editing ? t(`${ns}:form.linesHint`, { max: add?.max }) : undefined}
      emptyText={t(`${ns}:form.noLines`)}
      errorText={form?.errorOf('lines')}
      trackBy={(line, index) => String(serialOf(line) ?? index)}
      actions={
        editing &&
        add && (
          <Button
            data-testid="add-line"
            iconName="add-plus"
            disabled={lines.length >= add.max}
            onClick={() => setLines([...lines, add.newLine()])}
          >
            {t(`${ns}:form.addLine`)}
          </Button>
        )
      }
      {...table}
      testId={testId}
      lines={lines}
      columns={[
        { id: 'serial', header: '#', cell: (line, index) => numberOf(line, index), width: 50 },
        // Lines of parts hold their code and name (the document's choice, not checked by the type).
        ...(item
          ? [itemColumn(t(`${ns}:fields.sparepart`), nameOf, item.minWidth) as LineColumn<unknown>]
          : []),
        ...before,
        ...columns,
      ]}
      remove={
        editing && (add || removable)
          ? {
              header: t(`${ns}:form.remove`),
              label: (number) => t(`${ns}:form.removeLine`, { number }),
              onRemove: (index) => setLines(removeLine(lines, index)),
              width: 70,
            }
          : undefined
      }
    />
  );
}
