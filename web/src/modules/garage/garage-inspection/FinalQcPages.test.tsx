// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages, screenCodes } from '@fleet/shared';
import { renderPage, setupPageTests } from '../../../kit/test/testing.tsx';
import { testJobOrder } from '../../../kit/test/jobOrderTesting.ts';
import { garageInspectionApi, type FinalQcRow } from './api.ts';
import { FinalQcMoiListPage } from './FinalQcPages.tsx';

vi.mock('./api.ts');

const api = vi.mocked(garageInspectionApi);

const row = (jobordno: string, qcgarby: string): FinalQcRow =>
  ({
    ...testJobOrder(1222, { jobordno }),
    vehmakid: '',
    version: 0,
    qcgarby,
    qcgardt: '2026-03-02T08:00:00.000Z',
  }) as FinalQcRow;

setupPageTests('inspector', 'Ahmed Al-Hajri', { [screenCodes.finalQcMoi]: allRights });
beforeEach(() => {
  api.finalQcQueue.mockResolvedValue([row('JO-2026-00001', 'inspector'), row('JO-2026-00002', 'admin')]);
});

const rowActions = (serial: number) => screen.getByRole('toolbar', { name: `Actions for row ${serial}` });
const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

describe('component: final QC by MOI list (issue 24 item 11)', () => {
  it('marks the rows the user checked at the garage and greys their check with the reason', async () => {
    renderPage(<FinalQcMoiListPage />, { route: '/finalqcmoilist' });

    await screen.findByTestId('own-garage-check-JO-2026-00001');
    expect(api.finalQcQueue).toHaveBeenCalledWith('MOI', expect.anything());
    expect(screen.getByTestId('own-garage-check-JO-2026-00001').textContent).toContain(
      'You (garage QC): another user checks for MOI',
    );
    expect(screen.queryByTestId('own-garage-check-JO-2026-00002')).toBeNull();
    expect(screen.getByText('admin')).toBeTruthy();

    const own = within(rowActions(1)).getByRole('button', { name: 'Final check' });
    const other = within(rowActions(2)).getByRole('button', { name: 'Final check' });
    expect(isDisabled(own)).toBe(true);
    expect(isDisabled(other)).toBe(false);
    expect(document.body.textContent).toContain(messages.finalQcMoiSameUser);
  });
});
