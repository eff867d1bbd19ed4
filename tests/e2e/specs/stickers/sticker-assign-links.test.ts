/**
 * The spec's sticker assignment routes as the people whose step they are (issue 28 item 5): the
 * supervisor opens `/StickerAssignToTeamLead?jobordno=` (a bookmark or an old link) and lands on the
 * supervisor's dashboard with that job's assignment dialog open, gives it to the team leader; the team
 * leader opens `/StickerAssignToTechnician?jobordno=` and gives it to the technician with the default
 * tasks. The API reads both assignments back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StickerJob } from '@fleet/shared/stickers/stickers';
import { signIn, type ApiClient } from '../../../support/api.ts';
import { testStickerJobOrder } from '../../../support/job-orders.ts';
import { locate, testId, ui, chooseOption } from '../../pages/ui.ts';
import { capture, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const run = Date.now().toString(36).toUpperCase();
let supervisor: ApiClient;

const stored = async (jobordno: string) =>
  (await supervisor.get<StickerJob>('/api/StickerWorkflow/getStickerJob', { jobordno })).body;

specWithRuntime();

beforeAll(async () => {
  supervisor = (await signIn('supervisor')).client;
});

describe("e2e: the spec's sticker assignment routes, as their roles", () => {
  it('assigns a sticker job to a team lead and then to a technician from the routes the spec names', async () => {
    // Arrange: a new sticker job order, not yet given to anyone.
    const jobordno = await testStickerJobOrder(`JO-E2E-STKL-${run}`);
    const dialogSelect = ui.findModal().findContent().findSelect();

    // Act: the supervisor, through the spec's route.
    const lead = await signedInApp({
      username: 'supervisor',
      project: 'MOI',
      language: 'en',
      path: `/StickerAssignToTeamLead?jobordno=${jobordno}`,
    });
    await lead.app.page.waitForURL(/\/SupervisorDashboard\?.*open=assign/);
    await locate(lead.app.page, ui.findModal().findHeader()).getByText(jobordno).waitFor();
    await chooseOption(lead.app.page, dialogSelect, 'teamleader');
    await capture(lead.app.page, 'sticker-assign-to-team-lead-en-1440');
    await lead.app.page.locator(testId('sticker-assign-lead-save')).click();

    // Assert
    await expect.poll(async () => (await stored(jobordno)).teamlead).toBe('teamleader');
    expect(lead.app.errors).toEqual([]);

    // Act: the team leader, through the spec's route, in Arabic.
    const tech = await signedInApp({
      username: 'teamleader',
      project: 'MOI',
      language: 'ar',
      path: `/StickerAssignToTechnician?jobordno=${jobordno}`,
    });
    await tech.app.page.waitForURL(/\/TeamLeadWorkBench\?.*open=assign/);
    await locate(tech.app.page, ui.findModal().findHeader()).getByText(jobordno).waitFor();
    await chooseOption(tech.app.page, dialogSelect, 'technician');
    await capture(tech.app.page, 'sticker-assign-to-technician-ar-1440');
    await tech.app.page.locator(testId('sticker-assign-tech-save')).click();

    // Assert: with the team leader's default tasks.
    await expect.poll(async () => (await stored(jobordno)).technician).toBe('technician');
    expect((await stored(jobordno)).tasks.length).toBeGreaterThan(0);
    expect(tech.app.errors).toEqual([]);
  });
});
