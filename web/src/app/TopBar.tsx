import { lazy, Suspense, useState } from 'react';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { screenCodes } from '@fleet/shared';
import { sessionUserName, type Session } from '../auth/session.ts';
import { logout } from '../auth/signin.ts';
import { MessagesMenu, NotificationBell } from '../notifications/index.ts';
import { canSeeScreen } from './access.ts';
import { HardRefreshButton } from './HardRefreshButton.tsx';
import { LanguageToggle } from './LanguageToggle.tsx';
import { Logo } from './Logo.tsx';
import { landingPath } from './navigation.ts';
import { useProjectName } from './useProjects.ts';

export const topBarId = 'fw-top-bar';
// Issue 25: the search loads after the frame (the signed-in start stays light).
const TopBarSearch = lazy(() => import('./search/TopBarSearch.tsx'));
const delegationPath = '/delegation';

/**
 * Top bar (spec 000 section 2, "App shell"): logo and product name, hard refresh, unread mail and
 * notification bell, language toggle, user name with the profile menu (Logout).
 */
export function TopBar({
  session,
  compact,
  actionsReady = true,
}: {
  session: Session;
  compact: boolean;
  /** False for the frame's first paint: the actions (menus, counters, search) render after it. */
  actionsReady?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <header id={topBarId} className="fw-top-bar">
      <Link className="fw-brand" to={landingPath} aria-label={t('shell:homeLink')}>
        <Logo size={32} />
        <span className="fw-brand__name">{t('common:appName')}</span>
      </Link>
      {!compact &&
        (actionsReady ? (
          <Suspense fallback={<div className="fw-search" />}>
            <TopBarSearch compact={false} />
          </Suspense>
        ) : (
          <div className="fw-search" />
        ))}
      {actionsReady ? (
        <TopBarActions session={session} compact={compact} />
      ) : (
        <div className="fw-top-bar__actions" />
      )}
    </header>
  );
}

/** Hard refresh, mail, bell, language and the profile menu. */
function TopBarActions({ session, compact }: { session: Session; compact: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const project = useProjectName(session.project);
  // The user's name in the reader's language (the English one when the master has no Arabic).
  const name = sessionUserName(session, i18n.language);

  const signOut = async () => {
    setLeaving(true);
    await logout();
    navigate('/', { replace: true });
  };

  return (
    <div className="fw-top-bar__actions">
      {compact && (
        <Suspense fallback={null}>
          <TopBarSearch compact />
        </Suspense>
      )}
      <HardRefreshButton />
      <MessagesMenu />
      <NotificationBell />
      <LanguageToggle compact={compact} />
      <ButtonDropdown
        variant={compact ? 'icon' : 'normal'}
        iconName="user-profile"
        ariaLabel={t('shell:profile.menu', { name })}
        loading={leaving}
        items={[
          {
            id: 'account',
            text: `${name} · ${project}`,
            items: [
              // Delegation of authority, an everyone-screen like the change of password.
              ...(canSeeScreen(session, screenCodes.changePassword)
                ? [
                    {
                      id: 'delegation',
                      text: t('shell:profile.delegation'),
                      iconName: 'user-profile-active' as const,
                    },
                  ]
                : []),
              { id: 'logout', text: t('shell:logout'), iconName: 'sign-out' },
            ],
          },
        ]}
        onItemClick={({ detail }) => {
          if (detail.id === 'logout') void signOut();
          if (detail.id === 'delegation') navigate(delegationPath);
        }}
        expandToViewport
        data-testid="profile-menu"
      >
        {compact ? undefined : name}
      </ButtonDropdown>
    </div>
  );
}
