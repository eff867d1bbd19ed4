/**
 * Master data records as the lookup calls return them (spec 000 sections 3 and 7 "Lookups",
 * 001 section 3). Field names are the spec's; Arabic names sit beside them as `<field>ar`.
 * The API's input schemas of the lookup writes (accessories, labour cost) live here too, so the
 * SPA's forms validate with the same rules.
 */
import { z } from 'zod';
import { yesNo } from './rights-schema.ts';
import { inputLimits } from './limits.ts';

const code = z.string().trim().min(1).max(inputLimits.code);
/** KWD amount, 3 decimals. */
const amount = z.number().nonnegative();

/** Active / inactive filter status of employees and garages (spec 000 section 4). */
export const activeStatus = z.enum(['active', 'inactive']);

/** Garage type options (spec 000 section 9). */
export const garageTypes = ['main', 'branch', 'workshop'] as const;
/** Service types (spec 001 section 9): Main Service, Quick Service, Sticker Service. */
export const serviceTypes = ['main', 'quick', 'sticker'] as const;
/** Vehicle filter statuses (spec 000 section 4). */
export const vehicleStatuses = ['active', 'inactive', 'maintenance'] as const;
/** Fuel types (spec 000 section 9). */
export const fuelTypes = ['petrol', 'diesel'] as const;

export const serviceType = z.enum(serviceTypes);

/** A tenant chosen on the login screen. */
export const project = z.object({ code, name: z.string(), nameAr: z.string() });
export type Project = z.infer<typeof project>;

export const company = z.object({ compcode: code, companynm: z.string(), companynmar: z.string() });
export type Company = z.infer<typeof company>;

export const department = z.object({ deptcode: code, deptname: z.string(), deptnamear: z.string() });
export type Department = z.infer<typeof department>;

export const garage = z.object({
  garageid: code,
  garagnam: z.string(),
  garagnamar: z.string(),
  type: z.enum(garageTypes),
  location: z.string(),
  status: activeStatus,
  /** Y: a completed garage inspection needs the workshop manager's approval before the estimation (issue 28). */
  inspmgrapr: yesNo.optional(),
});
export type Garage = z.infer<typeof garage>;

export const workshop = z.object({
  wrkshpid: code,
  wrkshpnam: z.string(),
  wrkshpnamar: z.string(),
  /** The service type the workshop does (getWorkShoptype?type). */
  type: serviceType,
});
export type Workshop = z.infer<typeof workshop>;

export const mainRepair = z.object({
  wrkshpid: code,
  mainrepid: code,
  mainrepnam: z.string(),
  mainrepnamar: z.string(),
});
export type MainRepair = z.infer<typeof mainRepair>;

export const subRepair = z.object({
  wrkshpid: code,
  mainrepid: code,
  subrepid: code,
  subrepnam: z.string(),
  subrepnamar: z.string(),
  laborhors: z.number().nonnegative(),
  laborcost: amount,
  /** Standard amount (labour and usual parts), filterable by minimum and maximum (spec 001 section 3). */
  stdamount: amount,
  version: z.number().int().positive(),
});
export type SubRepair = z.infer<typeof subRepair>;

export const vehicleMake = z.object({
  makecode: code,
  vehmakid: code,
  vehmaknam: z.string(),
  vehmaknamar: z.string(),
});
export type VehicleMake = z.infer<typeof vehicleMake>;

export const vehicleModel = z.object({
  vehmakid: code,
  vehmodid: code,
  vehmodnam: z.string(),
  vehmodnamar: z.string(),
});
export type VehicleModel = z.infer<typeof vehicleModel>;

export const vehicleYear = z.object({ yearvalue: z.number().int() });
export type VehicleYear = z.infer<typeof vehicleYear>;

export const vehicleColor = z.object({ colorcode: code, colornam: z.string(), colornamar: z.string() });
export type VehicleColor = z.infer<typeof vehicleColor>;

