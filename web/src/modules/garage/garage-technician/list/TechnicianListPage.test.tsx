// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights } from '@fleet/shared';
import type { GarageTechnicianLineRow, GarageTechnicianRow } from '@fleet/shared/garage/garage-technician';
import { renderPage, setupPageTests } from '../../../../kit/test/testing.tsx';
import { testJobOrder } from '../../../../kit/test/jobOrderTesting.ts';
import { garageTechnicianApi } from '../api.ts';
import { TechnicianListPage } from './TechnicianListPage.tsx';
import { pageSizeKey } from './listRows.ts';

vi.mock('../api.ts');
// The garages' filter reads the master list through the kit (none here).
vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...original, api: { ...original.api, get: vi.fn().mockResolvedValue([]) } };
});

const api = vi.mocked(garageTechnicianApi);

const jobOrder = {
  ...testJobOrder(1209),
  teamleadername: 'Mohammed Al-Shammari',
  asgndate: '2026-03-02',
  docnumbr: 'JO-2026-00042',
  version: 1,
};
const summary = {
  ...jobOrder,
  statuscde: 1210,
  totestjobtime: 4.5,
  cretuser: 'teamleader',
  details: [
    { serlnumb: 1, wrkshpid: 'WS01', wrkshpnam: 'Mechanical Workshop', emplname: 'Rajesh Kumar' },
    { serlnumb: 2, wrkshpid: 'WS02', wrkshpnam: 'Electrical Workshop', emplname: 'Sanjay Menon' },
  ],
} as unknown as GarageTechnicianRow;
const line = {
  ...jobOrder,
  statuscde: 1209,
  serlnumb: 2,
  wrkshpid: 'WS02',
  wrkshpnam: 'Electrical Workshop',
  emplname: 'Sanjay Menon',
  estjobtime: 1.5,
  asgntime: '2026-03-02T06:30:00.000Z',
} as unknown as GarageTechnicianLineRow;

setupPageTests('teamleader', 'Team Leader', { SGRG002: allRights });
beforeEach(() => {
  localStorage.removeItem(pageSizeKey);
  api.workshops.mockResolvedValue([]);
  api.list.mockImplementation(async (query) =>
    query['detailedView'] === 'true'
      ? { items: [line], totalCount: 1, pageNumber: 1, pageSize: 50, totalPages: 1 }
      : { items: [summary], totalCount: 1, pageNumber: 1, pageSize: 50, totalPages: 1 },
  );
});

/** The action buttons of the row with serial `serial`. */
function rowButton(serial: number, name: string): HTMLElement {
  const group = screen.getByRole('toolbar', { name: `Actions for row ${serial}` });
  return within(group).getByRole('button', { name });
}

const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

describe('component: garage technician list', () => {
  it('reads the last 7 days from page 1 with the spec page size, and refuses edit and delete past 1209', async () => {
    renderPage(<TechnicianListPage />, { route: '/technicianDetailslist' });

    await screen.findByText('Mechanical Workshop: Rajesh Kumar · Electrical Workshop: Sanjay Menon');
    const [query] = api.list.mock.calls[0]!;
    expect(query).toMatchObject({ pageSize: 50, pageNumber: 1 });
    expect(query['dateFrom']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query['dateTo']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query).not.toHaveProperty('detailedView');
    expect(isDisabled(rowButton(1, 'Edit'))).toBe(true);
    expect(isDisabled(rowButton(1, 'Delete'))).toBe(true);
    expect(isDisabled(rowButton(1, 'View'))).toBe(false);
  });

  it('switches to one row per workshop line in the detailed view', async () => {
    renderPage(<TechnicianListPage />, { route: '/technicianDetailslist' });
    await screen.findByText('Mechanical Workshop: Rajesh Kumar · Electrical Workshop: Sanjay Menon');

    act(() =>
      createWrapper(document.body).findToggle('[data-testid="detailed-view"]')!.findNativeInput().click(),
    );

    await screen.findByText('Electrical Workshop');
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ detailedView: 'true' }),
        expect.anything(),
      ),
    );
    expect(isDisabled(rowButton(1, 'Edit'))).toBe(false);
  });
});
