/**
 * Test harness for kit and module component tests (jsdom): i18n in English, a memory data router (as
 * the app's, so navigation blockers work) with a probe of the current location, toasts with their region.
 */
import type { ReactElement } from 'react';
import { act, cleanup, render, waitFor, type RenderResult } from '@testing-library/react';
import createWrapper, { type SelectWrapper } from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import type { RightsByScreen } from '@fleet/shared';
import { clearSession, setSession } from '../../auth/session.ts';
import { initI18n } from '../../i18n/index.ts';
import { loadFlashbar, ToastProvider, Toasts } from '../toasts/ToastProvider.tsx';
import { clearQueryCache } from '../useQuery.ts';

let ready: Promise<unknown> | undefined;

/**
 * Starts i18next once per test file (English, the stored choice is cleared; both languages' texts
 * loaded) and loads the toasts' Flashbar, so a toast shows in the same render as in a warm app.
 */
export function setupI18n(): Promise<unknown> {
  localStorage.removeItem('lang');
  ready ??= Promise.all([initI18n({ preload: 'everything' }), loadFlashbar()]);
  return ready;
}

/** Signs a test user in to project MOI, as the sign-in would, with the user's rights by screen. */
export function signInForTest(usercode: string, username: string, rights: RightsByScreen): void {
  setSession({
    sessionToken: 'test-session',
    usercode,
    username,
    superuser: false,
    project: 'MOI',
    projects: ['MOI'],
    rights,
  });
}

/** After each page test: the page unmounted, the user signed out and the mocks' calls forgotten. */
export function resetPageTest(): void {
  cleanup();
  clearSession();
  vi.clearAllMocks();
}

/**
 * The hooks of a page test file: i18n once, a cold query cache before each test with the user (when
 * given) signed in, `resetPageTest` after each. Called before the file's own `beforeEach`, which then
 * sets its mocks for a signed-in page.
 */
export function setupPageTests(...user: [] | Parameters<typeof signInForTest>): void {
  beforeAll(() => setupI18n());
  beforeEach(() => {
    clearQueryCache();
    if (user.length) signInForTest(...user);
  });
  afterEach(resetPageTest);
}

/** The whole document, as the Cloudscape test wrappers see it (dropdowns and dialogs render in portals). */
export const page = () => createWrapper(document.body);

/** The control of the form field `data-testid="<id>"`. */
export const formControl = (id: string) => page().findFormField(`[data-testid="${id}"]`)!.findControl()!;

/** The value the input of the form field `id` shows. */
export const inputValue = (id: string) =>
  (formControl(id).findInput()!.findNativeInput().getElement() as HTMLInputElement).value;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPage(
  ui: ReactElement,
  { route = '/', path = '*' }: { route?: string; path?: string } = {},
): RenderResult {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [
          { path, element: ui },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  return render(
    <ToastProvider durationMs={0}>
      <RouterProvider router={router} />
      <Toasts placement="inline" />
    </ToastProvider>,
  );
}

/** Picks an option of a Cloudscape select once its (loaded) options offer it. */
export async function chooseOption(select: SelectWrapper | null, value: string): Promise<void> {
  await waitFor(() => {
    select!.openDropdown();
    if (!select!.findDropdown().findOptionByValue(value)) throw new Error(`no option ${value} yet`);
  });
  act(() => select!.selectOptionByValue(value));
}
