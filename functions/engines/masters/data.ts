/**
 * Data access of master data: one named function per access pattern, each a Query (or a Get by key)
 * on the caller's project partition. Master lists are bounded, so they are read whole.
 */
import type {
  Accessory,
  Employee,
  MainRepair,
  Project,
  ServiceSchedule,
  SparePart,
  SubRepair,
  TenderPrice,
  UserLookup,
  UserRoleLookup,
  Vehicle,
  VehicleColor,
  VehicleDetails,
  VehicleMake,
  VehicleModel,
  FuelType,
  Vendor,
  Workshop,
} from '@fleet/shared/platform/lookups';
import type { VehicleRow } from '@fleet/shared/reception/vehicles';
import type { RoleItem, UserProfileItem } from '#lib/caller';
import { getItem, getItems, queryAll, queryRows, withoutKeys, type Row } from '#lib/db';
import { key } from '#lib/table';
import { childSk, masterKeys, masterPk, masterTypes, type MasterType } from './keys.ts';

/** Names of master records by id, in both languages (missing ones keep their id). */
export async function masterNames(
  project: string,
  type: MasterType,
  ids: readonly string[],
  fields: { en: string; ar: string },
): Promise<Map<string, { en: string; ar: string }>> {
  const unique = [...new Set(ids.filter(Boolean))];
  const items = unique.length
    ? await getItems<Row>(unique.map((id) => masterKeys.record(project, type, id)))
    : [];
  return new Map(
    items.map((item) => [
      String(item.sk),
      { en: String(item[fields.en] ?? item.sk), ar: String(item[fields.ar] ?? item[fields.en] ?? item.sk) },
    ]),
  );
}

/** Every record of a master type in a project, optionally those under a parent path. */
export async function listMaster<T>(project: string, type: MasterType, ...parentIds: string[]): Promise<T[]> {
  return queryRows<T>({
    pk: masterPk(project, type),
    ...(parentIds.length ? { beginsWith: `${childSk(...parentIds)}#` } : {}),
  });
}

/** One master record by its sort key, without storage keys. */
export async function getMaster<T>(project: string, type: MasterType, sk: string): Promise<T | undefined> {
  const item = await getItem<Row>(masterPk(project, type), sk);
  return item ? (withoutKeys(item) as T) : undefined;
}

/** The tenants, for the login screen's project dropdown (Auth/getProjects). */
export async function listProjects(): Promise<Project[]> {
  const items = await queryAll<Row>({ pk: key.global('PROJECT') });
  return items.map(({ code, name, nameAr }) => ({ code, name, nameAr }) as Project);
}

/** Active users allowed in the project (getUser). */
export async function listProjectUsers(project: string): Promise<UserLookup[]> {
  const users = await queryAll<UserProfileItem>({ pk: key.global('USER') });
  return users
    .filter((user) => user.status === 'active' && user.projects.includes(project))
    .map((user) => ({ usercode: user.usercode, username: user.username, emplcode: user.emplcode }));
}

/** Roles (getUserRole). */
export async function listRoles(): Promise<UserRoleLookup[]> {
  const roles = await queryAll<RoleItem>({ pk: key.global('ROLE') });
  return roles.map((role) => ({
    rolecode: role.rolecode,
    rolename: role.rolename,
    rolenamear: typeof role['rolenamear'] === 'string' ? role['rolenamear'] : '',
  }));
}

export const listWorkshops = (project: string) => listMaster<Workshop>(project, masterTypes.workshop);

/** Main repairs of a workshop, or of all workshops. */
export const listMainRepairs = (project: string, wrkshpid?: string) =>
  listMaster<MainRepair>(project, masterTypes.mainRepair, ...(wrkshpid ? [wrkshpid] : []));

/** Sub repairs under a workshop and main repair; either may be omitted. */
export async function listSubRepairs(project: string, filter: { wrkshpid?: string; mainrepid?: string }) {
  const parents = filter.wrkshpid ? [filter.wrkshpid, ...(filter.mainrepid ? [filter.mainrepid] : [])] : [];
  const subRepairs = await listMaster<SubRepair>(project, masterTypes.subRepair, ...parents);
  return filter.mainrepid ? subRepairs.filter((sub) => sub.mainrepid === filter.mainrepid) : subRepairs;
}

export const getSubRepair = (project: string, wrkshpid: string, mainrepid: string, subrepid: string) =>
  getMaster<SubRepair>(project, masterTypes.subRepair, childSk(wrkshpid, mainrepid, subrepid));

export const listServiceSchedule = (project: string) =>
  listMaster<ServiceSchedule>(project, masterTypes.serviceSchedule);

/** Models of a make, or of all makes. */
export const listVehicleModels = (project: string, vehmakid?: string) =>
  listMaster<VehicleModel>(project, masterTypes.vehicleModel, ...(vehmakid ? [vehmakid] : []));

export const getEmployee = (project: string, emplcode: string) =>
  getMaster<Employee>(project, masterTypes.employee, emplcode);

/** Names of the ids vehicles carry, in both languages, by id (models by `<make>#<model>`). */
export interface VehicleNameBook {
  makes: Map<string, VehicleMake>;
  models: Map<string, VehicleModel>;
  colors: Map<string, VehicleColor>;
  fuels: Map<string, FuelType>;
}

