/**
 * The top-bar search in the browser (issue 25 item 2): from three different pages, the supervisor finds a
 * vehicle by part of its plate, sees its status and who holds it, and opens its vehicle workflow with the
 * keyboard or a click; screenshots of the open search in English and Arabic at 1440 and 390 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { writeJobOrder } from '@fleet/functions/engines/status/engine';
import { newTestVehicle } from '../../../support/vehicles.ts';
import { testJobOrderThrough } from '../../../support/job-orders.ts';
import { TopBarSearchPage } from '../../pages/search.ts';
import { capture, specWithRuntime, openPath } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const run = Date.now().toString(36).toUpperCase();
let jobordno = '';
let vehicleno = '';

/** A job order at the estimation (1215) with its team leader: the search names him as the holder. */
specWithRuntime();

beforeAll(async () => {
  const vehicle = await newTestVehicle('MOI');
  vehicleno = vehicle.vehicleno;
  jobordno = `JO-E2E-SEARCH-${run}`;
  await testJobOrderThrough(jobordno, 'G01', [], { vehicle });
  await writeJobOrder({
    project: 'MOI',
    user: 'admin',
    jobordno,
    from: [],
    moves: [{ to: 1205 }, { to: 1208 }, { to: 1209 }, { to: 1213 }, { to: 1215 }],
    set: { teamleader: 'teamleader', teamleadername: 'Garage Team Leader' },
  });
});

/** Test plates are `99/nnnnn`: typed without the slash and the last digit. */
const typedPlate = () => `99${vehicleno.slice(3, 7)}`;

describe('e2e: top-bar search', () => {
  it('finds a vehicle by plate from three different pages and opens its workflow', async () => {
    const { app } = await signedInApp({ username: 'supervisor', project: 'MOI', language: 'en' });
    const search = new TopBarSearchPage(app.page);
    const pages = ['/jobCardQslist', '/vehicleMasterlist', '/estimationlist'];
    for (const [index, path] of pages.entries()) {
      await openPath(app.page, path);
      await app.page.locator('h1').first().waitFor();
      await search.typeWithShortcut(typedPlate());
      const hit = search.hit(`vehicle:${vehicleno}`);
      await hit.waitFor();
      const text = await hit.innerText();
      expect(text).toContain(jobordno);
      expect(text).toContain('In progress');
      expect(text).toContain('Garage Team Leader (Team Leader)');
      if (index === 0) {
        // Keyboard: the arrows move to the hit, Enter opens it.
        const position = (await search.options.allInnerTexts()).findIndex((option) =>
          option.includes(vehicleno),
        );
        for (let step = 0; step <= position; step++) await app.page.keyboard.press('ArrowDown');
        expect(await search.highlighted.innerText()).toContain(vehicleno);
        await app.page.keyboard.press('Enter');
      } else {
        await hit.click();
      }
      await app.page.waitForURL((url) => url.pathname === '/vehicle-workflow');
      expect(new URL(app.page.url()).searchParams.get('jobordno')).toBe(jobordno);
      await app.page.locator('[data-testid="workflow-holder"]').waitFor();
      expect(await search.input.inputValue()).toBe('');
    }
    // Escape closes the hits and keeps the page.
    await search.typeWithShortcut(typedPlate());
    await search.hit(`vehicle:${vehicleno}`).waitFor();
    await app.page.keyboard.press('Escape');
    await search.hit(`vehicle:${vehicleno}`).waitFor({ state: 'detached' });
    expect(new URL(app.page.url()).pathname).toBe('/vehicle-workflow');
    expect(app.errors).toEqual([]);
  });

  for (const language of ['en', 'ar'] as const)
    for (const viewport of ['desktop', 'mobile'] as const)
      it(`shows the vehicle's status and holder (${language}, ${viewport})`, async () => {
        const { app } = await signedInApp({ username: 'supervisor', project: 'MOI', language, viewport });
        const search = new TopBarSearchPage(app.page);
        await openPath(app.page, '/jobCardQslist');
        await app.page.locator('h1').first().waitFor();
        if (viewport === 'mobile') {
          // The top bar keeps every action on a phone with the search behind its icon.
          await capture(app.page, `search-closed-${language}-390`);
          await search.openButton.click();
          await search.input.waitFor();
          await search.input.pressSequentially(typedPlate());
        } else {
          await search.typeWithShortcut(typedPlate());
        }
        const hit = search.hit(`vehicle:${vehicleno}`);
        await hit.waitFor();
        expect(await hit.innerText()).toContain(
          language === 'ar'
            ? 'لدى Garage Team Leader (قائد الفريق)'
            : 'With Garage Team Leader (Team Leader)',
        );
        await capture(app.page, `search-${language}-${viewport === 'desktop' ? 1440 : 390}`);
        expect(app.errors).toEqual([]);
      });
});
