/**
 * The credit invoice form's logic, pure: the values, the lines taken from the chosen supplier invoice
 * (what each line invoiced and what other credit invoices took), each line's check while typing (the
 * shared rule: an amount or a quantity above what is open is refused), the KWD totals, the stored
 * credit as values, the save request and its checks (the shared schema's messages).
 */
import { roundKwd, sumKwd } from '@fleet/shared/engines/amounts';
import { inSerialOrder } from '@fleet/shared/engines/document-lines';
import { fieldsOf } from '@fleet/shared/engines/fields';
import {
  creditInvoiceBody,
  openToCredit,
  suggestedValue,
  type CreditableInvoice,
  type CreditableLine,
  type CreditInvoiceBody,
  type CreditInvoiceDocument,
  type CreditReason,
} from '@fleet/shared/accounts/credit-invoice';
import { isoDay } from '../../../kit/filters/dates.ts';
import { schemaErrorKeys, type FieldErrors } from '../../../kit/form/formState.ts';
import { mergeSourceLines } from '../../../kit/form/lines.ts';
import { savedLines, savedHeader, storedHeader, storedLines } from '../../../kit/document/formDocument.ts';
import { typedNumber } from '../../../kit/document/typedNumber.ts';

/** The invoice's line with the credit as typed (an empty or 0 amount leaves the line out). */
export type CreditLineValues = CreditableLine & { qty: string; value: string };

export type CreditInvoiceValues = Pick<
  CreditInvoiceBody,
  'docnumbr' | 'version' | 'pivno' | 'crednoteno' | 'crednotedate' | 'remarks'
> & { reason: CreditReason | ''; lines: CreditLineValues[] };

export const emptyCredit = (today: Date = new Date()): CreditInvoiceValues => ({
  pivno: '',
  crednoteno: '',
  crednotedate: isoDay(today),
  reason: '',
  remarks: '',
  lines: [],
});

/** One line per invoice line, nothing credited yet. */
export function linesFromInvoice(invoice: Pick<CreditableInvoice, 'lines'>): CreditLineValues[] {
  return inSerialOrder(invoice.lines).map((line) => ({ ...line, qty: '', value: '' }));
}

/** A returned quantity typed: the amount follows at the invoice's price (the user may change it). */
export function withQty(line: CreditLineValues, qty: string): CreditLineValues {
  const typed = typedNumber(qty);
  return Number.isInteger(typed) && typed > 0
    ? { ...line, qty, value: suggestedValue(typed, line.unitprice).toFixed(3) }
    : { ...line, qty };
}

/** Whether a line is credited (an amount typed). */
export const credited = (line: Pick<CreditLineValues, 'value'>) => line.value.trim() !== '';

export type CreditLineCheck =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'overValue'; open: number }
  | { kind: 'overQty'; open: number }
  | { kind: 'ok'; value: number };

/** A line against what is open on its invoice line. */
export function checkCreditLine(line: CreditLineValues): CreditLineCheck {
  if (!credited(line)) return { kind: 'none' };
  const value = typedNumber(line.value);
  const qty = line.qty.trim() === '' ? 0 : typedNumber(line.qty);
  if (!Number.isFinite(value) || value <= 0 || roundKwd(value) !== value) return { kind: 'invalid' };
  if (!Number.isInteger(qty) || qty < 0) return { kind: 'invalid' };
  const open = openToCredit(line);
  if (Math.round(value * 1000) > Math.round(open.value * 1000))
    return { kind: 'overValue', open: open.value };
  if (qty > open.qty) return { kind: 'overQty', open: open.qty };
  return { kind: 'ok', value };
}

/** The credit's totals while typing: its KWD value and the returned quantity. */
export function creditFormTotals(lines: readonly CreditLineValues[]) {
  const checks = lines.map(checkCreditLine);
  const ok = lines.filter((_line, index) => checks[index]?.kind === 'ok');
  return {
    checks,
    totalval: sumKwd(ok.map((line) => typedNumber(line.value))),
    totalqty: ok.reduce((sum, line) => sum + (typedNumber(line.qty) || 0), 0),
  };
}

export function fromDocument(document: CreditInvoiceDocument): CreditInvoiceValues {
  return {
    ...storedHeader(document.master, ['pivno', 'crednoteno', 'crednotedate', 'reason', 'remarks']),
    lines: storedLines(document.lines, (line) => ({
      ...fieldsOf(line, 'invqty unitprice invvalue creditedqty creditedval'),
      qty: line.qty ? String(line.qty) : '',
      value: line.value.toFixed(3),
    })),
  };
}

/**
 * An edited credit's lines with the invoice's other lines added (not credited), and what other credit
 * invoices take as the server reads it now (`getCreditableInvoices?docnumbr`).
 */
export function mergeInvoiceLines(
  lines: readonly CreditLineValues[],
  invoice: Pick<CreditableInvoice, 'lines'> | undefined,
): CreditLineValues[] {
  return mergeSourceLines(lines, invoice && linesFromInvoice(invoice), (line, now) => ({
    ...line,
    creditedqty: now.creditedqty,
    creditedval: now.creditedval,
  }));
}

/** The save call's body (`insertCreditInvoice`): credited lines only. */
export function toSaveRequest(values: CreditInvoiceValues): CreditInvoiceBody {
  return {
    ...savedHeader(values, ['pivno', 'crednoteno', 'crednotedate', 'remarks']),
    reason: values.reason as CreditReason,
    lines: savedLines(values.lines, credited, (line) => ({
      qty: line.qty.trim() === '' ? 0 : typedNumber(line.qty),
      value: typedNumber(line.value),
    })),
  };
}

/** Field errors as i18n keys, by form field (line problems under `lines`). */
export function creditProblems(values: CreditInvoiceValues, today: string): FieldErrors {
  const { lines, ...errors } = schemaErrorKeys(creditInvoiceBody, toSaveRequest(values));
  const lineProblem = values.lines
    .map(checkCreditLine)
    .some((check) => check.kind !== 'ok' && check.kind !== 'none')
    ? 'creditInvoice:form.linesInvalid'
    : lines;
  return {
    ...errors,
    ...(values.crednotedate && values.crednotedate > today
      ? { crednotedate: 'errors:creditInvoiceDateFuture' }
      : {}),
    ...(lineProblem ? { lines: lineProblem } : {}),
  };
}
