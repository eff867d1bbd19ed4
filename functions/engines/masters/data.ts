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

/** Name lookups of the ids a vehicle carries. */
interface VehicleNames {
  makes: Map<string, string>;
  models: Map<string, string>;
  colors: Map<string, string>;
  fuels: Map<string, string>;
}

function mergeNames(vehicle: Vehicle, names: VehicleNames): VehicleDetails {
  return {
    ...vehicle,
    vehmaknam: names.makes.get(vehicle.vehmakid) ?? '',
    vehmodnam: names.models.get(childSk(vehicle.vehmakid, vehicle.vehmodid)) ?? '',
    colornam: names.colors.get(vehicle.colorcode) ?? '',
    fueltypename: names.fuels.get(vehicle.fueltypeid) ?? '',
  };
}

/** Vehicles with make, model, colour and fuel names merged in (getVehicle). */
export async function listVehicles(project: string): Promise<VehicleDetails[]> {
  const [vehicles, makes, models, colors, fuels] = await Promise.all([
    listMaster<Vehicle>(project, masterTypes.vehicle),
    listMaster<VehicleMake>(project, masterTypes.vehicleMake),
    listMaster<VehicleModel>(project, masterTypes.vehicleModel),
    listMaster<VehicleColor>(project, masterTypes.color),
    listMaster<FuelType>(project, masterTypes.fuelType),
  ]);
  const names: VehicleNames = {
    makes: new Map(makes.map((make) => [make.vehmakid, make.vehmaknam])),
    models: new Map(models.map((model) => [childSk(model.vehmakid, model.vehmodid), model.vehmodnam])),
    colors: new Map(colors.map((color) => [color.colorcode, color.colornam])),
    fuels: new Map(fuels.map((fuel) => [fuel.fueltypeid, fuel.fueltypename])),
  };
  return vehicles.map((vehicle) => mergeNames(vehicle, names));
}

/** One vehicle by plate number with its names merged in (getVehicleDetails), in one batch read. */
export async function getVehicleDetails(
  project: string,
  vehicleno: string,
): Promise<VehicleDetails | undefined> {
  const vehicle = await getMaster<Vehicle>(project, masterTypes.vehicle, vehicleno);
  if (!vehicle) return undefined;
  const makeKey = masterKeys.record(project, masterTypes.vehicleMake, vehicle.vehmakid);
  const modelKey = masterKeys.vehicleModel(project, vehicle.vehmakid, vehicle.vehmodid);
  const colorKey = masterKeys.record(project, masterTypes.color, vehicle.colorcode);
  const fuelKey = masterKeys.record(project, masterTypes.fuelType, vehicle.fueltypeid);
  const found = await getItems<Row>([makeKey, modelKey, colorKey, fuelKey]);
  const field = (wanted: { pk: string; sk: string }, name: string) =>
    String(found.find((item) => item['pk'] === wanted.pk && item['sk'] === wanted.sk)?.[name] ?? '');
  return {
    ...vehicle,
    vehmaknam: field(makeKey, 'vehmaknam'),
    vehmodnam: field(modelKey, 'vehmodnam'),
    colornam: field(colorKey, 'colornam'),
    fueltypename: field(fuelKey, 'fueltypename'),
  };
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
