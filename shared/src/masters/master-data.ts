/**
 * Master data of the vehicle side (spec 001 section 7 "Master data": Make, VehicleModl, Supplier, each
 * with create, list, update, delete by key and get by key; spec 000 section 2 master group: vehicle make
 * SGRM001, vehicle model SGRM003, supplier SGRM006, colours SGRM022). Field names are those of the
 * lookups (shared/src/platform/lookups.ts); every update and delete carries the version read (409 when stale).
 */
import { z } from 'zod';
import { inputLimits } from '../platform/limits.ts';
import { messages } from '../platform/messages.ts';
import { blankOptional, upperCode } from './fields.ts';

/** A record code: letters, digits, dash and underscore, up to 20 characters, stored upper case. */
export const masterCode = upperCode(
  messages.masterCodeRequired,
  20,
  messages.masterCodeInvalid,
  /^[A-Za-z0-9_-]+$/,
);

const name = z
  .string({ error: messages.masterNameRequired })
  .trim()
  .min(1, messages.masterNameRequired)
  .max(100, messages.masterNameTooLong);
const nameAr = z.string().trim().max(100, messages.masterNameTooLong).default('');
const version = z.coerce.number().int().positive();
const optionalVersion = blankOptional(version);

/** Paging of a master list: optional; without it the whole (bounded) list is answered. */
export const masterListQuery = z.object({
  searchTerm: blankOptional(z.string().trim().max(inputLimits.key)),
  pageSize: blankOptional(z.coerce.number().int().min(1).max(500)),
  pageNumber: blankOptional(z.coerce.number().int().min(1)),
});
export type MasterListQuery = z.infer<typeof masterListQuery>;

// ---- Make (SGRM001) -------------------------------------------------------------------------------

export const createMakeBody = z.object({
  vehmakid: masterCode,
  /** The make's external code; the make id when not given. */
  makecode: blankOptional(z.string().trim().max(20, messages.masterCodeInvalid)),
  vehmaknam: name,
  vehmaknamar: nameAr,
});
export type CreateMakeBody = z.infer<typeof createMakeBody>;
export const updateMakeBody = createMakeBody.extend({ version });
export const makeKeyQuery = z.object({ vehmakid: masterCode });
export const deleteMakeQuery = makeKeyQuery.extend({ version: optionalVersion });

export type MakeRow = Omit<CreateMakeBody, 'makecode'> & { makecode: string; version: number };

// ---- Model (SGRM003, the spec's VehicleModl) ------------------------------------------------------

export const createModelBody = z.object({
  vehmakid: masterCode,
  vehmodid: masterCode,
  vehmodnam: name,
  vehmodnamar: nameAr,
});
export type CreateModelBody = z.infer<typeof createModelBody>;
export const updateModelBody = createModelBody.extend({ version });
export const modelKeyQuery = z.object({ vehmakid: masterCode, vehmodid: masterCode });
export const deleteModelQuery = modelKeyQuery.extend({ version: optionalVersion });
export const modelListQuery = masterListQuery.extend({
  vehmakid: blankOptional(masterCode),
});

export type ModelRow = CreateModelBody & Omit<MakeRow, 'vehmakid' | 'makecode'>;

// ---- Supplier (SGRM006) ---------------------------------------------------------------------------

export const createSupplierBody = z.object({
  vendcode: masterCode,
  vendname: name,
  vendnamear: nameAr,
  /** Only MOI approved suppliers can be chosen in procurement (spec 000 section 5). */
  moiApproved: z.enum(['Y', 'N'], { error: messages.masterMoiApprovedInvalid }).default('N'),
  mobile: z
    .string()
    .trim()
    .regex(/^(\d{8})?$/, messages.masterMobileInvalid)
    .default(''),
  email: z
    .string()
    .trim()
    .max(254, messages.masterEmailInvalid)
    .refine((value) => value === '' || z.email().safeParse(value).success, messages.masterEmailInvalid)
    .default(''),
  status: z.enum(['active', 'inactive']).default('active'),
});
export type CreateSupplierBody = z.infer<typeof createSupplierBody>;
export const updateSupplierBody = createSupplierBody.extend({ version });
export const supplierKeyQuery = z.object({ vendcode: masterCode });
export const deleteSupplierQuery = supplierKeyQuery.extend({ version: optionalVersion });

export type SupplierRow = CreateSupplierBody & { version: number };

// ---- Colour (SGRM022) -----------------------------------------------------------------------------

export const createColorBody = z.object({ colorcode: masterCode, colornam: name, colornamar: nameAr });
export type CreateColorBody = z.infer<typeof createColorBody>;
export const updateColorBody = createColorBody.extend({ version });
export const colorKeyQuery = z.object({ colorcode: masterCode });
export const deleteColorQuery = colorKeyQuery.extend({ version: optionalVersion });

export type ColorRow = CreateColorBody & { version: number };

/** Rows matching a search term (code or either name, case-insensitive), then the page asked for. */
export function pageOf<T>(rows: readonly T[], texts: (row: T) => string[], query: MasterListQuery): T[] {
  const term = query.searchTerm?.toLowerCase();
  const matching = term
    ? rows.filter((row) => texts(row).some((text) => text.toLowerCase().includes(term)))
    : [...rows];
  if (!query.pageSize) return matching;
  const start = ((query.pageNumber ?? 1) - 1) * query.pageSize;
  return matching.slice(start, start + query.pageSize);
}

// ---- MOI service (SGRM014): the periodic (kilometre) service schedule --------------------------------

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/**
 * A sub repair due every `kilometer` km for vehicles of make `vehiclmak` (INMS: every make) from model
 * year `yearfrom` (the ...srkms lookups read these). The key is make, kilometre and the repair.
 */
export const createServiceBody = z.object({
  vehiclmak: masterCode,
  kilometer: wholeNumber(messages.serviceKmInvalid, 1, 1_000_000),
  wrkshpid: masterCode,
  mainrepid: masterCode,
  subrepid: masterCode,
  yearfrom: wholeNumber(messages.serviceYearInvalid, 1950, 2100),
});
export type CreateServiceBody = z.infer<typeof createServiceBody>;
export const updateServiceBody = createServiceBody.extend({ version });
export const serviceKeyQuery = createServiceBody.omit({ yearfrom: true });
export type ServiceKey = z.infer<typeof serviceKeyQuery>;
export const deleteServiceQuery = serviceKeyQuery.extend({ version: optionalVersion });
export const serviceListQuery = masterListQuery.extend({
  vehiclmak: blankOptional(masterCode),
});

/** An entry with the names of its make, workshop, main and sub repair. */
export type ServiceRow = CreateServiceBody &
  Pick<MakeRow, 'vehmaknam' | 'vehmaknamar' | 'version'> &
  Record<'wrkshpnam' | 'wrkshpnamar' | 'mainrepnam' | 'mainrepnamar' | 'subrepnam' | 'subrepnamar', string>;
