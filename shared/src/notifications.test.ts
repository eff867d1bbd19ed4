import { describe, expect, it } from 'vitest';
import { notificationRoute, notificationRoutes, defaultNotificationScreen } from './notifications.ts';
import { roleCodes } from './roles.ts';
import { screenByCode } from './screens.ts';
import { statusByCode } from './status.ts';

describe('unit: notification routes', () => {
  it('names only known statuses, screens and roles', () => {
    for (const [code, route] of Object.entries(notificationRoutes)) {
      expect(statusByCode.has(Number(code)), `status ${code}`).toBe(true);
      expect(screenByCode.has(route.screen), `screen of ${code}`).toBe(true);
      for (const role of route.roles) expect(roleCodes).toContain(role);
    }
  });

  it('sends an inspector assignment to inspectors and approved item requests to store keepers', () => {
    expect(notificationRoute(1196).roles).toEqual(['INSPECTOR']);
    // 1217 waits for the garage approver (the approval engine tells them); 1218 goes to the store.
    expect(notificationRoute(1217).roles).toEqual([]);
    expect(notificationRoute(1218)).toEqual({ screen: 'SGRK004', roles: ['STOREKEEPER'] });
  });

  it('opens the timeline and notifies no role for a status without a route', () => {
    expect(notificationRoute(1236)).toEqual({ screen: defaultNotificationScreen, roles: [] });
    expect(screenByCode.has(defaultNotificationScreen)).toBe(true);
  });
});
