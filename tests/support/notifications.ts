/**
 * What a user was told, as the bell reads it (`notifications/gnby`), for the tests that check who an
 * action notified (usually inside `eventually`, as notifications are written after the answer).
 */
import { notificationList } from '@fleet/shared/platform/notifications';
import type { ApiClient } from './api.ts';

/** `usercode`'s notifications read by `client`, checked against the list's schema. */
export async function notificationsOf(client: ApiClient, usercode: string) {
  const response = await client.get('/api/notifications/gnby', { usercode });
  return notificationList.parse(response.body).notifications;
}
