/** Rights of the signed-in user on one screen (spec 000 section 6): a superuser holds every right. */
import { allRights, noRights, type FormRights, type RightAction } from '@fleet/shared';
import { useSession, type Session } from '../auth/session.ts';

export function screenRights(
  session: Pick<Session, 'superuser' | 'rights'> | null,
  screen: string,
): FormRights {
  if (!session) return noRights;
  if (session.superuser) return allRights;
  return { ...noRights, ...session.rights[screen] };
}

export function useScreenRights(screen: string): FormRights {
  return screenRights(useSession(), screen);
}

export const can = (rights: FormRights, action: RightAction): boolean => rights[action] === 'Y';
