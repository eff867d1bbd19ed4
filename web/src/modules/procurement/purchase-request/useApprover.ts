/**
 * The signed-in user as an approver: their roles (`User/getUserLoginById`, kept 5 minutes) and the
 * superuser flag of the session. The list offers "Approve" at the levels these hold; the server checks
 * the role, or a delegation it alone knows of, when the decision arrives.
 */
import { useSession } from '../../../auth/session.ts';
import { lookupCacheMs, useQuery } from '../../../kit/index.ts';
import { purchaseRequestApi } from './api.ts';
import type { Approver } from './approvalLevels.ts';

export function useApprover(): Approver & { loading: boolean } {
  const session = useSession();
  const roles = useQuery(
    session ? `me:roles:${session.project}:${session.usercode}` : null,
    purchaseRequestApi.myRoles,
    { cacheMs: lookupCacheMs },
  );
  return { roles: roles.data ?? [], superuser: Boolean(session?.superuser), loading: roles.loading };
}
