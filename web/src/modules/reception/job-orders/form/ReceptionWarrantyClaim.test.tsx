// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages } from '@fleet/shared';
import type { JobOrderRow } from '@fleet/shared/reception/kptc-job-orders';
import type { WarrantyCandidates } from '@fleet/shared/garage/warranty';
import { page, renderPage, setupPageTests } from '../../../../kit/test/testing.tsx';
import { testJobOrder } from '../../../../kit/test/jobOrderTesting.ts';
import { warrantyApi } from '../../../garage/warranty/api.ts';
import { jobOrderApi } from '../api.ts';
import { ReceptionInspectionPage } from './ReceptionInspectionPage.tsx';

vi.mock('../api.ts');
vi.mock('../../../garage/warranty/api.ts');
vi.mock('../../../../api/client.ts', () => ({ api: { get: vi.fn().mockResolvedValue([]), post: vi.fn() } }));

const api = vi.mocked(jobOrderApi);
const warranty = vi.mocked(warrantyApi);

/** The returning vehicle's MOI job card, waiting for its KJO. */
const jobCard = {
  ...testJobOrder(1200, { kind: 'MOI' }),
  state: 'open',
  version: 4,
  servicetype: 'main',
  mobileno: '99887766',
} as unknown as JobOrderRow;

/** The plate's paint job of 20 days ago, still under warranty. */
const offer: WarrantyCandidates = {
  vehicleno: '12/34567',
  warrdays: 90,
  candidates: [
    {
      jobordno: 'JO-2026-00007',
      joborddat: '2026-02-01',
      vehicleno: '12/34567',
      garage: 'G01',
      garagnam: 'Shuwaikh Main Garage',
      statuscde: 1227,
      empcdetech: 'E1005',
      emplname: 'Reception Technician',
      repairs: [
        {
          wrkshpid: 'WS03',
          wrkshpnam: 'Paint',
          mainrepid: 'MR0302',
          mainrepnam: 'Body paint',
          subrepid: 'SR030201',
          subrepnam: 'Full body paint',
          donedate: '2026-02-09',
          empcdetech: 'E1009',
          emplname: 'Painter',
          daysago: 20,
          expires: '2026-05-10',
        },
      ],
    },
  ],
};

setupPageTests('reception', 'Reception', { SGRK003: allRights, SGRG014: allRights });
beforeEach(() => {
  api.jobCards.mockResolvedValue([jobCard]);
  api.get.mockResolvedValue(jobCard);
  api.create.mockResolvedValue([
    messages.kjoSaved,
    { jobordno: 'JO-2026-00042', version: 5, statuscde: 1201 },
  ]);
  warranty.candidates.mockResolvedValue(offer);
});

const location = () => screen.getByTestId('location').textContent;

async function pickJobCard() {
  const select = page().findFormField('[data-testid="field-jobcard"]')!.findControl()!.findSelect()!;
  await waitFor(() => {
    select.openDropdown();
    expect(select.findDropdown().findOptionByValue(jobCard.jobordno)).toBeTruthy();
  });
  act(() => select.selectOptionByValue(jobCard.jobordno));
}

describe('component: warranty claim raised with a new job order (issue 25 item 15)', () => {
  it('offers the claim before the save, and the save opens the claim form instead of the list', async () => {
    renderPage(<ReceptionInspectionPage />, {
      route: '/receptionInspection?mod=false&status=ADD',
      path: '/receptionInspection',
    });
    await pickJobCard();

    const offered = await screen.findByTestId('warranty-offer');
    expect(offered.textContent).not.toContain('Save the job order first');
    fireEvent.click(within(offered).getByRole('button', { name: 'Raise warranty claim on save' }));
    expect(within(offered).getByTestId('warranty-claim-on-save').textContent).toBe(
      'The claim form opens when you save this job order.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location()).toBe('/warrantydetail?mod=false&status=ADD'));
    expect(api.create).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(messages.kjoSaved)).toBeTruthy();
  });

  it('returns to the list when the claim was not chosen, or the choice was taken back', async () => {
    renderPage(<ReceptionInspectionPage />, {
      route: '/receptionInspection?mod=false&status=ADD',
      path: '/receptionInspection',
    });
    await pickJobCard();
    const offered = await screen.findByTestId('warranty-offer');
    fireEvent.click(within(offered).getByRole('button', { name: 'Raise warranty claim on save' }));
    fireEvent.click(within(offered).getByRole('button', { name: 'Do not raise' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location()).toBe('/receptionInspectionList'));
  });

  it('names the raised claim on the saved job order and offers no other', async () => {
    warranty.candidates.mockResolvedValue({
      vehicleno: '12/34567',
      warrdays: 90,
      candidates: [],
      claim: { docnumbr: 'WC-2026-00003', prevjobordno: 'JO-2026-00007', warrstatus: 'initiated' },
    });
    api.get.mockResolvedValue({ ...jobCard, statuscde: 1234, kind: 'KPTC' } as JobOrderRow);
    renderPage(<ReceptionInspectionPage />, {
      route: '/receptionInspection?mod=false&status=EDIT&docnumbr=JO-2026-00042',
      path: '/receptionInspection',
    });

    const claimed = await screen.findByTestId('warranty-claimed');
    expect(claimed.textContent).toContain(
      'Claim WC-2026-00003 on job order JO-2026-00007: Waiting for decision.',
    );
    expect(screen.queryByTestId('warranty-offer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Raise warranty claim' })).toBeNull();
    expect(warranty.candidates).toHaveBeenCalledWith(
      expect.objectContaining({ vehicleno: '12/34567', jobordno: 'JO-2026-00042' }),
      expect.anything(),
    );

    fireEvent.click(within(claimed).getByRole('button', { name: 'Open the claim' }));
    await waitFor(() =>
      expect(location()).toBe('/warrantydetail?mod=true&status=VIEW&docnumbr=WC-2026-00003'),
    );
  });
});
