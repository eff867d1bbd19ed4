import { describe, expect, it } from 'vitest';
import { defaultNotificationScreen, notificationRoute } from './notifications.ts';
import { roleCodes } from './roles.ts';
import { screenByCode } from './screens.ts';
import { jobOrderStatuses } from '../engines/status.ts';

describe('unit: notification routes (from the workflow map)', () => {
  it('names only known screens and roles', () => {
    for (const { code } of jobOrderStatuses) {
      const route = notificationRoute(code);
      expect(screenByCode.has(route.screen), `screen of ${code}`).toBe(true);
      for (const role of route.roles) expect(roleCodes).toContain(role);
    }
  });

  it('sends a new job card to whoever acts next: the inspector records the inspection', () => {
    expect(notificationRoute(1196)).toEqual({ screen: 'SGRJ002', roles: ['INSPECTOR', 'RECEPTION'] });
    // 1217 waits for the garage approver (the approval engine tells them); 1218 goes to the store and the repair.
    expect(notificationRoute(1217).roles).toEqual([]);
    expect(notificationRoute(1218).roles).toContain('STOREKEEPER');
  });

  it('tells nobody of a status the same action goes on at, or of the end of the path', () => {
    expect(notificationRoute(1236)).toEqual({ screen: defaultNotificationScreen, roles: [] });
    expect(notificationRoute(1426)).toEqual({ screen: defaultNotificationScreen, roles: [] });
    expect(screenByCode.has(defaultNotificationScreen)).toBe(true);
  });
});
