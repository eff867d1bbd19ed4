// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { allRights } from '@fleet/shared';
import { api } from '../../../api/client.ts';
import { page, renderPage, setupPageTests } from '../../../kit/test/testing.tsx';
import { EmployeeListPage, MainRepairListPage } from './pages.tsx';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } };
});

const answers: Record<string, unknown[]> = {
  'MainRepair/getMainRepairList': [
    { wrkshpid: 'WS01', wrkshpnam: 'Body shop', wrkshpnamar: 'ورشة الهياكل', mainrepid: 'MR01' },
    { wrkshpid: 'WS02', wrkshpnam: 'Engines', wrkshpnamar: 'المحركات', mainrepid: 'MR02' },
  ].map((row, index) => ({
    ...row,
    mainrepnam: `Main ${index}`,
    mainrepnamar: '',
    subRepairCount: index * 3,
  })),
  'Employee/getEmployeeList': [
    { emplcode: 'E1', emplname: 'Ali', emplnamar: 'علي', jobtitle: 'Technician', jobtitlear: 'فني' },
  ].map((row) => ({ ...row, garageid: 'G01', mobile: '55512345', status: 'inactive', version: 1 })),
  getWorkShop: [{ wrkshpid: 'WS01', wrkshpnam: 'Body shop', wrkshpnamar: 'ورشة الهياكل', type: 'main' }],
  getGarage: [{ garageid: 'G01', garagnam: 'Main garage', garagnamar: 'الكراج الرئيسي' }],
};
vi.mocked(api.get).mockImplementation(async (path: string) => answers[path] ?? []);

setupPageTests('supervisor', 'Sup', { SGRM007: allRights, SGRM020: allRights });

const table = (id: string) => page().find(`[data-testid="${id}"]`)!.findTable()!;
const cells = (id: string, row: number) =>
  table(id)
    .findRows()
    .at(row - 1)!
    .findAll('td')
    .map((cell) => cell.getElement().textContent ?? '');

describe('main repairs and employees on the generic master list', () => {
  it('lists main repairs with their workshop and sub repair count, and keeps one with sub repairs', async () => {
    renderPage(<MainRepairListPage />, { route: '/mainrepairlist' });
    await waitFor(() => expect(table('main-repair-list').findRows()).toHaveLength(2));
    expect(cells('main-repair-list', 1)).toEqual(expect.arrayContaining(['Body shop (WS01)', 'MR01', '0']));
    expect(cells('main-repair-list', 2)).toEqual(expect.arrayContaining(['Engines (WS02)', 'MR02', '3']));
    const remove = (row: number) =>
      table('main-repair-list').findBodyCell(row, 2)!.findButtonGroup()!.findButtonById('delete')!;
    expect(remove(1).isDisabled()).toBe(false);
    expect(remove(2).isDisabled()).toBe(true);
  });

  it('lists an employee with the Arabic name, job title, garage and status in Arabic', async () => {
    await act(() => i18next.changeLanguage('ar'));
    renderPage(<EmployeeListPage />, { route: '/employee' });
    await waitFor(() => expect(cells('employee-list', 1)).toContain('الكراج الرئيسي'));
    expect(cells('employee-list', 1)).toEqual(
      expect.arrayContaining(['E1', 'علي', 'فني', '55512345', i18next.t('masterRepair:status.inactive')]),
    );
    await act(() => i18next.changeLanguage('en'));
  });
});
