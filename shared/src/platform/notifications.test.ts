import { describe, expect, it } from 'vitest';
import { defaultNotificationScreen, notificationTargets } from './notifications.ts';
import { roleCodes } from './roles.ts';
import { screenByCode } from './screens.ts';
import { jobOrderStatuses } from '../engines/status.ts';

/** The roles told of a status (each once). */
const rolesOf = (code: number) => [...new Set(notificationTargets(code).flatMap((target) => target.roles))];

describe('unit: notification routes (from the workflow map)', () => {
  it('names only known screens and roles', () => {
    for (const { code } of jobOrderStatuses) {
      for (const target of notificationTargets(code)) {
        expect(screenByCode.has(target.screen), `screen of ${code}`).toBe(true);
        for (const role of target.roles) expect(roleCodes).toContain(role);
      }
    }
  });

  it('sends a new job card to whoever acts next: the inspector records the inspection', () => {
    expect(notificationTargets(1196)[0]?.screen).toBe('SGRJ002');
    expect(rolesOf(1196)).toEqual(['INSPECTOR', 'RECEPTION']);
    // 1217 waits for the garage approver (the approval engine tells them); 1218 goes to the store and the repair.
    expect(rolesOf(1217)).toEqual([]);
    expect(rolesOf(1218)).toContain('STOREKEEPER');
  });

  it('tells nobody of a status the same action goes on at, or of the end of the path', () => {
    // No target: the notification opens the default screen (the timeline) and tells no role.
    expect(notificationTargets(1236)).toEqual([]);
    expect(notificationTargets(1426)).toEqual([]);
    expect(screenByCode.has(defaultNotificationScreen)).toBe(true);
  });
});
