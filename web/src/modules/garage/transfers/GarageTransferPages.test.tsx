// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages } from '@fleet/shared';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { Garage, Vendor } from '@fleet/shared/platform/lookups';
import { formControl, renderPage, setupPageTests } from '../../../kit/test/testing.tsx';
import { api as client } from '../../../api/client.ts';
import { transfersApi } from './api.ts';
import { GarageTransferFormPage } from './GarageTransferPages.tsx';

vi.mock('./api.ts');
// The garages, read through the kit's master lookup.
vi.mock('../../../api/client.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...original, api: { ...original.api, get: vi.fn() } };
});

const api = vi.mocked(transfersApi);

const jobOrder = {
  jobordno: 'JO-2026-00042',
  joborddat: '2026-06-01',
  vehicleno: '12/34567',
  vehmaknam: 'Chevrolet',
  garage: 'G01',
  garagnam: 'Shuwaikh Main Garage',
  statuscde: 1236,
  kind: 'KPTC',
} as JobOrderChoice;
const garage = (garageid: string, garagnam: string) =>
  ({ garageid, garagnam, garagnamar: `${garagnam} ع` }) as Garage;
const vendor = (vendcode: string, vendname: string, moiApproved: 'Y' | 'N') =>
  ({ vendcode, vendname, vendnamear: `${vendname} ع`, moiApproved, status: 'active' }) as Vendor;

setupPageTests('supervisor', 'Supervisor', { SGRG019: allRights });
beforeEach(() => {
  api.jobOrders.mockResolvedValue([jobOrder]);
  vi.mocked(client.get).mockImplementation(async (path: string) =>
    path === 'getGarage'
      ? [garage('G01', 'Shuwaikh Main Garage'), garage('G02', 'Sabhan Branch Garage')]
      : [],
  );
  api.vendors.mockResolvedValue([
    vendor('V001', 'Gulf Auto Parts', 'Y'),
    vendor('V005', 'National Batteries', 'N'),
  ]);
});

const control = formControl;

async function choose(id: string, value: string) {
  const select = control(id).findSelect()!;
  await waitFor(() => {
    select.openDropdown();
    expect(select.findDropdown().findOptionByValue(value)).toBeTruthy();
  });
  act(() => select.selectOptionByValue(value));
}

describe('component: garage transfer form', () => {
  it('transfers a job order to another garage: the sending garage is not offered', async () => {
    api.saveGarageTransfer.mockResolvedValue([
      messages.garageTransSaved,
      { docnumbr: 'GT-2026-00001', version: 1, jobordno: jobOrder.jobordno, statuscde: 1236 },
    ]);
    renderPage(<GarageTransferFormPage />, { route: '/garageTransfer?mod=false&status=ADD' });

    await choose('field-jobordno', jobOrder.jobordno);
    const garages = control('field-togarage').findSelect()!;
    await waitFor(() => {
      garages.openDropdown();
      expect(garages.findDropdown().findOptionByValue('G02')).toBeTruthy();
    });
    expect(garages.findDropdown().findOptionByValue('G01')).toBeNull();
    act(() => garages.selectOptionByValue('G02'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(messages.garageTransSaved);
    expect(api.saveGarageTransfer).toHaveBeenCalledWith({
      jobordno: jobOrder.jobordno,
      trftype: 'G',
      togarage: 'G02',
      vendcode: '',
      remarks: '',
    });
    expect(api.jobOrders).toHaveBeenCalledWith(1252, expect.anything());
  });

  it('sends an engine to an MOI approved supplier only', async () => {
    api.saveGarageTransfer.mockResolvedValue([
      messages.garageTransSaved,
      { docnumbr: 'GT-2026-00002', version: 1, jobordno: jobOrder.jobordno, statuscde: 1253 },
    ]);
    renderPage(<GarageTransferFormPage />, { route: '/garageTransfer?mod=false&status=ADD' });

    await choose('field-trftype', 'T');
    await choose('field-jobordno', jobOrder.jobordno);
    const suppliers = control('field-vendcode').findSelect()!;
    await waitFor(() => {
      suppliers.openDropdown();
      expect(suppliers.findDropdown().findOptionByValue('V001')).toBeTruthy();
    });
    expect(suppliers.findDropdown().findOptionByValue('V005')).toBeNull();
    act(() => suppliers.selectOptionByValue('V001'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(messages.garageTransSaved);
    expect(api.saveGarageTransfer).toHaveBeenCalledWith(
      expect.objectContaining({ trftype: 'T', vendcode: 'V001', togarage: '' }),
    );
    expect(api.jobOrders).toHaveBeenCalledWith(1253, expect.anything());
  });
});
