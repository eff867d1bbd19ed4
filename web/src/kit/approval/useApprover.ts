/**
 * The signed-in user as an approver: their roles with those held today as an acting delegate
 * (`User/getUserLoginById`, kept as long as a lookup) and the session's superuser flag. The server
 * checks the role, or a delegation it alone knows of, when a decision arrives.
 */
import { api } from '../../api/client.ts';
import { useSession } from '../../auth/session.ts';
import { lookupCacheMs } from '../useLookupOptions.ts';
import { useQuery } from '../useQuery.ts';
import type { Approver } from './approver.ts';

/** The user's roles and those they act in today as a delegate, once each. */
async function myRoles(signal?: AbortSignal): Promise<string[]> {
  const me = await api.get<{ roles?: string[]; acting?: { role: string }[] }>(
    'User/getUserLoginById',
    undefined,
    { signal },
  );
  return [...new Set([...(me.roles ?? []), ...(me.acting ?? []).map((entry) => entry.role)])];
}

export function useApprover(): Approver & { loading: boolean } {
  const session = useSession();
  const roles = useQuery(session ? `me:roles:${session.project}:${session.usercode}` : null, myRoles, {
    cacheMs: lookupCacheMs,
  });
  return { roles: roles.data ?? [], superuser: Boolean(session?.superuser), loading: roles.loading };
}