export const fuelType = z.object({
  fueltypeid: z.enum(fuelTypes),
  fueltypename: z.string(),
  fueltypenamear: z.string(),
});
export type FuelType = z.infer<typeof fuelType>;

export const employee = z.object({
  emplcode: code,
  emplname: z.string(),
  emplnamar: z.string(),
  jobtitle: z.string(),
  jobtitlear: z.string(),
  garageid: z.string(),
  mobile: z.string().regex(/^\d{8}$/),
  status: activeStatus,
});
export type Employee = z.infer<typeof employee>;

export const vendor = z.object({
  vendcode: code,
  vendname: z.string(),
  vendnamear: z.string(),
  /** Only MOI approved suppliers can be selected (spec 000 section 5). */
  moiApproved: yesNo,
  mobile: z.string(),
  email: z.string(),
  status: activeStatus,
});
export type Vendor = z.infer<typeof vendor>;

export const dealer = z.object({
  dealerid: code,
  dealernam: z.string(),
  dealernamar: z.string(),
  vehmakid: z.string(),
  mobile: z.string(),
});
export type Dealer = z.infer<typeof dealer>;

export const winch = z.object({
  winchid: code,
  winchnam: z.string(),
  winchnamar: z.string(),
  vehicleno: z.string(),
  drivernam: z.string(),
  mobile: z.string(),
  garageid: z.string(),
  status: activeStatus,
});
export type Winch = z.infer<typeof winch>;

export const accidentType = z.object({ accdtypid: code, accdtypnam: z.string(), accdtypnamar: z.string() });
export type AccidentType = z.infer<typeof accidentType>;

export const policeStation = z.object({
  policeid: code,
  policenam: z.string(),
  policenamar: z.string(),
  governorate: z.string(),
});
export type PoliceStation = z.infer<typeof policeStation>;

export const accessory = z.object({
  accessoryid: code,
  accessorynam: z.string(),
  accessorynamar: z.string(),
  status: activeStatus,
  version: z.number().int().positive(),
});
export type Accessory = z.infer<typeof accessory>;

/** One item of the vehicle checklist, grouped by `checkheader`. */
export const vehicleCheck = z.object({
  checkheader: code,
  checkheadernam: z.string(),
  checkheadernamar: z.string(),
  checkid: code,
  checknam: z.string(),
  checknamar: z.string(),
});
export type VehicleCheck = z.infer<typeof vehicleCheck>;

/** Groups of job order status codes (getProgresstatBYStatus?STATUSTYP). */
export const statusTypes = ['MOI', 'RECEPTION', 'GARAGE', 'PROCUREMENT', 'ACCOUNTS'] as const;
export const progressStatus = z.object({
  statuscde: z.number().int(),
  statuskey: z.string(),
  statusnam: z.string(),
  statusnamar: z.string(),
  statustyp: z.enum(statusTypes),
});
export type ProgressStatus = z.infer<typeof progressStatus>;

export const sparePart = z.object({
  sparepart: code,
  sparenam: z.string(),
  sparenamar: z.string(),
  sparepric: amount,
  spareuom: z.string(),
  sparecat: z.string(),
  /** Make the part fits; `INMS` (the default make) for parts of any make. */
  vehmakid: z.string(),
  version: z.number().int().positive(),
});
export type SparePart = z.infer<typeof sparePart>;

/** A supplier's tender price for an item (spec 001: tender price lookup by ItemNo and supplier). */
export const tenderPrice = z.object({
  sparepart: code,
  sparenam: z.string(),
  spareuom: z.string(),
  sparecat: z.string(),
  vendcode: code,
  tenderno: z.string(),
  tenderpric: amount,
  validfrom: z.string(),
  validto: z.string(),
});
export type TenderPrice = z.infer<typeof tenderPrice>;

/** Quantity of an item held by a store (garage store). */
export const stockBalance = z.object({
  sparepart: code,
  storecode: code,
  storenam: z.string(),
  qtyonhand: z.number().int().nonnegative(),
});
export type StockBalance = z.infer<typeof stockBalance>;

