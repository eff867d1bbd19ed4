/**
 * The tender price pages' logic, pure: the form's values and what they send, their field errors from
 * the shared schemas, the form's document id (item, supplier and tender number in one URL parameter),
 * the list's filters as the call's query, and the suppliers a new tender price may choose.
 */
import type { Vendor } from '@fleet/shared/platform/lookups';
import {
  createTenderPriceBody,
  supplierSelectable,
  updateTenderPriceBody,
  type TenderPriceRow,
} from '@fleet/shared/masters/tender-price';
import type { FilterValues } from '../../../kit/filters/model.ts';
import { schemaErrorKeys, type FieldErrors } from '../../../kit/form/formState.ts';
import { blankValues, docKeys } from '../../../kit/record/recordKeys.ts';
import { pickFields } from '../../../kit/document/formDocument.ts';
import { pickedQuery } from '../../../kit/list/listPage.ts';
import type { TenderPriceListFilter } from './api.ts';

const fields = ['sparepart', 'vendcode', 'tenderno', 'validfrom', 'validto'] as const;

/**
 * The price as typed (KWD); the days `YYYY-MM-DD` (the date picker's value), empty when not chosen;
 * the version read (EDIT).
 */
export type TenderPriceValues = Record<(typeof fields)[number] | 'price', string> & { version?: number };

export const emptyTenderPrice = (): TenderPriceValues => blankValues(...fields, 'price');

export const valuesFromRow = (row: TenderPriceRow): TenderPriceValues => ({
  ...pickFields(row, fields),
  price: String(row.tenderpric),
  version: row.version,
});

/** The request fields of the values (the schema reads the typed price; a decimal comma is a point). */
const requestOf = (values: TenderPriceValues) => ({
  ...pickFields(values, fields),
  tenderpric: values.price.trim().replace(',', '.'),
});

/** The schema's `tenderpric` is the form's `price`. */
const onFormFields = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field === 'tenderpric' ? 'price' : field, key]),
  );

/** Field errors as `errors:` keys, from the schema of the save the form will send. */
export function tenderPriceErrorKeys(values: TenderPriceValues, editing: boolean): FieldErrors {
  return onFormFields(
    editing
      ? schemaErrorKeys(updateTenderPriceBody, { ...requestOf(values), version: values.version })
      : schemaErrorKeys(createTenderPriceBody, requestOf(values)),
  );
}

export const toCreateBody = (values: TenderPriceValues) => createTenderPriceBody.parse(requestOf(values));

export const toUpdateBody = (values: TenderPriceValues) =>
  updateTenderPriceBody.parse({ ...requestOf(values), version: values.version });

/** The form's `docnumbr`: item, supplier and tender number. */
export const { docId: tenderPriceDocId, keyOf: tenderPriceKeyOf } = docKeys(
  'sparepart',
  'vendcode',
  'tenderno',
);

/** A day typed `DD/MM/YYYY` (or `YYYY-MM-DD`) as `YYYY-MM-DD`; undefined when it is not a real day. */
export function dayOfInput(text: string | undefined): string | undefined {
  const value = (text ?? '').trim();
  const typed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = typed
    ? [Number(typed[3]), Number(typed[2]), Number(typed[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (!year) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return date.toISOString().slice(0, 10);
}

/** Filter ids of the list (the call's parameters). */
export const tenderPriceFilterIds = {
  sparepart: 'sparepart',
  vendcode: 'vendcode',
  validon: 'validon',
} as const;

/** The list's server-side filters; a valid-on day that is not a real day is left out. */
export function tenderPriceListQuery(values: FilterValues): TenderPriceListFilter {
  const { validon: typed, ...query } = pickedQuery(values, Object.values(tenderPriceFilterIds));
  const validon = dayOfInput(typed);
  return { ...query, ...(validon ? { validon } : {}) };
}

/** The texts the list's search box looks in. */
export const tenderPriceSearchTexts = (row: TenderPriceRow) => [
  row.sparepart,
  row.sparenam,
  row.sparenamar,
  row.vendcode,
  row.vendname,
  row.vendnamear,
  row.tenderno,
];

/** Suppliers a new tender price may choose: MOI approved only (spec 000 section 5). */
export const selectableSuppliers = (vendors: readonly Vendor[]) => vendors.filter(supplierSelectable);
