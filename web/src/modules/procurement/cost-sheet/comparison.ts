/**
 * The cost sheet's comparison, pure (docs/procurement.md "Cost sheet"; shared `lowestOffer`,
 * `isLowest`): one row per approved line of the purchase request, one column per supplier that quoted
 * (its unit price and value), the lowest offer of each row, the supplier chosen per row (the lowest by
 * default), the reason required when the choice is not the lowest, the totals per supplier column, the
 * chosen total, the all-lowest total and the difference; the form values and the save request. The
 * form, the approval screens and the PDF read the same model.
 */
import { roundKwd, sumKwd } from '@fleet/shared/engines/amounts';
import { inSerialOrder, serialPartOf, type SerialPartLine } from '@fleet/shared/engines/document-lines';
import {
  isLowest,
  lowestOffer,
  type CostSheetBody,
  type CostSheetDocument,
  type CostSheetOffer,
} from '@fleet/shared/procurement/procurement';
import { savedVersion, storedHeader } from '../../../kit/document/formDocument.ts';

/** A line as compared: the item and every supplier's offer for it. */
export interface ComparisonLine extends SerialPartLine {
  qty: number;
  offers: CostSheetOffer[];
}

/** The supplier chosen for a line and why (when it is not the lowest). */
export interface Choice {
  vendcode: string;
  reason: string;
}

/** Choices by line (`serlnumb` as text). */
export type Choices = Record<string, Choice>;

export type CostSheetValues = Pick<CostSheetBody, 'docnumbr' | 'version' | 'purreqno' | 'remarks'> & {
  lines: ComparisonLine[];
  choices: Choices;
};

export const emptyCostSheet = (): CostSheetValues => ({ purreqno: '', remarks: '', lines: [], choices: {} });

/** A supplier column: who quoted, in code order. */
export interface SupplierColumn {
  vendcode: string;
  vendname: string;
  /** The supplier's quotation (PQT) number. */
  quotno: string;
}

/** The comparison's lines from a comparison answer or a stored sheet (offers only, no choice). */
export function comparisonLines(lines: readonly ComparisonLine[]): ComparisonLine[] {
  return inSerialOrder(lines).map((line) => ({
    ...serialPartOf(line),
    qty: line.qty,
    offers: line.offers.map((offer) => ({ ...offer })),
  }));
}

/** Every supplier that quoted for at least one line, in code order. */
export function supplierColumns(lines: readonly ComparisonLine[]): SupplierColumn[] {
  const suppliers = new Map<string, SupplierColumn>();
  for (const line of lines)
    for (const offer of line.offers)
      if (!suppliers.has(offer.vendcode))
        suppliers.set(offer.vendcode, {
          vendcode: offer.vendcode,
          vendname: offer.vendname,
          quotno: offer.quotno,
        });
  return [...suppliers.values()].sort((a, b) => a.vendcode.localeCompare(b.vendcode));
}

/** A supplier's offer for a line (none when it did not quote the item). */
export const offerOf = (line: ComparisonLine, vendcode: string): CostSheetOffer | undefined =>
  line.offers.find((offer) => offer.vendcode === vendcode);

/** The supplier of the line's lowest offer (the first in code order on a tie). */
export const lowestOf = (line: ComparisonLine): string => lowestOffer(line.offers)?.vendcode ?? '';

/** Whether the line's offer of `vendcode` is a lowest one (ties count as lowest). */
export const isLowestOffer = (line: ComparisonLine, vendcode: string): boolean =>
  isLowest(line.offers, vendcode);

/** The starting choices: the lowest offer of every line, no reason. */
export function defaultChoices(lines: readonly ComparisonLine[]): Choices {
  return Object.fromEntries(
    lines.map((line) => [String(line.serlnumb), { vendcode: lowestOf(line), reason: '' }]),
  );
}

/** The choice of a line (the lowest when none was made). */
export const choiceOf = (choices: Choices, line: ComparisonLine): Choice =>
  choices[String(line.serlnumb)] ?? { vendcode: lowestOf(line), reason: '' };

