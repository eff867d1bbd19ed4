// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages, noRights } from '@fleet/shared';
import type { MainRepair, SubRepair, Workshop } from '@fleet/shared/platform/lookups';
import type { LabourChargeRow } from '@fleet/shared/masters/master-repair';
import {
  chooseOption,
  formControl,
  inputValue,
  renderPage,
  setupPageTests,
  signInForTest,
} from '../../../kit/test/testing.tsx';
import { masterRepairApi } from './api.ts';
import { LabourChargeFormPage } from './LabourChargeFormPage.tsx';
import { LabourChargeListPage } from './LabourChargeListPage.tsx';

// Every call of the module a mock (vitest's automock), set per test.
vi.mock('./api.ts');

const api = vi.mocked(masterRepairApi);

const workshop = (wrkshpid: string): Workshop => ({
  wrkshpid,
  wrkshpnam: `Workshop ${wrkshpid}`,
  wrkshpnamar: `ورشة ${wrkshpid}`,
  type: 'main',
});
const main: MainRepair = {
  wrkshpid: 'WS01',
  mainrepid: 'MR01',
  mainrepnam: 'Engine',
  mainrepnamar: 'المحرك',
};
const subs: SubRepair[] = [
  {
    wrkshpid: 'WS01',
    mainrepid: 'MR01',
    subrepid: 'SR01',
    subrepnam: 'Overhaul',
    subrepnamar: 'عمرة',
    laborhors: 24,
    laborcost: 180,
    stdamount: 650,
    version: 4,
  },
  {
    wrkshpid: 'WS01',
    mainrepid: 'MR01',
    subrepid: 'SR02',
    subrepnam: 'Gasket',
    subrepnamar: 'جوان',
    laborhors: 8,
    laborcost: 60,
    stdamount: 95,
    version: 1,
  },
];
const row: LabourChargeRow = {
  docnumbr: 'LC-2026-00007',
  wrkshpid: 'WS01',
  wrkshpnam: 'Workshop WS01',
  mainrepid: 'MR01',
  mainrepnam: 'Engine',
  subrepid: 'SR01',
  subrepnam: 'Overhaul',
  laborhors: 24,
  laborcost: 180,
  newlaborcost: 195.5,
  cretuser: 'supervisor',
  username: 'Khalid',
  changedAt: '2026-11-20T08:15:00.000Z',
};

const signIn = (rights = allRights) => signInForTest('supervisor', 'Khalid', { SGRM012: rights });

setupPageTests();
beforeEach(() => {
  signIn();
  api.workshops.mockResolvedValue([workshop('WS01')]);
  api.mainRepairs.mockResolvedValue([main]);
  api.subRepairs.mockResolvedValue(subs);
  api.labourList.mockResolvedValue({ items: [row] });
});

const control = formControl;
const selectedText = (id: string) => control(id).findSelect()!.findTrigger().getElement().textContent ?? '';

const choose = (id: string, value: string) => chooseOption(control(id).findSelect(), value);

const route = '/labourChargePage?mod=false&status=ADD';

describe('component: labour charge update form', () => {
  it('preselects the only workshop and its only main repair, then loads the sub repairs', async () => {
    renderPage(<LabourChargeFormPage />, { route });

    await waitFor(() => expect(selectedText('wrkshpid')).toContain('Workshop WS01'));
    await waitFor(() => expect(selectedText('mainrepid')).toContain('Engine'));
    expect(api.mainRepairs.mock.calls[0]![0]).toBe('WS01');
    await choose('subrepid', 'SR01');
    expect(api.subRepairs.mock.calls.at(-1)!.slice(0, 2)).toEqual(['WS01', 'MR01']);
    expect(inputValue('laborhors')).toBe('24');
    expect(inputValue('laborcost')).toBe('KWD 180.000');
    expect(screen.getByText('Labour Charge Date')).toBeTruthy();
    expect(inputValue('header-user')).toBe('Khalid');
  });

  it('preselects nothing when several workshops exist, and a new workshop starts the choices below over', async () => {
    api.workshops.mockResolvedValue([workshop('WS01'), workshop('WS02')]);
    api.mainRepairs.mockImplementation(async (wrkshpid) =>
      wrkshpid === 'WS01' ? [main, { ...main, mainrepid: 'MR02', mainrepnam: 'Brakes' }] : [],
    );
    renderPage(<LabourChargeFormPage />, { route });

    await waitFor(() => expect(api.workshops).toHaveBeenCalled());
    expect(selectedText('wrkshpid')).toContain('Choose');
    await choose('wrkshpid', 'WS01');
    await choose('mainrepid', 'MR02');
    expect(selectedText('mainrepid')).toContain('Brakes');
    await choose('wrkshpid', 'WS02');
    await waitFor(() => expect(selectedText('mainrepid')).toContain('Choose'));
  });

  it('blocks the save without a message until a sub repair and a New Cost above 0 are given, then saves', async () => {
    api.putLabourcost.mockResolvedValue([
      messages.labourCostSaved,
      { ...subs[0]!, laborcost: 190.5, docnumbr: 'LC-2026-00008' },
    ]);
    renderPage(<LabourChargeFormPage />, { route });
    await waitFor(() => expect(selectedText('mainrepid')).toContain('Engine'));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await choose('subrepid', 'SR01');
    act(() => control('newlaborcost').findInput()!.setInputValue('0'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => {});
    expect(api.putLabourcost).not.toHaveBeenCalled();

    act(() => control('newlaborcost').findInput()!.setInputValue('190.5'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(messages.labourCostSaved);
    expect(api.putLabourcost).toHaveBeenCalledWith({
      wrkshpid: 'WS01',
      mainrepid: 'MR01',
      subrepid: 'SR01',
      subrepnam: 'Overhaul',
      laborhors: 24,
      laborcost: 180,
      newlaborcost: 190.5,
      version: 4,
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/labourChargeList'));
  });

  it('opens a past update read-only by docnumbr', async () => {
    api.labourGet.mockResolvedValue(row);
    renderPage(<LabourChargeFormPage />, {
      route: '/labourChargePage?mod=true&status=VIEW&docnumbr=LC-2026-00007',
    });
    // The header shows the read document at once; the form takes its values one render later.
    await waitFor(() => expect(inputValue('docnumbr')).toBe('LC-2026-00007'));
    await waitFor(() => {
      expect(inputValue('newlaborcost')).toBe('195.5');
      expect(inputValue('subrepid')).toBe('Overhaul (SR01)');
      expect(inputValue('laborcost')).toBe('KWD 180.000');
    });
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('goes to /404 without any right, and a user without edits may not make an update', async () => {
    signIn({ ...noRights, views: 'Y', adds: 'Y' });
    renderPage(<LabourChargeFormPage />, { route });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/404'));
  });
});

describe('component: labour charge list', () => {
  it('shows each update with the old and new cost and opens it', async () => {
    renderPage(<LabourChargeListPage />, { route: '/labourChargeList' });
    await screen.findByText('LC-2026-00007');
    expect(screen.getByText('180.000')).toBeTruthy();
    expect(screen.getByText('195.500')).toBeTruthy();
    expect(api.labourList.mock.calls[0]![0]).toMatchObject({ limit: expect.any(Number) });
    expect(api.labourList.mock.calls[0]![0]).toHaveProperty('fromdate');
  });

  it('goes to /404 when all four rights are N', async () => {
    signIn({ ...noRights, prints: 'Y' });
    renderPage(<LabourChargeListPage />, { route: '/labourChargeList' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/404'));
  });
});
