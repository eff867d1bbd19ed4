import { lazy, Suspense, useState } from 'react';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Session } from '../auth/session.ts';
import { logout } from '../auth/signin.ts';
import { MessagesMenu, NotificationBell } from '../notifications/index.ts';
import { hardRefresh } from '../auth/storage.ts';
import { LanguageToggle } from './LanguageToggle.tsx';
import { Logo } from './Logo.tsx';
import { landingPath } from './navigation.ts';
import { useProjectName } from './useProjects.ts';

export const topBarId = 'fw-top-bar';
// Issue 25: the search loads after the frame (the signed-in start stays light).
const TopBarSearch = lazy(() => import('./search/TopBarSearch.tsx'));

/**
 * Top bar (spec 000 section 2, "App shell"): logo and product name, hard refresh, unread mail and
 * notification bell, language toggle, user name with the profile menu (Logout).
 */
export function TopBar({ session, compact }: { session: Session; compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const project = useProjectName(session.project);

  const signOut = async () => {
    setLeaving(true);
    await logout();
    navigate('/', { replace: true });
  };

  return (
    <header id={topBarId} className="fw-top-bar">
      <Link className="fw-brand" to={landingPath} aria-label={t('shell:homeLink')}>
        <Logo size={32} />
        <span className="fw-brand__name">{t('common:appName')}</span>
      </Link>
      {!compact && (
        <Suspense fallback={<div className="fw-search" />}>
          <TopBarSearch compact={false} />
        </Suspense>
      )}
      <div className="fw-top-bar__actions">
        {compact && (
          <Suspense fallback={null}>
            <TopBarSearch compact />
          </Suspense>
        )}
        <Button
          variant="icon"
          iconName="refresh"
          ariaLabel={t('shell:hardRefresh.label')}
          nativeButtonAttributes={{ title: t('shell:hardRefresh.label') }}
          onClick={() => void hardRefresh()}
          data-testid="hard-refresh"
        />
        <MessagesMenu />
        <NotificationBell />
        <LanguageToggle compact={compact} />
        <ButtonDropdown
          variant={compact ? 'icon' : 'normal'}
          iconName="user-profile"
          ariaLabel={t('shell:profile.menu', { name: session.username })}
          loading={leaving}
          items={[
            {
              id: 'account',
              text: `${session.username} · ${project}`,
              items: [{ id: 'logout', text: t('shell:logout'), iconName: 'sign-out' }],
            },
          ]}
          onItemClick={({ detail }) => {
            if (detail.id === 'logout') void signOut();
          }}
          expandToViewport
          data-testid="profile-menu"
        >
          {compact ? undefined : session.username}
        </ButtonDropdown>
      </div>
    </header>
  );
}
