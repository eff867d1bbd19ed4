/**
 * The lines of a request for parts of the item master (item requests, garage requests): while the
 * request is entered, the part entry above its lines (one line per item, at most `maxLines`; a part's
 * name from the item master, no remarks yet); then the part lines, with the request's own columns
 * (decisions, what was issued) once it is stored.
 */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SparePart } from '@fleet/shared/platform/lookups';
import type { LineColumn } from '../form/DocumentLines.tsx';
import { PartEntrySection } from '../form/PartEntry.tsx';
import { PartLines, type PartLinesLabels } from '../form/PartLines.tsx';
import { addPartLine } from '../form/lines.ts';
import type { LookupOptions } from '../useLookupOptions.ts';

export interface PartRequestLine {
  sparepart: string;
  sparenam: string;
  qty: number;
  remarks: string;
}

export interface PartRequestLinesProps {
  testId: string;
  /** Translated: the lines' and the entry's (its title and button). */
  labels: PartLinesLabels & { entry: string; add: string };
  lines: readonly PartRequestLine[];
  /** Shown without lines (the lines' error when there is one). */
  emptyText: string;
  /** While the request is entered: the lines after an add or a remove. */
  onChange?: (lines: PartRequestLine[]) => void;
  /** The item master's parts to choose from. */
  parts: LookupOptions<SparePart>;
  maxLines: number;
  /** Buttons beside the entry's title (e.g. take the parts of another document). */
  entryActions?: ReactNode;
  /** After the quantity. */
  columns?: readonly LineColumn<PartRequestLine>[];
}

/**
 * The labels of a request's lines from its texts: `<form>.addLine`, `.add`, `.lines`, `.remove` and
 * `.removeLine`, and the fields' `<fields>.<item>` and `<fields>.qty`.
 */
export function partRequestLabels(
  t: TFunction,
  form: string,
  fields: string,
  item = 'item',
): PartRequestLinesProps['labels'] {
  return {
    entry: t(`${form}.addLine`),
    add: t(`${form}.add`),
    title: t(`${form}.lines`),
    item: t(`${fields}.${item}`),
    qty: t(`${fields}.qty`),
    remove: t(`${form}.remove`),
    removeLine: (number) => t(`${form}.removeLine`, { number }),
  };
}

export function PartRequestLines({ labels, parts, maxLines, entryActions, ...lines }: PartRequestLinesProps) {
  const { onChange } = lines;
  return (
    <SpaceBetween size="l">
      {onChange && (
        <PartEntrySection
          title={labels.entry}
          actions={entryActions}
          options={parts.options}
          loading={parts.loading}
          parts={parts.items}
          itemLabel={labels.item}
          qtyLabel={labels.qty}
          addLabel={labels.add}
          onAdd={({ sparepart, qty }, part) =>
            onChange(
              addPartLine(
                lines.lines,
                { sparepart, sparenam: part?.sparenam ?? '', qty, remarks: '' },
                maxLines,
              ),
            )
          }
        />
      )}
      <PartLines labels={labels} {...lines} />
    </SpaceBetween>
  );
}
