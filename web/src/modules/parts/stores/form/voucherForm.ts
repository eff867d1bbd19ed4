/**
 * The store voucher form's logic, pure: the values, the line being entered (read with the shared line
 * schema; adding an item again adds to its quantity), the insert body of a type (only the header
 * fields the type has), and what the shared rules say of it (the same `storeVoucherBody` schema and
 * `voucherRefusal` the server applies) as field errors and as the first catalogue message.
 */
import { messages, parseServerMessage } from '@fleet/shared';
import { lineValue, roundKwd, sumKwd } from '@fleet/shared/engines/amounts';
import {
  maxTransferLines,
  maxVoucherLines,
  storeVoucherBody,
  voucherLineInput,
  voucherRefusal,
  type ReceiptOrderLine,
  type StoreVoucherBody,
  type StoreVoucherLine,
} from '@fleet/shared/parts/store-vouchers';
import type { FieldErrors } from '../../../../kit/form/formState.ts';
import { updateLine } from '../../../../kit/form/lines.ts';
import { voucherScreens, type VoucherScreen, type VoucherScreenType } from '../vouchers.ts';

export type VoucherLine = Pick<
  StoreVoucherLine,
  'sparepart' | 'sparenam' | 'spareuom' | 'qty' | 'unitcost'
> & {
  /** A receipt against an order: the line's ordered quantity and what is still open on it. */
  orderedqty?: number;
  openqty?: number;
};

/** The header fields of the insert body, each sent when the type shows it (store and remarks always). */
const headerShownBy = {
  storecode: undefined,
  tostorecode: 'toStore',
  deptcode: 'department',
  jobordno: 'jobOrder',
  vendcode: 'supplier',
  refdocno: 'reference',
  garreqno: 'garageRequest',
  remarks: undefined,
} as const satisfies Record<string, keyof VoucherScreen['fields'] | undefined>;
export const voucherHeaderFields = Object.keys(headerShownBy) as (keyof typeof headerShownBy)[];

type VoucherField = keyof typeof headerShownBy;
/** The header as typed and the lines (receipt lines carry their unit cost: 0 on the other types). */
export type VoucherValues = Record<VoucherField, string> & { lines: VoucherLine[] };

const headerOf = (value: (field: VoucherField) => string) =>
  Object.fromEntries(voucherHeaderFields.map((field) => [field, value(field)])) as Record<
    VoucherField,
    string
  >;

export const emptyVoucher = (): VoucherValues => ({ ...headerOf(() => ''), lines: [] });

/** The line being entered, as typed. */
export interface LineEntryInput {
  sparepart: string;
  qty: string;
  unitcost: string;
}

export const emptyEntry = (): LineEntryInput => ({ sparepart: '', qty: '1', unitcost: '' });

/** At most this many lines (a transfer line is two movements). */
export const maxLinesOf = (type: VoucherScreenType) =>
  voucherScreens[type].transfer ? maxTransferLines : maxVoucherLines;

const sameItem = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * Reads the line being entered: the line to add (quantity a whole number from 1 to 99999, a receipt's
 * unit cost above 0, rounded to fils), or the catalogue message of its first problem. A new item is
 * refused once the voucher has its most lines.
 */
