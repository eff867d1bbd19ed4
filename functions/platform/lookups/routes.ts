/**
 * Lookups (spec 000 section 7 "Lookups"): the master data lists every screen picks from, read from
 * the caller's project only, plus the accessory and labour cost writes. `getJobOrderAll` reads the
 * job order headers (functions/engines/status/headers.ts); the other job order lookups (getJobOrder,
 * getJobOrdermoi, getJobOrderAllmoi) come with the job order module, getWorkshopSummary with the garage
 * technician assignment (functions/garage/garage-technician).
 */
import { z } from 'zod';
import { messages, screenCodes } from '@fleet/shared';
import {
  addAccessoryBody,
  putLabourcostBody,
  statusTypes,
  updateAccessoryBody,
  serviceTypes,
  type Employee,
  type MainRepair,
  type SubRepair,
  type VehicleCheck,
  type VehicleMake,
} from '@fleet/shared/platform/lookups';
import { employeeLookupQuery, filterEmployees } from '@fleet/shared/garage/technicians';
import { inputLimits } from '@fleet/shared/platform/limits';
import { screenRoutes } from '#lib/document-routes';
import { defineGet, defineModule, type Caller, type ProtectedRoute, definePost } from '#lib/registry';
import { written } from '#lib/http';
import { found } from '#lib/errors';
import { listJobOrderHeaders } from '../../engines/status/headers.ts';
import { jobOrderChoices, listMoiJobOrders } from '../../engines/status/choices.ts';
import {
  getEmployee,
  getSparePart,
  getVehicleDetails,
  listMainRepairs,
  listMaster,
  listProjectUsers,
  listRoles,
  listServiceSchedule,
  listSpareParts,
  listSubRepairs,
  listTenderOffers,
  listVehicleModels,
  listVehicles,
  listVendors,
  listWorkshops,
} from '../../engines/masters/data.ts';
import { masterTypes, type MasterType } from '../../engines/masters/keys.ts';
import { storedItemBalances } from '../../engines/stock/values.ts';
import { peopleNames } from '../../engines/masters/people.ts';
import { progressStatuses } from './progressStatus.ts';
import { defaultMakeCode, dueServiceEntries, type ServiceQuery } from './serviceSchedule.ts';
import { filterSpareParts, fromMaster, fromTender, itemKey, searchSpareParts } from './spareParts.ts';
import { vehicleYears } from './vehicleYears.ts';
import { addAccessory, deleteAccessory, putLabourcost, updateAccessory } from './writes.ts';

/** A lookup: a GET call any signed-in user may make. */
const lookup = <Q extends z.ZodType = z.ZodUndefined>(
  route: Omit<ProtectedRoute<Q, z.ZodUndefined>, 'method' | 'access'>,
) => defineGet<Q>({ ...route, access: { kind: 'authenticated' } });

/** Low stock threshold: 5 or fewer (spec 000 section 9). */
const lowStockThreshold = 5;

/** Query values arrive as strings; an empty one means "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(blankToUndefined, z.string().trim().max(inputLimits.key).optional());
const requiredText = z.string().trim().min(1).max(inputLimits.key);
const optionalCount = z.preprocess(blankToUndefined, z.coerce.number().int().nonnegative().optional());
const flag = (fallback: boolean) => z.preprocess(blankToUndefined, z.stringbool().default(fallback));

/** Service type in any spelling the screens use: `main`, `Main`, `Main Service`. */
const serviceTypeParam = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .trim()
          .toLowerCase()
          .replace(/\s*service$/, '') || undefined
      : value,
  z.enum(serviceTypes).optional(),
);

const serviceQuery = z.object({
  vehiclmak: optionalText,
  yearfrom: optionalCount,
  kilometer: optionalCount,
});

/** A lookup without parameters: what `read` answers for the caller's project. */
const projectLookup = (path: string, summary: string, read: (project: string) => unknown) =>
  lookup({ path, summary, query: z.object({}), handler: async ({ caller }) => read(caller.project) });

/** A lookup with a query: what `handler` answers (rows of the routes below). */
const queryLookup = <Q extends z.ZodType>(
  path: string,
  query: Q,
  handler: ProtectedRoute<Q, z.ZodUndefined>['handler'],
  summary: string,
) => lookup<Q>({ path, summary, query, handler });