/** A reason is required when the chosen offer is not the lowest price of its line. */
export const reasonRequired = (line: ComparisonLine, choice: Choice): boolean =>
  choice.vendcode !== '' && !isLowestOffer(line, choice.vendcode);

/** Values after a line's choice changed: its supplier (the reason kept, it is only sent when required) or reason. */
function changeChoice(values: CostSheetValues, serlnumb: number, change: Partial<Choice>): CostSheetValues {
  const key = String(serlnumb);
  const current = values.choices[key] ?? { vendcode: '', reason: '' };
  return { ...values, choices: { ...values.choices, [key]: { ...current, ...change } } };
}

export const choose = (values: CostSheetValues, serlnumb: number, vendcode: string) =>
  changeChoice(values, serlnumb, { vendcode });

export const giveReason = (values: CostSheetValues, serlnumb: number, reason: string) =>
  changeChoice(values, serlnumb, { reason });

/** What is wrong with a line's choice, as an i18n key and its `item`, or undefined. */
export interface ChoiceProblem {
  key: string;
  item: string;
}

export function choiceProblem(line: ComparisonLine, choice: Choice): ChoiceProblem | undefined {
  if (!choice.vendcode || !offerOf(line, choice.vendcode))
    return { key: 'errors:storeSupplierRequired', item: line.sparepart };
  if (reasonRequired(line, choice) && !choice.reason.trim())
    return { key: 'errors:costSheetReasonRequired', item: line.sparepart };
  return undefined;
}

/** The problems of every line, by `serlnumb` (empty when the sheet can be saved). */
export function choiceProblems(
  values: Pick<CostSheetValues, 'lines' | 'choices'>,
): Record<string, ChoiceProblem> {
  const problems: Record<string, ChoiceProblem> = {};
  for (const line of values.lines) {
    const problem = choiceProblem(line, choiceOf(values.choices, line));
    if (problem) problems[String(line.serlnumb)] = problem;
  }
  return problems;
}

/**
 * Totals in KWD, summed in whole fils (shared amount rules): by supplier the sum of its offers and how
 * many lines it quoted; the chosen offers; the lowest offer of every line; what the choices cost above
 * the all-lowest total.
 */
export function comparisonTotals(lines: readonly ComparisonLine[], choices: Choices) {
  const suppliers: Record<string, { total: number; quoted: number }> = {};
  for (const column of supplierColumns(lines)) {
    const offers = lines.flatMap((line) => offerOf(line, column.vendcode) ?? []);
    suppliers[column.vendcode] = { total: sumKwd(offers.map((offer) => offer.value)), quoted: offers.length };
  }
  const chosen = sumKwd(lines.map((line) => offerOf(line, choiceOf(choices, line).vendcode)?.value ?? 0));
  const lowest = sumKwd(lines.map((line) => lowestOffer(line.offers)?.value ?? 0));
  return { suppliers, chosen, lowest, difference: roundKwd(chosen - lowest) };
}

/** The form values of a stored sheet: its comparison and its choices. */
export function fromDocument(document: CostSheetDocument): CostSheetValues {
  const lines = comparisonLines(document.lines);
  return {
    ...storedHeader(document.master, ['purreqno', 'remarks']),
    lines,
    choices: Object.fromEntries(
      document.lines.map((line) => [String(line.serlnumb), { vendcode: line.vendcode, reason: line.reason }]),
    ),
  };
}

/** `insertCostSheet`: every line once with its supplier; the reason only where it is required. */
export function toSaveRequest(values: CostSheetValues): CostSheetBody {
  return {
    ...savedVersion(values),
    purreqno: values.purreqno,
    remarks: values.remarks.trim(),
    lines: values.lines.map((line) => {
      const choice = choiceOf(values.choices, line);
      return {
        serlnumb: line.serlnumb,
        vendcode: choice.vendcode,
        reason: reasonRequired(line, choice) ? choice.reason.trim() : '',
      };
    }),
  };
}
