/**
 * Lookups (spec 000 section 7 "Lookups") through the local runtime, served from the demo seed:
 * tenant isolation, the spec's field names, filters, the unified spare part search, the Items/
 * calls, and the accessory and labour cost writes with their rights and versions.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import type {
  Accessory,
  Employee,
  Garage,
  MainRepair,
  ProgressStatus,
  SparePartSearchResult,
  StockBalance,
  SubRepair,
  UserLookup,
  VehicleCheck,
  VehicleDetails,
  VehicleModel,
  VehicleYear,
  Vendor,
  Workshop,
} from '@fleet/shared/platform/lookups';
import { masterKeys } from '@fleet/functions/engines/masters/keys';
import { labourChargeNumbering } from '@fleet/functions/platform/lookups/writes';
import { anonymous, signIn, type ApiClient, ok } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { expectNoNumberTaken } from '../../support/numbers.ts';

useRuntimeEnv();
const reception = (await signIn('reception')).client;
const receptionKptc = (await signIn('reception', { project: 'KPTC' })).client;
const admin = (await signIn('admin')).client;
const adminKptc = (await signIn('admin', { project: 'KPTC' })).client;
const technician = (await signIn('technician')).client;
const accountantKptc = (await signIn('accountant', { project: 'KPTC' })).client;

const plainLists = [
  '/api/getCompany',
  '/api/getDepartment',
  '/api/getGarage',
  '/api/getVehicleMake',
  '/api/getVehicleMakeservice',
  '/api/getVehicleModel',
  '/api/getVehicleYear',
  '/api/getVehicleColor',
  '/api/getVehicle',
  '/api/getEmployee',
  '/api/getWinch',
  '/api/getAccidentType',
  '/api/getWorkShop',
  '/api/getWorkShoptype',
  '/api/getMainRepair',
  '/api/getSubRepair',
  '/api/getProgresstat',
  '/api/getAccessories',
  '/api/getUser',
  '/api/getUserRole',
  '/api/getPolice',
  '/api/getSpareParts',
  '/api/getSparePartsNew',
  '/api/searchSparePartsUnified',
  '/api/getDealer',
  '/api/getVehicleCheck',
  '/api/getVehicleCheckall',
  '/api/getVendor',
  '/api/getWorkShoptypesrkms',
  '/api/getMainRepairsrkms',
  '/api/getSubRepairsrkms',
];

describe('integration: lookup lists', () => {
  it.each(plainLists)('%s answers a non-empty list without storage keys', async (path) => {
    const response = await reception.get<Record<string, unknown>[]>(path);

    expect(Array.isArray(ok(response))).toBe(true);
    expect(response.body.length).toBeGreaterThan(0);
    for (const row of response.body) {
      expect(row).not.toHaveProperty('pk');
      expect(row).not.toHaveProperty('sk');
      expect(row).not.toHaveProperty('entity');
    }
  });

  it('needs a token', async () => {
    const response = await anonymous().get('/api/getGarage');

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: messages.unauthorized });
  });

  it('lists garages with the spec field names and Arabic names', async () => {
    const response = await reception.get<Garage[]>('/api/getGarage');

    expect(response.body).toContainEqual(
      expect.objectContaining({
        garageid: 'G01',
        garagnam: 'Shuwaikh Main Garage',
        garagnamar: expect.any(String),
      }),
    );
    expect(new Set(response.body.map((garage) => garage.type))).toEqual(
      new Set(['main', 'branch', 'workshop']),
    );
  });

  it('lists the last 25 years, newest first', async () => {
    const response = await reception.get<VehicleYear[]>('/api/getVehicleYear');

    expect(response.body).toHaveLength(25);
    expect(response.body[0]).toEqual({ yearvalue: new Date().getUTCFullYear() });
  });

  it('lists the models of one make', async () => {
    const response = await reception.get<VehicleModel[]>('/api/getVehicleModel', { vehmakid: 'TOY' });

    expect(response.body.length).toBeGreaterThan(3);
    expect(new Set(response.body.map((model) => model.vehmakid))).toEqual(new Set(['TOY']));
    expect(response.body).toContainEqual(
      expect.objectContaining({ vehmodid: 'TOY01', vehmodnam: 'Land Cruiser' }),
    );
  });

  it('lists the default make INMS among the makes', async () => {
    const response = await reception.get<{ makecode: string }[]>('/api/getVehicleMake');

    expect(response.body.map((make) => make.makecode)).toContain('INMS');
  });

  it('lists main repairs of a workshop and sub repairs of a main repair', async () => {
    const mains = await reception.get<MainRepair[]>('/api/getMainRepair', { wrkshpid: 'WS01' });
    const subs = await reception.get<SubRepair[]>('/api/getSubRepair', {
      mainrepid: 'MR0102',
      wrkshpid: 'WS01',
    });

    expect(mains.body.map((main) => main.mainrepid)).toEqual(['MR0101', 'MR0102', 'MR0103', 'MR0104']);
    expect(subs.body).toHaveLength(4);
    expect(subs.body[0]).toEqual({
      wrkshpid: 'WS01',
      mainrepid: 'MR0102',
      subrepid: 'SR010201',
      subrepnam: 'Front brake pads replacement',
      subrepnamar: expect.any(String),
      laborhors: 1,
      laborcost: expect.any(Number),
      stdamount: 22,
      version: expect.any(Number),
    });
  });

  it('filters workshops by service type', async () => {
    const quick = await reception.get<Workshop[]>('/api/getWorkShoptype', { type: 'quick' });
    const sticker = await reception.get<Workshop[]>('/api/getWorkShoptype', { type: 'Sticker Service' });

    expect(quick.body.map((workshop) => workshop.wrkshpid)).toEqual(['WS05', 'WS06']);
    expect(sticker.body.map((workshop) => workshop.wrkshpid)).toEqual(['WS07']);
  });

  it('answers the periodic service lookups by make, model year and kilometres', async () => {
    const service = { vehiclmak: 'TOY', yearfrom: 2021 };
    const workshops = await reception.get<Workshop[]>('/api/getWorkShoptypesrkms', {
      ...service,
      type: 'quick',
      kilometer: 40000,
    });
    const mains = await reception.get<MainRepair[]>('/api/getMainRepairsrkms', {
      ...service,
      kilometer: 40000,
      wrkshpid: 'WS06',
    });
    const at5000 = await reception.get<SubRepair[]>('/api/getSubRepairsrkms', {
      ...service,
      kilometer: 5000,
      wrkshpid: 'WS06',
      mainrepid: 'MR0601',
    });
    const at10000 = await reception.get<SubRepair[]>('/api/getSubRepairsrkms', {
      ...service,
      kilometer: 10000,
      wrkshpid: 'WS06',
      mainrepid: 'MR0601',
    });

    expect(workshops.body.map((workshop) => workshop.wrkshpid)).toEqual(['WS05', 'WS06']);
    expect(mains.body.map((main) => main.mainrepid)).toEqual(['MR0601', 'MR0602']);
    // Newer Toyotas change oil every 10,000 km, not every 5,000.
    expect(at5000.body).toEqual([]);
    expect(at10000.body.map((sub) => sub.subrepid)).toEqual(['SR060101']);
  });

  it('lists progress statuses of one group', async () => {
    const response = await reception.get<ProgressStatus[]>('/api/getProgresstatBYStatus', {
      STATUSTYP: 'moi',
    });

    expect(response.body.map((status) => status.statuscde)).toEqual([1195, 1196, 1197, 1198, 1199, 1200]);
  });

  it('lists the checklist items of one group and of all groups', async () => {
    const engine = await reception.get<VehicleCheck[]>('/api/getVehicleCheck', { checkheader: 'ENG' });
    const all = await reception.get<VehicleCheck[]>('/api/getVehicleCheckall');

    expect(engine.body.length).toBeGreaterThan(3);
    expect(new Set(engine.body.map((check) => check.checkheader))).toEqual(new Set(['ENG']));
    expect(new Set(all.body.map((check) => check.checkheader)).size).toBeGreaterThan(4);
  });

  it('lists approved and unapproved suppliers', async () => {
    const response = await reception.get<Vendor[]>('/api/getVendor');

    expect(new Set(response.body.map((vendor) => vendor.moiApproved))).toEqual(new Set(['Y', 'N']));
    expect(response.body[0]).toEqual(
      expect.objectContaining({ vendcode: expect.any(String), vendname: expect.any(String) }),
    );
  });

  it('reads one employee by code', async () => {
    const found = await reception.get<Employee[]>('/api/getEmployeeDetail', { emplcode: 'E1004' });
    const unknown = await reception.get<Employee[]>('/api/getEmployeeDetail', { emplcode: 'E9999' });

    expect(found.body).toEqual([expect.objectContaining({ emplcode: 'E1004', emplname: 'Ahmed Al-Hajri' })]);
    expect(unknown.body).toEqual([]);
  });

  it('refuses a missing required parameter with 400', async () => {
    const response = await reception.get<{ message: string }>('/api/getVehicleDetails');

    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/vehicleno/);
  });
});

describe('integration: lookups stay inside the caller project', () => {
  it('lists only the project fleet', async () => {
    const moi = await reception.get<VehicleDetails[]>('/api/getVehicle');
    const kptc = await receptionKptc.get<VehicleDetails[]>('/api/getVehicle');

    const moiPlates = moi.body.map((vehicle) => vehicle.vehicleno);
    const kptcPlates = kptc.body.map((vehicle) => vehicle.vehicleno);
    expect(moiPlates).toContain('12/34567');
    expect(moiPlates).not.toContain('21/10001');
    expect(kptcPlates).toContain('21/10001');
    expect(kptcPlates).not.toContain('12/34567');
  });

  it('merges names into vehicle details and finds no vehicle of the other project', async () => {
    const own = await reception.get<VehicleDetails[]>('/api/getVehicleDetails', { vehicleno: '12/34567' });
    const byId = await reception.get<VehicleDetails[]>('/api/getVehicleDetailsById', {
      vehicleno: '12/34567',
    });
    const other = await reception.get<VehicleDetails[]>('/api/getVehicleDetails', { vehicleno: '21/10001' });

    expect(own.body).toEqual([
      expect.objectContaining({
        vehicleno: '12/34567',
        vehmaknam: 'Chevrolet',
        vehmodnam: 'Tahoe',
        yearvalue: expect.any(Number),
        colornam: expect.any(String),
        fueltypename: 'Petrol',
        chasisno: expect.stringMatching(/^1GN/),
        cylinders: 8,
        policeno: expect.any(String),
      }),
    ]);
    expect(byId.body).toEqual(own.body);
    expect(other.body).toEqual([]);
  });

  it('lists only users allowed in the project', async () => {
    const moi = await reception.get<UserLookup[]>('/api/getUser');
    const kptc = await receptionKptc.get<UserLookup[]>('/api/getUser');

    expect(moi.body.map((user) => user.usercode)).toContain('moiapprover');
    expect(kptc.body.map((user) => user.usercode)).not.toContain('moiapprover');
    expect(kptc.body).toContainEqual(
      expect.objectContaining({ usercode: 'reception', username: 'Fatima Al-Rashidi' }),
    );
  });

  it('lists every role', async () => {
    const response = await reception.get<{ rolecode: string }[]>('/api/getUserRole');

    expect(response.body.map((role) => role.rolecode)).toEqual(
      expect.arrayContaining(['ADMIN', 'ACCOUNTANT']),
    );
  });
});

describe('integration: spare parts and items', () => {
  it('searches master and tender together, best match first, one row per item number', async () => {
    const response = await reception.get<SparePartSearchResult[]>('/api/searchSparePartsUnified', {
      q: 'oil filter',
    });

    const numbers = response.body.map((row) => row.ItemNumber);
    expect(numbers.length).toBeGreaterThan(3);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toContain('FLT-1001');
    expect(response.body[0]).toEqual({
      ItemNumber: expect.any(String),
      Description: expect.stringMatching(/oil filter/i),
      SpareUOM: expect.any(String),
      SpareCat: 'FILTERS',
      Source: 'MASTER',
      VendorName: '',
      PriceSource: 'MASTER',
      UnitPrice: expect.any(Number),
    });
  });

  it('honours includeMaster, includeTender and maxRows', async () => {
    const tenderOnly = await reception.get<SparePartSearchResult[]>('/api/searchSparePartsUnified', {
      q: '',
      includeMaster: 'false',
    });
    const masterOnly = await reception.get<SparePartSearchResult[]>('/api/searchSparePartsUnified', {
      includeTender: 'false',
    });
    const three = await reception.get<SparePartSearchResult[]>('/api/searchSparePartsUnified', {
      maxRows: 3,
    });

    expect(new Set(tenderOnly.body.map((row) => row.Source))).toEqual(new Set(['TENDER']));
    expect(tenderOnly.body.every((row) => row.VendorName !== '')).toBe(true);
    expect(new Set(masterOnly.body.map((row) => row.Source))).toEqual(new Set(['MASTER']));
    expect(three.body).toHaveLength(3);
  });

  it('filters the item master by code and name', async () => {
    const response = await reception.get<{ sparepart: string; sparenam: string; sparepric: number }[]>(
      '/api/getSparePartsNew',
      { sparepart: 'brk', sparenam: 'pads' },
    );

    expect(response.body.length).toBeGreaterThan(1);
    for (const part of response.body) {
      expect(part.sparepart).toMatch(/^BRK-/);
      expect(part.sparenam).toMatch(/pads/i);
      expect(part.sparepric).toBeGreaterThan(0);
    }
  });

  it('resolves an item number from the master, else from a tender, else 404', async () => {
    const master = await reception.get<SparePartSearchResult>('/api/Items/resolve', {
      itemNumber: ' FLT-1001 ',
    });
    const tender = await reception.get<SparePartSearchResult>('/api/Items/resolve', {
      itemNumber: 'TND-0001',
    });
    const unknown = await reception.get('/api/Items/resolve', { itemNumber: 'NOPE-0000' });

    expect(master.body).toMatchObject({ ItemNumber: 'FLT-1001', Source: 'MASTER', UnitPrice: 2.5 });
    expect(tender.body).toMatchObject({ ItemNumber: 'TND-0001', Source: 'TENDER', PriceSource: 'TENDER' });
    expect(unknown.status).toBe(404);
  });

  it('lists tender suppliers of an item, cheapest first', async () => {
    const response = await reception.get<{ vendcode: string; vendname: string; tenderpric: number }[]>(
      '/api/Items/tenderVendors',
      { itemNumber: 'FLT-1001' },
    );

    expect(response.body.length).toBeGreaterThan(1);
    const prices = response.body.map((offer) => offer.tenderpric);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(response.body[0]?.vendname).not.toBe('');
  });

  it('lists the stock of an item per store with the low stock flag', async () => {
    const response = await reception.get<(StockBalance & { lowstock: 'Y' | 'N' })[]>(
      '/api/Items/stockAvailability',
      { itemNumber: 'FLT-1001' },
    );

    // The main store, the consignment store (filters and oils) and the two garage stores (other tests of
    // this process may add stores of their own holding the item: only the seeded ones are asserted).
    const seeded = ['CONS', 'G01', 'G02', 'MAIN'];
    expect(response.body.map((stock) => stock.storecode).filter((code) => seeded.includes(code))).toEqual(
      seeded,
    );
    for (const stock of response.body) expect(stock.lowstock).toBe(stock.qtyonhand <= 5 ? 'Y' : 'N');
  });
});

describe('integration: accessories', () => {
  it('needs the accessories screen rights', async () => {
    const response = await technician.post('/api/addAccessory', { accessorynam: 'Tool box' });

    expect(response.status).toBe(403);
  });

  it('adds, updates with the current version, refuses a stale version, and deletes', async () => {
    const added = await admin.post<[string, Accessory]>('/api/addAccessory', {
      accessorynam: 'Tool box',
      accessorynamar: 'صندوق العدة',
    });
    expect(ok(added)[0]).toBe(messages.accessorySaved);
    const accessory = added.body[1];
    expect(accessory).toMatchObject({ accessoryid: expect.stringMatching(/^ACC\d{3}$/), version: 1 });

    const listed = await reception.get<Accessory[]>('/api/getAccessories');
    const otherProject = await receptionKptc.get<Accessory[]>('/api/getAccessories');
    expect(listed.body.map((row) => row.accessoryid)).toContain(accessory.accessoryid);
    expect(otherProject.body.map((row) => row.accessoryid)).not.toContain(accessory.accessoryid);

    const change = {
      accessoryid: accessory.accessoryid,
      accessorynam: 'Tool box (large)',
      accessorynamar: '',
    };
    const updated = await admin.post<[string, Accessory]>('/api/updateAccessory', { ...change, version: 1 });
    const stale = await admin.post('/api/updateAccessory', { ...change, version: 1 });
    expect(ok(updated)).toEqual([
      messages.accessoryUpdated,
      expect.objectContaining({ accessorynam: 'Tool box (large)', version: 2 }),
    ]);
    expect(stale.status).toBe(409);

    const deleted = await admin.post('/api/deleteAccessory', undefined, {
      accessoryid: accessory.accessoryid,
    });
    const again = await admin.post('/api/deleteAccessory', undefined, { accessoryid: accessory.accessoryid });
    expect(ok(deleted)).toEqual([messages.accessoryDeleted]);
    expect(again.status).toBe(404);
  });

  it('cannot touch an accessory of another project', async () => {
    const added = await admin.post<[string, Accessory]>('/api/addAccessory', {
      accessorynam: 'Spare fuse kit',
    });
    const { accessoryid } = added.body[1];

    const update = await adminKptc.post('/api/updateAccessory', {
      accessoryid,
      accessorynam: 'Ghost',
      version: 1,
    });
    const remove = await adminKptc.post('/api/deleteAccessory', undefined, { accessoryid });
    const stillThere = await reception.get<Accessory[]>('/api/getAccessories');

    expect(update.status).toBe(404);
    expect(remove.status).toBe(404);
    expect(stillThere.body).toContainEqual(
      expect.objectContaining({ accessoryid, accessorynam: 'Spare fuse kit' }),
    );
  });
});

describe('integration: putLabourcost', () => {
  const subRepairOf = async (client: ApiClient) => {
    const response = await client.get<SubRepair[]>('/api/getSubRepair', {
      wrkshpid: 'WS03',
      mainrepid: 'MR0302',
    });
    const sub = response.body.find((row) => row.subrepid === 'SR030203');
    if (!sub) throw new Error('seeded sub repair SR030203 missing');
    return sub;
  };

  it('sets the new labour cost when the version is current and refuses a stale one', async () => {
    const before = await subRepairOf(accountantKptc);
    const body = { wrkshpid: 'WS03', mainrepid: 'MR0302', subrepid: 'SR030203', version: before.version };

    const saved = await accountantKptc.post<[string, SubRepair]>('/api/putLabourcost', {
      ...body,
      newlaborcost: 13.25,
    });
    const stale = await accountantKptc.post('/api/putLabourcost', { ...body, newlaborcost: 14 });

    expect(ok(saved)).toEqual([
      messages.labourCostSaved,
      expect.objectContaining({ subrepid: 'SR030203', laborcost: 13.25, version: before.version + 1 }),
    ]);
    expect(stale.status).toBe(409);
    expect(await subRepairOf(accountantKptc)).toMatchObject({
      laborcost: 13.25,
      version: before.version + 1,
    });
  });

  it('takes no number for an update refused in its transaction: the next saved one gets the next number (issue 24 item 3)', async () => {
    const numbering = labourChargeNumbering(String(new Date().getUTCFullYear()));
    const current = await subRepairOf(accountantKptc);
    const body = {
      wrkshpid: 'WS03',
      mainrepid: 'MR0302',
      subrepid: 'SR030203',
      version: current.version,
      newlaborcost: 13.25,
    };
    const save = () => accountantKptc.post<[string, { docnumbr: string }]>('/api/putLabourcost', body);

    await expectNoNumberTaken(numbering.counter, {
      project: 'KPTC',
      number: numbering.name,
      heldAt: (docnumbr) => masterKeys.labourCharge('KPTC', docnumbr),
      refused: save,
      unchanged: async () => expect((await subRepairOf(accountantKptc)).version).toBe(current.version),
      saved: async () => ok(await save())[1],
    });
  });

  it('refuses a new cost that is not greater than 0, and callers without SGRM012 edits', async () => {
    const before = await subRepairOf(reception);
    const body = { wrkshpid: 'WS03', mainrepid: 'MR0302', subrepid: 'SR030203', version: before.version };

    const zero = await admin.post('/api/putLabourcost', { ...body, newlaborcost: 0 });
    const forbidden = await technician.post('/api/putLabourcost', { ...body, newlaborcost: 5 });

    expect(zero.status).toBe(400);
    expect(forbidden.status).toBe(403);
  });
});