/**
 * Periodic (kilometre) service schedule: a sub repair due every `kilometer` km for vehicles of make
 * `vehiclmak` from model year `yearfrom` (the ...srkms lookups).
 */
export const serviceSchedule = z.object({
  vehiclmak: code,
  yearfrom: z.number().int(),
  kilometer: z.number().int().positive(),
  wrkshpid: code,
  mainrepid: code,
  subrepid: code,
});
export type ServiceSchedule = z.infer<typeof serviceSchedule>;

export const vehicle = z.object({
  vehicleno: z.string().regex(/^\d{1,2}\/\d{1,6}$/),
  vehmakid: code,
  vehmodid: code,
  yearvalue: z.number().int(),
  colorcode: code,
  fueltypeid: z.enum(fuelTypes),
  chasisno: z.string(),
  cylinders: z.number().int().positive(),
  policeno: z.string(),
  compcode: z.string(),
  deptcode: z.string(),
  ownernam: z.string(),
  kilometer: z.number().int().nonnegative(),
  status: z.enum(vehicleStatuses),
  version: z.number().int().positive(),
});
export type Vehicle = z.infer<typeof vehicle>;

/** A vehicle with the names merged in (what garage inspection shows, spec 000 section 3). */
export type VehicleDetails = Vehicle & {
  vehmaknam: string;
  vehmodnam: string;
  colornam: string;
  fueltypename: string;
};

/** A user as the user lookup lists them. */
export const userLookup = z.object({ usercode: code, username: z.string(), emplcode: z.string().optional() });
export type UserLookup = z.infer<typeof userLookup>;

export const userRoleLookup = z.object({ rolecode: code, rolename: z.string(), rolenamear: z.string() });
export type UserRoleLookup = z.infer<typeof userRoleLookup>;

/** Where a spare part search result or its price comes from. */
export const itemSources = ['MASTER', 'TENDER'] as const;
export type ItemSource = (typeof itemSources)[number];

/** A row of searchSparePartsUnified (spec 000 section 3: ItemNumber, Description, SpareUOM, ...). */
export interface SparePartSearchResult {
  ItemNumber: string;
  Description: string;
  SpareUOM: string;
  SpareCat: string;
  Source: ItemSource;
  VendorName: string;
  PriceSource: ItemSource;
  UnitPrice: number;
}

// Inputs of the lookup writes.

export const addAccessoryBody = z.object({
  accessorynam: z.string().trim().min(1).max(100),
  accessorynamar: z.string().trim().max(100).default(''),
});
export type AddAccessoryBody = z.infer<typeof addAccessoryBody>;

export const updateAccessoryBody = addAccessoryBody.extend({
  accessoryid: code,
  status: activeStatus.default('active'),
  /** The version the user loaded; a stale one is refused with 409. */
  version: z.number().int().positive(),
});
export type UpdateAccessoryBody = z.infer<typeof updateAccessoryBody>;

/** Labour charge update (spec 000 section 2, SGRM012): the draft fields plus the new cost. */
export const putLabourcostBody = z.object({
  wrkshpid: code,
  mainrepid: code,
  subrepid: code,
  subrepnam: z.string().max(inputLimits.name).optional(),
  servctyp: z.string().max(inputLimits.code).optional(),
  garagtyp: z.string().max(inputLimits.code).optional(),
  vehmakid: z.string().max(inputLimits.code).optional(),
  vehmodid: z.string().max(inputLimits.code).optional(),
  laborhors: z.number().nonnegative().optional(),
  laborcost: z.number().nonnegative().optional(),
  /** Save is blocked unless New Cost is greater than 0 (spec 000 section 5). */
  newlaborcost: z.number().positive(),
  version: z.number().int().positive(),
});
export type PutLabourcostBody = z.infer<typeof putLabourcostBody>;
