/**
 * The winch screens of the workshop day, driven through an `Actor` (the job card's "needs a winch" is
 * `JobCardInput.winchGatePass`): the winch assignment (`/winchassignlist`), the tow (`/winchMovelist`) and
 * the winches' state (`/winchlist`).
 */
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { testId } from '../ui.ts';
import type { Actor } from './actor.ts';

/** `/winchassignlist` -> New -> the job order, a free winch, from and to -> Save. */
export async function assignWinch(
  actor: Actor,
  jobordno: string,
  assignment: { winchid: string; from: string; to: string },
): Promise<void> {
  await actor.newOn('/winchassignlist');
  await actor.choose('jobordno', jobordno);
  await actor.choose('field-winchid', assignment.winchid);
  await actor.fill('fromlocation', assignment.from);
  await actor.fill('tolocation', assignment.to);
  await actor.shotAndSave('winch-assign');
}

/** `DD/MM/YYYY HH:mm` in Kuwait, as the forms show a date-time (the browsers run in Kuwait time). */
export function kuwaitDateTime(at: Date): string {
  const { date, time } = kuwaitClock(at);
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time.slice(0, 5)}`;
}

/** `/winchMovelist` -> New -> the job order's assignment, the arrival and the kilometres -> Save (the tow is complete). */
export async function completeTow(actor: Actor, jobordno: string, kilometer: string): Promise<void> {
  await actor.newOn('/winchMovelist');
  await actor.chooseShowing('asgndocno', jobordno);
  await actor.fill('enddt', kuwaitDateTime(new Date(Date.now() + 60_000)));
  await actor.fill('kilometer', kilometer);
  await actor.shotAndSave('winch-move');
}

/** The text of the winch's row on `/winchlist`. */
export async function winchState(actor: Actor, winchid: string): Promise<string> {
  await actor.goto('/winchlist');
  const row = actor.page.locator(`${testId('winch-state-list')} tbody tr`, { hasText: winchid }).first();
  await row.waitFor();
  return (await row.textContent()) ?? '';
}
