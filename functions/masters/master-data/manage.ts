/**
 * The vehicle-side master data calls: make, model (the spec's VehicleModl), supplier and colour, each
 * create / list / update / delete by key / get by key. Creates and updates write the lookups' own
 * records; updates and deletes act at the version read (409 when stale); a delete of a record that
 * documents use is refused with the reason (docs/master-data.md).
 */
import { formatMessage, messages } from '@fleet/shared';
import type {
  MainRepair,
  ServiceSchedule,
  SubRepair,
  TenderPrice,
  Workshop,
} from '@fleet/shared/platform/lookups';
import {
  pageOf,
  type ColorRow,
  type CreateColorBody,
  type CreateMakeBody,
  type CreateServiceBody,
  type ServiceKey,
  type ServiceRow,
  type CreateModelBody,
  type CreateSupplierBody,
  type MakeRow,
  type MasterListQuery,
  type ModelRow,
  type SupplierRow,
} from '@fleet/shared/masters/master-data';
import { BadRequestError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { listMaster } from '../../engines/masters/data.ts';
import { masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import { firstVehicleOfColor, firstVehicleOfMake, listRecords } from './data.ts';
import { readRecord, recordCalls } from '../../engines/masters/records.ts';
import { findVendorUse } from '../../engines/masters/master-data-usage.ts';
import { fieldsOf } from '#lib/attributes';

// ---- Make ------------------------------------------------------------------------------------------

const makeKeys = (project: string, vehmakid: string) =>
  masterKeys.record(project, masterTypes.vehicleMake, vehmakid);

export const {
  create: createMake,
  update: updateMake,
  remove: deleteMake,
  byId: makeById,
} = recordCalls<CreateMakeBody, { vehmakid: string }, MakeRow>({
  entity: 'vehicleMake',
  keys: (project, key) => makeKeys(project, key.vehmakid),
  record: (body, version): MakeRow => ({
    makecode: body.makecode || body.vehmakid,
    ...fieldsOf(body, 'vehmakid vehmaknam vehmaknamar'),
    version,
  }),
  keyOf: (key) => ({ vehmakid: key.vehmakid }),
  exists: (body) => formatMessage(messages.makeExists, { vehmakid: body.vehmakid }),
  // Vehicles first (the documents), then the models under the make.
  inUse: async (project, { vehmakid }) => {
    const vehicleno = await firstVehicleOfMake(project, vehmakid);
    if (vehicleno) return formatMessage(messages.makeInUse, { vehmakid, vehicleno });
    const models = await listMaster(project, masterTypes.vehicleModel, vehmakid);
    return models.length
      ? formatMessage(messages.makeHasModels, { vehmakid, count: models.length })
      : undefined;
  },
});

export async function listMakes(caller: Caller, query: MasterListQuery): Promise<MakeRow[]> {
  const rows = await listRecords<MakeRow>(caller.project, masterTypes.vehicleMake);
  return pageOf(rows, (row) => [row.vehmakid, row.makecode, row.vehmaknam, row.vehmaknamar], query);
}

// ---- Model -----------------------------------------------------------------------------------------

async function requireMake(project: string, vehmakid: string) {
  const make = await readRecord<MakeRow>(makeKeys(project, vehmakid));
  if (!make) throw new BadRequestError(formatMessage(messages.makeUnknown, { vehmakid }));
  return make;
}

type ModelKey = { vehmakid: string; vehmodid: string };
const models = recordCalls<CreateModelBody, ModelKey, ModelRow>({
  entity: 'vehicleModel',
  keys: (project, key) => masterKeys.vehicleModel(project, key.vehmakid, key.vehmodid),
  record: (body, version) => ({
    ...fieldsOf(body, 'vehmakid vehmodid vehmodnam vehmodnamar'),
    version,
  }),
  keyOf: (key) => ({ vehmakid: key.vehmakid, vehmodid: key.vehmodid }),
  exists: (body) => formatMessage(messages.modelExists, { vehmakid: body.vehmakid, vehmodid: body.vehmodid }),
  check: (project, body) => requireMake(project, body.vehmakid),
  inUse: async (project, { vehmakid, vehmodid }) => {
    const vehicleno = await firstVehicleOfMake(project, vehmakid, vehmodid);
    return vehicleno ? formatMessage(messages.modelInUse, { vehmodid, vehicleno }) : undefined;
  },
});
export const { create: createModel, update: updateModel, remove: deleteModel } = models;

async function withMakeNames(project: string, models: Omit<ModelRow, 'vehmaknam' | 'vehmaknamar'>[]) {
  const makes = await listRecords<MakeRow>(project, masterTypes.vehicleMake);
  const byId = new Map(makes.map((make) => [make.vehmakid, make]));
  return models.map((model): ModelRow => ({
    ...model,
    vehmaknam: byId.get(model.vehmakid)?.vehmaknam ?? '',
    vehmaknamar: byId.get(model.vehmakid)?.vehmaknamar ?? '',
  }));
}

export async function listModels(
  caller: Caller,
  query: MasterListQuery & { vehmakid?: string | undefined },
): Promise<ModelRow[]> {
  const models = await listRecords<ModelRow>(caller.project, masterTypes.vehicleModel, query.vehmakid);
  const rows = await withMakeNames(caller.project, models);
  return pageOf(rows, (row) => [row.vehmodid, row.vehmodnam, row.vehmodnamar, row.vehmaknam], query);
}

export async function modelById(caller: Caller, query: ModelKey) {
  const [row] = await withMakeNames(caller.project, [await models.byId(caller, query)]);
  return row!;
}

// ---- Supplier --------------------------------------------------------------------------------------

/**
 * The first tender price naming the supplier: the tender price master is one bounded partition
 * (a Query, as the tender price list reads it).
 */
async function tenderOfSupplier(project: string, vendcode: string) {
  const tenders = await listMaster<TenderPrice>(project, masterTypes.tenderPrice);
  return tenders.find((tender) => tender.vendcode === vendcode);
}

export const {
  create: createSupplier,
  update: updateSupplier,
  remove: deleteSupplier,
  byId: supplierById,
} = recordCalls<CreateSupplierBody, { vendcode: string }, SupplierRow>({
  entity: 'vendor',
  keys: (project, key) => masterKeys.record(project, masterTypes.vendor, key.vendcode),
  record: (body, version): SupplierRow => ({
    ...fieldsOf(body, 'vendcode vendname vendnamear moiApproved mobile email status'),
    version,
  }),
  keyOf: (key) => ({ vendcode: key.vendcode }),
  exists: (body) => formatMessage(messages.supplierExists, { vendcode: body.vendcode }),
  inUse: async (project, { vendcode }) => {
    const [tender, use] = await Promise.all([
      tenderOfSupplier(project, vendcode),
      findVendorUse(project, vendcode),
    ]);
    const document = tender
      ? `TENDERPRICE ${tender.tenderno || tender.sparepart}`
      : use && `${use.doctype} ${use.docnumbr}`;
    return document ? formatMessage(messages.supplierInUse, { vendcode, document }) : undefined;
  },
});

export async function listSuppliers(caller: Caller, query: MasterListQuery): Promise<SupplierRow[]> {
  const rows = await listRecords<SupplierRow>(caller.project, masterTypes.vendor);
  return pageOf(rows, (row) => [row.vendcode, row.vendname, row.vendnamear, row.mobile, row.email], query);
}

// ---- Colour ----------------------------------------------------------------------------------------

export const {
  create: createColor,
  update: updateColor,
  remove: deleteColor,
  byId: colorById,
} = recordCalls<CreateColorBody, { colorcode: string }, ColorRow>({
  entity: 'color',
  keys: (project, key) => masterKeys.record(project, masterTypes.color, key.colorcode),
  record: (body, version): ColorRow => ({
    ...fieldsOf(body, 'colorcode colornam colornamar'),
    version,
  }),
  keyOf: (key) => ({ colorcode: key.colorcode }),
  exists: (body) => formatMessage(messages.colorExists, { colorcode: body.colorcode }),
  inUse: async (project, { colorcode }) => {
    const vehicleno = await firstVehicleOfColor(project, colorcode);
    return vehicleno ? formatMessage(messages.colorInUse, { colorcode, vehicleno }) : undefined;
  },
});

export async function listColors(caller: Caller, query: MasterListQuery): Promise<ColorRow[]> {
  const rows = await listRecords<ColorRow>(caller.project, masterTypes.color);
  return pageOf(rows, (row) => [row.colorcode, row.colornam, row.colornamar], query);
}

// ---- MOI service (periodic service schedule) -------------------------------------------------------

const serviceRecord = (body: CreateServiceBody, version: number) => ({
  ...fieldsOf(body, 'vehiclmak yearfrom kilometer wrkshpid mainrepid subrepid'),
  version,
});

/** Schedule entries are read by the ...srkms lookups only; documents copy the repairs, so none blocks a delete. */
const services = recordCalls<CreateServiceBody, ServiceKey, ServiceSchedule>({
  entity: 'serviceSchedule',
  keys: (project, key) => masterKeys.serviceSchedule(project, { ...key, kilometer: key.kilometer }),
  record: serviceRecord,
  keyOf: (key) => fieldsOf(key, 'vehiclmak kilometer wrkshpid mainrepid subrepid'),
  exists: (body) => formatMessage(messages.serviceExists, fieldsOf(body, 'vehiclmak subrepid kilometer')),
  check: async (project, body) => {
    await requireMake(project, body.vehiclmak);
    const { wrkshpid, mainrepid, subrepid } = body;
    const sub = await readRecord(masterKeys.subRepair(project, wrkshpid, mainrepid, subrepid));
    if (!sub)
      throw new BadRequestError(
        formatMessage(messages.serviceSubRepairUnknown, { wrkshpid, mainrepid, subrepid }),
      );
  },
});
/** An update changes the model year an entry applies from (make, kilometre and repair are its key). */
export const { create: createService, update: updateService, remove: deleteService } = services;

async function withServiceNames(project: string, entries: (ServiceSchedule & { version: number })[]) {
  const [makes, workshops, mains, subs] = await Promise.all([
    listRecords<MakeRow>(project, masterTypes.vehicleMake),
    listMaster<Workshop>(project, masterTypes.workshop),
    listMaster<MainRepair>(project, masterTypes.mainRepair),
    listMaster<SubRepair>(project, masterTypes.subRepair),
  ]);
  const make = new Map(makes.map((row) => [row.vehmakid, row]));
  const workshop = new Map(workshops.map((row) => [row.wrkshpid, row]));
  const main = new Map(mains.map((row) => [`${row.wrkshpid}#${row.mainrepid}`, row]));
  const sub = new Map(subs.map((row) => [`${row.wrkshpid}#${row.mainrepid}#${row.subrepid}`, row]));
  return entries.map((entry): ServiceRow => {
    const m = main.get(`${entry.wrkshpid}#${entry.mainrepid}`);
    const s = sub.get(`${entry.wrkshpid}#${entry.mainrepid}#${entry.subrepid}`);
    return {
      ...serviceRecord(entry, entry.version),
      vehmaknam: make.get(entry.vehiclmak)?.vehmaknam ?? '',
      vehmaknamar: make.get(entry.vehiclmak)?.vehmaknamar ?? '',
      wrkshpnam: workshop.get(entry.wrkshpid)?.wrkshpnam ?? '',
      wrkshpnamar: workshop.get(entry.wrkshpid)?.wrkshpnamar ?? '',
      mainrepnam: m?.mainrepnam ?? '',
      mainrepnamar: m?.mainrepnamar ?? '',
      subrepnam: s?.subrepnam ?? '',
      subrepnamar: s?.subrepnamar ?? '',
    };
  });
}

export async function listServices(
  caller: Caller,
  query: MasterListQuery & { vehiclmak?: string | undefined },
): Promise<ServiceRow[]> {
  const entries = await listRecords<ServiceSchedule>(
    caller.project,
    masterTypes.serviceSchedule,
    query.vehiclmak,
  );
  const rows = await withServiceNames(caller.project, entries);
  return pageOf(
    rows,
    (row) => [
      row.vehiclmak,
      row.vehmaknam,
      row.subrepid,
      row.subrepnam,
      row.subrepnamar,
      String(row.kilometer),
    ],
    query,
  );
}

export async function serviceById(caller: Caller, query: ServiceKey) {
  const [row] = await withServiceNames(caller.project, [await services.byId(caller, query)]);
  return row!;
}
