/**
 * Vehicle master (spec 000 section 7 "Vehicle", rights SGRM005) through the local runtime: insert,
 * both reads, the whole and the filtered list (plate search, make, model, status, year, paging with
 * cursor and count), update with versions (stale 409), delete refused while a job order is open,
 * every validation message, rights and tenancy. Vehicles made here carry plates with six digits
 * after the slash, a form the seed (five digits) never uses, and the run's own prefix.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allRights, messages } from '@fleet/shared';
import type { Vehicle } from '@fleet/shared/platform/lookups';
import type { VehicleListPage, VehicleRow } from '@fleet/shared/reception/vehicles';
import { deleteItem, putItem } from '@fleet/functions/lib/db';
import { engineKeys, vehicleLockItem } from '@fleet/functions/engines/status/engine';
import { masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';
import { knownVehicles } from '@fleet/functions/platform/seed/fleet';
import { signIn, type ApiClient, ok, refused } from '../../support/api.ts';
import { useRuntimeEnv, screenRights, signInWithRights } from '../../support/fixtures.ts';

const paths = {
  insert: '/api/Vehicle/insertVehicle',
  list: '/api/Vehicle/getVehicleList',
  filtered: '/api/Vehicle/getVehicleListFiltered',
  withNames: '/api/Vehicle/getVehicleByIdWithNames',
  byId: '/api/Vehicle/getVehicleById',
  update: '/api/Vehicle/updateVehicle',
  remove: '/api/Vehicle/deleteVehicle',
};

type Saved = [string, { vehicleno: string; version: number }];

const run = Date.now().toString(36);
/** Two digits of this run, so runs on one data directory do not meet. */
const runCode = String(10 + (Date.now() % 89));
let serial = Math.floor(Math.random() * 500_000);
const newPlate = () => `${runCode}/${String(100_000 + (serial += 1))}`;
const thisYear = new Date().getUTCFullYear();

const defaults = () => ({
  vehicleno: newPlate(),
  vehmakid: 'TOY',
  vehmodid: 'TOY01',
  yearvalue: thisYear - 2,
  colorcode: 'WHT',
  fueltypeid: 'petrol',
  chasisno: 'JTM0123456789ABCD',
  cylinders: 8,
  policeno: 'MOI-9001',
  compcode: 'C01',
  deptcode: 'D01',
  kilometer: 12000,
  status: 'active',
});

/** A valid insert body; overrides may be invalid on purpose. */
const body = (overrides: Record<string, unknown> = {}) =>
  ({ ...defaults(), ...overrides }) as ReturnType<typeof defaults> & Record<string, unknown>;

const insert = async (client: ApiClient, payload: Record<string, unknown> = body()) => {
  return ok(await client.post<Saved>(paths.insert, payload))[1];
};

const byId = (client: ApiClient, vehicleNo: string) => client.get<Vehicle>(paths.byId, { vehicleNo });
const filtered = (client: ApiClient, filter: Record<string, unknown>) =>
  client.post<VehicleListPage>(paths.filtered, filter);
const update = (client: ApiClient, payload: Record<string, unknown>) =>
  client.request<Saved>('PUT', paths.update, { body: payload });
const remove = (client: ApiClient, vehicleNo: string) =>
  client.request<Saved>('DELETE', paths.remove, { query: { vehicleNo } });

useRuntimeEnv();
const full = await signInWithRights({ SGRM005: { ...allRights } });
const viewer = await signInWithRights(screenRights('SGRM005', 'views'));
const nobody = await signInWithRights({});
const adminKptc = (await signIn('admin', { project: 'KPTC' })).client;

