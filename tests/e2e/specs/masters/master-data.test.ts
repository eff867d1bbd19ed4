/**
 * Master data in the browser (issue 14 item 7): an administrator creates a vehicle make and a model of
 * it in English (the model form offers the new make at once: the lookup cache was cleared by the
 * save), edits the make's Arabic name in Arabic (right to left), and tries to delete the make, which
 * has a model: the delete is confirmed, refused by the server and the reason shown in Arabic. Then an
 * MOI service entry for that make is created through the make, workshop, main and sub repair choices.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import arErrors from '../../../../web/src/i18n/locales/ar/errors.json';
import { MasterFormPage, MasterListPage, toast } from '../../pages/master-data.ts';
import { capture, closeApps, documentLanguage } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

afterAll(closeApps);

const run = Date.now().toString(36).toUpperCase().slice(-5);
const vehmakid = `E2E${run}`;
const vehmodid = `E2M${run}`;

describe('e2e: master data', () => {
  it('creates a make and a model in English, edits the make in Arabic, and a delete of the make in use is refused', async () => {
    // Arrange
    const english = (await signedInApp({ username: 'admin', project: 'MOI', language: 'en' })).app;

    // Act: a make.
    const makes = await new MasterListPage(english.page, 'make', '/vehicleMakelist').open();
    await makes.newButton.click();
    await english.page.waitForURL((url) => url.pathname === '/VehicleMake');
    const makeForm = new MasterFormPage(english.page);
    await makeForm.fill('vehmakid', vehmakid.toLowerCase());
    await makeForm.fill('vehmaknam', `E2E Motors ${run}`);
    await makeForm.saveButton.click();
    await toast(english.page, 'success', messages.makeSaved).waitFor();
    await english.page.waitForURL((url) => url.pathname === '/vehicleMakelist');

    // Act: a model of it (the make list was read before: the new make is offered anyway).
    const models = await new MasterListPage(english.page, 'model', '/vehicleModellist').open();
    await models.newButton.click();
    await english.page.waitForURL((url) => url.pathname === '/VehicleModel');
    const modelForm = new MasterFormPage(english.page);
    await modelForm.choose('vehmakid', vehmakid, vehmakid);
    await modelForm.fill('vehmodid', vehmodid);
    await modelForm.fill('vehmodnam', 'Roadster');
    await modelForm.saveButton.click();
    await toast(english.page, 'success', messages.modelSaved).waitFor();
    await models.loaded();
    await models.search(vehmodid);
    await expect.poll(() => models.cellText(1, 4)).toBe(vehmodid);
    expect(await models.cellText(1, 3)).toBe(`E2E Motors ${run} (${vehmakid})`);

    // Act: in Arabic, edit the make.
    const arabic = (await signedInApp({ username: 'admin', project: 'MOI', language: 'ar' })).app;
    expect(await documentLanguage(arabic.page)).toEqual({ lang: 'ar', dir: 'rtl' });
    const arabicMakes = await new MasterListPage(arabic.page, 'make', '/vehicleMakelist').open();
    await arabicMakes.search(vehmakid);
    await expect.poll(() => arabicMakes.cellText(1, 3)).toBe(vehmakid);
    await arabicMakes.rowAction(1, 'edit').click();
    await arabic.page.waitForURL((url) => url.pathname === '/VehicleMake');
    const arabicForm = new MasterFormPage(arabic.page);
    await expect.poll(() => arabicForm.value('vehmaknam')).toBe(`E2E Motors ${run}`);
    await arabicForm.fill('vehmaknamar', 'محركات الاختبار');
    await capture(arabic.page, 'master-data-make-form-ar-1440');
    await arabicForm.saveButton.click();
    await toast(arabic.page, 'success', arErrors.makeUpdated).waitFor();
    await arabicMakes.loaded();
    await arabicMakes.search(vehmakid);
    await expect.poll(() => arabicMakes.cellText(1, 6)).toBe('محركات الاختبار');

    // Act: delete the make that has a model.
    await arabicMakes.rowAction(1, 'delete').click();
    await arabicMakes.confirmDelete();

    // Assert: refused with the reason, in Arabic; the make stays.
    const reason = arErrors.makeHasModels.replace('{{vehmakid}}', vehmakid).replace('{{count}}', '1');
    await toast(arabic.page, 'error', reason).waitFor();
    await arabicMakes.loaded();
    await arabicMakes.search(vehmakid);
    await expect.poll(() => arabicMakes.cellText(1, 3)).toBe(vehmakid);
  });

  it('creates an MOI service entry for the new make through the workshop, main and sub repair choices', async () => {
    // Arrange
    const app = (await signedInApp({ username: 'admin', project: 'MOI', language: 'en' })).app;
    const services = await new MasterListPage(app.page, 'service', '/servicemoi').open();

    // Act
    await services.newButton.click();
    await app.page.waitForURL((url) => url.pathname === '/servicemoiDetail');
    const form = new MasterFormPage(app.page);
    await form.choose('vehiclmak', vehmakid, vehmakid);
    await form.fill('kilometer', '15000');
    await form.choose('wrkshpid', 'WS06');
    await form.choose('mainrepid', 'MR0601');
    await form.choose('subrepid', 'SR060101');
    await form.fill('yearfrom', '2019');
    await form.saveButton.click();

    // Assert
    await toast(app.page, 'success', messages.serviceSaved).waitFor();
    await services.loaded();
    await services.search(vehmakid);
    await expect.poll(() => services.cellText(1, 3)).toBe(`E2E Motors ${run} (${vehmakid})`);
    expect(await services.cellText(1, 4)).toBe('15000');
    expect(await services.cellText(1, 7)).toBe('Engine oil and filter change (SR060101)');
    expect(await services.cellText(1, 8)).toBe('2019');
  });
});
