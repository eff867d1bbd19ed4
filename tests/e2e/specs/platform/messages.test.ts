/**
 * Issue 14 items 6 and 8: a message with a comment arriving live in a second browser context. User A
 * (English) sends a message about a job order to user B and comments on it; B (Arabic), signed in in
 * another context, sees the messages badge and panel update without a reload, clicks the comment in the
 * panel and reads the thread in the details. Screenshots go to tests/artifacts/screenshots/.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import arBoard from '../../../../web/src/i18n/locales/ar/messageBoard.json';
import arErrors from '../../../../web/src/i18n/locales/ar/errors.json';
import arNotifications from '../../../../web/src/i18n/locales/ar/notifications.json';
import enErrors from '../../../../web/src/i18n/locales/en/errors.json';
import { MessagesMenuPage, MessagesPage } from '../../pages/messages.ts';
import { NotificationBellPage } from '../../pages/notifications.ts';
import { putUser } from '../../../support/fixtures.ts';
import { testJobOrderThrough } from '../../../support/job-orders.ts';
import { newTestVehicle } from '../../../support/vehicles.ts';
import { documentLanguage, saveScreenshot, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const run = randomUUID().slice(0, 6);
const sender = `e2emsga${run}`;
const reader = `e2emsgb${run}`;
const jobordno = `JO-E2EMSG-${run}`.toUpperCase();
const subject = `Brake check ${run}`;
const comment = `Parts arrive tomorrow ${run}`;

specWithRuntime();

beforeAll(async () => {
  await putUser({ usercode: sender, roles: ['EXECUTIVE'] });
  await putUser({ usercode: reader, roles: ['EXECUTIVE'] });
  const vehicle = await newTestVehicle('MOI');
  await testJobOrderThrough(jobordno, 'G01', [], { vehicle, creator: 'admin' });
});

describe('e2e: messages arrive live', () => {
  it('shows a message and its comment in the reader’s menu without a reload, then the thread in the details', async () => {
    // Arrange: B (Arabic) watches the top bar; the live channel is open.
    const b = (await signedInApp({ username: reader, project: 'MOI', language: 'ar' })).app;
    expect((await documentLanguage(b.page)).dir).toBe('rtl');
    const bell = new NotificationBellPage(b.page);
    await bell.openLive(arNotifications.bell.live);
    await bell.close();
    const menu = new MessagesMenuPage(b.page);
    expect(await menu.badgeText()).toBe('');
    await b.page.evaluate(() => Object.assign(window, { e2eMarker: 'same document' }));

    // Act: A (English) sends a message about the job order to B.
    const a = (await signedInApp({ username: sender, project: 'MOI', language: 'en' })).app;
    const messagesA = await new MessagesPage(a.page).open();
    await messagesA.compose();
    await messagesA.chooseUser(reader);
    await messagesA.addJobOrder(jobordno.toLowerCase());
    await messagesA.write(subject, 'Please check the brakes before delivery.');
    await saveScreenshot(a.page, 'messages-compose-en');
    await messagesA.send();
    await messagesA.successToast(enErrors.messageSent).waitFor();

    // Assert: B's badge counts it, live.
    await menu.badge.filter({ hasText: '1' }).waitFor();

    // Act: A opens the message from the sent tab and comments.
    await messagesA.showTab('sent');
    await messagesA.subject('sent', subject).waitFor();
    await saveScreenshot(a.page, 'messages-sent-en');
    await messagesA.subject('sent', subject).click();
    await messagesA.title.filter({ hasText: subject }).waitFor();
    await messagesA.comment(comment);
    await messagesA.successToast(enErrors.messageCommentAdded).waitFor();
    await messagesA.comments.filter({ hasText: comment }).waitFor();

    // Assert: B's badge and panel show the comment, still without a reload.
    await menu.badge.filter({ hasText: '2' }).waitFor();
    await menu.open();
    await menu.row(subject).first().waitFor();
    const commentRow = menu.row(comment);
    await commentRow.waitFor();
    await expect(commentRow.textContent()).resolves.toContain(
      arBoard.panel.commentBy.replace('{{user}}', sender),
    );
    await saveScreenshot(b.page, 'messages-panel-ar');
    await expect(b.page.evaluate(() => (window as { e2eMarker?: string }).e2eMarker)).resolves.toBe(
      'same document',
    );

    // Act: B clicks the comment; the details show the thread, in Arabic.
    await commentRow.click();
    const messagesB = new MessagesPage(b.page);
    await messagesB.title.filter({ hasText: subject }).waitFor();
    await messagesB.comments.filter({ hasText: comment }).waitFor();
    await b.page.getByText(arBoard.details.comments, { exact: true }).first().waitFor();
    await b.page.getByText(jobordno).first().waitFor();
    // Reading it takes both notifications off the badge.
    await menu.badge.waitFor({ state: 'detached' });
    await saveScreenshot(b.page, 'messages-details-ar');

    // B answers; A's thread shows it live.
    await messagesB.comment(`${comment} - ok`);
    await messagesB.successToast(arErrors.messageCommentAdded).waitFor();
    await messagesA.comments.filter({ hasText: `${comment} - ok` }).waitFor();

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});