/** The plain list lookups: every record of one master type in the caller's project. */
// prettier-ignore
const masterLists: [path: string, type: MasterType, summary: string][] = [
  ['/api/getCompany', masterTypes.company, 'Companies: [{compcode, companynm, companynmar}].'],
  ['/api/getDepartment', masterTypes.department, 'Departments: [{deptcode, deptname, deptnamear}].'],
  ['/api/getGarage', masterTypes.garage, 'Garages: [{garageid, garagnam, garagnamar, type (main, branch, workshop), location, status}].'],
  ['/api/getVehicleMake', masterTypes.vehicleMake, 'Vehicle makes: [{makecode, vehmakid, vehmaknam, vehmaknamar}]; INMS is the default make.'],
  ['/api/getVehicleColor', masterTypes.color, 'Vehicle colours: [{colorcode, colornam, colornamar}].'],
  ['/api/getWinch', masterTypes.winch, 'Winches: [{winchid, winchnam, winchnamar, vehicleno, drivernam, mobile, garageid, status}].'],
  ['/api/getAccidentType', masterTypes.accidentType, 'Accident types: [{accdtypid, accdtypnam, accdtypnamar}].'],
  ['/api/getAccessories', masterTypes.accessory, 'Accessories: [{accessoryid, accessorynam, accessorynamar, status, version}].'],
  ['/api/getPolice', masterTypes.police, 'Police stations: [{policeid, policenam, policenamar, governorate}].'],
  ['/api/getDealer', masterTypes.dealer, 'Dealers: [{dealerid, dealernam, dealernamar, vehmakid, mobile}].'],
  ['/api/getVehicleCheckall', masterTypes.vehicleCheck, 'Every vehicle checklist item of every group.'],
];

/** The other lookups without parameters. */
// prettier-ignore
const projectLists: [path: string, summary: string, read: (project: string) => unknown][] = [
  ['/api/getVehicle', 'Vehicles with names merged: [{vehicleno, vehmakid, vehmaknam, vehmodid, vehmodnam, yearvalue, colornam, fueltypename, chasisno, cylinders, policeno, status, ...}].', listVehicles],
  ['/api/getWorkShop', 'Workshops: [{wrkshpid, wrkshpnam, wrkshpnamar, type (main, quick, sticker)}].', listWorkshops],
  ['/api/getUser', 'Active users of the project: [{usercode, username, emplcode}].', listProjectUsers],
  ['/api/getSpareParts', 'Item master: [{sparepart, sparenam, sparenamar, sparepric, spareuom, sparecat, vehmakid, version}].', listSpareParts],
  ['/api/getJobOrderAll', 'Job orders of the project, newest first: [{jobordno, joborddat, vehicleno, vehmakid, vehmaknam, compcode, companynm, custname, garage, garagnam, statuscde}].', listJobOrderHeaders],
  ['/api/getJobOrderAllmoi', 'MOI job cards of the project, newest first (getJobOrderAll rows plus kind and state).', listMoiJobOrders],
  ['/api/getVendor', 'Suppliers: [{vendcode, vendname, vendnamear, moiApproved (Y/N), mobile, email, status}].', listVendors],
  ['/api/getVehicleYear', 'Vehicle year options, the last 25 years newest first: [{yearvalue}].', () => vehicleYears(new Date().getUTCFullYear())],
  ['/api/getProgresstat', 'Job order progress statuses: [{statuscde, statuskey, statusnam, statusnamar, statustyp}].', () => progressStatuses],
  ['/api/getUserRole', 'Roles: [{rolecode, rolename, rolenamear}].', () => listRoles()],
];

/** Workshops, main repairs and sub repairs due for a periodic (kilometre) service. */
async function dueService(caller: Caller, query: ServiceQuery) {
  return dueServiceEntries(await listServiceSchedule(caller.project), query);
}

const statusTypeParam = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.string().max(inputLimits.code),
);

