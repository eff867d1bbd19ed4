/**
 * Issue 25 item 3: a job card in view mode shows every step without Next, and its photos as
 * thumbnails that open full size (by mouse and by keyboard), in English and Arabic. The job card is
 * saved through the API with two real photos; screenshots of the images step and of the viewer.
 */
import { deflateSync, crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobCardCreateRequest } from '@fleet/shared/reception/job-cards';
import { vehicleChecks } from '@fleet/functions/platform/seed/workshop';
import arUpload from '../../../../web/src/i18n/locales/ar/upload.json';
import { signIn, type ApiClient } from '../../../support/api.ts';
import { uploadFile } from '../../../support/uploads.ts';
import { newTestVehicle } from '../../../support/vehicles.ts';
import { JobCardFormPage } from '../../pages/job-cards.ts';
import { testId } from '../../pages/ui.ts';
import { capture, documentLanguage, type Language, specWithRuntime, openPath } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

/** A real PNG of one colour (the browser must decode it to show a thumbnail). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(new Array(width).fill([r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(new Array(height).fill(row)));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', pixels),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const photos = [
  { fileName: 'front-bumper.png', colour: [200, 60, 50] as [number, number, number] },
  { fileName: 'rear-door.png', colour: [40, 110, 190] as [number, number, number] },
];
let jobordno = '';

specWithRuntime();

beforeAll(async () => {
  const reception: ApiClient = (await signIn('reception')).client;
  const { vehicleno } = await newTestVehicle('MOI');
  const uploaded = [];
  for (const photo of photos)
    uploaded.push({
      fileId: await uploadFile(reception, {
        bytes: png(320, 200, photo.colour),
        fileName: photo.fileName,
        contentType: 'image/png',
        purpose: 'image',
      }),
      fileName: photo.fileName,
    });
  const check = vehicleChecks[0]!;
  const saved = await reception.post<[string, { jobordno: string }]>('/api/JobOrdermoi/SetJobOrder', {
    vehicleno,
    garage: 'G01',
    servicetype: 'main',
    moijobord: `MOI-VIEW-${Date.now().toString(36)}`,
    mobileno: '99887766',
    accident: 'N',
    winch: 'N',
    checklist: [{ checkheader: check.checkheader, checkid: check.checkid, status: 'Y' }],
    photos: uploaded,
    inspector: 'inspector',
  } as JobCardCreateRequest);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  jobordno = saved.body[1].jobordno;
});

describe.each(['en', 'ar'] as const)('e2e: job card in view mode (%s)', (language: Language) => {
  it('opens every step without Next and shows the photos as thumbnails that open full size', async () => {
    const { app } = await signedInApp({ username: 'reception', project: 'MOI', language });
    const form = new JobCardFormPage(app.page);
    await openPath(app.page, `/jobCardQs?jobordno=${encodeURIComponent(jobordno)}`);
    await form.step(1).waitFor();
    expect((await documentLanguage(app.page)).dir).toBe(language === 'ar' ? 'rtl' : 'ltr');

    // Every step's button is enabled at once: the last one first, then the photos.
    for (const number of [1, 2, 3, 4])
      expect(await form.step(number).getByRole('button').isEnabled(), `step ${number}`).toBe(true);
    await form.step(4).getByRole('button').click();
    expect(await form.currentStep()).toBe(4);
    await app.page.locator(testId('field-inspector')).waitFor();
    await form.step(2).getByRole('button').click();
    await app.page.locator(testId('field-checklist')).waitFor();
    await form.step(3).getByRole('button').click();
    expect(await form.currentStep()).toBe(3);

    // The photos are pictures, decoded by the browser, with their alt text; no filename link.
    const field = app.page.locator(testId('field-photos'));
    const openText = (name: string) =>
      (language === 'ar' ? arUpload.view : 'Open {{name}}').replace('{{name}}', name);
    const altText = (name: string) =>
      (language === 'ar' ? arUpload.imageAlt : 'Photo {{name}}').replace('{{name}}', name);
    for (const photo of photos) {
      const image = field.getByRole('img', { name: altText(photo.fileName) });
      await image.waitFor();
      await app.page.waitForFunction(
        (alt) =>
          [...document.querySelectorAll('img')].some((img) => img.alt === alt && img.naturalWidth === 320),
        altText(photo.fileName),
      );
      await field.getByRole('button', { name: openText(photo.fileName) }).waitFor();
    }
    expect(await field.getByRole('link').count()).toBe(0);
    expect(await form.photoNames()).toEqual(photos.map((photo) => photo.fileName));
    await capture(app.page, `job-card-view-photos-${language}`);

    // Mouse: the first photo opens full size; Escape closes it.
    await field.getByRole('button', { name: openText(photos[0]!.fileName) }).click();
    const viewer = app.page.locator(testId('image-viewer'));
    await viewer.getByRole('img', { name: altText(photos[0]!.fileName) }).waitFor();
    await app.page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="image-viewer"] img') as HTMLImageElement | null)
          ?.naturalWidth === 320,
    );
    expect(await app.page.getByRole('dialog').filter({ hasText: photos[0]!.fileName }).count()).toBe(1);
    await capture(app.page, `job-card-view-photo-open-${language}`);
    await app.page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    // Keyboard: focus the second photo and press Enter.
    await field.getByRole('button', { name: openText(photos[1]!.fileName) }).focus();
    await app.page.keyboard.press('Enter');
    await viewer.getByRole('img', { name: altText(photos[1]!.fileName) }).waitFor();
    await app.page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    expect(app.errors).toEqual([]);
  });
});