export function nameBook(lists: {
  makes: VehicleMake[];
  models: VehicleModel[];
  colors: VehicleColor[];
  fuels: FuelType[];
}): VehicleNameBook {
  return {
    makes: new Map(lists.makes.map((make) => [make.vehmakid, make])),
    models: new Map(lists.models.map((model) => [childSk(model.vehmakid, model.vehmodid), model])),
    colors: new Map(lists.colors.map((color) => [color.colorcode, color])),
    fuels: new Map(lists.fuels.map((fuel) => [fuel.fueltypeid, fuel])),
  };
}

/** A vehicle with make, model, colour and fuel names merged in (English and Arabic). */
export function withNames(vehicle: Vehicle, book: VehicleNameBook): VehicleRow {
  const make = book.makes.get(vehicle.vehmakid);
  const model = book.models.get(childSk(vehicle.vehmakid, vehicle.vehmodid));
  const color = book.colors.get(vehicle.colorcode);
  const fuel = book.fuels.get(vehicle.fueltypeid);
  return {
    ...vehicle,
    vehmaknam: make?.vehmaknam ?? '',
    vehmaknamar: make?.vehmaknamar ?? '',
    vehmodnam: model?.vehmodnam ?? '',
    vehmodnamar: model?.vehmodnamar ?? '',
    colornam: color?.colornam ?? '',
    colornamar: color?.colornamar ?? '',
    fueltypename: fuel?.fueltypename ?? '',
    fueltypenamear: fuel?.fueltypenamear ?? '',
  };
}

/** The English names only (getVehicle, getVehicleDetails). */
const englishNames = ({
  vehmaknamar: _make,
  vehmodnamar: _model,
  colornamar: _color,
  fueltypenamear: _fuel,
  ...details
}: VehicleRow): VehicleDetails => details;

/** Makes, models, colours and fuel types of the project, for the names of list rows. */
export async function readNameBook(project: string): Promise<VehicleNameBook> {
  const [makes, models, colors, fuels] = await Promise.all([
    listMaster<VehicleMake>(project, masterTypes.vehicleMake),
    listMaster<VehicleModel>(project, masterTypes.vehicleModel),
    listMaster<VehicleColor>(project, masterTypes.color),
    listMaster<FuelType>(project, masterTypes.fuelType),
  ]);
  return nameBook({ makes, models, colors, fuels });
}

/** The make, model, colour and fuel type of one vehicle, in one batch read. */
export async function readNamesOf(project: string, vehicle: Vehicle): Promise<VehicleNameBook> {
  const keys = [
    masterKeys.record(project, masterTypes.vehicleMake, vehicle.vehmakid),
    masterKeys.vehicleModel(project, vehicle.vehmakid, vehicle.vehmodid),
    masterKeys.record(project, masterTypes.color, vehicle.colorcode),
    masterKeys.record(project, masterTypes.fuelType, vehicle.fueltypeid),
  ];
  const found = await getItems<Row>(keys);
  const at = <T>(wanted: { pk: string; sk: string }) =>
    found.filter((item) => item['pk'] === wanted.pk && item['sk'] === wanted.sk) as T[];
  const [makes, models, colors, fuels] = keys;
  return nameBook({ makes: at(makes!), models: at(models!), colors: at(colors!), fuels: at(fuels!) });
}

/** Vehicles with make, model, colour and fuel names merged in (getVehicle). */
export async function listVehicles(project: string): Promise<VehicleDetails[]> {
  const [vehicles, book] = await Promise.all([
    listMaster<Vehicle>(project, masterTypes.vehicle),
    readNameBook(project),
  ]);
  return vehicles.map((vehicle) => englishNames(withNames(vehicle, book)));
}

/** One vehicle by plate number with its names merged in (getVehicleDetails), in one batch read. */
export async function getVehicleDetails(
  project: string,
  vehicleno: string,
): Promise<VehicleDetails | undefined> {
  const vehicle = await getMaster<Vehicle>(project, masterTypes.vehicle, vehicleno);
  return vehicle && englishNames(withNames(vehicle, await readNamesOf(project, vehicle)));
}

export const listSpareParts = (project: string) => listMaster<SparePart>(project, masterTypes.sparePart);

export const getSparePart = (project: string, sparepart: string) =>
  getMaster<SparePart>(project, masterTypes.sparePart, sparepart);

export const listVendors = (project: string) => listMaster<Vendor>(project, masterTypes.vendor);

/** Tender offers, of one item or of all, with the supplier's name and approval resolved. */
export async function listTenderOffers(project: string, sparepart?: string) {
  const [tenders, vendors] = await Promise.all([
    sparepart
      ? listMaster<TenderPrice>(project, masterTypes.tenderPrice, sparepart)
      : listMaster<TenderPrice>(project, masterTypes.tenderPrice),
    listVendors(project),
  ]);
  const byCode = new Map(vendors.map((vendor) => [vendor.vendcode, vendor]));
  return tenders.map((tender) => ({
    ...tender,
    vendname: byCode.get(tender.vendcode)?.vendname ?? '',
    moiApproved: byCode.get(tender.vendcode)?.moiApproved ?? 'N',
  }));
}

export const getAccessory = (project: string, accessoryid: string) =>
  getMaster<Accessory>(project, masterTypes.accessory, accessoryid);
