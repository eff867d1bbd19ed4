/**
 * Vehicle-side master data (spec 001 section 7 "Master data": Make, VehicleModl, Supplier; screens
 * SGRM001, SGRM003, SGRM006, the colours SGRM022 and the accessories SGRM021) through the local
 * runtime: every call, create / read / list / update at the version read (stale 409, nothing written) /
 * delete; each validation message; the lookups see each edit; the delete of a record in use is refused
 * (make with vehicles or models, model and colour with vehicles, supplier on a tender price or a
 * procurement document, accessory held by an image upload); the MOI approval as procurement reads it;
 * the screens' rights. Codes carry this run's suffix, so lists are only read for the run's own rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allRights, formatMessage, messages, noRights } from '@fleet/shared';
import type { ImageUploadDocument } from '@fleet/shared/reception/image-upload';
import type { ColorRow, MakeRow, ModelRow, SupplierRow } from '@fleet/shared/masters/master-data';
import { softDeleteItem, transactWrite } from '@fleet/functions/lib/db';
import type { Caller } from '@fleet/functions/lib/registry';
import { commitChange, quotations } from '@fleet/functions/procurement/common';
import { putDocument } from '@fleet/functions/reception/image-upload/data';
import { withAccessoryUse } from '@fleet/functions/engines/masters/master-data-usage';
import { type ApiClient, ok, refused } from '../../support/api.ts';
import { useRuntimeEnv, signInWithRights } from '../../support/fixtures.ts';
import { putTestSparePart } from '../../support/spare-parts.ts';

const api = (call: string) => `/api/${call}`;
const run = Date.now().toString(36).toUpperCase().slice(-6);
let serial = 0;
const code = (prefix: string) => `${prefix}${run}${++serial}`;
const runCode = String(10 + (Date.now() % 89));
let plateSerial = Math.floor(Math.random() * 500_000);
const newPlate = () => `${runCode}/${String(100_000 + (plateSerial += 1))}`;

type Saved<K> = [string, K & { version: number }];

let admin: ApiClient;
let viewer: ApiClient;
let nobody: ApiClient;

beforeAll(async () => {
  useRuntimeEnv();
  const screens = ['SGRM001', 'SGRM003', 'SGRM006', 'SGRM022', 'SGRM021', 'SGRM014'];
  viewer = await signInWithRights(Object.fromEntries(screens.map((s) => [s, { ...noRights, views: 'Y' }])));
  nobody = await signInWithRights({});
  admin = await signInWithRights({
    ...Object.fromEntries(screens.map((s) => [s, { ...allRights }])),
    SGRM005: { ...allRights },
    SGRM002: { ...allRights },
  });
});

const vehicle = (overrides: Record<string, unknown>) => ({
  vehicleno: newPlate(),
  vehmakid: 'TOY',
  vehmodid: 'TOY01',
  yearvalue: 2022,
  colorcode: 'WHT',
  fueltypeid: 'petrol',
  chasisno: 'JTM0123456789ABCD',
  cylinders: 4,
  policeno: 'MOI-9001',
  compcode: 'C01',
  deptcode: 'D01',
  kilometer: 1000,
  status: 'active',
  ...overrides,
});

async function insertVehicle(overrides: Record<string, unknown>) {
  return ok(
    await admin.post<Saved<{ vehicleno: string }>>(api('Vehicle/insertVehicle'), vehicle(overrides)),
  )[1];
}

const removeVehicle = (vehicleNo: string) =>
  admin.request('DELETE', api('Vehicle/deleteVehicle'), { query: { vehicleNo } });

describe('vehicle make (SGRM001)', () => {
  it('creates, reads, lists, updates at the version read and deletes a make; the lookup follows', async () => {
    const vehmakid = code('MK');
    const created = await admin.post(api('Make/insertMake'), {
      vehmakid: vehmakid.toLowerCase(),
      vehmaknam: ' Test Make ',
      vehmaknamar: 'نوع اختبار',
    });
    expect(ok(created)).toEqual([messages.makeSaved, { vehmakid, version: 1 }]);

    const read = await viewer.get<MakeRow>(api('Make/getMakeById'), { vehmakid });
    expect(read.body).toEqual({
      makecode: vehmakid,
      vehmakid,
      vehmaknam: 'Test Make',
      vehmaknamar: 'نوع اختبار',
      version: 1,
    });

    const list = await viewer.get<MakeRow[]>(api('Make/getMakeList'), { searchTerm: vehmakid.toLowerCase() });
    expect(list.body.map((row) => row.vehmakid)).toEqual([vehmakid]);
    const paged = await viewer.get<MakeRow[]>(api('Make/getMakeList'), { pageSize: 2, pageNumber: 1 });
    expect(paged.body).toHaveLength(2);
    const byName = await viewer.get<MakeRow[]>(api('Make/getMakeList'), { searchTerm: 'نوع اختبار' });
    expect(byName.body.map((row) => row.vehmakid)).toContain(vehmakid);

    const updated = await admin.post(api('Make/updateMake'), {
      vehmakid,
      makecode: 'TM',
      vehmaknam: 'Test Make 2',
      vehmaknamar: 'نوع اختبار ٢',
      version: 1,
    });
    expect(updated.body).toEqual([messages.makeUpdated, { vehmakid, version: 2 }]);
    const lookup = await admin.get<{ vehmakid: string; vehmaknam: string }[]>(api('getVehicleMake'));
    expect(lookup.body.find((make) => make.vehmakid === vehmakid)).toMatchObject({
      vehmaknam: 'Test Make 2',
      makecode: 'TM',
    });

    const stale = await admin.post(api('Make/updateMake'), { vehmakid, vehmaknam: 'Lost', version: 1 });
    refused(stale, messages.conflict, 409);
    expect((await admin.get<MakeRow>(api('Make/getMakeById'), { vehmakid })).body).toMatchObject({
      vehmaknam: 'Test Make 2',
      version: 2,
    });

    const duplicate = await admin.post(api('Make/insertMake'), { vehmakid, vehmaknam: 'Again' });
    refused(duplicate, formatMessage(messages.makeExists, { vehmakid }));

    const staleDelete = await admin.post(api('Make/deleteMake'), undefined, { vehmakid, version: 1 });
    expect(staleDelete.status).toBe(409);
    const deleted = await admin.post(api('Make/deleteMake'), undefined, { vehmakid, version: 2 });
    expect(deleted.body).toEqual([messages.makeDeleted, { vehmakid }]);
    expect((await admin.get(api('Make/getMakeById'), { vehmakid })).status).toBe(404);
    const again = await admin.post(api('Make/deleteMake'), undefined, { vehmakid });
    refused(again, messages.notFound, 404);
    const missingUpdate = await admin.post(api('Make/updateMake'), { vehmakid, vehmaknam: 'X', version: 2 });
    expect(missingUpdate.status).toBe(404);
  });

  it('answers each field rule with its message', async () => {
    const post = (body: Record<string, unknown>) => admin.post(api('Make/insertMake'), body);
    expect((await post({ vehmaknam: 'A' })).body).toMatchObject({ message: messages.masterCodeRequired });
    expect((await post({ vehmakid: ' ', vehmaknam: 'A' })).body).toMatchObject({
      message: messages.masterCodeRequired,
    });
    expect((await post({ vehmakid: 'bad code!', vehmaknam: 'A' })).body).toMatchObject({
      message: messages.masterCodeInvalid,
    });
    expect((await post({ vehmakid: 'X'.repeat(21), vehmaknam: 'A' })).body).toMatchObject({
      message: messages.masterCodeInvalid,
    });
    expect((await post({ vehmakid: code('MK'), vehmaknam: '' })).body).toMatchObject({
      message: messages.masterNameRequired,
    });
    expect((await post({ vehmakid: code('MK'), vehmaknam: 'A'.repeat(101) })).body).toMatchObject({
      message: messages.masterNameTooLong,
    });
    const noVersion = await admin.post(api('Make/updateMake'), { vehmakid: 'TOY', vehmaknam: 'Toyota' });
    expect(noVersion.status).toBe(400);
  });

  it('refuses to delete a make with vehicles, then with models, and a model with vehicles', async () => {
    const vehmakid = code('MK');
    const vehmodid = code('MD');
    expect((await admin.post(api('Make/insertMake'), { vehmakid, vehmaknam: 'In use make' })).status).toBe(
      200,
    );
    const modelBody = { vehmakid, vehmodid, vehmodnam: 'In use model', vehmodnamar: 'طراز' };
    expect((await admin.post(api('VehicleModl/insertVehicleModl'), modelBody)).status).toBe(200);
    const { vehicleno } = await insertVehicle({ vehmakid, vehmodid });

    const make = await admin.post(api('Make/deleteMake'), undefined, { vehmakid, version: 1 });
    refused(make, formatMessage(messages.makeInUse, { vehmakid, vehicleno }));
    const model = await admin.post(api('VehicleModl/deleteVehicleModl'), undefined, { vehmakid, vehmodid });
    expect(model.status).toBe(400);
    expect(model.body).toMatchObject({
      message: formatMessage(messages.modelInUse, { vehmodid, vehicleno }),
    });

    // The vehicle gone, the model remains: the make is refused for its model.
    expect((await removeVehicle(vehicleno)).status).toBe(200);
    const withModel = await admin.post(api('Make/deleteMake'), undefined, { vehmakid });
    expect(withModel.body).toMatchObject({
      message: formatMessage(messages.makeHasModels, { vehmakid, count: 1 }),
    });
    expect(
      (await admin.post(api('VehicleModl/deleteVehicleModl'), undefined, { vehmakid, vehmodid })).body,
    ).toEqual([messages.modelDeleted, { vehmakid, vehmodid }]);
    expect((await admin.post(api('Make/deleteMake'), undefined, { vehmakid })).status).toBe(200);
  });

  it('refuses a seeded make its seeded vehicles use (seed writes the index too)', async () => {
    const response = await admin.post(api('Make/deleteMake'), undefined, { vehmakid: 'CHE' });
    expect(response.status).toBe(400);
    expect(String((response.body as { message: string }).message)).toMatch(
      /^Vehicle make CHE is used by vehicle/,
    );
  });
});

describe('vehicle model (SGRM003, VehicleModl)', () => {
  it('creates under an existing make, lists with the make names, updates and deletes; the lookup follows', async () => {
    const vehmakid = code('MK');
    await admin.post(api('Make/insertMake'), { vehmakid, vehmaknam: 'Model host', vehmaknamar: 'مضيف' });
    const vehmodid = code('MD');
    const body = { vehmakid, vehmodid, vehmodnam: 'Model A', vehmodnamar: 'طراز أ' };
    const unknownMake = await admin.post(api('VehicleModl/insertVehicleModl'), {
      ...body,
      vehmakid: 'NOPE' + run,
    });
    expect(unknownMake.body).toMatchObject({
      message: formatMessage(messages.makeUnknown, { vehmakid: 'NOPE' + run }),
    });
    const created = await admin.post(api('VehicleModl/insertVehicleModl'), body);
    expect(created.body).toEqual([messages.modelSaved, { vehmakid, vehmodid, version: 1 }]);
    const duplicate = await admin.post(api('VehicleModl/insertVehicleModl'), body);
    expect(duplicate.body).toMatchObject({
      message: formatMessage(messages.modelExists, { vehmakid, vehmodid }),
    });

    const list = await viewer.get<ModelRow[]>(api('VehicleModl/getVehicleModlList'), { vehmakid });
    expect(list.body).toEqual([{ ...body, vehmaknam: 'Model host', vehmaknamar: 'مضيف', version: 1 }]);
    const byId = await viewer.get<ModelRow>(api('VehicleModl/getVehicleModlById'), { vehmakid, vehmodid });
    expect(byId.body).toMatchObject({ vehmodnam: 'Model A', vehmaknam: 'Model host' });

    const updated = await admin.post(api('VehicleModl/updateVehicleModl'), {
      ...body,
      vehmodnam: 'Model B',
      version: 1,
    });
    expect(updated.body).toEqual([messages.modelUpdated, { vehmakid, vehmodid, version: 2 }]);
    const lookup = await admin.get<{ vehmodid: string; vehmodnam: string }[]>(api('getVehicleModel'), {
      vehmakid,
    });
    expect(lookup.body.find((model) => model.vehmodid === vehmodid)).toMatchObject({ vehmodnam: 'Model B' });
    const stale = await admin.post(api('VehicleModl/updateVehicleModl'), { ...body, version: 1 });
    expect(stale.status).toBe(409);
    expect(
      (await viewer.get<ModelRow>(api('VehicleModl/getVehicleModlById'), { vehmakid, vehmodid })).body,
    ).toMatchObject({ vehmodnam: 'Model B', version: 2 });
    const staleDelete = await admin.post(api('VehicleModl/deleteVehicleModl'), undefined, {
      vehmakid,
      vehmodid,
      version: 1,
    });
    expect(staleDelete.status).toBe(409);
    expect(
      (await admin.post(api('VehicleModl/deleteVehicleModl'), undefined, { vehmakid, vehmodid, version: 2 }))
        .status,
    ).toBe(200);
    expect((await viewer.get(api('VehicleModl/getVehicleModlById'), { vehmakid, vehmodid })).status).toBe(
      404,
    );
  });
});

describe('colours (SGRM022)', () => {
  it('creates, updates, lists; refuses the delete while a vehicle has the colour; the index follows the vehicle', async () => {
    const colorcode = code('CL');
    const created = await admin.post(api('Color/insertColor'), {
      colorcode,
      colornam: 'Teal',
      colornamar: 'أزرق مخضر',
    });
    expect(created.body).toEqual([messages.colorSaved, { colorcode, version: 1 }]);
    const duplicate = await admin.post(api('Color/insertColor'), { colorcode, colornam: 'Teal' });
    expect(duplicate.body).toMatchObject({ message: formatMessage(messages.colorExists, { colorcode }) });
    const updated = await admin.post(api('Color/updateColor'), {
      colorcode,
      colornam: 'Dark teal',
      colornamar: '',
      version: 1,
    });
    expect(updated.body).toEqual([messages.colorUpdated, { colorcode, version: 2 }]);
    expect(
      (await admin.post(api('Color/updateColor'), { colorcode, colornam: 'X', version: 1 })).status,
    ).toBe(409);
    const list = await viewer.get<ColorRow[]>(api('Color/getColorList'), { searchTerm: colorcode });
    expect(list.body).toEqual([{ colorcode, colornam: 'Dark teal', colornamar: '', version: 2 }]);
    const lookup = await admin.get<{ colorcode: string; colornam: string }[]>(api('getVehicleColor'));
    expect(lookup.body.find((color) => color.colorcode === colorcode)).toMatchObject({
      colornam: 'Dark teal',
    });

    const { vehicleno } = await insertVehicle({ colorcode });
    const refusal = await admin.post(api('Color/deleteColor'), undefined, { colorcode, version: 2 });
    expect(refusal.status).toBe(400);
    expect(refusal.body).toMatchObject({
      message: formatMessage(messages.colorInUse, { colorcode, vehicleno }),
    });

    // Repainted: the vehicle's save moves its index entry, the colour is free.
    const stored = await admin.get<Record<string, unknown>>(api('Vehicle/getVehicleById'), {
      vehicleNo: vehicleno,
    });
    const repaint = await admin.request('PUT', api('Vehicle/updateVehicle'), {
      body: { ...vehicle({}), ...stored.body, colorcode: 'WHT' },
    });
    expect(repaint.status, JSON.stringify(repaint.body)).toBe(200);
    expect((await admin.post(api('Color/deleteColor'), undefined, { colorcode, version: 1 })).status).toBe(
      409,
    );
    const deleted = await admin.post(api('Color/deleteColor'), undefined, { colorcode, version: 2 });
    expect(deleted.body).toEqual([messages.colorDeleted, { colorcode }]);
    await removeVehicle(vehicleno);
  });
});

describe('supplier (SGRM006)', () => {
  const supplier = (vendcode: string, overrides: Record<string, unknown> = {}) => ({
    vendcode,
    vendname: 'Test Supplier',
    vendnamear: 'مورد اختبار',
    moiApproved: 'N',
    mobile: '99887766',
    email: 'sales@example.com',
    status: 'active',
    ...overrides,
  });

  it('creates, reads, lists, updates and deletes a supplier; getVendor follows', async () => {
    const vendcode = code('VS');
    const created = await admin.post(api('Supplier/insertSupplier'), supplier(vendcode));
    expect(created.body).toEqual([messages.supplierSaved, { vendcode, version: 1 }]);
    expect((await admin.post(api('Supplier/insertSupplier'), supplier(vendcode))).body).toMatchObject({
      message: formatMessage(messages.supplierExists, { vendcode }),
    });
    const read = await viewer.get<SupplierRow>(api('Supplier/getSupplierById'), { vendcode });
    expect(read.body).toEqual({ ...supplier(vendcode), version: 1 });
    const list = await viewer.get<SupplierRow[]>(api('Supplier/getSupplierList'), { searchTerm: vendcode });
    expect(list.body.map((row) => row.vendcode)).toEqual([vendcode]);

    const updated = await admin.post(api('Supplier/updateSupplier'), {
      ...supplier(vendcode),
      vendname: 'Renamed Supplier',
      version: 1,
    });
    expect(updated.body).toEqual([messages.supplierUpdated, { vendcode, version: 2 }]);
    const vendors = await admin.get<{ vendcode: string; vendname: string }[]>(api('getVendor'));
    expect(vendors.body.find((vendor) => vendor.vendcode === vendcode)).toMatchObject({
      vendname: 'Renamed Supplier',
    });
    const stale = await admin.post(api('Supplier/updateSupplier'), { ...supplier(vendcode), version: 1 });
    expect(stale.status).toBe(409);
    expect((await viewer.get<SupplierRow>(api('Supplier/getSupplierById'), { vendcode })).body.vendname).toBe(
      'Renamed Supplier',
    );
    expect(
      (await admin.post(api('Supplier/deleteSupplier'), undefined, { vendcode, version: 1 })).status,
    ).toBe(409);
    const deleted = await admin.post(api('Supplier/deleteSupplier'), undefined, { vendcode, version: 2 });
    expect(deleted.body).toEqual([messages.supplierDeleted, { vendcode }]);
  });

  it('answers each field rule with its message', async () => {
    const post = (overrides: Record<string, unknown>) =>
      admin.post(api('Supplier/insertSupplier'), supplier(code('VS'), overrides));
    expect((await post({ moiApproved: 'yes' })).body).toMatchObject({
      message: messages.masterMoiApprovedInvalid,
    });
    expect((await post({ mobile: '1234' })).body).toMatchObject({ message: messages.masterMobileInvalid });
    expect((await post({ email: 'not-an-email' })).body).toMatchObject({
      message: messages.masterEmailInvalid,
    });
    expect((await post({ vendname: ' ' })).body).toMatchObject({ message: messages.masterNameRequired });
    expect((await post({ vendcode: '' })).body).toMatchObject({ message: messages.masterCodeRequired });
  });

  it('the MOI approval decides whether procurement may choose the supplier, and a tender price blocks the delete', async () => {
    const vendcode = code('VS');
    await admin.post(api('Supplier/insertSupplier'), supplier(vendcode));
    const sparepart = `MD-${run}-P`;
    await putTestSparePart(sparepart, {
      sparenam: 'Master data test part',
      sparenamar: 'قطعة',
      sparepric: 10,
      sparecat: 'FILTERS',
    });
    const tender = {
      sparepart,
      vendcode,
      tenderno: `TND/${run}`,
      tenderpric: 5,
      validfrom: '2026-01-01',
      validto: '2026-12-31',
    };
    const refusal = await admin.post(api('TenderPrice/createTenderPrice'), tender);
    refused(refusal, messages.supplierNotMoiApproved);

    await admin.post(api('Supplier/updateSupplier'), {
      ...supplier(vendcode, { moiApproved: 'Y' }),
      version: 1,
    });
    const accepted = await admin.post(api('TenderPrice/createTenderPrice'), tender);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    const inUse = await admin.post(api('Supplier/deleteSupplier'), undefined, { vendcode });
    expect(inUse.status).toBe(400);
    expect(inUse.body).toMatchObject({
      message: formatMessage(messages.supplierInUse, {
        vendcode,
        document: `TENDERPRICE ${tender.tenderno}`,
      }),
    });
    const key = { sparepart, vendcode, tenderno: tender.tenderno };
    expect(
      (await admin.post(api('TenderPrice/deleteTenderPrice'), undefined, { ...key, version: 1 })).status,
    ).toBe(200);
    expect((await admin.post(api('Supplier/deleteSupplier'), undefined, { vendcode })).status).toBe(200);
  });

  it('refuses the delete while a live procurement document names the supplier', async () => {
    const vendcode = code('VS');
    await admin.post(api('Supplier/insertSupplier'), supplier(vendcode, { moiApproved: 'Y' }));
    const caller = { project: 'MOI', usercode: 'admin', username: 'admin' } as Caller;
    const docnumbr = `PQT-${run}-1`;
    const master = { docnumbr, docdate: '2026-01-05', version: 1, vendcode, totalval: 0 };
    // The procurement modules' one commit path adds the marker (as a quotation save does).
    await commitChange(caller, {
      items: quotations.saveItems('MOI', { master, lines: [] } as never, undefined),
    });
    const refusal = await admin.post(api('Supplier/deleteSupplier'), undefined, { vendcode });
    expect(refusal.status).toBe(400);
    expect(refusal.body).toMatchObject({
      message: formatMessage(messages.supplierInUse, { vendcode, document: `PQT ${docnumbr}` }),
    });
    // A deleted document no longer counts.
    await transactWrite([
      softDeleteItem({ pk: quotations.pk('MOI', docnumbr), sk: 'MASTER' }, 1, {
        deluser: 'admin',
        deldate: '2026-01-06',
      }),
    ]);
    expect((await admin.post(api('Supplier/deleteSupplier'), undefined, { vendcode })).status).toBe(200);
  });
});

describe('accessories (SGRM021)', () => {
  it('refuses to delete an accessory an image upload holds, and allows it once the images are gone', async () => {
    const added = await admin.post<Saved<{ accessoryid: string }>>(api('addAccessory'), {
      accessorynam: `Spare wheel ${run}`,
      accessorynamar: 'إطار احتياطي',
    });
    const { accessoryid } = ok(added)[1];
    const document: ImageUploadDocument = {
      docnumbr: `IMG-${run}-1`,
      docdate: '2026-01-05',
      jobordno: `JO-MDTEST-${run}`,
      frmtypeimg: 'rec',
      vehicleno: '12/34567',
      locations: [],
      accessories: [{ accessoryId: accessoryid, images: [] }],
      imagecount: 0,
      createdby: 'admin',
      createdat: '2026-01-05T08:00:00.000Z',
      version: 1,
    };
    // The image upload's own writes add the marker (functions/reception/image-upload/manage.ts).
    await transactWrite(withAccessoryUse('MOI', [putDocument('MOI', document)]));
    const refusal = await admin.post(api('deleteAccessory'), undefined, { accessoryid });
    expect(refusal.status).toBe(400);
    expect(refusal.body).toMatchObject({
      message: formatMessage(messages.accessoryInUse, {
        accessoryid,
        document: `IMGUPLOAD ${document.docnumbr}`,
      }),
    });
    await transactWrite(
      withAccessoryUse('MOI', [putDocument('MOI', { ...document, accessories: [], version: 2 }, 1)]),
    );
    const deleted = await admin.post(api('deleteAccessory'), undefined, { accessoryid });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
  });
});

describe('MOI service (SGRM014)', () => {
  it('creates a periodic service entry the ...srkms lookups offer, changes its model year, deletes it', async () => {
    const vehiclmak = code('MK');
    await admin.post(api('Make/insertMake'), { vehmakid: vehiclmak, vehmaknam: 'Service make' });
    const subs = await admin.get<
      { wrkshpid: string; mainrepid: string; subrepid: string; subrepnam: string }[]
    >(api('getSubRepair'));
    const sub = subs.body.find((row) => row.subrepid === 'SR060101')!;
    const key = {
      vehiclmak,
      kilometer: 7000,
      wrkshpid: sub.wrkshpid,
      mainrepid: sub.mainrepid,
      subrepid: sub.subrepid,
    };
    const post = (body: Record<string, unknown>) => admin.post(api('ServiceMoi/insertServiceMoi'), body);

    expect((await post({ ...key, kilometer: '0', yearfrom: 2015 })).body).toMatchObject({
      message: messages.serviceKmInvalid,
    });
    expect((await post({ ...key, yearfrom: 1800 })).body).toMatchObject({
      message: messages.serviceYearInvalid,
    });
    expect((await post({ ...key, vehiclmak: `NO${run}`, yearfrom: 2015 })).body).toMatchObject({
      message: formatMessage(messages.makeUnknown, { vehmakid: `NO${run}` }),
    });
    expect((await post({ ...key, subrepid: 'NOSUCH', yearfrom: 2015 })).body).toMatchObject({
      message: formatMessage(messages.serviceSubRepairUnknown, {
        wrkshpid: sub.wrkshpid,
        mainrepid: sub.mainrepid,
        subrepid: 'NOSUCH',
      }),
    });
    const created = await post({ ...key, kilometer: '7000', yearfrom: '2015' });
    expect(created.body).toEqual([messages.serviceSaved, { ...key, version: 1 }]);
    expect((await post({ ...key, yearfrom: 2016 })).body).toMatchObject({
      message: formatMessage(messages.serviceExists, { vehiclmak, subrepid: sub.subrepid, kilometer: 7000 }),
    });

    const due = await admin.get<{ subrepid: string }[]>(api('getSubRepairsrkms'), {
      vehiclmak,
      yearfrom: 2020,
      kilometer: 7000,
      wrkshpid: sub.wrkshpid,
      mainrepid: sub.mainrepid,
    });
    expect(due.body.map((row) => row.subrepid)).toContain(sub.subrepid);

    const list = await viewer.get<Record<string, unknown>[]>(api('ServiceMoi/getServiceMoiList'), {
      vehiclmak,
    });
    expect(list.body).toEqual([
      expect.objectContaining({
        ...key,
        yearfrom: 2015,
        vehmaknam: 'Service make',
        subrepnam: sub.subrepnam,
        version: 1,
      }),
    ]);
    const updated = await admin.post(api('ServiceMoi/updateServiceMoi'), {
      ...key,
      yearfrom: 2021,
      version: 1,
    });
    expect(updated.body).toEqual([messages.serviceUpdated, { ...key, version: 2 }]);
    expect(
      (await admin.post(api('ServiceMoi/updateServiceMoi'), { ...key, yearfrom: 2000, version: 1 })).status,
    ).toBe(409);
    const read = await viewer.get<Record<string, unknown>>(api('ServiceMoi/getServiceMoiById'), key);
    expect(read.body).toMatchObject({ yearfrom: 2021, version: 2 });
    // From model year 2021 now: a 2020 vehicle is not due for it.
    const notDue = await admin.get<{ subrepid: string }[]>(api('getSubRepairsrkms'), {
      vehiclmak,
      yearfrom: 2020,
      kilometer: 7000,
      wrkshpid: sub.wrkshpid,
      mainrepid: sub.mainrepid,
    });
    expect(notDue.body.map((row) => row.subrepid)).not.toContain(sub.subrepid);

    expect(
      (await admin.post(api('ServiceMoi/deleteServiceMoi'), undefined, { ...key, version: 1 })).status,
    ).toBe(409);
    const deleted = await admin.post(api('ServiceMoi/deleteServiceMoi'), undefined, { ...key, version: 2 });
    expect(deleted.body).toEqual([messages.serviceDeleted, key]);
    expect((await viewer.get(api('ServiceMoi/getServiceMoiById'), key)).status).toBe(404);
    expect((await viewer.post(api('ServiceMoi/insertServiceMoi'), { ...key, yearfrom: 2015 })).status).toBe(
      403,
    );
    expect((await nobody.get(api('ServiceMoi/getServiceMoiList'))).status).toBe(403);
  });
});

describe('rights', () => {
  it('a viewer reads but cannot write; a user without the screens reads nothing', async () => {
    const writes: [string, Record<string, unknown>][] = [
      ['Make/insertMake', { vehmakid: code('MK'), vehmaknam: 'X' }],
      ['Make/updateMake', { vehmakid: 'TOY', vehmaknam: 'X', version: 1 }],
      ['VehicleModl/insertVehicleModl', { vehmakid: 'TOY', vehmodid: code('MD'), vehmodnam: 'X' }],
      ['VehicleModl/updateVehicleModl', { vehmakid: 'TOY', vehmodid: 'TOY01', vehmodnam: 'X', version: 1 }],
      ['Supplier/insertSupplier', { vendcode: code('VS'), vendname: 'X' }],
      ['Supplier/updateSupplier', { vendcode: 'V001', vendname: 'X', version: 1 }],
      ['Color/insertColor', { colorcode: code('CL'), colornam: 'X' }],
      ['Color/updateColor', { colorcode: 'WHT', colornam: 'X', version: 1 }],
    ];
    for (const [call, body] of writes) expect((await viewer.post(api(call), body)).status, call).toBe(403);
    const deletes: [string, Record<string, string>][] = [
      ['Make/deleteMake', { vehmakid: 'TOY' }],
      ['VehicleModl/deleteVehicleModl', { vehmakid: 'TOY', vehmodid: 'TOY01' }],
      ['Supplier/deleteSupplier', { vendcode: 'V001' }],
      ['Color/deleteColor', { colorcode: 'WHT' }],
    ];
    for (const [call, query] of deletes)
      expect((await viewer.post(api(call), undefined, query)).status, call).toBe(403);
    const reads: [string, Record<string, string>][] = [
      ['Make/getMakeList', {}],
      ['Make/getMakeById', { vehmakid: 'TOY' }],
      ['VehicleModl/getVehicleModlList', { vehmakid: 'TOY' }],
      ['VehicleModl/getVehicleModlById', { vehmakid: 'TOY', vehmodid: 'TOY01' }],
      ['Supplier/getSupplierList', {}],
      ['Supplier/getSupplierById', { vendcode: 'V001' }],
      ['Color/getColorList', {}],
      ['Color/getColorById', { colorcode: 'WHT' }],
    ];
    for (const [call, query] of reads) {
      expect((await viewer.get(api(call), query)).status, call).toBe(200);
      expect((await nobody.get(api(call), query)).status, call).toBe(403);
    }
  });
});
