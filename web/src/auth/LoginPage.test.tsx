// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { messages } from '@fleet/shared/platform/messages';
import { ApiError } from '../api/errors.ts';
import { i18next, initI18n, setLanguage } from '../i18n/index.ts';
import { LoginPage } from './LoginPage.tsx';
import { clearSession, setSession } from './session.ts';
import { fetchProjects, signIn } from './signin.ts';

vi.mock('./signin.ts', async (original) => ({
  ...(await original<typeof import('./signin.ts')>()),
  fetchProjects: vi.fn(),
  signIn: vi.fn(),
}));

const projects = [
  { code: 'MOI', name: 'Ministry of Interior', nameAr: 'وزارة الداخلية' },
  { code: 'KPTC', name: 'Kuwait Public Transport Company', nameAr: 'شركة النقل العام الكويتية' },
];

function renderLogin() {
  const result = render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LoginPage />} />
        <Route path="/dashboard/default" element={<p>landing</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...result, wrapper: createWrapper(result.container) };
}

async function fillAndSubmit(wrapper: ReturnType<typeof createWrapper>) {
  const select = wrapper.findSelect('[data-testid="login-project"]')!;
  await waitFor(() => expect(select.findTrigger().getElement().textContent).not.toBe(''));
  act(() => select.openDropdown());
  act(() => {
    select.selectOptionByValue('KPTC');
    wrapper.findInput('[data-testid="login-username"]')!.setInputValue('reception');
    wrapper.findInput('[data-testid="login-password"]')!.setInputValue('secret');
  });
  act(() => wrapper.findButton('[data-testid="login-submit"]')!.click());
}

describe('component: LoginPage', () => {
  beforeAll(async () => {
    await initI18n({ preload: 'everything' });
  });

  beforeEach(() => {
    vi.mocked(fetchProjects).mockResolvedValue(projects);
    clearSession();
  });

  afterEach(async () => {
    cleanup();
    vi.clearAllMocks();
    await setLanguage('en');
  });

  it('asks for the missing fields instead of signing in', async () => {
    const { wrapper } = renderLogin();
    await waitFor(() =>
      expect(wrapper.findSelect()!.findTrigger().getElement().textContent).toContain('Ministry'),
    );

    act(() => wrapper.findButton('[data-testid="login-submit"]')!.click());

    expect(screen.getByText('Enter your user name.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in to the chosen project and goes to the landing page', async () => {
    vi.mocked(signIn).mockImplementation(async (request) => {
      const session = {
        usercode: request.username,
        username: 'Fatima',
        superuser: false,
        project: request.project,
        projects: ['KPTC'],
        rights: {},
        sessionToken: 'test-session',
      };
      setSession(session);
      return session;
    });
    const { wrapper } = renderLogin();

    await fillAndSubmit(wrapper);

    await waitFor(() => expect(screen.getByText('landing')).toBeTruthy());
    expect(signIn).toHaveBeenCalledWith({ project: 'KPTC', username: 'reception', password: 'secret' });
  });

  it('shows a locked account in Arabic with the project names in Arabic', async () => {
    await setLanguage('ar');
    vi.mocked(signIn).mockRejectedValue(new ApiError(423, messages.accountLocked, 'accountLocked'));
    const { wrapper } = renderLogin();
    await waitFor(() =>
      expect(wrapper.findSelect()!.findTrigger().getElement().textContent).toContain('وزارة الداخلية'),
    );

    await fillAndSubmit(wrapper);

    await waitFor(() => expect(wrapper.findAlert()).not.toBeNull());
    const alert = wrapper.findAlert()!;
    expect(alert.getElement().textContent).toContain(i18next.t('errors:accountLocked'));
    expect(alert.getElement().textContent).toContain('15');
  });
});
