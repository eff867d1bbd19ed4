import { Suspense, type ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../auth/session.ts';
import { canOpenPage } from './access.ts';
import type { ModulePage } from './pages.ts';

/** Every route but `/`, `/register` and `/404` needs a session (spec 000 section 2). */
export function RequireSession() {
  const session = useSession();
  if (!session) return <Navigate to="/" replace />;
  return <Outlet />;
}

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl' }}>
      <Spinner size="large" />
      <Box variant="p" color="text-body-secondary">
        {t('common:loading')}
      </Box>
    </Box>
  );
}

/** A module route: opens with the rights it needs (spec 000 section 6), otherwise `/404`. */
export function RequireRights({
  page,
  children,
}: {
  page: Pick<ModulePage, 'screen' | 'needs'>;
  children: ReactNode;
}) {
  const session = useSession();
  if (!session) return <Navigate to="/" replace />;
  if (!canOpenPage(session, page)) return <Navigate to="/404" replace />;
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
