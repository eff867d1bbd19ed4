// @vitest-environment jsdom
import type { InspectionMaster } from '@fleet/shared/garage/garage-inspection';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages } from '@fleet/shared';
import type { SparePartSearchResult } from '@fleet/shared/platform/lookups';
import i18next from 'i18next';
import { api as client } from '../../../../api/client.ts';
import { ApiError } from '../../../../api/errors.ts';
import {
  chooseOption as choose,
  formControl,
  inputValue,
  page,
  renderPage,
  setupPageTests,
} from '../../../../kit/test/testing.tsx';
import { testJobOrder } from '../../../../kit/test/jobOrderTesting.ts';
import { repairMasters } from '../../../../kit/document/repairMasters.ts';
import { estimationApi } from '../api.ts';
import { EstimationPage } from './EstimationPage.tsx';
import { brakeRepair, testInspectionLine } from '../../../../../../tests/support/inspection-lines.ts';

vi.mock('../api.ts');
vi.mock('../../../../kit/document/repairMasters.ts');

// The garage and make masters (their Arabic names), as the lookups answer them.
vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...original, api: { ...original.api, get: vi.fn() } };
});
const api = vi.mocked(estimationApi);

const jobOrder = (jobordno: string) => testJobOrder(1213, { jobordno });
const inspectionLine = (serlnumb: number, subrepid: string, subrepnam: string, laborcost: number) =>
  testInspectionLine(serlnumb, subrepid, { ...brakeRepair, subrepnam, laborcost });
const part: SparePartSearchResult = {
  ItemNumber: 'BRK-2001',
  Description: 'Front brake pads set (Land Cruiser)',
  SpareUOM: 'SET',
  SpareCat: 'BRAKES',
  Source: 'MASTER',
  VendorName: '',
  PriceSource: 'MASTER',
  UnitPrice: 18.5,
};

setupPageTests('teamleader', 'Team Leader', { SGRG004: allRights });
beforeEach(() => {
  api.choices.mockResolvedValue([jobOrder('JO-2026-00042'), jobOrder('JO-2026-00043')]);
  // An inspection that does not wait for the workshop manager.
  api.inspection.mockImplementation(async (jobordno) => {
    if (jobordno === 'JO-2026-00042')
      return {
        master: {} as InspectionMaster,
        lines: [
          inspectionLine(1, 'SR010201', 'Front brake pads replacement', 7.5),
          inspectionLine(2, 'SR010202', 'Rear brake shoes replacement', 9),
        ],
      };
    throw new ApiError(404, messages.notFound);
  });
  api.searchParts.mockResolvedValue([part]);
  api.stock.mockResolvedValue([
    { sparepart: 'BRK-2001', storecode: 'ST01', storenam: 'Main Store', qtyonhand: 9 },
    { sparepart: 'BRK-2001', storecode: 'ST02', storenam: 'Garage Store', qtyonhand: 3 },
  ]);
  vi.mocked(repairMasters.workshops).mockResolvedValue([]);
  api.images.mockResolvedValue([]);
  vi.mocked(client.get).mockImplementation(async (path: string) =>
    path === 'getGarage'
      ? [{ garageid: 'G01', garagnam: 'Shuwaikh Main Garage', garagnamar: 'كراج الشويخ الرئيسي' }]
      : path === 'getVehicleMake'
        ? [{ vehmakid: 'TOY', vehmaknam: 'Toyota', vehmaknamar: 'تويوتا' }]
        : [],
  );
});

const control = formControl;
const lineRows = () => page().findTable('[data-testid="estimation-lines"]')!.findRows();
const lineCell = (row: number, column: number) =>
  page().findTable('[data-testid="estimation-lines"]')!.findBodyCell(row, column)!.getElement().textContent;

