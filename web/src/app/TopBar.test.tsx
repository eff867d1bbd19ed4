// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { noRights } from '@fleet/shared';
import type { Session } from '../auth/session.ts';
import { setLanguage } from '../i18n/index.ts';
import { renderPage, setupI18n } from '../kit/test/testing.tsx';
import { TopBar } from './TopBar.tsx';

vi.mock('../notifications/index.ts', () => ({ MessagesMenu: () => null, NotificationBell: () => null }));
vi.mock('./HardRefreshButton.tsx', () => ({ HardRefreshButton: () => null }));
vi.mock('./search/TopBarSearch.tsx', () => ({ default: () => null }));
vi.mock('./useProjects.ts', () => ({ useProjectName: (project: string) => project }));
vi.mock('../auth/signin.ts', () => ({ logout: vi.fn() }));

const session = (usernameAr?: string): Session => ({
  sessionToken: 'test-session',
  usercode: 'admin',
  username: 'Ali Hussain',
  ...(usernameAr === undefined ? {} : { usernameAr }),
  superuser: true,
  project: 'MOI',
  projects: ['MOI'],
  rights: { SGRM001: noRights },
});
const profileMenu = () => screen.getByTestId('profile-menu').textContent;

beforeAll(() => setupI18n());
afterEach(async () => {
  cleanup();
  await act(() => setLanguage('en'));
});

describe('component: the top bar names the user in the reader language (issue 25)', () => {
  it('shows the Arabic name to an Arabic reader and the English name to an English one', async () => {
    renderPage(<TopBar session={session('علي حسين')} compact={false} />);
    expect(profileMenu()).toContain('Ali Hussain');

    await act(() => setLanguage('ar'));

    expect(profileMenu()).toContain('علي حسين');
    expect(profileMenu()).not.toContain('Ali Hussain');
  });

  it('keeps the English name when the user has no Arabic name (or signed in before it was known)', async () => {
    await act(() => setLanguage('ar'));
    renderPage(<TopBar session={session()} compact={false} />);
    expect(profileMenu()).toContain('Ali Hussain');
  });
});
