import { normalizeUsercode } from '#lib/caller';
import { ForbiddenError } from '#lib/errors';
import type { Caller } from '#lib/registry';

/**
 * Whose notifications a call reads or changes: the caller's own (the usercode of the call, when
 * given, must be the caller's); a superuser may name any user of the project.
 */
export function notificationOwner(caller: Pick<Caller, 'usercode' | 'superuser'>, usercode?: string): string {
  const own = normalizeUsercode(caller.usercode);
  const requested = usercode === undefined || usercode.trim() === '' ? own : normalizeUsercode(usercode);
  if (requested !== own && !caller.superuser) throw new ForbiddenError();
  return requested;
}
