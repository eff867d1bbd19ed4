// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights } from '@fleet/shared';
import { assignTechnicianScreens, type QueueRow } from '@fleet/shared/garage/assign-technician';
import { page, renderPage, setupPageTests } from '../../../../kit/test/testing.tsx';
import { testJobOrder } from '../../../../kit/test/jobOrderTesting.ts';
import { assignTechnicianApi, type JobOrderChoice } from '../api.ts';
import { DeliveryFormPage } from './DeliveryPages.tsx';

vi.mock('../api.ts');

const api = vi.mocked(assignTechnicianApi);

const choice = (jobordno: string, vehicleno: string): JobOrderChoice =>
  testJobOrder(1226, { jobordno, vehicleno, vehmaknam: 'Chevrolet', kind: 'MOI' });
/** The delivery queue's row of a job order: the customer reception recorded on its job card. */
const queued = (jobordno: string, custname: string, mobileno?: string): QueueRow => ({
  ...choice(jobordno, ''),
  custname,
  ...(mobileno ? { mobileno } : {}),
});
const rows: Record<string, QueueRow> = {
  'JO-2026-00011': queued('JO-2026-00011', 'Ministry of Interior', '99887766'),
  'JO-2026-00012': queued('JO-2026-00012', 'Kuwait Fire Force', '55443322'),
  'JO-2026-00013': queued('JO-2026-00013', 'Ministry of Health'),
};

setupPageTests('reception', 'Reception', { [assignTechnicianScreens.vehicleDelivery]: allRights });
beforeEach(() => {
  api.choices.mockResolvedValue(
    Object.keys(rows).map((jobordno, index) => choice(jobordno, `12/3456${index}`)),
  );
  api.deliveryQueue.mockImplementation(async (query) => (query.jobordno ? [rows[query.jobordno]!] : []));
  api.deliver.mockResolvedValue(['Saved', { jobordno: 'JO-2026-00011', statuscde: 1227, version: 9 }]);
});

const input = (id: string) => page().findFormField(`[data-testid="${id}"]`)!.findControl()!.findInput()!;
const value = (id: string) => input(id).getInputValue();
const type = (id: string, text: string) => act(() => input(id).setInputValue(text));

async function chooseJobOrder(jobordno: string) {
  const select = page().findFormField('[data-testid="jobordno"]')!.findControl()!.findSelect()!;
  await waitFor(() => {
    select.openDropdown();
    expect(select.findDropdown().findOptionByValue(jobordno)).toBeTruthy();
  });
  act(() => select.selectOptionByValue(jobordno));
}

describe('component: vehicle delivery form starts from the job order (issue 24)', () => {
  it("fills the customer's mobile and name from the chosen job order and sends them", async () => {
    renderPage(<DeliveryFormPage />, { route: '/vehicledelivery?mod=false&status=ADD' });

    await chooseJobOrder('JO-2026-00011');

    await waitFor(() => expect(value('receivedmobile')).toBe('99887766'));
    expect(value('receivedby')).toBe('Ministry of Interior');
    expect(api.deliveryQueue).toHaveBeenCalledWith({ jobordno: 'JO-2026-00011' }, expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.deliver).toHaveBeenCalled());
    expect(api.deliver.mock.calls[0]![0]).toMatchObject({
      jobordno: 'JO-2026-00011',
      receivedby: 'Ministry of Interior',
      receivedmobile: '99887766',
    });
  });

  it('follows another job order where nothing was typed and keeps what the user typed', async () => {
    renderPage(<DeliveryFormPage />, { route: '/vehicledelivery?mod=false&status=ADD' });
    await chooseJobOrder('JO-2026-00011');
    await waitFor(() => expect(value('receivedmobile')).toBe('99887766'));

    // The person who came for the vehicle is typed; the mobile is left as the job order gave it.
    type('receivedby', 'Saad Al-Otaibi');
    await chooseJobOrder('JO-2026-00012');

    await waitFor(() => expect(value('receivedmobile')).toBe('55443322'));
    expect(value('receivedby')).toBe('Saad Al-Otaibi');

    // A job order without a mobile clears the one the previous job order filled in.
    await chooseJobOrder('JO-2026-00013');
    await waitFor(() => expect(value('receivedmobile')).toBe(''));
    expect(value('receivedby')).toBe('Saad Al-Otaibi');
  });

  it('leaves the field the user is in when the customer arrives', async () => {
    let arrive: (rows: QueueRow[]) => void = () => {};
    api.deliveryQueue.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    renderPage(<DeliveryFormPage />, { route: '/vehicledelivery?mod=false&status=ADD' });
    await chooseJobOrder('JO-2026-00011');
    await waitFor(() => expect(api.deliveryQueue).toHaveBeenCalled());

    // Reception is already in the mobile field when the job order's customer comes back.
    const mobile = input('receivedmobile').findNativeInput().getElement();
    act(() => mobile.focus());
    await act(async () => arrive([rows['JO-2026-00011']!]));

    await waitFor(() => expect(value('receivedby')).toBe('Ministry of Interior'));
    expect(value('receivedmobile')).toBe('');
    type('receivedmobile', '12345678');
    expect(value('receivedmobile')).toBe('12345678');
  });
});
