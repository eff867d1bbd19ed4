/**
 * The vehicle master in the browser (issue 5, item 1): a reception user (SGRM005 rights) opens the
 * list, creates a vehicle (make, then a model of that make, a year of the last 25, colour, fuel,
 * chassis, cylinders), saves, and finds it with the plate search, in English and in Arabic (right to
 * left, names in Arabic). Screenshots of list and form at 1440 and 390 px go to
 * tests/artifacts/screenshots/.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import arVehicles from '../../../../web/src/i18n/locales/ar/vehicles.json';
import enVehicles from '../../../../web/src/i18n/locales/en/vehicles.json';
import { VehicleFormPage, VehicleListPage, successToast, vehicleColumns } from '../../pages/vehicles.ts';
import {
  capture,
  closeApps,
  documentLanguage,
  noSidewaysScroll,
  type Language,
  type ViewportName,
} from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

afterAll(closeApps);

const signedIn = async (options: { viewport?: ViewportName; language?: Language } = {}) =>
  (await signedInApp({ username: 'reception', project: 'MOI', ...options })).app;

/** A plate the seed never uses (six digits after the slash). */
const newPlate = () => `97/${String(100_000 + Math.floor(Math.random() * 899_999))}`;
const texts = { en: enVehicles, ar: arVehicles };
const toyota = { en: 'Toyota', ar: 'تويوتا' };

describe('e2e: vehicle master', () => {
  it.each(['en', 'ar'] as const)(
    'lists vehicles, creates one and finds it by plate search in %s',
    async (language) => {
      // Arrange
      const app = await signedIn({ language });
      const plate = newPlate();
      const year = String(new Date().getUTCFullYear() - 1);
      const list = await new VehicleListPage(app.page).open();
      const seededRows = await list.rowCount();
      await capture(app.page, `vehicle-list-${language}-1440`);

      // Act: create.
      await list.newButton.click();
      await app.page.waitForURL((url) => url.pathname === '/vehicleMaster');
      const form = new VehicleFormPage(app.page);
      await form.fill('vehicleno', plate);
      await form.choose('vehmakid', 'TOY');
      await form.choose('vehmodid', 'TOY03');
      await form.choose('yearvalue', year);
      await form.choose('colorcode', 'WHT');
      await form.choose('fueltypeid', 'petrol');
      await form.fill('chasisno', 'jtm4e2e0000000001');
      await form.fill('cylinders', '4');
      await form.fill('policeno', 'MOI-E2E');
      await capture(app.page, `vehicle-form-${language}-1440`);
      await form.saveButton.click();
      await app.page.waitForURL((url) => url.pathname === '/vehicleMasterlist');
      await successToast(
        app.page,
        language === 'en' ? messages.vehicleSaved : 'تم حفظ المركبة بنجاح',
      ).waitFor();

      // Act: find it.
      await list.loaded();
      await list.searchPlate(plate.slice(1));
      await expect.poll(() => list.cellText(1, vehicleColumns.vehicleno)).toBe(plate);
      const row = {
        make: await list.cellText(1, vehicleColumns.make),
        year: await list.cellText(1, vehicleColumns.year),
        status: await list.cellText(1, vehicleColumns.status),
        rows: await list.rowCount(),
      };
      const headers = await list.headers();

      // Assert
      expect(seededRows).toBeGreaterThanOrEqual(10);
      expect(row).toEqual({
        make: toyota[language],
        year,
        status: texts[language].status.active,
        rows: 1,
      });
      expect(headers).toEqual(
        expect.arrayContaining([texts[language].fields.vehicleno, texts[language].fields.chasisno]),
      );
      expect(await documentLanguage(app.page)).toEqual({
        lang: language,
        dir: language === 'ar' ? 'rtl' : 'ltr',
      });
      expect(app.errors).toEqual([]);
    },
  );

  it.each(['en', 'ar'] as const)('fits the list and the form in %s at 390 px', async (language) => {
    const app = await signedIn({ viewport: 'mobile', language });
    const list = await new VehicleListPage(app.page).open();
    await capture(app.page, `vehicle-list-${language}-390`);
    const listFits = await noSidewaysScroll(app.page);

    await list.newButton.click();
    await app.page.waitForURL((url) => url.pathname === '/vehicleMaster');
    await new VehicleFormPage(app.page).choose('vehmakid', 'NIS');
    await capture(app.page, `vehicle-form-${language}-390`);
    const formFits = await noSidewaysScroll(app.page);

    expect(listFits).toBe(true);
    expect(formFits).toBe(true);
    expect(app.errors).toEqual([]);
  });
});
