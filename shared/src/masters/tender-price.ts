/**
 * Tender price master (spec 000 section 2 Master: `/Tenderpricemaster`, form `CreateTenderPrice`;
 * screen SGRM002; spec 001 section 3 "Tender price lookup: ItemNo and supplier"). A tender price is a
 * supplier's contracted price for an item of the item master under a tender number, valid from one
 * day to another. It is kept as master data in the shape the lookups read (`tenderPrice` of
 * lookups.ts: `searchSparePartsUnified`, `Items/tenderVendors`, the purchase quotation's tender price),
 * one record per item and supplier, plus the version that guards concurrent edits.
 *
 * Rules: the price is a KWD amount above 0 with at most 3 decimals; valid from is not after valid to;
 * the supplier exists and is MOI approved (spec 000 section 5: only MOI approved suppliers can be
 * selected); the item is in the item master; one tender price per item, supplier and tender number.
 */
import { z } from 'zod';
import { inputLimits } from '../platform/limits.ts';
import { roundKwd } from '../engines/amounts.ts';
import type { TenderPrice, Vendor } from '../platform/lookups.ts';
import { messages } from '../platform/messages.ts';
import { blankOptional, upperCode } from './fields.ts';

// ---- Rules (pure, the form and the server share them) ---------------------------------------------

/** Highest tender price (KWD). */
export const tenderPriceMax = 999_999.999;

/** Whether an amount has at most 3 decimals (whole fils), e.g. 12.345 but not 12.3456. */
export function hasKwdDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(roundKwd(value) - value) < 1e-9;
}

/** Whether a tender price is one the master accepts: above 0, at most 999999.999 KWD, 3 decimals at most. */
export function tenderPriceAllowed(value: number): boolean {
  return hasKwdDecimals(value) && value > 0 && value <= tenderPriceMax;
}

/** Whether `text` is a real calendar day `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Valid from must not be after valid to (the same day is a one-day tender). */
export function validityOrdered(validfrom: string, validto: string): boolean {
  return validfrom <= validto;
}

/** Whether the tender price applies on `day` (`YYYY-MM-DD`), both ends included. */
export function tenderValidOn(tender: Pick<TenderPrice, 'validfrom' | 'validto'>, day: string): boolean {
  return tender.validfrom <= day && day <= tender.validto;
}

/** Only MOI approved suppliers can be selected (spec 000 section 5). */
export function supplierSelectable(vendor: Pick<Vendor, 'moiApproved'> | undefined): boolean {
  return vendor?.moiApproved === 'Y';
}

/**
 * What a new tender price meets in the master for its item and supplier: nothing, the same tender
 * number (a duplicate), or another tender of the supplier for the item (one record per item and
 * supplier: the other must be edited or deleted first).
 */
export function tenderPriceClash(
  existing: Pick<TenderPrice, 'tenderno'> | undefined,
  tenderno: string,
): 'sameTender' | 'otherTender' | undefined {
  if (!existing) return undefined;
  return existing.tenderno === tenderno ? 'sameTender' : 'otherTender';
}

// ---- Field shapes ---------------------------------------------------------------------------------

/** An item master code (item master: letters, digits, dash, underscore), upper case. */
const itemCode = upperCode(messages.storeItemRequired, 40, messages.storeItemRequired);
const supplierCode = upperCode(messages.storeSupplierRequired, 20, messages.storeSupplierRequired);

/** The tender's number as the contract writes it (`KPTC/TND/2025/014`), upper case. */
const tenderNo = upperCode(
  messages.tenderNoRequired,
  40,
  messages.tenderNoFormat,
  /^[A-Za-z0-9][A-Za-z0-9/._-]*$/,
);

const tenderPriceAmount = z.coerce
  .number({ error: messages.tenderPriceAmount })
  .refine(tenderPriceAllowed, messages.tenderPriceAmount);

const day = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(inputLimits.code, messages.useIsoDay)
    .refine(isCalendarDay, messages.useIsoDay);

const version = z.coerce.number({ error: messages.invalidParameters }).int().min(1);

const fields = {
  sparepart: itemCode,
  vendcode: supplierCode,
  tenderno: tenderNo,
  /** The supplier's price of one unit of the item (KWD, 3 decimals). */
  tenderpric: tenderPriceAmount,
  /** First and last day the price applies (`YYYY-MM-DD`). */
  validfrom: day(messages.tenderValidFromRequired),
  validto: day(messages.tenderValidToRequired),
};

const validity = (body: { validfrom: string; validto: string }, ctx: z.RefinementCtx) => {
  if (!validityOrdered(body.validfrom, body.validto))
    ctx.addIssue({ code: 'custom', path: ['validto'], message: messages.tenderValidity });
};

// ---- Requests -------------------------------------------------------------------------------------

/** `createTenderPrice`: a new tender price of an item master item and an MOI approved supplier. */
export const createTenderPriceBody = z.object(fields).superRefine(validity);
export type CreateTenderPriceBody = z.infer<typeof createTenderPriceBody>;

/**
 * `updateTenderPrice`: the price and validity of the tender price (item, supplier, tender number),
 * at the version read; a stale version is a 409.
 */
export const updateTenderPriceBody = z.object({ ...fields, version }).superRefine(validity);
export type UpdateTenderPriceBody = z.infer<typeof updateTenderPriceBody>;

/** `getTenderPriceById`: the tender price of an item, a supplier and a tender number. */
export const tenderPriceKeyQuery = z.object({
  sparepart: itemCode,
  vendcode: supplierCode,
  tenderno: tenderNo,
});
export type TenderPriceKey = z.infer<typeof tenderPriceKeyQuery>;

/** `deleteTenderPrice`: the tender price, and optionally the version read (a stale one is a 409). */
export const deleteTenderPriceQuery = tenderPriceKeyQuery.extend({
  version: blankOptional(version),
});
export type DeleteTenderPriceQuery = z.infer<typeof deleteTenderPriceQuery>;

/**
 * `getTenderPriceList`: optional item (part of the code or description, any case), supplier code and
 * a day the price must be valid on.
 */
export const tenderPriceListQuery = z.object({
  sparepart: blankOptional(z.string().trim().max(200)),
  vendcode: blankOptional(
    z
      .string()
      .trim()
      .max(20)
      .transform((value) => value.toUpperCase()),
  ),
  validon: blankOptional(
    z.string().trim().max(inputLimits.code, messages.useIsoDay).refine(isCalendarDay, messages.useIsoDay),
  ),
});
export type TenderPriceListQuery = z.infer<typeof tenderPriceListQuery>;

// ---- Stored record and rows -----------------------------------------------------------------------

/** The stored master record: the lookups' shape plus its version and last change. */
export interface StoredTenderPrice extends TenderPrice {
  version: number;
  /** Who saved it last and when (ISO); absent on seeded records. */
  moduser?: string;
  moddate?: string;
}

/** A row of the list and the answer of getTenderPriceById: the record with the names it refers to. */
export interface TenderPriceRow extends StoredTenderPrice {
  /** The item's Arabic name from the item master ('' when the item is not there). */
  sparenamar: string;
  vendname: string;
  vendnamear: string;
  /** The supplier's MOI approval now ('N' when the supplier is unknown). */
  moiApproved: 'Y' | 'N';
}

/** What a write answers after its message. */
export interface TenderPriceSaved {
  sparepart: string;
  vendcode: string;
  tenderno: string;
  version: number;
}