describe('integration: Vehicle/insertVehicle, getVehicleById and getVehicleByIdWithNames', () => {
  it('creates a vehicle and reads it back as stored and with its names', async () => {
    // Arrange
    const payload = body({ vehicleno: ` ${newPlate().replace('/', ' / ')} `, chasisno: 'jtm0123456789abcd' });
    const plate = payload.vehicleno.replace(/\s+/g, '');

    // Act
    const response = await full.post<Saved>(paths.insert, payload);
    const stored = await byId(full, plate);
    const named = await full.get<VehicleRow>(paths.withNames, { vehicleNo: plate });

    // Assert
    expect(ok(response)).toEqual([messages.vehicleSaved, { vehicleno: plate, version: 1 }]);
    expect(stored.status).toBe(200);
    // Stored as the defaults it was sent with: the plate without spaces, the chassis number in capitals.
    expect(stored.body).toEqual({
      ...defaults(),
      vehicleno: plate,
      ownernam: 'Ministry of Interior',
      version: 1,
    });
    expect(named.body).toMatchObject({
      vehicleno: plate,
      vehmaknam: 'Toyota',
      vehmaknamar: 'تويوتا',
      vehmodnam: 'Land Cruiser',
      colornam: expect.any(String),
      fueltypename: expect.any(String),
    });
    expect(named.body.colornam).not.toBe('');
  });

  it('reads a seeded vehicle with its names, and 404 for an unknown plate', async () => {
    // Act
    const seeded = await full.get<VehicleRow>(paths.withNames, { vehicleNo: knownVehicles['MOI']! });
    const unknown = await byId(full, '98/999999');
    const unknownNamed = await full.get(paths.withNames, { vehicleNo: '98/999999' });

    // Assert
    expect(ok(seeded)).toMatchObject({ vehicleno: '12/34567', vehmakid: 'CHE', vehmaknam: 'Chevrolet' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: messages.vehicleNotFound });
    expect(unknownNamed.status).toBe(404);
  });

  it('refuses a plate that already exists', async () => {
    // Arrange
    const saved = await insert(full);

    // Act
    const again = await full.post(paths.insert, body({ vehicleno: saved.vehicleno }));
    const seeded = await full.post(paths.insert, body({ vehicleno: knownVehicles['MOI'] }));

    // Assert
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: messages.vehicleExists });
    expect(seeded.body).toEqual({ message: messages.vehicleExists });
  });

  it.each([
    ['no plate', { vehicleno: undefined }, messages.vehiclePlateRequired],
    ['an empty plate', { vehicleno: '' }, messages.vehiclePlateRequired],
    ['a plate without slash', { vehicleno: '1234567' }, messages.vehiclePlateFormat],
    ['a plate with letters', { vehicleno: 'AB/12345' }, messages.vehiclePlateFormat],
    ['no make', { vehmakid: '' }, messages.vehicleMakeRequired],
    ['no model', { vehmodid: undefined }, messages.vehicleModelRequired],
    ['a year that is not a number', { yearvalue: 'new' }, messages.vehicleYearRange],
    ['a year 25 years back', { yearvalue: thisYear - 25 }, messages.vehicleYearRange],
    ['a year ahead', { yearvalue: thisYear + 1 }, messages.vehicleYearRange],
    ['no colour', { colorcode: '' }, messages.vehicleColorRequired],
    ['an unknown fuel', { fueltypeid: 'electric' }, messages.vehicleFuelRequired],
    ['no chassis', { chasisno: ' ' }, messages.vehicleChassisRequired],
    ['a chassis with dashes', { chasisno: 'JTM-0123' }, messages.vehicleChassisFormat],
    ['no cylinders', { cylinders: 0 }, messages.vehicleCylindersRange],
    ['negative kilometres', { kilometer: -5 }, messages.vehicleKilometerRange],
    ['an unknown status', { status: 'sold' }, messages.vehicleStatusRequired],
    ['an unknown make', { vehmakid: 'ZZZ', vehmodid: 'ZZZ01' }, messages.vehicleUnknownMake],
    ['a model of another make', { vehmodid: 'NIS01' }, messages.vehicleUnknownModel],
    ['an unknown colour', { colorcode: 'XXX' }, messages.vehicleUnknownColor],
    ['an unknown company', { compcode: 'C99' }, messages.vehicleUnknownCompany],
    ['an unknown department', { deptcode: 'D99' }, messages.vehicleUnknownDepartment],
  ])('refuses %s with its message', async (_case, overrides, message) => {
    // Act
    const response = await full.post(paths.insert, body(overrides));

    // Assert
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toBe(message);
  });
});

