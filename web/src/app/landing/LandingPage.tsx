import { Suspense, useEffect, useMemo, useState } from 'react';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { screenCodes } from '@fleet/shared';
import { api } from '../../api/client.ts';
import { useSession, type Session } from '../../auth/session.ts';
import { lazyComponent } from '../../kit/lazy.ts';
import { can, screenRights } from '../../kit/rights.ts';
import { PageLoading } from '../guards.tsx';
import { formatDate, formatTime } from '../../i18n/format.ts';
import { navigationLinks, navigationModel, type NavigationLink } from '../navigation.ts';
import { modulePages } from '../pages.ts';
import { useProjectName } from '../useProjects.ts';
import { roleNames } from './roleNames.ts';
import { useClock } from './useClock.ts';

interface ScreenCard extends NavigationLink {
  groupKey: string;
}

/** The signed-in user's roles (`User/getUserLoginById`, the "who am I" call). */
function useRoles(): string[] | undefined {
  const [roles, setRoles] = useState<string[]>();
  useEffect(() => {
    const controller = new AbortController();
    api.get<{ roles?: string[] }>('User/getUserLoginById', undefined, { signal: controller.signal }).then(
      (profile) => setRoles(profile.roles ?? []),
      () => setRoles([]),
    );
    return () => controller.abort();
  }, []);
  return roles;
}

function SessionSummary({ session }: { session: Session }) {
  const { t, i18n } = useTranslation();
  const now = useClock();
  const project = useProjectName(session.project);
  const roles = useRoles();
  const roleText =
    roles === undefined
      ? t('common:loading')
      : roleNames(roles, i18n.language).join(i18n.language === 'ar' ? '، ' : ', ') ||
        t('shell:landing.noRole');
  return (
    <Container header={<Header variant="h2">{t('shell:landing.sessionTitle')}</Header>}>
      <KeyValuePairs
        columns={4}
        items={[
          { label: t('shell:landing.user'), value: `${session.username} (${session.usercode})` },
          { label: t('shell:landing.project'), value: project },
          {
            label: t('shell:landing.role'),
            value: (
              <SpaceBetween size="xs" direction="horizontal">
                <span>{roleText}</span>
                {session.superuser && <Badge color="blue">{t('shell:landing.superuser')}</Badge>}
              </SpaceBetween>
            ),
          },
          {
            label: t('shell:landing.dateTime'),
            value: (
              <span dir="ltr" data-testid="landing-clock">
                {formatDate(now)} {formatTime(now)}
              </span>
            ),
          },
        ]}
      />
    </Container>
  );
}

/** The Admin dashboard (SGRD001), loaded only for the users who land on it. */
const AdminDashboardPage = lazyComponent(() => import('../../modules/dashboard/AdminDashboardPage.tsx'));
const adminDashboardScreen = screenCodes.adminDashboard;

const seesAdminDashboard = (session: Session | null) =>
  !!session && can(screenRights(session, adminDashboardScreen), 'views');

/** The landing route loads the dashboard's code before it renders (kit/lazy.ts), for its users. */
export async function preloadLanding(session: Session | null): Promise<void> {
  if (seesAdminDashboard(session)) await AdminDashboardPage.preload();
}

/**
 * `/dashboard/default`, the landing after sign-in: the Admin dashboard for users who may view it
 * (issue 15), otherwise who, where, and the screens this user may open.
 */
export function LandingPage() {
  const session = useSession();
  if (seesAdminDashboard(session))
    return (
      <Suspense fallback={<PageLoading />}>
        <AdminDashboardPage />
      </Suspense>
    );
  return <ScreensLanding />;
}

/** The landing of users without the Admin dashboard: who, where, and the screens they may open. */
function ScreensLanding() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const cards = useMemo<ScreenCard[]>(() => {
    const sections = navigationModel(session, modulePages);
    return sections.flatMap((section) =>
      navigationLinks([section]).map((link) => ({ ...link, groupKey: section.titleKey })),
    );
  }, [session]);
  if (!session) return null;

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('shell:landing.description')}>
          {t('shell:landing.welcome', { name: session.username })}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <SessionSummary session={session} />
        <Cards<ScreenCard>
          items={cards}
          trackBy="href"
          cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }, { minWidth: 960, cards: 3 }]}
          header={
            <Header
              variant="h2"
              counter={`(${cards.length})`}
              description={t('shell:landing.screensDescription')}
            >
              {t('shell:landing.screensTitle')}
            </Header>
          }
          cardDefinition={{
            header: (card) => (
              <Link
                href={card.href}
                fontSize="heading-m"
                onFollow={(event) => {
                  event.preventDefault();
                  navigate(card.href);
                }}
              >
                {t(card.titleKey)}
              </Link>
            ),
            sections: [{ id: 'group', content: (card) => t(card.groupKey) }],
          }}
          empty={
            <Box textAlign="center" color="inherit" padding={{ vertical: 'l' }} data-testid="landing-empty">
              <Box variant="strong" color="inherit">
                {t('shell:landing.emptyTitle')}
              </Box>
              <Box variant="p" color="inherit">
                {t('shell:landing.emptyBody')}
              </Box>
            </Box>
          }
        />
      </SpaceBetween>
    </ContentLayout>
  );
}