export const lookupsModule = defineModule({
  name: 'lookups',
  routes: [
    ...masterLists.map(([path, type, summary]) =>
      projectLookup(path, summary, (project) => listMaster(project, type)),
    ),
    ...projectLists.map(([path, summary, read]) => projectLookup(path, summary, read)),
    lookup({
      path: '/api/getVehicleMakeservice',
      summary: 'Vehicle makes with a periodic service schedule of their own, and the default make INMS.',
      query: z.object({}),
      handler: async ({ caller }) => {
        const [makes, schedule] = await Promise.all([
          listMaster<VehicleMake>(caller.project, masterTypes.vehicleMake),
          listServiceSchedule(caller.project),
        ]);
        const scheduled = new Set([defaultMakeCode, ...schedule.map((entry) => entry.vehiclmak)]);
        return makes.filter((make) => scheduled.has(make.vehmakid));
      },
    }),
    queryLookup(
      '/api/getVehicleModel',
      z.object({ vehmakid: optionalText }),
      async ({ caller, query }) => listVehicleModels(caller.project, query.vehmakid),
      'Models of a make: [{vehmakid, vehmodid, vehmodnam, vehmodnamar}]; every model without vehmakid.',
    ),
    ...(['/api/getVehicleDetails', '/api/getVehicleDetailsById'] as const).map((path) =>
      lookup({
        path,
        summary:
          'One vehicle by plate number, as a list of one (empty when unknown), with vehmaknam, vehmodnam, yearvalue, colornam, fueltypename, chasisno, cylinders, policeno.',
        query: z.object({ vehicleno: requiredText }),
        handler: async ({ caller, query }) => {
          const vehicle = await getVehicleDetails(caller.project, query.vehicleno);
          return vehicle ? [vehicle] : [];
        },
      }),
    ),
    queryLookup(
      '/api/getEmployee',
      employeeLookupQuery,
      async ({ caller, query }) =>
        filterEmployees(await listMaster<Employee>(caller.project, masterTypes.employee), query),
      "Employees: [{emplcode, emplname, emplnamar, jobtitle, jobtitlear, garageid, mobile, status}]. Optional filters (ours, issue 24): garage (the garage's employees), designation technician|inspector (read from the job title; a blank title is kept, as the technician saves accept it).",
    ),
    lookup({
      path: '/api/getEmployeeDetail',
      summary: 'One employee by emplcode, as a list of one (empty when unknown).',
      query: z.object({ emplcode: requiredText }),
      handler: async ({ caller, query }) => {
        const employee = await getEmployee(caller.project, query.emplcode);
        return employee ? [employee] : [];
      },
    }),
    lookup({
      path: '/api/getWorkShoptype',
      summary:
        'Workshops of a service type (main, quick, sticker; "Main Service" also accepted); all without type.',
      query: z.object({ type: serviceTypeParam }),
      handler: async ({ caller, query }) => {
        const workshops = await listWorkshops(caller.project);
        return query.type ? workshops.filter((workshop) => workshop.type === query.type) : workshops;
      },
    }),
    queryLookup(
      '/api/getMainRepair',
      z.object({ wrkshpid: optionalText }),
      async ({ caller, query }) => listMainRepairs(caller.project, query.wrkshpid),
      'Main repairs of a workshop: [{wrkshpid, mainrepid, mainrepnam, mainrepnamar}]; all without wrkshpid.',
    ),
    queryLookup(
      '/api/getSubRepair',
      z.object({ mainrepid: optionalText, wrkshpid: optionalText }),
      async ({ caller, query }) => listSubRepairs(caller.project, query),
      'Sub repairs of a main repair and workshop: [{wrkshpid, mainrepid, subrepid, subrepnam, subrepnamar, laborhors, laborcost, stdamount, version}].',
    ),
    lookup({
      path: '/api/getWorkShoptypesrkms',
      summary:
        'Workshops of a service type with work due for a periodic service of make vehiclmak, model year yearfrom, at kilometer km.',
      query: serviceQuery.extend({ type: serviceTypeParam }),
      handler: async ({ caller, query }) => {
        const [due, workshops] = await Promise.all([
          dueService(caller, query),
          listWorkshops(caller.project),
        ]);
        const wanted = new Set(due.map((entry) => entry.wrkshpid));
        return workshops.filter(
          (workshop) => wanted.has(workshop.wrkshpid) && (!query.type || workshop.type === query.type),
        );
      },
    }),
    lookup({
      path: '/api/getMainRepairsrkms',
      summary:
        'Main repairs of workshop wrkshpid due for a periodic service (vehiclmak, yearfrom, kilometer).',
      query: serviceQuery.extend({ wrkshpid: optionalText }),
      handler: async ({ caller, query }) => {
        const [due, mainRepairs] = await Promise.all([
          dueService(caller, query),
          listMainRepairs(caller.project, query.wrkshpid),
        ]);
        const wanted = new Set(due.map((entry) => `${entry.wrkshpid}#${entry.mainrepid}`));
        return mainRepairs.filter((main: MainRepair) => wanted.has(`${main.wrkshpid}#${main.mainrepid}`));
      },
    }),
    lookup({
      path: '/api/getSubRepairsrkms',
      summary:
        'Sub repairs of main repair mainrepid in workshop wrkshpid due for a periodic service (vehiclmak, yearfrom, kilometer).',
      query: serviceQuery.extend({ mainrepid: optionalText, wrkshpid: optionalText }),
      handler: async ({ caller, query }) => {
        const [due, subRepairs] = await Promise.all([
          dueService(caller, query),
          listSubRepairs(caller.project, query),
        ]);
        const wanted = new Set(due.map((entry) => `${entry.wrkshpid}#${entry.mainrepid}#${entry.subrepid}`));
        return subRepairs.filter((sub: SubRepair) =>
          wanted.has(`${sub.wrkshpid}#${sub.mainrepid}#${sub.subrepid}`),
        );
      },
    }),
    queryLookup(
      '/api/getProgresstatBYStatus',
      z.object({ STATUSTYP: statusTypeParam }),
      async ({ query }) => progressStatuses.filter((status) => status.statustyp === query.STATUSTYP),
      `Progress statuses of one area, STATUSTYP one of ${statusTypes.join(', ')}.`,
    ),
    lookup({
      path: '/api/getUserNames',
      summary:
        "Names of user codes as people read them (issue 25 item 6): {<usercode>: {en, ar}}, the employee's names from the user and employee masters; usercodes comma-separated (at most 100); unknown codes left out.",
      query: z.object({
        usercodes: z
          .string()
          .trim()
          .min(1)
          .transform((text) => [
            ...new Set(
              text
                .split(',')
                .map((code) => code.trim())
                .filter(Boolean),
            ),
          ])
          .pipe(z.array(z.string().max(60)).min(1).max(100)),
      }),
      handler: async ({ caller, query }) => peopleNames(caller.project, query.usercodes),
    }),
    queryLookup(
      '/api/getSparePartsNew',
      z.object({ sparepart: optionalText, sparenam: optionalText }),
      async ({ caller, query }) => filterSpareParts(await listSpareParts(caller.project), query),
      'Item master rows whose code contains sparepart and whose name contains sparenam (case-insensitive).',
    ),
    lookup({
      path: '/api/searchSparePartsUnified',
      summary:
        'Item master and tender prices searched together by q: [{ItemNumber, Description, SpareUOM, SpareCat, Source, VendorName, PriceSource, UnitPrice}], best match first, deduplicated by trimmed item number; maxRows default 200, includeTender and includeMaster default true.',
      query: z.object({
        q: z.preprocess((value) => value ?? '', z.string().max(inputLimits.key)),
        includeTender: flag(true),
        includeMaster: flag(true),
        maxRows: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1000).default(200)),
      }),
      handler: async ({ caller, query }) => {
        const [master, tenders] = await Promise.all([
          query.includeMaster ? listSpareParts(caller.project) : [],
          query.includeTender ? listTenderOffers(caller.project) : [],
        ]);
        return searchSpareParts(query, master, tenders);
      },
    }),
    lookup({
      path: '/api/Items/resolve',
      summary:
        'One item by number (trimmed), from the item master or else the cheapest tender: {ItemNumber, Description, SpareUOM, SpareCat, Source, VendorName, PriceSource, UnitPrice}; 404 when unknown.',
      query: z.object({ itemNumber: requiredText }),
      handler: async ({ caller, query }) => {
        const itemNumber = itemKey(query.itemNumber);
        const part = await getSparePart(caller.project, itemNumber);
        if (part) return fromMaster(part);
        const offers = await listTenderOffers(caller.project, itemNumber);
        const cheapest = found(offers.sort((a, b) => a.tenderpric - b.tenderpric)[0]);
        return fromTender(cheapest);
      },
    }),
    lookup({
      path: '/api/Items/tenderVendors',
      summary:
        'Suppliers with a tender price for the item, cheapest first: [{sparepart, vendcode, vendname, moiApproved, tenderno, tenderpric, validfrom, validto, ...}].',
      query: z.object({ itemNumber: requiredText }),
      handler: async ({ caller, query }) =>
        (await listTenderOffers(caller.project, itemKey(query.itemNumber))).sort(
          (a, b) => a.tenderpric - b.tenderpric,
        ),
    }),
    lookup({
      path: '/api/Items/stockAvailability',
      summary:
        'Stock of the item per store: [{sparepart, storecode, storenam, qtyonhand, lowstock}]; lowstock Y at 5 or fewer.',
      query: z.object({ itemNumber: requiredText }),
      handler: async ({ caller, query }) =>
        (await storedItemBalances(caller.project, itemKey(query.itemNumber))).map((stock) => ({
          ...stock,
          lowstock: stock.qtyonhand <= lowStockThreshold ? 'Y' : 'N',
        })),
    }),
    lookup({
      path: '/api/getVehicleCheck',
      summary:
        'Vehicle checklist items of one group: [{checkheader, checkheadernam, checkheadernamar, checkid, checknam, checknamar}]; all without checkheader.',
      query: z.object({ checkheader: optionalText }),
      handler: async ({ caller, query }) =>
        query.checkheader
          ? listMaster<VehicleCheck>(caller.project, masterTypes.vehicleCheck, query.checkheader)
          : listMaster<VehicleCheck>(caller.project, masterTypes.vehicleCheck),
    }),
    queryLookup(
      '/api/getJobOrder',
      z.object({ tostatus: z.coerce.number().int().positive() }),
      async ({ caller, query }) => jobOrderChoices(caller.project, query.tostatus),
      'Open job orders that may take the workflow step ending at `tostatus` (shared/src/engines/workflow.ts): [{jobordno, joborddat, vehicleno, vehmaknam, garage, garagnam, statuscde, kind}].',
    ),
    queryLookup(
      '/api/getJobOrdermoi',
      z.object({ tostatus: z.coerce.number().int().positive() }),
      async ({ caller, query }) => jobOrderChoices(caller.project, query.tostatus, 'MOI'),
      'As getJobOrder, MOI job cards only.',
    ),
    screenRoutes(screenCodes.accessories).write({
      path: '/api/addAccessory',
      summary: 'Adds an accessory {accessorynam, accessorynamar}; returns [message, accessory].',
      action: 'adds',
      body: addAccessoryBody,
      message: messages.accessorySaved,
      write: (caller, body) => addAccessory(caller.project, body),
    }),
    screenRoutes(screenCodes.accessories).write({
      path: '/api/updateAccessory',
      summary:
        'Updates an accessory {accessoryid, accessorynam, accessorynamar, status, version}; 409 when version is stale.',
      action: 'edits',
      body: updateAccessoryBody,
      message: messages.accessoryUpdated,
      write: (caller, body) => updateAccessory(caller.project, body),
    }),
    definePost({
      path: '/api/deleteAccessory',
      summary: 'Deletes the accessory accessoryid; 404 when unknown.',
      access: { kind: 'screen', screen: screenCodes.accessories, action: 'deletes' },
      query: z.object({ accessoryid: requiredText }),
      handler: async ({ caller, query }) => {
        await deleteAccessory(caller.project, query.accessoryid);
        return written(messages.accessoryDeleted);
      },
    }),
    screenRoutes(screenCodes.labourCharge).write({
      path: '/api/putLabourcost',
      summary:
        'Labour charge update: sets the sub repair (wrkshpid, mainrepid, subrepid) labour cost to newlaborcost (> 0); version of the loaded sub repair required, 409 when stale. Keeps a history row (LC-<year>-<nnnnn>, old and new cost, user, time) for the labour charge list. Returns [message, {...subRepair, docnumbr}].',
      action: 'edits',
      // New Cost must be greater than 0 (the form blocks the save without a message; the API says why).
      body: putLabourcostBody.extend({
        newlaborcost: z
          .number({ error: messages.labourNewCostPositive })
          .positive(messages.labourNewCostPositive),
      }),
      message: messages.labourCostSaved,
      write: (caller, body) => putLabourcost(caller.project, body, caller),
    }),
  ],
});