describe('integration: Vehicle/getVehicleList and getVehicleListFiltered', () => {
  let made: { vehicleno: string }[] = [];

  beforeAll(async () => {
    made = [
      await insert(full, body({ vehmakid: 'NIS', vehmodid: 'NIS01', status: 'maintenance' })),
      await insert(full, body({ vehmakid: 'NIS', vehmodid: 'NIS02', yearvalue: thisYear - 10 })),
      await insert(
        full,
        body({ vehmakid: 'NIS', vehmodid: 'NIS01', status: 'inactive', fueltypeid: 'diesel' }),
      ),
    ];
  });

  it('lists every vehicle of the project with names, in plate order', async () => {
    // Act
    const response = await full.get<VehicleRow[]>(paths.list);

    // Assert
    const plates = ok(response).map((row) => row.vehicleno);
    expect(plates).toEqual([...plates].sort());
    expect(plates).toEqual(expect.arrayContaining([knownVehicles['MOI'], ...made.map((v) => v.vehicleno)]));
    expect(response.body.length).toBeGreaterThanOrEqual(33);
    expect(response.body.find((row) => row.vehicleno === made[1]!.vehicleno)).toMatchObject({
      vehmaknam: 'Nissan',
      vehmodnam: 'Sunny',
    });
  });

  it('finds by part of the plate, make, model, status, year and fuel', async () => {
    // Arrange
    const prefix = `${runCode}/`;
    const search = (filter: Record<string, unknown>) =>
      filtered(full, { vehicleno: prefix, vehmakid: 'NIS', ...filter }).then((r) =>
        r.body.items
          .map((row) => row.vehicleno)
          // The prefix also matches demo plates of the same number (five digits): keep this test's own.
          .filter((plate) => /^\d+\/\d{6}$/.test(plate))
          .sort(),
      );
    const [a, b, c] = made.map((vehicle) => vehicle.vehicleno);

    // Act
    const byPart = await filtered(full, { vehicleno: a!.slice(1, 7) });
    const all = await search({});
    const byModel = await search({ vehmodid: 'NIS01' });
    const byStatus = await search({ status: 'maintenance' });
    const byYear = await search({ yearvalue: thisYear - 10 });
    const byFuel = await search({ fueltypeid: 'diesel' });
    const empty = await search({ status: '', vehmodid: '' });

    // Assert
    expect(ok(byPart).items.map((row) => row.vehicleno)).toContain(a);
    expect(byPart.body.items[0]).toHaveProperty('vehmaknam');
    expect(all).toEqual([a, b, c].sort());
    expect(byModel).toEqual([a, c].sort());
    expect(byStatus).toEqual([a]);
    expect(byYear).toEqual([b]);
    expect(byFuel).toEqual([c]);
    expect(empty).toEqual(all);
  });

  it('pages with limit and cursor and counts every match', async () => {
    // Act
    const first = await filtered(full, { limit: 10 });
    const second = await filtered(full, { limit: 10, cursor: first.body.cursor });
    const whole = await full.get<VehicleRow[]>(paths.list);

    // Assert
    expect(first.body.items).toHaveLength(10);
    expect(first.body.totalCount).toBe(whole.body.length);
    expect(second.body.totalCount).toBe(whole.body.length);
    expect(second.body.items[0]!.vehicleno > first.body.items[9]!.vehicleno).toBe(true);
    expect([...first.body.items, ...second.body.items].map((row) => row.vehicleno)).toEqual(
      whole.body.slice(0, 20).map((row) => row.vehicleno),
    );
  });

  it('refuses a bad page size, status or cursor', async () => {
    // Act
    const size = await filtered(full, { limit: 7 });
    const status = await filtered(full, { status: 'sold' });
    const cursor = await filtered(full, { cursor: 'garbage' });

    // Assert
    expect([size.status, status.status, cursor.status]).toEqual([400, 400, 400]);
    expect(cursor.body).toEqual({ message: messages.invalidParameters });
  });

  it('keeps each project to its own vehicles', async () => {
    // Act
    const kptc = await adminKptc.post<VehicleListPage>(paths.filtered, {
      vehicleno: `${runCode}/`,
      limit: 100,
    });
    const known = await adminKptc.get(paths.byId, { vehicleNo: made[0]!.vehicleno });

    // Assert
    expect(kptc.body.items.map((row) => row.vehicleno)).not.toEqual(
      expect.arrayContaining([made[0]!.vehicleno]),
    );
    expect(known.status).toBe(404);
  });
});

