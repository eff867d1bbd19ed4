/**
 * Issue 24 item 2: two photos chosen together in one file dialog both stay on the saved MOI job card.
 * Reception picks them in one pick (one change event), saves the job card, and both photos are read
 * back through the API and shown when the job card is viewed. Screenshots at 1440 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import type { JobCardDocument } from '@fleet/shared/reception/job-cards';
import { vehicleChecks } from '@fleet/functions/platform/seed/workshop';
import { signIn, type ApiClient } from '../../../support/api.ts';
import { newTestVehicle } from '../../../support/vehicles.ts';
import { JobCardFormPage } from '../../pages/job-cards.ts';
import { saveScreenshot, settled, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

/** A 1x1 PNG under a given name (each upload is its own file). */
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
});
const check = vehicleChecks[0]!;
let reception: ApiClient;
let vehicleno: string;

specWithRuntime();

beforeAll(async () => {
  reception = (await signIn('reception')).client;
  vehicleno = (await newTestVehicle('MOI')).vehicleno;
});

describe('e2e: job card photos chosen together', () => {
  it('keeps both photos of one pick on the saved job card', async () => {
    // Arrange: a new job card up to the images step.
    const { app } = await signedInApp({ username: 'reception', project: 'MOI' });
    const form = await new JobCardFormPage(app.page).open();
    await form.choose('field-vehicleno', vehicleno, vehicleno);
    await expect(form.readOnlyValue('field-vehmaknam')).resolves.not.toBe('');
    await form.choose('field-garage', 'G01');
    await form.serviceType('main');
    await form.next();
    await form.tick(check.checkheader, check.checkid);
    await form.next();
    expect(await form.currentStep()).toBe(3);

    // Act: two photos in one pick, then the inspector and Save.
    await form.uploadPhotos([png('front.png'), png('rear.png')]);
    await settled(app.page);
    expect(await form.photoNames()).toEqual(['front.png', 'rear.png']);
    await saveScreenshot(app.page, 'job-card-two-photos-en');
    await form.next();
    await form.choose('field-inspector', 'inspector');
    await form.save();
    await form.successToast(messages.jobCardSaved).waitFor();

    // Assert: the stored job card has both photos ...
    const list = await reception.get<{ jobordno: string }[]>('/api/JobOrdermoi/getJobOrderList', {
      vehicleno,
    });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    const { jobordno } = list.body[0]!;
    const stored = await reception.get<JobCardDocument>('/api/JobOrdermoi/getJobOrderById', { jobordno });
    expect(stored.status).toBe(200);
    expect(stored.body.photos.map((photo) => photo.fileName)).toEqual(['front.png', 'rear.png']);

    // ... and viewing it shows both.
    await app.page.goto(`/jobCardQs?jobordno=${encodeURIComponent(jobordno)}`);
    await form.step(1).waitFor();
    await form.next();
    await form.next();
    expect(await form.currentStep()).toBe(3);
    await app.page.locator('[data-testid="field-photos"]').getByText('rear.png').first().waitFor();
    await settled(app.page);
    expect(await form.photoNames()).toEqual(['front.png', 'rear.png']);
    await saveScreenshot(app.page, 'job-card-two-photos-view-en');
    expect(app.errors).toEqual([]);
  });
});
