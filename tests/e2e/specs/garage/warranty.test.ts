/**
 * Warranty in the browser (issue 14 item 1), in English and Arabic: a vehicle back within the warranty
 * period is offered a claim in the KJO reception form (the earlier job order, its repair, the day it
 * was done and its technician); the offer opens the claim form preset with both job orders and the
 * repair; saving moves the job order to Warranty Initiated and returns to the claims list.
 */
import { describe, expect, it } from 'vitest';
import type { InspectionLine } from '@fleet/shared/garage/garage-inspection';
import { openJobOrderOf, readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { testJobOrderThrough } from '../../../support/job-orders.ts';
import { deliveredRepairs, momentDaysAgo } from '../../../support/warranty.ts';
import { testId } from '../../pages/ui.ts';
import { WarrantyPages } from '../../pages/warranty.ts';
import { capture, documentLanguage, type Language, specWithRuntime, openPath } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const run = Date.now().toString(36).toUpperCase();
let counter = 0;

/** A delivered job order whose cylinder head gasket was replaced 12 days ago by E1007. */
async function earlierRepair() {
  counter += 1;
  const line: InspectionLine = {
    serlnumb: 1,
    wrkshpid: 'WS01',
    wrkshpnam: 'Mechanical',
    mainrepid: 'MR0101',
    mainrepnam: 'Engine',
    subrepid: 'SR010102',
    subrepnam: 'Cylinder head gasket replacement',
    laborhors: 8,
    laborcost: 60,
    remarks: '',
    repstatus: 'finished',
    startedat: momentDaysAgo(13),
    finishedat: momentDaysAgo(12),
    repuser: 'technician',
    acthours: 8,
    repremarks: '',
  };
  const { jobordno: earlier, vehicle } = await deliveredRepairs(
    { jobordno: `JO-E2E-WE-${run}-${counter}`, docnumbr: `GI-E2E-${run}-${counter}` },
    20,
    [line],
  );
  return { earlier, vehicle };
}

/** The earlier repair, and the vehicle's new job order. */
async function returningVehicle() {
  const { earlier, vehicle } = await earlierRepair();
  const jobordno = `JO-E2E-WN-${run}-${++counter}`;
  await testJobOrderThrough(jobordno, 'G01', [], { vehicle });
  return { earlier, jobordno, vehicleno: vehicle.vehicleno };
}

specWithRuntime();

describe.each(['en', 'ar'] as const)('e2e: warranty (%s)', (language: Language) => {
  it('offers a claim at reception and saves it from the preset form', async () => {
    // Arrange
    const { earlier, jobordno, vehicleno } = await returningVehicle();
    const { app } = await signedInApp({ username: 'supervisor', project: 'MOI', language });
    const pages = new WarrantyPages(app.page);

    // Act: the reception form of the returning vehicle's job order.
    await pages.openReception(jobordno);

    // Assert: the offer names the earlier job order, its repair and technician.
    expect((await documentLanguage(app.page)).dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const offer = (await pages.offer().textContent()) ?? '';
    expect(offer).toContain(earlier);
    expect(offer).toContain('Cylinder head gasket replacement');
    expect(offer).toContain('Garage Mechanic');
    await capture(app.page, `warranty-offer-${language}`);

    // Act: raise the claim; the form comes preset.
    await pages.claim(earlier);
    expect(await pages.readOnlyValue('warranty-vehicleno')).toBe(vehicleno);
    expect(await pages.readOnlyValue('warranty-technician')).toContain('Garage Mechanic');
    expect(await pages.selectedText('field-prevjobordno', earlier)).toContain(earlier);
    expect(await pages.selectedText('field-subrepids', 'Cylinder head gasket')).toContain(
      'Cylinder head gasket replacement',
    );
    await pages.fillText('complaint', 'Overheating again');
    await capture(app.page, `warranty-form-${language}`);
    await pages.save();

    // Assert: back on the list, the job order at Warranty Initiated.
    await app.page.waitForURL(/\/warrantydetaillist/);
    expect((await readJobOrderCore('MOI', jobordno))?.statuscde).toBe(1234);
    expect(app.errors).toEqual([]);
  });
});

describe('e2e: warranty claim raised with the new job order (issue 25 item 15)', () => {
  it('chooses the claim on the new job order, lands on the preset claim form at save, and is not offered it again', async () => {
    // Arrange: the vehicle is back; reception opens a new direct job order for it.
    const { earlier, vehicle } = await earlierRepair();
    const { app } = await signedInApp({
      username: 'reception',
      project: 'MOI',
      path: '/receptionInspection?mod=false&status=ADD',
    });
    const pages = new WarrantyPages(app.page);
    await app.page.getByText('A vehicle (direct KPTC job order)').click();
    await pages.choose('field-vehicle', vehicle.vehicleno);
    await pages.choose('field-garage', 'G01');

    // Act: the offer is there before the save; the claim is chosen, then Save.
    const offer = pages.offer();
    await offer.waitFor();
    expect(await offer.textContent()).toContain(earlier);
    await app.page.locator(testId(`warranty-claim-${earlier}`)).click();
    await app.page.locator(testId('warranty-claim-on-save')).waitFor();
    await capture(app.page, 'warranty-claim-on-save-en');
    await pages.save();

    // Assert: the claim form, preset with both job orders and the repair.
    await app.page.waitForURL(/\/warrantydetail\?/);
    expect(await pages.readOnlyValue('warranty-vehicleno')).toBe(vehicle.vehicleno);
    expect(await pages.selectedText('field-prevjobordno', earlier)).toContain(earlier);
    expect(await pages.selectedText('field-subrepids', 'Cylinder head gasket')).toContain(
      'Cylinder head gasket replacement',
    );
    const jobordno = await openJobOrderOf('MOI', vehicle.vehicleno);
    expect(jobordno).toBeDefined();
    await pages.fillText('complaint', 'Overheating again');
    await pages.save();
    await app.page.waitForURL(/\/warrantydetaillist/);
    expect((await readJobOrderCore('MOI', jobordno!))?.statuscde).toBe(1234);

    // Assert: the job order names its claim and offers no other.
    await openPath(
      app.page,
      `/receptionInspection?mod=false&status=EDIT&docnumbr=${encodeURIComponent(jobordno!)}`,
    );
    const claimed = app.page.locator(testId('warranty-claimed'));
    await claimed.waitFor();
    expect(await claimed.textContent()).toContain(earlier);
    expect(await app.page.locator(testId('warranty-offer')).count()).toBe(0);
    expect(await app.page.locator(testId(`warranty-claim-${earlier}`)).count()).toBe(0);
    await capture(app.page, 'warranty-claimed-en');
    expect(app.errors).toEqual([]);
  });
});
