/**
 * Winches in the browser (issue 14 item 2), in English and Arabic: a free winch in `/winchlist`, sent to
 * a job order's vehicle from the assignment form (the busy winch is then no longer offered and the
 * list shows it busy with the job order), the tow recorded with its arrival in the winch move form,
 * and the winch free again.
 */
import { describe, expect, it } from 'vitest';
import type { Winch } from '@fleet/shared/platform/lookups';
import type { AssignWinch } from '@fleet/shared/garage/winch';
import { putItem } from '@fleet/functions/lib/db';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';
import { documentsOfJobOrder } from '@fleet/functions/garage/winch/data';
import { testJobOrderNumber, writeTestJobOrder } from '../../../support/job-orders.ts';
import { WinchPages } from '../../pages/winch.ts';
import { capture, documentLanguage, type Language, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const run = Date.now().toString(36).toUpperCase();
let counter = 0;

async function newWinch(): Promise<Winch> {
  const winch: Winch = {
    winchid: `WE${run}${++counter}`,
    winchnam: `E2E Winch ${counter}`,
    winchnamar: `ونش تجربة ${counter}`,
    vehicleno: `14/9${String(counter).padStart(4, '0')}`,
    drivernam: 'Ramesh Pillai',
    mobile: '65012344',
    garageid: 'G01',
    status: 'active',
  };
  await putItem(masterItem(masterKeys.record('MOI', masterTypes.winch, winch.winchid), 'winch', winch));
  return winch;
}

/** A KPTC job order at reception (1201) that asks for a winch. */
const newJobOrder = async () =>
  (await writeTestJobOrder(testJobOrderNumber('E2E-WI'), 'KPTC', [1201], { header: { winch: 'Y' } }))
    .jobordno;

specWithRuntime();

describe.each(['en', 'ar'] as const)('e2e: winches (%s)', (language: Language) => {
  it('assigns a free winch, shows it busy with the job order, records the tow and frees it', async () => {
    // Arrange
    const winch = await newWinch();
    const jobordno = await newJobOrder();
    const { app } = await signedInApp({ username: 'supervisor', project: 'MOI', language });
    const pages = new WinchPages(app.page);
    const free = language === 'ar' ? 'متاح' : 'Free';

    // Assert: the winch is free.
    await pages.openStates();
    expect((await documentLanguage(app.page)).dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await pages.stateRow(winch.winchid)).toContain(free);

    // Act: send it to the job order's vehicle.
    await pages.openAssign();
    await pages.choose('jobordno', jobordno);
    await pages.choose('field-winchid', winch.winchid);
    await pages.fill('fromlocation', 'Sixth Ring Road');
    await pages.fill('tolocation', 'Shuwaikh Main Garage');
    await capture(app.page, `winch-assign-form-${language}`);
    await pages.save();
    await app.page.waitForURL(/\/winchassignlist/);

    // Assert: busy with the job order; no longer offered to another assignment.
    await pages.openStates();
    const busyRow = await pages.stateRow(winch.winchid);
    expect(busyRow).toContain(jobordno);
    expect(busyRow).not.toContain(free);
    await capture(app.page, `winch-list-${language}`);
    await pages.openAssign();
    expect(await pages.optionTexts('field-winchid')).not.toContain(winch.winchid);

    // Act: the tow, with its arrival.
    const [assignment] = await documentsOfJobOrder<AssignWinch>('MOI', 'ASSIGNWINCH', jobordno);
    await pages.openMove();
    await pages.choose('asgndocno', assignment!.docnumbr);
    // The browser runs in Kuwait time: the arrival a minute after the form opened.
    const { date, time } = kuwaitClock(new Date(Date.now() + 60_000));
    const [year, month, day] = date.split('-');
    const text = `${day}/${month}/${year} ${time.slice(0, 5)}`;
    await pages.fill('enddt', text);
    await pages.fill('kilometer', '12');
    await capture(app.page, `winch-move-form-${language}`);
    await pages.save();
    await app.page.waitForURL(/\/winchMovelist/);

    // Assert: free again.
    await pages.openStates();
    expect(await pages.stateRow(winch.winchid)).toContain(free);
    expect(app.errors).toEqual([]);
  });
});