describe('component: estimation form (issue 24 item 10)', () => {
  it("starts a new estimation from the job order's garage inspection lines", async () => {
    renderPage(<EstimationPage />, { route: '/estimation?mod=false&status=ADD' });
    await choose(control('jobordno').findSelect(), 'JO-2026-00042');

    await waitFor(() => expect(lineRows()).toHaveLength(2));
    expect(api.inspection).toHaveBeenCalledWith('JO-2026-00042', expect.anything());
    expect(lineCell(1, 3)).toContain('Front brake pads replacement');
    expect(lineCell(2, 3)).toContain('Rear brake shoes replacement');
    expect(screen.getByTestId('prefilled').textContent).toContain('2 repair lines');
    expect(inputValue('subrepairtotal')).toContain('16.500');

    // Another job order without an inspection: the untouched lines follow it.
    await choose(control('jobordno').findSelect(), 'JO-2026-00043');
    await waitFor(() => expect(lineRows()).toHaveLength(0));
  });

  it("says the job order waits for the workshop manager's approval and does not save (issue 28)", async () => {
    api.inspection.mockImplementation(async (jobordno) => ({
      master: {
        jobordno,
        inspstatus: 'completed',
        inspmgrapr: 'Y',
        approval: { state: 'pending' },
      } as unknown as InspectionMaster,
      lines: [
        inspectionLine(1, 'SR010201', 'Front brake pads replacement', 7.5),
        inspectionLine(2, 'SR010202', 'Rear brake shoes replacement', 9),
      ],
    }));
    renderPage(<EstimationPage />, { route: '/estimation?mod=false&status=ADD' });
    await choose(control('jobordno').findSelect(), 'JO-2026-00042');

    await waitFor(() =>
      expect(screen.getByTestId('awaits-manager').textContent).toContain(
        "waiting for the workshop manager's approval",
      ),
    );
    await waitFor(() => expect(lineRows()).toHaveLength(2));
    // Save is disabled and says why (not a silent refusal on click).
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.getAttribute('aria-disabled') === 'true' || save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(save);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.save).not.toHaveBeenCalled();
  });

  it('opened from a link for a job order the choices leave out (with the manager), shows it and why it waits', async () => {
    api.inspection.mockImplementation(async (jobordno) => ({
      master: {
        jobordno,
        vehicleno: '77/12345',
        vehmaknam: 'Toyota',
        garage: 'G01',
        garagnam: 'Shuwaikh Main Garage',
        inspstatus: 'completed',
        inspmgrapr: 'Y',
        approval: { state: 'pending' },
      } as unknown as InspectionMaster,
      lines: [inspectionLine(1, 'SR010201', 'Front brake pads replacement', 7.5)],
    }));
    renderPage(<EstimationPage />, { route: '/estimation?mod=false&status=ADD&jobordno=JO-2026-00099' });

    await waitFor(() => expect(screen.getByTestId('awaits-manager')).toBeTruthy());
    await waitFor(() =>
      expect(control('jobordno').findSelect()!.findTrigger().getElement().textContent).toContain(
        'JO-2026-00099',
      ),
    );
    expect(screen.getByDisplayValue('77/12345')).toBeTruthy();
  });

  it('shows the picked job order’s garage and make in the reader’s language (issue 25 item 7)', async () => {
    await act(() => i18next.changeLanguage('ar'));
    try {
      renderPage(<EstimationPage />, { route: '/estimation?mod=false&status=ADD' });
      await choose(control('jobordno').findSelect(), 'JO-2026-00042');
      expect(await screen.findByDisplayValue('كراج الشويخ الرئيسي')).toBeTruthy();
      expect(await screen.findByDisplayValue('تويوتا')).toBeTruthy();
      expect(screen.queryByDisplayValue('Shuwaikh Main Garage')).toBeNull();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('keeps lines the user changed when the job order changes', async () => {
    renderPage(<EstimationPage />, { route: '/estimation?mod=false&status=ADD' });
    await choose(control('jobordno').findSelect(), 'JO-2026-00042');
    await waitFor(() => expect(lineRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(lineRows()).toHaveLength(1);

    await choose(control('jobordno').findSelect(), 'JO-2026-00043');
    await waitFor(() => expect(api.inspection).toHaveBeenCalledWith('JO-2026-00043', expect.anything()));
    expect(lineRows()).toHaveLength(1);
  });

  it('picks a spare part from the item master: its name, unit and price fill in and its stock shows', async () => {
    api.save.mockResolvedValue([
      messages.estimationSaved,
      { docnumbr: 'QT-2026-00009', version: 1, jobordno: 'JO-2026-00042', totalval: 53.5, waiting: ['MOI'] },
    ]);
    renderPage(<EstimationPage />, { route: '/estimation?mod=false&status=ADD' });
    await choose(control('jobordno').findSelect(), 'JO-2026-00042');
    await waitFor(() => expect(lineRows()).toHaveLength(2));

    await choose(page().findSelect('[data-testid="entry-linetype"]'), 'PART');
    await choose(control('entry-sparepart').findSelect(), 'BRK-2001');

    expect(inputValue('entry-sparenam')).toBe('Front brake pads set (Land Cruiser)');
    expect(inputValue('entry-spareuom')).toBe('SET');
    expect((screen.getByTestId('entry-price').querySelector('input') as HTMLInputElement).value).toBe('18.5');
    await waitFor(() => expect(inputValue('entry-stock')).toBe('12 in stock'));
    expect(screen.getByTestId('entry-stock').textContent).toContain('Main Store: 9 · Garage Store: 3');
    expect(api.searchParts).toHaveBeenCalledWith('', expect.anything());
    act(() => page().findInput('[data-testid="entry-qty"]')!.setInputValue('2'));
    fireEvent.click(screen.getByTestId('entry-add'));
    await waitFor(() => expect(lineRows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(api.save.mock.calls[0]![0].lines).toEqual([
      expect.objectContaining({ linetype: 'SUBREPAIR', subrepid: 'SR010201' }),
      expect.objectContaining({ linetype: 'SUBREPAIR', subrepid: 'SR010202' }),
      expect.objectContaining({
        linetype: 'PART',
        sparepart: 'BRK-2001',
        sparenam: 'Front brake pads set (Land Cruiser)',
        spareuom: 'SET',
        qty: 2,
        unitprice: 18.5,
      }),
    ]);
  });
});
