// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages } from '@fleet/shared';
import type { JobOrderRow } from '@fleet/shared/reception/kptc-job-orders';
import type { Garage } from '@fleet/shared/platform/lookups';
import { api as client } from '../../../../api/client.ts';
import { chooseOption as choose, page, renderPage, setupPageTests } from '../../../../kit/test/testing.tsx';
import { warrantyApi } from '../../../garage/warranty/api.ts';
import { jobOrderApi } from '../api.ts';
import { receptionApi } from '../../calls.ts';
import { ReceptionInspectionPage } from './ReceptionInspectionPage.tsx';
import { jobCard, typedOnCard } from './test/jobCardFixture.ts';

vi.mock('../api.ts');
vi.mock('../../calls.ts');
vi.mock('../../../garage/warranty/api.ts');
vi.mock('../../../../api/client.ts', () => ({ api: { get: vi.fn().mockResolvedValue([]), post: vi.fn() } }));

const api = vi.mocked(jobOrderApi);
const reception = vi.mocked(receptionApi);

const garages = [
  { garageid: 'G01', garagnam: 'Shuwaikh Main Garage', garagnamar: 'كراج الشويخ الرئيسي' },
  { garageid: 'G02', garagnam: 'Sabhan Branch Garage', garagnamar: 'كراج صبحان' },
] as Garage[];

setupPageTests('reception', 'Reception', { SGRK003: allRights });
beforeEach(() => {
  api.jobCards.mockResolvedValue([
    {
      jobordno: jobCard.jobordno,
      joborddat: jobCard.joborddat,
      vehicleno: jobCard.vehicleno,
      vehmaknam: 'Toyota',
      garage: 'G02',
      garagnam: 'Sabhan Branch Garage',
      statuscde: 1200,
      kind: 'MOI',
    },
  ]);
  reception.vehicles.mockResolvedValue([]);
  vi.mocked(client.get).mockImplementation(async (path: string) => (path === 'getGarage' ? garages : []));
  api.get.mockResolvedValue(jobCard);
  reception.byVehicle.mockResolvedValue([]);
  vi.mocked(warrantyApi).candidates.mockResolvedValue({
    vehicleno: jobCard.vehicleno,
    candidates: [],
    warrdays: 90,
  });
});

const field = (id: string) => page().findFormField(`[data-testid="${id}"]`)!.findControl()!;
const inputValue = (id: string) =>
  (field(id).findInput()!.findNativeInput().getElement() as HTMLInputElement).value;
const checked = (id: string) =>
  (page().find(`[data-testid="${id}"]`)!.findCheckbox()!.findNativeInput().getElement() as HTMLInputElement)
    .checked;

describe('component: Create Job Order (KJO) from an MOI job card (issue 24 item 1)', () => {
  it('fills every field reception typed when the job card is picked, and saves them unchanged', async () => {
    api.create.mockResolvedValue([
      messages.kjoSaved,
      { jobordno: jobCard.jobordno, version: 5, statuscde: 1201 },
    ]);
    renderPage(<ReceptionInspectionPage />, { route: '/receptionInspection?mod=false&status=ADD' });

    await choose(field('field-jobcard').findSelect(), jobCard.jobordno);

    await waitFor(() => expect(inputValue('mobileno')).toBe('99887766'));
    expect(api.get).toHaveBeenCalledWith(jobCard.jobordno, expect.anything());
    expect(inputValue('moijobord')).toBe('MOI-77');
    expect(inputValue('kilometer')).toBe('48210');
    expect(field('field-garage').findSelect()!.findTrigger().getElement().textContent).toContain(
      'Sabhan Branch Garage',
    );
    expect(page().find('[data-testid="remarks"] textarea')!.getElement()).toHaveProperty(
      'value',
      'Brakes squeal',
    );
    expect(checked('custwait')).toBe(true);
    expect(checked('winch')).toBe(true);
    expect(screen.getByText('Main Service')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(api.create).toHaveBeenCalledWith(typedOnCard);
  });

  it('names the open job order of a plate picked for a direct KPTC job order, with a link, and does not save', async () => {
    reception.vehicles.mockResolvedValue([{ vehicleno: '12/34567', vehmaknam: 'Toyota' } as never]);
    reception.byVehicle.mockResolvedValue([
      { ...jobCard, jobordno: 'JO-2026-00009', kind: 'KPTC', statuscde: 1204 } as JobOrderRow,
    ]);
    renderPage(<ReceptionInspectionPage />, { route: '/receptionInspection?mod=false&status=ADD' });
    fireEvent.click(screen.getByText('A vehicle (direct KPTC job order)'));

    await choose(field('field-vehicle').findSelect(), '12/34567');

    const alert = await screen.findByTestId('open-job-order');
    expect(alert.textContent).toContain('JO-2026-00009');
    expect(alert.textContent).toContain('Reception Inspection');
    expect(screen.getByTestId('open-job-order-link').getAttribute('href')).toContain(
      '/receptionInspection?mod=true&status=VIEW&docnumbr=JO-2026-00009',
    );
    await choose(field('field-garage').findSelect(), 'G01');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(messages.jobOrderVehicleBusy);
    expect(api.create).not.toHaveBeenCalled();
  });
});
