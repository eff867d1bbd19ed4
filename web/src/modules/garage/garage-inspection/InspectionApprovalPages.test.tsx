// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { describe, expect, it, vi } from 'vitest';
import { allRights, messages, screenCodes } from '@fleet/shared';
import type { InspectionMaster } from '@fleet/shared/garage/garage-inspection';
import { renderPage, setupPageTests } from '../../../kit/test/testing.tsx';
import { garageInspectionApi, type InspectionApproval } from './api.ts';
import { ManagerApprovalPage } from './ManagerApprovalPages.tsx';
import { ReopenPage } from './ReopenPages.tsx';

vi.mock('./api.ts');

const api = vi.mocked(garageInspectionApi);

type MasterExtra = Partial<InspectionMaster> & { statuscde?: number };

const master = (extra: MasterExtra = {}): InspectionApproval['master'] => ({
  docnumbr: 'GI-2026-00001',
  inspdate: '2026-11-30',
  insptime: '09:00:00',
  jobordno: 'JO-2026-00001',
  joborddat: '2026-11-30',
  vehicleno: '12/34567',
  vehmaknam: 'Toyota',
  garage: 'G02',
  garagnam: 'Sabhan Branch Garage',
  moijobord: '',
  inspby: 'gar',
  inspstatus: 'completed',
  remarks: 'Brakes worn',
  totalhours: 1,
  totalcost: 7.5,
  prevstatus: 1209,
  cretuser: 'inspector',
  moduser: '',
  version: 3,
  statuscde: 1213,
  ...extra,
});

const document = (extra: MasterExtra = {}): InspectionApproval => ({
  master: master(extra),
  lines: [],
  approvals: [],
});

setupPageTests('supervisor', 'Khalid Al-Enezi', {
  [screenCodes.inspectionManagerApproval]: allRights,
  [screenCodes.inspectionReopen]: allRights,
});

describe("component: the workshop manager's approval and the reopening of a garage inspection (issue 28)", () => {
  it('shows a waiting inspection with its reopenings and offers the decision', async () => {
    api.approval.mockResolvedValue(
      document({
        inspmgrapr: 'Y',
        approval: {
          round: 2,
          state: 'pending',
          amount: 7.5,
          requester: 'inspector',
          submittedAt: '2026-11-30T06:00:00.000Z',
          decisions: {},
          waitingSince: { GARAGE: '2026-11-30T06:00:00.000Z' },
          lines: {},
        },
        reopens: [{ user: 'supervisor', at: '2026-11-30T05:00:00.000Z', reason: 'Noise', fromstatus: 1213 }],
      }),
    );
    renderPage(<ManagerApprovalPage />, {
      route: '/managerapproval?docnumbr=GI-2026-00001&mod=true&status=APPROVE&level=GARAGE',
    });

    expect(await screen.findByText('Waiting for the manager')).toBeTruthy();
    expect(screen.getByText('Noise')).toBeTruthy();
    expect((await screen.findAllByTestId('approve')).length).toBeGreaterThan(0);
  });

  it('reopens a completed inspection with the reason typed', async () => {
    api.approval.mockResolvedValue(document());
    api.reopen.mockResolvedValue([
      messages.garageInspectionReopened,
      { docnumbr: 'GI-2026-00001', version: 4, jobordno: 'JO-2026-00001', statuscde: 1212 },
    ]);
    const { container } = renderPage(<ReopenPage />, {
      route: '/inspectionInsrepoen?mod=false&status=EDIT&docnumbr=GI-2026-00001',
    });
    await screen.findByTestId('reopen-reason');

    createWrapper(container)
      .find('[data-testid="reopen-reason"]')!
      .findTextarea()!
      .setTextareaValue('Noise at 80 km/h');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(api.reopen).toHaveBeenCalledWith({
        docnumbr: 'GI-2026-00001',
        version: 3,
        reason: 'Noise at 80 km/h',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/inspectionInsrepoenlist'));
  });

  it('opens an inspection whose job order has moved on read-only, saying why', async () => {
    api.approval.mockResolvedValue(document({ statuscde: 1235 }));
    renderPage(<ReopenPage />, {
      route: '/inspectionInsrepoen?mod=false&status=EDIT&docnumbr=GI-2026-00001',
    });

    expect(
      await screen.findByText(
        'This inspection cannot be reopened: it is not completed, or an estimation of its job order has been made.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('reopen-reason')).toBeNull();
  });
});
