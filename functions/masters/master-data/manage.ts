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
  type UpdateServiceBody,
  type CreateModelBody,
  type CreateSupplierBody,
  type MakeRow,
  type MasterListQuery,
  type ModelRow,
  type SupplierRow,
  type UpdateColorBody,
  type UpdateMakeBody,
  type UpdateModelBody,
  type UpdateSupplierBody,
} from '@fleet/shared/masters/master-data';
import { BadRequestError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { listMaster } from '../../engines/masters/data.ts';
import { masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import {
  createRecord,
  deleteRecord,
  firstVehicleOfColor,
  firstVehicleOfMake,
  listRecords,
  readRecord,
  replaceRecord,
} from './data.ts';
import { findVendorUse } from '../../engines/masters/master-data-usage.ts';

type Deleting = { version?: number | undefined };

/** The stored version when the call names none (the list's delete always sends it). */
const expectedOf = (query: Deleting, stored: { version: number }) => query.version ?? stored.version;

async function required<T>(reading: Promise<T | undefined>): Promise<T> {
  return found(await reading);
}

// ---- Make ------------------------------------------------------------------------------------------

const makeKeys = (project: string, vehmakid: string) =>
  masterKeys.record(project, masterTypes.vehicleMake, vehmakid);
const makeRecord = (body: CreateMakeBody, version: number): MakeRow => ({
  makecode: body.makecode || body.vehmakid,
  vehmakid: body.vehmakid,
  vehmaknam: body.vehmaknam,
  vehmaknamar: body.vehmaknamar,
  version,
});

export async function createMake(caller: Caller, body: CreateMakeBody) {
  const record = makeRecord(body, 1);
  await createRecord(
    makeKeys(caller.project, body.vehmakid),
    'vehicleMake',
    record,
    () => new BadRequestError(formatMessage(messages.makeExists, { vehmakid: body.vehmakid })),
  );
  return { vehmakid: record.vehmakid, version: 1 };
}

export async function updateMake(caller: Caller, body: UpdateMakeBody) {
  const keys = makeKeys(caller.project, body.vehmakid);
  await required(readRecord<MakeRow>(keys));
  await replaceRecord(keys, 'vehicleMake', makeRecord(body, body.version + 1), body.version);
  return { vehmakid: body.vehmakid, version: body.version + 1 };
}

export async function deleteMake(caller: Caller, query: { vehmakid: string } & Deleting) {
  const keys = makeKeys(caller.project, query.vehmakid);
  const stored = await required(readRecord<MakeRow>(keys));
  // Vehicles first (the documents), then the models under the make.
  const vehicleno = await firstVehicleOfMake(caller.project, query.vehmakid);
  if (vehicleno)
    throw new BadRequestError(formatMessage(messages.makeInUse, { vehmakid: query.vehmakid, vehicleno }));
  const models = await listMaster(caller.project, masterTypes.vehicleModel, query.vehmakid);
  if (models.length)
    throw new BadRequestError(
      formatMessage(messages.makeHasModels, { vehmakid: query.vehmakid, count: models.length }),
    );
  await deleteRecord(keys, expectedOf(query, stored));
  return { vehmakid: query.vehmakid };
}

export async function listMakes(caller: Caller, query: MasterListQuery): Promise<MakeRow[]> {
  const rows = await listRecords<MakeRow>(caller.project, masterTypes.vehicleMake);
  return pageOf(rows, (row) => [row.vehmakid, row.makecode, row.vehmaknam, row.vehmaknamar], query);
}

export const makeById = (caller: Caller, query: { vehmakid: string }) =>
  required(readRecord<MakeRow>(makeKeys(caller.project, query.vehmakid)));

// ---- Model -----------------------------------------------------------------------------------------

const modelKeys = (project: string, vehmakid: string, vehmodid: string) =>
  masterKeys.vehicleModel(project, vehmakid, vehmodid);
const modelRecord = (body: CreateModelBody, version: number) => ({
  vehmakid: body.vehmakid,
  vehmodid: body.vehmodid,
  vehmodnam: body.vehmodnam,
  vehmodnamar: body.vehmodnamar,
  version,
});

async function requireMake(project: string, vehmakid: string) {
  const make = await readRecord<MakeRow>(makeKeys(project, vehmakid));
  if (!make) throw new BadRequestError(formatMessage(messages.makeUnknown, { vehmakid }));
  return make;
}

export async function createModel(caller: Caller, body: CreateModelBody) {
  await requireMake(caller.project, body.vehmakid);
  await createRecord(
    modelKeys(caller.project, body.vehmakid, body.vehmodid),
    'vehicleModel',
    modelRecord(body, 1),
    () =>
      new BadRequestError(
        formatMessage(messages.modelExists, { vehmakid: body.vehmakid, vehmodid: body.vehmodid }),
      ),
  );
  return { vehmakid: body.vehmakid, vehmodid: body.vehmodid, version: 1 };
}

export async function updateModel(caller: Caller, body: UpdateModelBody) {
  const keys = modelKeys(caller.project, body.vehmakid, body.vehmodid);
  await required(readRecord(keys));
  await replaceRecord(keys, 'vehicleModel', modelRecord(body, body.version + 1), body.version);
  return { vehmakid: body.vehmakid, vehmodid: body.vehmodid, version: body.version + 1 };
}

export async function deleteModel(caller: Caller, query: { vehmakid: string; vehmodid: string } & Deleting) {
  const keys = modelKeys(caller.project, query.vehmakid, query.vehmodid);
  const stored = await required(readRecord<ModelRow>(keys));
  const vehicleno = await firstVehicleOfMake(caller.project, query.vehmakid, query.vehmodid);
  if (vehicleno)
    throw new BadRequestError(formatMessage(messages.modelInUse, { vehmodid: query.vehmodid, vehicleno }));
  await deleteRecord(keys, expectedOf(query, stored));
  return { vehmakid: query.vehmakid, vehmodid: query.vehmodid };
}

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

export async function modelById(caller: Caller, query: { vehmakid: string; vehmodid: string }) {
  const model = await required(
    readRecord<ModelRow>(modelKeys(caller.project, query.vehmakid, query.vehmodid)),
  );
  const [row] = await withMakeNames(caller.project, [model]);
  return row!;
}

// ---- Supplier --------------------------------------------------------------------------------------

const supplierKeys = (project: string, vendcode: string) =>
  masterKeys.record(project, masterTypes.vendor, vendcode);
const supplierRecord = (body: CreateSupplierBody, version: number): SupplierRow => ({
  vendcode: body.vendcode,
  vendname: body.vendname,
  vendnamear: body.vendnamear,
  moiApproved: body.moiApproved,
  mobile: body.mobile,
  email: body.email,
  status: body.status,
  version,
});

export async function createSupplier(caller: Caller, body: CreateSupplierBody) {
  await createRecord(
    supplierKeys(caller.project, body.vendcode),
    'vendor',
    supplierRecord(body, 1),
    () => new BadRequestError(formatMessage(messages.supplierExists, { vendcode: body.vendcode })),
  );
  return { vendcode: body.vendcode, version: 1 };
}

export async function updateSupplier(caller: Caller, body: UpdateSupplierBody) {
  const keys = supplierKeys(caller.project, body.vendcode);
  await required(readRecord(keys));
  await replaceRecord(keys, 'vendor', supplierRecord(body, body.version + 1), body.version);
  return { vendcode: body.vendcode, version: body.version + 1 };
}

/**
 * The first tender price naming the supplier: the tender price master is one bounded partition
 * (a Query, as the tender price list reads it).
 */
async function tenderOfSupplier(project: string, vendcode: string) {
  const tenders = await listMaster<TenderPrice>(project, masterTypes.tenderPrice);
  return tenders.find((tender) => tender.vendcode === vendcode);
}

export async function deleteSupplier(caller: Caller, query: { vendcode: string } & Deleting) {
  const keys = supplierKeys(caller.project, query.vendcode);
  const stored = await required(readRecord<SupplierRow>(keys));
  const [tender, use] = await Promise.all([
    tenderOfSupplier(caller.project, query.vendcode),
    findVendorUse(caller.project, query.vendcode),
  ]);
  const document = tender
    ? `TENDERPRICE ${tender.tenderno || tender.sparepart}`
    : use && `${use.doctype} ${use.docnumbr}`;
  if (document)
    throw new BadRequestError(formatMessage(messages.supplierInUse, { vendcode: query.vendcode, document }));
  await deleteRecord(keys, expectedOf(query, stored));
  return { vendcode: query.vendcode };
}

export async function listSuppliers(caller: Caller, query: MasterListQuery): Promise<SupplierRow[]> {
  const rows = await listRecords<SupplierRow>(caller.project, masterTypes.vendor);
  return pageOf(rows, (row) => [row.vendcode, row.vendname, row.vendnamear, row.mobile, row.email], query);
}

export const supplierById = (caller: Caller, query: { vendcode: string }) =>
  required(readRecord<SupplierRow>(supplierKeys(caller.project, query.vendcode)));

// ---- Colour ----------------------------------------------------------------------------------------

const colorKeys = (project: string, colorcode: string) =>
  masterKeys.record(project, masterTypes.color, colorcode);
const colorRecord = (body: CreateColorBody, version: number): ColorRow => ({
  colorcode: body.colorcode,
  colornam: body.colornam,
  colornamar: body.colornamar,
  version,
});

export async function createColor(caller: Caller, body: CreateColorBody) {
  await createRecord(
    colorKeys(caller.project, body.colorcode),
    'color',
    colorRecord(body, 1),
    () => new BadRequestError(formatMessage(messages.colorExists, { colorcode: body.colorcode })),
  );
  return { colorcode: body.colorcode, version: 1 };
}

export async function updateColor(caller: Caller, body: UpdateColorBody) {
  const keys = colorKeys(caller.project, body.colorcode);
  await required(readRecord(keys));
  await replaceRecord(keys, 'color', colorRecord(body, body.version + 1), body.version);
  return { colorcode: body.colorcode, version: body.version + 1 };
}

export async function deleteColor(caller: Caller, query: { colorcode: string } & Deleting) {
  const keys = colorKeys(caller.project, query.colorcode);
  const stored = await required(readRecord<ColorRow>(keys));
  const vehicleno = await firstVehicleOfColor(caller.project, query.colorcode);
  if (vehicleno)
    throw new BadRequestError(formatMessage(messages.colorInUse, { colorcode: query.colorcode, vehicleno }));
  await deleteRecord(keys, expectedOf(query, stored));
  return { colorcode: query.colorcode };
}

export async function listColors(caller: Caller, query: MasterListQuery): Promise<ColorRow[]> {
  const rows = await listRecords<ColorRow>(caller.project, masterTypes.color);
  return pageOf(rows, (row) => [row.colorcode, row.colornam, row.colornamar], query);
}

export const colorById = (caller: Caller, query: { colorcode: string }) =>
  required(readRecord<ColorRow>(colorKeys(caller.project, query.colorcode)));

// ---- MOI service (periodic service schedule) -------------------------------------------------------

const serviceKeys = (project: string, key: ServiceKey) =>
  masterKeys.serviceSchedule(project, { ...key, kilometer: key.kilometer });
const serviceRecord = (body: CreateServiceBody, version: number) => ({
  vehiclmak: body.vehiclmak,
  yearfrom: body.yearfrom,
  kilometer: body.kilometer,
  wrkshpid: body.wrkshpid,
  mainrepid: body.mainrepid,
  subrepid: body.subrepid,
  version,
});

async function requireServiceReferences(project: string, body: CreateServiceBody) {
  await requireMake(project, body.vehiclmak);
  const sub = await readRecord(masterKeys.subRepair(project, body.wrkshpid, body.mainrepid, body.subrepid));
  if (!sub)
    throw new BadRequestError(
      formatMessage(messages.serviceSubRepairUnknown, {
        wrkshpid: body.wrkshpid,
        mainrepid: body.mainrepid,
        subrepid: body.subrepid,
      }),
    );
}

const serviceSaved = (body: ServiceKey, version: number) => ({
  vehiclmak: body.vehiclmak,
  kilometer: body.kilometer,
  wrkshpid: body.wrkshpid,
  mainrepid: body.mainrepid,
  subrepid: body.subrepid,
  version,
});

export async function createService(caller: Caller, body: CreateServiceBody) {
  await requireServiceReferences(caller.project, body);
  await createRecord(
    serviceKeys(caller.project, body),
    'serviceSchedule',
    serviceRecord(body, 1),
    () =>
      new BadRequestError(
        formatMessage(messages.serviceExists, {
          vehiclmak: body.vehiclmak,
          subrepid: body.subrepid,
          kilometer: body.kilometer,
        }),
      ),
  );
  return serviceSaved(body, 1);
}

/** Changes the model year an entry applies from (make, kilometre and repair are its key). */
export async function updateService(caller: Caller, body: UpdateServiceBody) {
  const keys = serviceKeys(caller.project, body);
  await required(readRecord(keys));
  await replaceRecord(keys, 'serviceSchedule', serviceRecord(body, body.version + 1), body.version);
  return serviceSaved(body, body.version + 1);
}

/** Schedule entries are read by the ...srkms lookups only; documents copy the repairs, so none blocks. */
export async function deleteService(caller: Caller, query: ServiceKey & Deleting) {
  const keys = serviceKeys(caller.project, query);
  const stored = await required(readRecord<ServiceSchedule>(keys));
  await deleteRecord(keys, expectedOf(query, stored));
  return serviceKeyOf(query);
}

const serviceKeyOf = (key: ServiceKey) => ({
  vehiclmak: key.vehiclmak,
  kilometer: key.kilometer,
  wrkshpid: key.wrkshpid,
  mainrepid: key.mainrepid,
  subrepid: key.subrepid,
});

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
  const entry = await required(readRecord<ServiceSchedule>(serviceKeys(caller.project, query)));
  const [row] = await withServiceNames(caller.project, [entry]);
  return row!;
}
