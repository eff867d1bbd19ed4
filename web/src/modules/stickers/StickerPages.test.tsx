// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages, noRights } from '@fleet/shared';
import type { StickerJobRow } from '@fleet/shared/stickers/stickers';
import { api as client } from '../../api/client.ts';
import { clearSession, setSession } from '../../auth/session.ts';
import { peopleNames } from '../../kit/people.ts';
import { clearQueryCache } from '../../kit/index.ts';
import { renderPage, setupI18n } from '../../kit/test/testing.tsx';
import { stickerApi } from './api.ts';
import { SupervisorDashboardPage } from './DashboardPages.tsx';

vi.mock('./api.ts');
vi.mock('../../kit/people.ts');
vi.mock('../../api/client.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../api/client.ts')>();
  return { ...original, api: { ...original.api, get: vi.fn() } };
});
const api = vi.mocked(stickerApi);
const names = vi.mocked(peopleNames);
const get = vi.mocked(client.get);
/** The garage and make masters (their Arabic names) as the lookups answer them. */
const masters: Record<string, unknown[]> = {
  getGarage: [{ garageid: 'G01', garagnam: 'Main', garagnamar: 'الرئيسي' }],
  getVehicleMake: [{ vehmakid: 'TOY', vehmaknam: 'Toyota', vehmaknamar: 'تويوتا' }],
};

const row: StickerJobRow = {
  jobordno: 'JO-9',
  joborddat: '2026-03-01',
  vehicleno: '12/34567',
  vehmaknam: 'Toyota',
  garage: 'G01',
  garagnam: 'Main',
  stage: 'unassigned',
  teamlead: '',
  teamleadname: '',
  technician: '',
  technicianname: '',
  tasksdone: 0,
  taskstotal: 0,
  at: '2026-03-01T08:00:00.000Z',
};

const signIn = (rights: Record<string, typeof allRights>) =>
  setSession({
    sessionToken: 'test-session',
    usercode: 'supervisor',
    username: 'Sup',
    superuser: false,
    project: 'MOI',
    projects: ['MOI'],
    rights,
  });

beforeAll(() => setupI18n());
beforeEach(() => {
  clearQueryCache();
  api.counts.mockResolvedValue({ unassigned: 3, teamlead: 2, technician: 1, inprogress: 4, completed: 9 });
  api.jobs.mockImplementation(async (stage) => ({ items: stage === 'unassigned' ? [row] : [] }));
  api.teamLeads.mockResolvedValue([{ usercode: 'teamleader', username: 'Team Leader' }]);
  names.mockResolvedValue({ teamleader: { en: 'Team Leader', ar: 'قائد الفريق' } });
  get.mockImplementation(async (path: string) => masters[path] ?? []);
  api.assignTeamLead.mockResolvedValue([
    messages.stickerTeamLeadAssigned,
    { jobordno: 'JO-9', version: 1, stage: 'teamlead', statuscde: 1208 },
  ]);
});
afterEach(async () => {
  cleanup();
  await act(() => i18next.changeLanguage('en'));
  clearSession();
  vi.clearAllMocks();
});

describe('supervisor dashboard', () => {
  it('shows the counts per stage and assigns a waiting job to a team lead', async () => {
    signIn({ SGRS002: allRights });
    renderPage(<SupervisorDashboardPage />);
    await waitFor(() => expect(screen.getByTestId('sticker-count-completed').textContent).toContain('9'));
    const waiting = await screen.findByTestId('sticker-stage-unassigned');
    await within(waiting).findByText('JO-9');
    fireEvent.click(within(waiting).getByRole('button', { name: 'Assign team lead' }));
    const dialog = screen.getByTestId('sticker-assign-lead-save').closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.click(screen.getByTestId('sticker-assign-lead-save'));
    expect(await within(dialog).findByText(messages.stickerTeamLeadRequired)).toBeTruthy();
    const select = createWrapper(dialog).findSelect()!;
    select.openDropdown();
    await waitFor(() => expect(select.findDropdown().findOptions().length).toBe(1));
    select.selectOptionByValue('teamleader');
    fireEvent.click(screen.getByTestId('sticker-assign-lead-save'));
    await waitFor(() =>
      expect(api.assignTeamLead).toHaveBeenCalledWith({
        jobordno: 'JO-9',
        teamlead: 'teamleader',
        remarks: '',
      }),
    );
    expect(await screen.findByText(messages.stickerTeamLeadAssigned)).toBeTruthy();
  });

  it('names the team lead, the garage and the make in the reader’s language (issue 25 item 7)', async () => {
    api.jobs.mockImplementation(async (stage) => ({
      items:
        stage === 'teamlead'
          ? [{ ...row, stage: 'teamlead', teamlead: 'teamleader', teamleadname: 'Team Leader' }]
          : [],
    }));
    api.job.mockResolvedValue({
      ...row,
      stage: 'teamlead',
      teamlead: 'teamleader',
      teamleadname: 'Team Leader',
      version: 1,
      tasks: [],
      items: [],
      images: [],
    } as unknown as Awaited<ReturnType<typeof stickerApi.job>>);
    signIn({ SGRS002: allRights });
    await act(() => i18next.changeLanguage('ar'));
    renderPage(<SupervisorDashboardPage />);
    const assigned = await screen.findByTestId('sticker-stage-teamlead');
    expect((await within(assigned).findAllByText('قائد الفريق')).length).toBeGreaterThan(0);
    expect((await within(assigned).findAllByText('الرئيسي')).length).toBeGreaterThan(0);
    expect((await within(assigned).findAllByText('تويوتا')).length).toBeGreaterThan(0);
    expect(within(assigned).queryAllByText('Team Leader')).toEqual([]);
    // The team lead choices too (the API gives the English name only).
    fireEvent.click(within(assigned).getByRole('button', { name: i18next.t('stickers:supervisor.change') }));
    const dialog = (await screen.findByTestId('sticker-assign-lead-save')).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    const select = createWrapper(dialog).findSelect()!;
    select.openDropdown();
    await waitFor(() =>
      expect(select.findDropdown().findOptions()[0]?.getElement().textContent).toContain('قائد الفريق'),
    );
  });

  it('hides the assignment without the add right and sends a user without rights to /404', async () => {
    signIn({ SGRS002: { ...noRights, views: 'Y' } });
    renderPage(<SupervisorDashboardPage />);
    const waiting = await screen.findByTestId('sticker-stage-unassigned');
    await within(waiting).findByText('JO-9');
    expect(within(waiting).queryByRole('button', { name: 'Assign team lead' })).toBeNull();
    cleanup();
    signIn({});
    renderPage(<SupervisorDashboardPage />);
    expect(screen.getByTestId('location').textContent).toBe('/404');
  });
});
