// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages } from '@fleet/shared';
import type { GarageTechnicianRow } from '@fleet/shared/garage/garage-technician';
import type { Employee, Workshop } from '@fleet/shared/platform/lookups';
import { chooseOption as choose, page, renderPage, setupPageTests } from '../../../../kit/test/testing.tsx';
import { testJobOrder } from '../../../../kit/test/jobOrderTesting.ts';
import { garageTechnicianApi } from '../api.ts';
import { TechnicianFormPage } from './TechnicianFormPage.tsx';

vi.mock('../api.ts');

const api = vi.mocked(garageTechnicianApi);

const workshops = [
  { wrkshpid: 'WS01', wrkshpnam: 'Mechanical Workshop', wrkshpnamar: 'الورشة الميكانيكية', type: 'main' },
  { wrkshpid: 'WS02', wrkshpnam: 'Electrical Workshop', wrkshpnamar: 'ورشة الكهرباء', type: 'main' },
] as Workshop[];
const employees = [
  {
    emplcode: 'E1005',
    emplname: 'Rajesh Kumar',
    emplnamar: 'راجيش كومار',
    jobtitle: 'Mechanic',
    garageid: 'G01',
    status: 'active',
  },
  {
    emplcode: 'E1014',
    emplname: 'Sanjay Menon',
    emplnamar: 'سانجاي مينون',
    jobtitle: 'Auto Electrician',
    garageid: 'G01',
    status: 'active',
  },
  {
    emplcode: 'E1035',
    emplname: 'Prakash Iyer',
    emplnamar: 'براكاش آير',
    jobtitle: 'Mechanic',
    status: 'inactive',
  },
] as Employee[];
const jobOrder = testJobOrder(1208);

setupPageTests('teamleader', 'Team Leader', { SGRG002: allRights });
beforeEach(() => {
  api.workshops.mockResolvedValue(workshops);
  api.technicians.mockResolvedValue(employees);
  api.choices.mockResolvedValue([jobOrder]);
  api.workshopLoad.mockResolvedValue({
    jobordno: jobOrder.jobordno,
    garage: 'G01',
    garagnam: 'Shuwaikh Main Garage',
    openJobOrders: 7,
    unassigned: 2,
    workshops: [
      {
        wrkshpid: 'WS01',
        wrkshpnam: 'Mechanical Workshop',
        wrkshpnamar: 'الورشة الميكانيكية',
        jobOrders: 3,
        byStatus: [{ statuscde: 1209, count: 3 }],
        technicians: [
          {
            empcdetech: 'E1005',
            emplname: 'Rajesh Kumar',
            emplnamar: 'راجيش كومار',
            jobOrders: 2,
            estjobtime: 5,
          },
        ],
        assigned: false,
      },
    ],
  });
});

const lineSelect = (kind: 'workshop' | 'technician', index: number) =>
  page().findSelect(`[data-testid="line-${kind}-${index}"]`);

