/**
 * The item entry of the invoice form (spec 000 sections 2 and 5): the fields a line is typed into,
 * its computed value, discount value and net value (shared `priceLine`), its required markers
 * ('S/Parts. is Required', 'Qty. is Required', 'Unitprice. is Required'), and adding or updating the
 * line in the items (editing loads a line into the entry; adding resets the entry).
 */
import { invoiceLineInput, lineAddable, priceLine } from '@fleet/shared/accounts/maintenance-invoice';
import { zodFieldErrors, type FieldErrors } from '../../../../kit/form/formState.ts';
import { messageKey, nextLineKey, type InvoiceFormLine } from './invoiceForm.ts';
import { numberOrZero, numberText, parseNumber } from './numbers.ts';

export interface LineEntryValues {
  sparepart: string;
  /** Description: read-only, from the chosen item. */
  sparenam: string;
  spareuom: string;
  qty: string;
  unitprice: string;
  /** Item discount %. */
  workdisc: string;
  /** Total return qty. */
  retqty: string;
}

export function emptyLineEntry(): LineEntryValues {
  return { sparepart: '', sparenam: '', spareuom: '', qty: '', unitprice: '', workdisc: '', retqty: '' };
}

/** A line loaded into the entry fields (edit). */
export function entryFromLine(line: InvoiceFormLine): LineEntryValues {
  return {
    sparepart: line.sparepart,
    sparenam: line.sparenam,
    spareuom: line.spareuom,
    qty: numberText(line.qty),
    unitprice: numberText(line.unitprice),
    workdisc: numberText(line.workdisc, true),
    retqty: numberText(line.retqty, true),
  };
}

/** The entry's quantity, unit price and discount %, blank as 0. */
const entryNumbers = (entry: LineEntryValues) => ({
  qty: numberOrZero(entry.qty),
  unitprice: numberOrZero(entry.unitprice),
  workdisc: numberOrZero(entry.workdisc),
});

/** The entry's value, discount value and net value as the amount rules compute them. */
export const entryAmounts = (entry: LineEntryValues) => priceLine(entryNumbers(entry));

/** The entry as the line schema reads it: blank optional numbers are left out (0 by default). */
function lineInput(entry: LineEntryValues) {
  return {
    sparepart: entry.sparepart,
    sparenam: entry.sparenam,
    spareuom: entry.spareuom,
    qty: parseNumber(entry.qty),
    unitprice: parseNumber(entry.unitprice),
    workdisc: parseNumber(entry.workdisc),
    retqty: parseNumber(entry.retqty),
  };
}

/**
 * Field errors as i18n keys: the shared line schema decides; a line whose value or net rounds to
 * nothing cannot be added either (section 5), shown on the unit price.
 */
export function lineEntryErrors(entry: LineEntryValues): FieldErrors {
  const errors = zodFieldErrors(invoiceLineInput, lineInput(entry), (_field, issue) =>
    messageKey(issue.message),
  );
  if (Object.keys(errors).length > 0) return errors;
  return lineAddable({ sparepart: entry.sparepart, ...entryNumbers(entry) })
    ? {}
    : { unitprice: 'errors:invoiceUnitPriceRequired' };
}

/** The line an entry makes; `key` keeps the row when it is an update. */
export function lineFromEntry(entry: LineEntryValues, key: string = nextLineKey()): InvoiceFormLine {
  return {
    key,
    sparepart: entry.sparepart.trim(),
    sparenam: entry.sparenam,
    spareuom: entry.spareuom,
    ...entryNumbers(entry),
    retqty: numberOrZero(entry.retqty),
    worknumb: '',
    workdesc: entry.sparenam,
    reource: '',
  };
}

/** Replaces the line with the same key, or appends it. */
export function upsertLine(lines: readonly InvoiceFormLine[], line: InvoiceFormLine): InvoiceFormLine[] {
  const index = lines.findIndex((candidate) => candidate.key === line.key);
  if (index < 0) return [...lines, line];
  const existing = lines[index]!;
  // An update keeps what the entry does not edit (work number, resource; the work description while
  // the item stays the same).
  const updated = {
    ...line,
    worknumb: existing.worknumb,
    reource: existing.reource,
    workdesc: existing.sparepart === line.sparepart ? existing.workdesc : line.workdesc,
  };
  return lines.map((candidate, at) => (at === index ? updated : candidate));
}

export function removeLine(lines: readonly InvoiceFormLine[], key: string): InvoiceFormLine[] {
  return lines.filter((line) => line.key !== key);
}