export function readLineEntry(
  type: VoucherScreenType,
  lines: readonly VoucherLine[],
  entry: LineEntryInput,
  item: { sparenam: string; spareuom: string } | undefined,
): { line: VoucherLine } | { problem: string } {
  const receipt = voucherScreens[type].unitCost === true;
  const unitcost = entry.unitcost.trim().replace(',', '.');
  const parsed = voucherLineInput.safeParse({
    sparepart: entry.sparepart,
    qty: entry.qty.trim() === '' ? undefined : entry.qty.trim(),
    ...(receipt ? { unitcost: unitcost === '' ? 0 : unitcost } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.path[0] === 'unitcost') return { problem: messages.storeUnitCostRequired };
    return { problem: issue?.message ?? messages.storeItemRequired };
  }
  const cost = roundKwd(parsed.data.unitcost ?? 0);
  if (receipt && !(cost > 0)) return { problem: messages.storeUnitCostRequired };
  const isNew = !lines.some((line) => sameItem(line.sparepart, parsed.data.sparepart));
  if (isNew && lines.length >= maxLinesOf(type))
    return {
      problem: voucherScreens[type].transfer
        ? messages.storeTooManyTransferLines
        : messages.storeTooManyLines,
    };
  return {
    line: {
      sparepart: parsed.data.sparepart,
      sparenam: item?.sparenam ?? '',
      spareuom: item?.spareuom ?? '',
      qty: parsed.data.qty,
      unitcost: receipt ? cost : 0,
    },
  };
}

/** Adds a line: an item already on the voucher takes the quantity (and a receipt the new unit cost). */
export function addVoucherLine(lines: readonly VoucherLine[], line: VoucherLine): VoucherLine[] {
  const index = lines.findIndex((entry) => sameItem(entry.sparepart, line.sparepart));
  if (index < 0) return [...lines, line];
  const entry = lines[index]!;
  return updateLine(lines, index, { qty: entry.qty + line.qty, unitcost: line.unitcost || entry.unitcost });
}

/** An order's open line as a receipt line: the quantity to receive is what is open, at the order's price. */
export const orderVoucherLine = (line: ReceiptOrderLine): VoucherLine => ({
  sparepart: line.sparepart,
  sparenam: line.sparenam,
  spareuom: line.spareuom,
  qty: line.openqty,
  unitcost: line.unitprice,
  orderedqty: line.orderedqty,
  openqty: line.openqty,
});

/** The quantity typed on an order's line (a whole number; anything else counts as 0 until corrected). */
export function setOrderLineQty(lines: readonly VoucherLine[], index: number, typed: string): VoucherLine[] {
  const qty = /^\d{1,5}$/.test(typed.trim()) ? Number(typed.trim()) : 0;
  return updateLine(lines, index, { qty });
}

/** Lines of a receipt against an order that take more than is open on it. */
export const overOrdered = (line: VoucherLine) => line.openqty !== undefined && line.qty > line.openqty;

/** A line's KWD value (receipts: qty x unit cost, 3 decimals). */
export const voucherLineValue = (line: Pick<VoucherLine, 'qty' | 'unitcost'>) =>
  lineValue(line.qty, line.unitcost);

/** The voucher's total quantity and KWD value while it is entered. */
export function voucherTotals(lines: readonly VoucherLine[]): { qty: number; value: number } {
  return {
    qty: lines.reduce((sum, line) => sum + line.qty, 0),
    value: sumKwd(lines.map(voucherLineValue)),
  };
}

/**
 * The insert body of a type: the store and the lines, and only the header fields the type has (a
 * value left in a field the type does not show is not sent); unit costs with receipts only.
 */
export function toVoucherBody(type: VoucherScreenType, values: VoucherValues): StoreVoucherBody {
  const { fields, unitCost } = voucherScreens[type];
  // On an order's receipt a line left at 0 is not received now; the price is the order's (the server's).
  const lines = fields.order ? values.lines.filter((line) => line.qty > 0) : values.lines;
  return {
    ...headerOf((field) => {
      const shownBy = headerShownBy[field];
      return !shownBy || fields[shownBy] ? values[field].trim() : '';
    }),
    lines: lines.map((line) => ({
      sparepart: line.sparepart,
      qty: line.qty,
      ...(unitCost ? { unitcost: line.unitcost } : {}),
      remarks: '',
    })),
  };
}

/** The fields a refusal of `voucherRefusal` points at. */
const refusalFields: [string, (keyof VoucherValues)[]][] = [
  [messages.storeSupplierRequired, ['vendcode']],
  [messages.storeReceiptReferenceRequired, ['refdocno']],
  [messages.storeDepartmentOrJobOrderRequired, ['deptcode', 'jobordno']],
  [messages.storeJobOrderRequired, ['jobordno']],
  [messages.storeToStoreRequired, ['tostorecode']],
  [messages.storeSameStore, ['tostorecode']],
];

/** A catalogue message as an i18n key (`errors:<key>`); any other text as the form's generic one. */
const messageKey = (text: string) => {
  const known = parseServerMessage(text);
  return known ? `errors:${known.key}` : 'stores:form.invalid';
};

/**
 * Field errors as i18n keys (`errors:<key>`), for `useDocumentFormPage`'s `validate`: each field's
 * first schema problem, and the type's refusal on the field it is about (line refusals on `lines`).
 */
export function voucherFieldErrors(type: VoucherScreenType, values: VoucherValues): FieldErrors {
  const body = toVoucherBody(type, values);
  const errors: FieldErrors = {};
  const parsed = storeVoucherBody.safeParse(body);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = messageKey(issue.message);
  }
  // The body is already shaped as the schema makes it (trimmed, every field present).
  if (values.lines.some(overOrdered)) errors['lines'] ??= 'stores:form.moreThanOpen';
  const refusal = voucherRefusal(type, parsed.success ? parsed.data : body);
  if (!refusal) return errors;
  const fields = refusalFields.find(([message]) => message === refusal)?.[1] ?? ['lines'];
  for (const field of fields) errors[field] ??= messageKey(refusal);
  return errors;
}