describe('component: garage technician form', () => {
  it('assigns a job order at 1208: picks it, fills a workshop line and saves the shared request', async () => {
    api.save.mockResolvedValue([
      messages.garageTechnicianSaved,
      { docnumbr: jobOrder.jobordno, jobordno: jobOrder.jobordno, version: 1, statuscde: 1209 },
    ]);
    renderPage(<TechnicianFormPage />, { route: '/technicianDetails?mod=false&status=ADD' });
    await choose(
      page().findFormField('[data-testid="jobordno"]')!.findControl()!.findSelect(),
      jobOrder.jobordno,
    );
    expect(
      (
        page()
          .findFormField('[data-testid="vehicleno"]')!
          .findControl()!
          .findInput()!
          .findNativeInput()
          .getElement() as HTMLInputElement
      ).value,
    ).toBe('12/34567');

    await choose(lineSelect('workshop', 0), 'WS02');
    await choose(lineSelect('technician', 0), 'E1005');
    // Inactive employees are not offered.
    lineSelect('technician', 0)!.openDropdown();
    expect(lineSelect('technician', 0)!.findDropdown().findOptionByValue('E1035')).toBeNull();
    act(() => page().findInput('[data-testid="line-hours-0"]')!.setInputValue('2,5'));
    expect(screen.getByTestId('total-hours').textContent).toContain('2.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(api.save).toHaveBeenCalledWith({
      jobordno: jobOrder.jobordno,
      details: [{ wrkshpid: 'WS02', empcdetech: 'E1005', estjobtime: 2.5 }],
      remarks: '',
    });
  });

  it("shows how busy the job order's garage workshops are once it is picked (getWorkshopSummary)", async () => {
    renderPage(<TechnicianFormPage />, { route: '/technicianDetails?mod=false&status=ADD' });
    expect(screen.queryByTestId('workshop-load')).toBeNull();
    await choose(
      page().findFormField('[data-testid="jobordno"]')!.findControl()!.findSelect(),
      jobOrder.jobordno,
    );

    await waitFor(() => expect(screen.getByTestId('workshop-load').textContent).toContain('Rajesh Kumar'));
    const load = screen.getByTestId('workshop-load').textContent ?? '';
    expect(load).toContain('7 open job orders in Shuwaikh Main Garage, 2 without a workshop yet.');
    expect(load).toContain('Rajesh Kumar: 2 job orders, 5 h');
    expect(api.workshopLoad).toHaveBeenCalledWith(jobOrder.jobordno, expect.anything());
  });

  it("offers the job order's garage technicians, the workshop's trade first (issue 24 item 10)", async () => {
    renderPage(<TechnicianFormPage />, { route: '/technicianDetails?mod=false&status=ADD' });
    // No technicians before the job order (and its garage) is chosen.
    expect(api.technicians).not.toHaveBeenCalled();
    await choose(
      page().findFormField('[data-testid="jobordno"]')!.findControl()!.findSelect(),
      jobOrder.jobordno,
    );
    await waitFor(() => expect(api.technicians).toHaveBeenCalledWith('G01', expect.anything()));

    await choose(lineSelect('workshop', 0), 'WS02');
    await waitFor(() => {
      lineSelect('technician', 0)!.openDropdown();
      expect(lineSelect('technician', 0)!.findDropdown().findOptionByValue('E1014')).toBeTruthy();
    });
    const dropdown = lineSelect('technician', 0)!.findDropdown();
    const text = dropdown.getElement().textContent ?? '';
    expect(text).toContain('Technicians of Electrical Workshop');
    expect(text).toContain('Other technicians of the garage');
    expect(text.indexOf('Technicians of Electrical Workshop')).toBeLessThan(
      text.indexOf('Other technicians of the garage'),
    );
    const offered = dropdown.findOptions().map((option) => option.getElement().textContent ?? '');
    expect(offered[0]).toContain('Sanjay Menon');
    expect(offered[1]).toContain('Rajesh Kumar');
  });

  it('refuses to save an incomplete line and says what is missing', async () => {
    renderPage(<TechnicianFormPage />, { route: '/technicianDetails?mod=false&status=ADD' });
    await choose(
      page().findFormField('[data-testid="jobordno"]')!.findControl()!.findSelect(),
      jobOrder.jobordno,
    );
    await choose(lineSelect('workshop', 0), 'WS01');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(messages.garageTechnicianTechnicianRequired);
    expect(screen.getByText(messages.garageTechnicianEstJobTimeRequired)).toBeTruthy();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('shows an assignment with the progress of each workshop in VIEW, without the line editor', async () => {
    api.get.mockResolvedValue({
      ...jobOrder,
      docnumbr: jobOrder.jobordno,
      statuscde: 1211,
      teamleadername: 'Mohammed Al-Shammari',
      remarks: '',
      version: 2,
      details: [
        {
          serlnumb: 1,
          wrkshpid: 'WS01',
          wrkshpnam: 'Mechanical Workshop',
          empcdetech: 'E1005',
          emplname: 'Rajesh Kumar',
          estjobtime: 3,
        },
      ],
    } as unknown as GarageTechnicianRow);
    api.progress.mockResolvedValue({
      jobordno: jobOrder.jobordno,
      statuscde: 1211,
      total: 1,
      counts: { notstarted: 0, inspecting: 0, waiting: 1, inrepair: 0, finished: 0 },
      percent: 0,
      workshops: [
        {
          serlnumb: 1,
          wrkshpid: 'WS01',
          wrkshpnam: 'Mechanical Workshop',
          wrkshpnamar: '',
          empcdetech: 'E1005',
          emplname: 'Rajesh Kumar',
          emplnamar: '',
          estjobtime: 3,
          asgntime: '2026-03-02T06:30:00.000Z',
          progress: 'waiting',
          startedAt: '2026-03-02T08:00:00.000Z',
        },
      ],
    });

    renderPage(<TechnicianFormPage />, {
      route: `/technicianDetails?mod=true&status=VIEW&docnumbr=${jobOrder.jobordno}`,
    });

    await screen.findByText('Waiting');
    expect(screen.getByText('0 of 1 workshops finished')).toBeTruthy();
    expect(api.progress).toHaveBeenCalledWith(jobOrder.jobordno, expect.anything());
    expect(screen.queryByTestId('workshop-lines')).toBeNull();
  });
});
