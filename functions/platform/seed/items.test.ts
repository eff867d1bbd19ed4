import { describe, expect, it } from 'vitest';
import {
  employee,
  garage,
  sparePart,
  subRepair,
  vehicle,
  vendor,
  type Vehicle,
} from '@fleet/shared/platform/lookups';
import { roleCodes, screens } from '@fleet/shared';
import { masterTypes } from '../../engines/masters/keys.ts';
import { contentHash, seedItems } from './index.ts';
import { fleetOf, knownVehicles, vehicleMakes, vehicleModels } from './fleet.ts';
import { employees, vendors } from './organisation.ts';
import { spareParts, tenderPrices } from './parts.ts';
import { openingStockItems, storeMasterItems } from './stock.ts';
import { roleItems, rightsOf } from './rights.ts';
import { demoUsers, profileItem } from './users.ts';
import { garages, mainRepairs, serviceSchedule, subRepairs } from './workshop.ts';

describe('unit: seed data', () => {
  it('builds the same items on every run', () => {
    // Act
    const first = seedItems();
    const second = seedItems();

    // Assert
    expect(contentHash(second)).toBe(contentHash(first));
    expect(first.length).toBeGreaterThan(800);
  });

  it('seeds a main and a consignment store per project, their opening stock as movements that add up to each balance', () => {
    for (const project of ['MOI', 'KPTC']) {
      const stores = storeMasterItems(project).filter((item) => item['entity'] === 'store');
      expect(stores.map((store) => store['storetype'])).toEqual(
        expect.arrayContaining(['MAIN', 'CONSIGNMENT']),
      );
      const items = openingStockItems(project);
      const balances = items.filter((item) => item['entity'] === 'stock');
      const moved = new Map<string, number>();
      for (const item of items.filter((entry) => entry['entity'] === 'stockMovement')) {
        const key = `${String(item['storecode'])}|${String(item['sparepart'])}`;
        moved.set(key, (moved.get(key) ?? 0) + Number(item['qty']));
      }
      expect(balances.length).toBeGreaterThan(100);
      for (const balance of balances)
        expect(Number(balance['qtyonhand'])).toBe(
          moved.get(`${String(balance['storecode'])}|${String(balance['sparepart'])}`) ?? 0,
        );
    }
  });

  it('gives every item a unique key that starts with its project or GLOBAL', () => {
    // Arrange
    const items = seedItems();

    // Act
    const keys = new Set(items.map((item) => `${item.pk}|${item.sk}`));

    // Assert
    expect(keys.size).toBe(items.length);
    for (const item of items) expect(item.pk).toMatch(/^(MOI|KPTC|GLOBAL)#/);
  });

  it('writes records that satisfy the shared schemas', () => {
    for (const record of garages) garage.parse(record);
    for (const record of subRepairs) subRepair.parse(record);
    for (const record of employees) employee.parse(record);
    for (const record of vendors) vendor.parse(record);
    for (const record of spareParts) sparePart.parse(record);
    for (const record of [...fleetOf('MOI'), ...fleetOf('KPTC')]) vehicle.parse(record);
  });

  it('references only existing records', () => {
    // Arrange
    const makes = new Set(vehicleMakes.map((make) => make.vehmakid));
    const models = new Set(vehicleModels.map((model) => `${model.vehmakid}#${model.vehmodid}`));
    const mains = new Set(mainRepairs.map((main) => `${main.wrkshpid}#${main.mainrepid}`));
    const vendorCodes = new Set(vendors.map((v) => v.vendcode));
    const fleet: Vehicle[] = [...fleetOf('MOI'), ...fleetOf('KPTC')];

    // Assert
    expect(makes.has('INMS')).toBe(true);
    for (const model of vehicleModels) expect(makes.has(model.vehmakid)).toBe(true);
    for (const sub of subRepairs) expect(mains.has(`${sub.wrkshpid}#${sub.mainrepid}`)).toBe(true);
    for (const entry of serviceSchedule) expect(makes.has(entry.vehiclmak)).toBe(true);
    for (const tender of tenderPrices) expect(vendorCodes.has(tender.vendcode)).toBe(true);
    for (const car of fleet) expect(models.has(`${car.vehmakid}#${car.vehmodid}`)).toBe(true);
  });

  it('has a Kuwaiti-plated fleet per project with the known vehicles first', () => {
    // Act
    const moi = fleetOf('MOI');
    const kptc = fleetOf('KPTC');

    // Assert
    expect(moi[0]?.vehicleno).toBe(knownVehicles['MOI']);
    expect(kptc[0]?.vehicleno).toBe(knownVehicles['KPTC']);
    expect(new Set(moi.map((car) => car.vehicleno)).size).toBe(moi.length);
    for (const car of [...moi, ...kptc]) expect(car.vehicleno).toMatch(/^\d{2}\/\d{5}$/);
    expect(new Set(moi.map((car) => car.status))).toEqual(new Set(['active', 'inactive', 'maintenance']));
  });

  it('has approved and unapproved suppliers', () => {
    expect(new Set(vendors.map((v) => v.moiApproved))).toEqual(new Set(['Y', 'N']));
  });

  it('keeps every master type in its own partition', () => {
    // Arrange
    const partitions = new Set(seedItems().map((item) => item.pk));

    // Assert
    for (const type of Object.values(masterTypes)) expect(partitions.has(`MOI#M#${type}`)).toBe(true);
  });
});

describe('unit: seed rights and users', () => {
  it('has a role item per role code with change password for everyone', () => {
    // Act
    const items = roleItems();

    // Assert
    expect(items.map((role) => role.rolecode).sort()).toEqual([...roleCodes].sort());
    for (const role of items) expect(role.rights['SGRM013']).toMatchObject({ views: 'Y', edits: 'Y' });
  });

  it('gives the admin every right and the accountant the maintenance invoice list', () => {
    // Act
    const byCode = new Map(roleItems().map((role) => [role.rolecode, role.rights]));

    // Assert
    expect(Object.keys(byCode.get('ADMIN') ?? {}).sort()).toEqual(screens.map((s) => s.code).sort());
    expect(byCode.get('ACCOUNTANT')?.['SGRT076']).toEqual({
      views: 'Y',
      adds: 'Y',
      edits: 'Y',
      deletes: 'Y',
      prints: 'Y',
      notifs: 'Y',
    });
    expect(byCode.get('TECHNICIAN')?.['SGRT076']).toBeUndefined();
  });

  it('refuses unknown screens and letters in the table', () => {
    expect(() => rightsOf({ SGRX999: 'V' })).toThrow(/Unknown screen/);
    expect(() => rightsOf({ SGRM001: 'Z' })).toThrow(/Unknown right letter/);
  });

  it('has a demo user for every role (two inspectors: garage and MOI final QC); only the admin is a superuser', () => {
    // Assert
    expect([...new Set(demoUsers.flatMap((user) => user.roles))].sort()).toEqual([...roleCodes].sort());
    expect(demoUsers.filter((user) => user.roles.includes('INSPECTOR')).map((user) => user.usercode)).toEqual(
      ['inspector', 'moiinspector'],
    );
    expect(demoUsers.filter((user) => user.superuser).map((user) => user.usercode)).toEqual(['admin']);
    for (const user of demoUsers) {
      const profile = profileItem(user);
      expect(profile.sk).toBe(user.usercode.toLowerCase());
      expect(profile.mobile).toMatch(/^\d{8}$/);
      expect(profile.superuser).toBe(user.superuser ? 'Y' : 'N');
    }
  });
});
