// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { noRights } from '@fleet/shared';
import { setSession } from '../../auth/session.ts';
import { renderPage, setupI18n } from '../../kit/test/testing.tsx';
import { LandingPage } from './LandingPage.tsx';

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const empty = { rows: [], counts: [], total: 0, at: '2026-11-30T10:00:00.000Z' };
      const body = String(input).includes('MyWork/getMyWork') ? JSON.stringify(empty) : '[]';
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  await setupI18n();
});
afterEach(cleanup);

const session = (rights: Record<string, typeof noRights>) =>
  setSession({
    sessionToken: 'test-session',
    usercode: 'u1',
    username: 'User One',
    superuser: false,
    project: 'MOI',
    projects: ['MOI'],
    rights,
  });

describe('unit: landing', () => {
  it('is the Admin dashboard for a user who may view it', async () => {
    session({ SGRD001: { ...noRights, views: 'Y' } });
    renderPage(<LandingPage />);
    // The dashboard is a lazy chunk: the first import takes a while on a busy machine.
    expect(await screen.findByTestId('stat-total', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeTruthy();
  });

  it('is "My work" for the others', async () => {
    session({ SGRD001: { ...noRights, prints: 'Y' } });
    renderPage(<LandingPage />);
    expect(await screen.findByRole('heading', { name: 'My work', level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('stat-total')).toBeNull();
  });
});
