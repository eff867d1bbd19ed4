/**
 * The costing of a job order as the 3-in-1 and final invoice screens and PDFs show it (docs/accounts.md
 * "The costing"): the lines grouped by head in the order of `costKinds` (labour, parts, outside work,
 * petty cash), each head with its subtotal, then the total. Subtotals and the total are the shared
 * rule's sums in whole fils; a head without lines is left out (its subtotal is zero).
 */
import {
  costKinds,
  costTotals,
  type CostKind,
  type CostLine,
  type CostTotals,
} from '@fleet/shared/accounts/accounts';
import { sumKwd } from '@fleet/shared/engines/amounts';

export interface CostGroup {
  kind: CostKind;
  lines: CostLine[];
  subtotal: number;
}

/** The lines by head, in the documents' order; heads without lines left out. */
export function costGroups(lines: readonly CostLine[]): CostGroup[] {
  return costKinds
    .map((kind) => {
      const of = lines.filter((line) => line.kind === kind);
      return { kind, lines: of, subtotal: sumKwd(of.map((line) => line.value)) };
    })
    .filter((group) => group.lines.length > 0);
}

/** A row of the costing table: a line, a head's subtotal, or the total. */
export type CostRow =
  | { kind: 'line'; key: string; line: CostLine }
  | { kind: 'subtotal'; key: string; head: CostKind; value: number }
  | { kind: 'total'; key: string; value: number };

/** The table's rows: each head's lines and its subtotal, then the total of every line. */
export function costRows(lines: readonly CostLine[]): CostRow[] {
  const groups = costGroups(lines);
  if (groups.length === 0) return [];
  return [
    ...groups.flatMap((group): CostRow[] => [
      ...group.lines.map((line): CostRow => ({ kind: 'line', key: `line-${line.serlnumb}`, line })),
      { kind: 'subtotal', key: `subtotal-${group.kind}`, head: group.kind, value: group.subtotal },
    ]),
    { kind: 'total', key: 'total', value: costTotals(lines).totalval },
  ];
}

/** The voucher types a parts line names in its description (functions/accounts/invoices/costing.ts). */
export const partsSources = ['GIV', 'SIV', 'CSV', 'SRN'] as const;
export type PartsSource = (typeof partsSources)[number];
export const isPartsSource = (code: string): code is PartsSource =>
  (partsSources as readonly string[]).includes(code);

/**
 * What a cost line is, in the reader's language (issue 24): a parts line's voucher type as its label
 * (`label`, e.g. "Garage issue voucher" for GIV), a labour line's repair names in Arabic when the UI is
 * Arabic and the line keeps them, else the stored text.
 */
export function costLineDescription(
  line: Pick<CostLine, 'kind' | 'description' | 'descriptionar'>,
  arabic: boolean,
  label: (source: PartsSource) => string,
): string {
  if (line.kind === 'PARTS' && isPartsSource(line.description)) return label(line.description);
  return (arabic && line.descriptionar) || line.description;
}

/** How much the costing now differs from the stored one (positive: it costs more now). */
export const costingDifference = (stored: Pick<CostTotals, 'totalval'>, now: Pick<CostTotals, 'totalval'>) =>
  sumKwd([now.totalval, -stored.totalval]);
