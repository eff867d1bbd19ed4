// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { allRights, screenCodes } from '@fleet/shared';
import type { GatePassIn, GatePassOut } from '@fleet/shared/reception/gate-pass';
import { clearSession } from '../../../../auth/session.ts';
import { clearQueryCache } from '../../../../kit/index.ts';
import { peopleNames } from '../../../../kit/people.ts';
import { renderPage, setupI18n, signInForTest } from '../../../../kit/test/testing.tsx';
import { gatePassApi } from '../api.ts';
import { GatePassInListPage, GatePassOutListPage } from '../list/GatePassListPages.tsx';
import { GatePassOutPage } from './GatePassOutPage.tsx';

vi.mock('../api.ts');
vi.mock('../../../../kit/people.ts');

const api = vi.mocked(gatePassApi);
/** What a read-only field of the form shows. */
const shown = (testId: string) =>
  (within(screen.getByTestId(testId)).getByRole('textbox') as HTMLInputElement).value;
const names = vi.mocked(peopleNames);

const today = new Date().toISOString().slice(0, 10);
const pass: GatePassOut = {
  docnumbr: 'GPO-2026-00003',
  kind: 'out',
  gatepassdt: today,
  jobordno: 'JO-2026-00007',
  JobOrderDate: today,
  vehicleno: '12/34567',
  vehmaknam: 'Toyota',
  garage: 'G01',
  garagnam: 'Shuwaikh Main Garage',
  moijobord: 'MOI-778',
  jobtimin: `${today}T05:00:00.000Z`,
  empcdetech: 'E07',
  emplname: 'Yousef Al-Enezi',
  checkedinby: 'reception',
  checkindt: `${today}T06:00:00.000Z`,
  remarksin: 'In',
  checkedoutby: 'supervisor',
  checkoutdt: `${today}T12:00:00.000Z`,
  remarksout: 'Out',
  prevstatus: 1223,
  cretuser: 'supervisor',
  timstamp: `${today}T12:00:00.000Z`,
  version: 1,
  statuscde: 1224,
};
const passIn: GatePassIn = {
  ...pass,
  docnumbr: 'GPI-2026-00002',
  kind: 'in',
  prevstatus: 1201,
  cretuser: 'reception',
};

beforeAll(() => setupI18n());
beforeEach(() => {
  clearQueryCache();
  signInForTest('supervisor', 'supervisor', {
    [screenCodes.gatePassOut]: allRights,
    [screenCodes.gatePassIn]: allRights,
  });
  api.get.mockResolvedValue(pass);
  api.choices.mockResolvedValue([]);
  api.listOut.mockResolvedValue([pass]);
  api.listIn.mockResolvedValue([passIn]);
  names.mockImplementation(async (codes) => {
    const known: Record<string, { en: string; ar: string }> = {
      reception: { en: 'Fatima Al-Mutairi', ar: 'فاطمة المطيري' },
      supervisor: { en: 'Khalid Al-Rashidi', ar: 'خالد الرشيدي' },
    };
    return Object.fromEntries(codes.flatMap((code) => (code && known[code] ? [[code, known[code]]] : [])));
  });
});
afterEach(async () => {
  cleanup();
  clearSession();
  vi.clearAllMocks();
  await act(() => i18next.changeLanguage('en'));
});

describe('component: gate pass out shows people by name (issue 24)', () => {
  it('names who checked the vehicle in and who checked it out, not their user codes', async () => {
    renderPage(<GatePassOutPage />, {
      route: '/gatepassout?mod=true&status=VIEW&docnumbr=GPO-2026-00003',
    });

    await waitFor(() => expect(shown('checkedinby')).toBe('Fatima Al-Mutairi'));
    expect(shown('checkedoutby')).toBe('Khalid Al-Rashidi');
  });

  it('names the signed-in user as the one checking out a new gate pass, in Arabic for an Arabic reader', async () => {
    await act(() => i18next.changeLanguage('ar'));

    renderPage(<GatePassOutPage />, { route: '/gatepassout?mod=false&status=ADD' });

    await waitFor(() => expect(shown('checkedoutby')).toBe('خالد الرشيدي'));
    expect(names).toHaveBeenCalledWith(['supervisor'], expect.anything());
  });

  it('lists who checked each vehicle out and in by name', async () => {
    renderPage(<GatePassOutListPage />, { route: '/gatepassoutlist' });
    await screen.findByText('Khalid Al-Rashidi');
    expect(screen.queryByText('supervisor')).toBeNull();
    cleanup();

    renderPage(<GatePassInListPage />, { route: '/gatepassinlist' });
    await screen.findByText('Fatima Al-Mutairi');
    expect(screen.queryByText('reception')).toBeNull();
  });
});