describe('integration: Vehicle/updateVehicle', () => {
  it('updates at the version read and answers the new version', async () => {
    // Arrange
    const saved = await insert(full);

    // Act
    const response = await update(
      full,
      body({
        vehicleno: saved.vehicleno,
        version: 1,
        status: 'maintenance',
        kilometer: 15000,
        ownernam: 'Fleet',
      }),
    );
    const stored = await byId(full, saved.vehicleno);

    // Assert
    expect(ok(response)).toEqual([messages.vehicleUpdated, { vehicleno: saved.vehicleno, version: 2 }]);
    expect(stored.body).toMatchObject({
      status: 'maintenance',
      kilometer: 15000,
      ownernam: 'Fleet',
      version: 2,
    });
  });

  it('answers 409 for a stale version and keeps the stored vehicle', async () => {
    // Arrange
    const saved = await insert(full);
    await update(full, body({ vehicleno: saved.vehicleno, version: 1, cylinders: 6 }));

    // Act
    const stale = await update(full, body({ vehicleno: saved.vehicleno, version: 1, cylinders: 4 }));
    const stored = await byId(full, saved.vehicleno);

    // Assert
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: messages.conflict });
    expect(stored.body).toMatchObject({ cylinders: 6, version: 2 });
  });

  it('keeps an older year of a vehicle that already has it', async () => {
    // Arrange: a vehicle of a year the form no longer offers, written as the seed would.
    const plate = newPlate();
    const old = { ...body({ vehicleno: plate }), yearvalue: thisYear - 30, ownernam: '', version: 1 };
    await putItem({ ...masterKeys.record('MOI', masterTypes.vehicle, plate), entity: 'vehicle', ...old });

    // Act
    const kept = await update(full, { ...old, status: 'inactive' });
    const moved = await update(full, { ...old, version: 2, yearvalue: thisYear - 31 });

    // Assert
    expect(kept.status).toBe(200);
    expect(moved.status).toBe(400);
    expect(moved.body).toEqual({ message: messages.vehicleYearRange });
  });

  it('answers 404 for an unknown plate and asks for the version', async () => {
    // Act
    const unknown = await update(full, body({ vehicleno: '98/999998', version: 1 }));
    const noVersion = await update(full, body());

    // Assert
    expect(unknown.status).toBe(404);
    refused(noVersion, messages.vehicleVersionRequired);
  });
});

describe('integration: Vehicle/deleteVehicle', () => {
  it('deletes a vehicle without an open job order', async () => {
    // Arrange
    const saved = await insert(full);

    // Act
    const response = await remove(full, saved.vehicleno);
    const after = await byId(full, saved.vehicleno);
    const again = await remove(full, saved.vehicleno);

    // Assert
    expect(ok(response)).toEqual([messages.vehicleDeleted, { vehicleno: saved.vehicleno }]);
    expect(after.status).toBe(404);
    expect(again.status).toBe(404);
  });

  it('refuses while a job order is open for the vehicle, and deletes once it closed', async () => {
    // Arrange: the job order engine's lock of an open job order.
    const saved = await insert(full);
    await putItem(vehicleLockItem('MOI', { vehicleno: saved.vehicleno, jobordno: `JO-IT-${run}` }));

    // Act
    const refusal = await remove(full, saved.vehicleno);
    const still = await byId(full, saved.vehicleno);
    const lock = engineKeys.vehicleLock('MOI', saved.vehicleno);
    await deleteItem(lock.pk, lock.sk);
    const deleted = await remove(full, saved.vehicleno);

    // Assert
    expect(refusal.status).toBe(400);
    expect(refusal.body).toEqual({ message: messages.vehicleOpenJobOrder });
    expect(still.status).toBe(200);
    expect(deleted.status).toBe(200);
  });

  it('refuses a malformed plate', async () => {
    const response = await remove(full, 'no-plate');
    refused(response, messages.vehiclePlateFormat);
  });
});

describe('integration: Vehicle rights (SGRM005)', () => {
  it('lets a viewer read but not write', async () => {
    // Arrange
    const saved = await insert(full);

    // Act
    const reads = await Promise.all([
      viewer.get(paths.list),
      viewer.post(paths.filtered, {}),
      viewer.get(paths.byId, { vehicleNo: saved.vehicleno }),
      viewer.get(paths.withNames, { vehicleNo: saved.vehicleno }),
    ]);
    const writes = await Promise.all([
      viewer.post(paths.insert, body()),
      update(viewer, body({ vehicleno: saved.vehicleno, version: 1 })),
      remove(viewer, saved.vehicleno),
    ]);

    // Assert
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(writes.map((r) => r.status)).toEqual([403, 403, 403]);
    expect(writes[0]!.body).toEqual({ message: messages.forbidden });
  });

  it('refuses every call to a user without SGRM005 rights (403 before validation)', async () => {
    // Act
    const responses = await Promise.all([
      nobody.get(paths.list),
      nobody.post(paths.filtered, { limit: 7 }),
      nobody.get(paths.byId, { vehicleNo: '12/34567' }),
      nobody.get(paths.withNames, { vehicleNo: '12/34567' }),
      nobody.post(paths.insert, {}),
      update(nobody, {}),
      remove(nobody, '12/34567'),
    ]);

    // Assert
    expect(responses.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
  });
});
