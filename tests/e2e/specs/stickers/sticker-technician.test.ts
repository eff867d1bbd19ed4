/**
 * The technician task screen on a 390 px phone with a lost connection (issue 14 items 5 and 8): the
 * technician's sticker job is shown without sideways scrolling; offline (Playwright's
 * `context.setOffline`) a task ticked and an item added are queued and shown as pending while the
 * server has nothing; back online they are sent, the pending markers go, and the API reads them back
 * stored (the job order moved to In Progress 1236), in English and Arabic.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StickerJob, StickerWritten } from '@fleet/shared/stickers/stickers';
import { readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { signIn, type ApiClient } from '../../../support/api.ts';
import { testStickerJobOrder } from '../../../support/job-orders.ts';
import { StickerTaskPage } from '../../pages/stickers.ts';
import {
  capture,
  documentLanguage,
  saveScreenshot,
  type Language,
  specWithRuntime,
} from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const run = Date.now().toString(36).toUpperCase();
let counter = 0;
let supervisor: ApiClient;
let teamleader: ApiClient;
let technician: ApiClient;

/** A sticker job order given to the demo team leader, then to the demo technician with two tasks. */
async function stickerJob(): Promise<string> {
  const jobordno = await testStickerJobOrder(`JO-E2E-STK-${run}-${++counter}`);
  const lead = await supervisor.post<[string, StickerWritten]>('/api/StickerWorkflow/assignTeamLead', {
    jobordno,
    teamlead: 'teamleader',
  });
  expect(lead.status, JSON.stringify(lead.body)).toBe(200);
  const tech = await teamleader.post<[string, StickerWritten]>('/api/StickerWorkflow/assignTechnician', {
    jobordno,
    technician: 'technician',
    tasks: [{ taskname: 'Drain and refill engine oil' }, { taskname: 'Place the service sticker' }],
    version: lead.body[1].version,
  });
  expect(tech.status, JSON.stringify(tech.body)).toBe(200);
  return jobordno;
}

const stored = async (jobordno: string) =>
  (await technician.get<StickerJob>('/api/StickerWorkflow/getStickerJob', { jobordno })).body;

specWithRuntime();

beforeAll(async () => {
  supervisor = (await signIn('supervisor')).client;
  teamleader = (await signIn('teamleader')).client;
  technician = (await signIn('technician')).client;
});

describe.each(['en', 'ar'] as const)('e2e: sticker technician offline (%s)', (language: Language) => {
  it('queues updates made offline, shows them pending, and sends them when the connection returns', async () => {
    // Arrange
    const jobordno = await stickerJob();
    const { app } = await signedInApp({
      username: 'technician',
      project: 'MOI',
      language,
      viewport: 'mobile',
    });
    const screen = await new StickerTaskPage(app.page).open(jobordno);
    expect((await documentLanguage(app.page)).dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await screen.horizontalOverflow()).toBeLessThanOrEqual(0);

    // Act: the connection is lost; a task is ticked and an item added.
    await app.context.setOffline(true);
    await app.page.waitForFunction(() => !navigator.onLine);
    await screen.toggleTask(jobordno, 'T01');
    await screen.addItem(jobordno, { code: 'OIL-OWN', name: 'Customer oil 5W-30', qty: 4 });

    // Assert: both are shown, marked pending, and nothing reached the server.
    await expect.poll(() => screen.pending(jobordno).count()).toBe(2);
    expect(await screen.taskChecked(jobordno, 'T01')).toBe(true);
    expect(await screen.items(jobordno).allTextContents()).toEqual([
      expect.stringContaining('Customer oil 5W-30'),
    ]);
    expect(await screen.connectionText()).toContain(language === 'ar' ? 'غير متصل' : 'Offline');
    const before = await stored(jobordno);
    expect(before.tasks[0]!.done).toBe(false);
    expect(before.items).toEqual([]);
    expect(await screen.horizontalOverflow()).toBeLessThanOrEqual(0);
    await saveScreenshot(app.page, `sticker-technician-offline-${language}`);

    // Act: the connection returns.
    await app.context.setOffline(false);

    // Assert: sent (the pending markers go) and stored once, read back through the API.
    await expect.poll(() => screen.pending(jobordno).count(), { timeout: 30_000 }).toBe(0);
    const after = await stored(jobordno);
    expect(after.tasks.map((task) => task.done)).toEqual([true, false]);
    expect(after.items).toEqual([
      expect.objectContaining({ sparepart: 'OIL-OWN', sparenam: 'Customer oil 5W-30', qty: 4 }),
    ]);
    expect(after.version).toBe(before.version + 2);
    expect((await readJobOrderCore('MOI', jobordno))?.statuscde).toBe(1236);
    // The screen reloads the job after the send: the box is ticked again once the answer is shown.
    await expect.poll(() => screen.taskChecked(jobordno, 'T01')).toBe(true);
    await expect.poll(() => screen.items(jobordno).count()).toBe(1);
    await capture(app.page, `sticker-technician-online-${language}`);
    expect(app.errors).toEqual([]);
  });
});
