// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { allRights } from '@fleet/shared';
import { assignTechnicianScreens } from '@fleet/shared/garage/assign-technician';
import { chooseOption, formControl, renderPage, setupPageTests } from '../../../../kit/test/testing.tsx';
import { testJobOrder } from '../../../../kit/test/jobOrderTesting.ts';
import { assignTechnicianApi } from '../api.ts';
import { DeliveryApprovalFormPage, WashingFormPage } from './AfterRepairPages.tsx';

vi.mock('../api.ts');

const api = vi.mocked(assignTechnicianApi);
const jobordno = 'JO-2026-00021';

setupPageTests('garageapprover', 'Garage approver', {
  [assignTechnicianScreens.washing]: allRights,
  [assignTechnicianScreens.vehicleDeliveryApprove]: allRights,
});
beforeEach(() => {
  api.choices.mockImplementation(async (tostatus) => [
    testJobOrder(tostatus, { jobordno, vehicleno: '12/34560', vehmaknam: 'Chevrolet', kind: 'MOI' }),
  ]);
  api.wash.mockResolvedValue(['Saved', { jobordno, statuscde: 1224, version: 3 }]);
  api.approveDelivery.mockResolvedValue(['Saved', { jobordno, statuscde: 1225, version: 4 }]);
});

/** Opens a new step form at `path`, chooses the job order, saves, and answers what `call` was sent. */
async function savedFor(page: ReactElement, path: string, call: Mock) {
  renderPage(page, { route: `${path}?mod=false&status=ADD` });
  await chooseOption(formControl('jobordno').findSelect(), jobordno);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(call).toHaveBeenCalled());
  return call.mock.calls[0]![0] as unknown;
}

describe('component: the steps after the repair (washing, delivery approval)', () => {
  it('approves the delivery of the chosen job order: the job order and the remarks are sent', async () => {
    // The form's check is called with the form's mode too: a check that took it for a date field's
    // name once broke the page before it showed.
    const sent = await savedFor(<DeliveryApprovalFormPage />, '/vehicledeliveryapprove', api.approveDelivery);
    expect(sent).toEqual({ jobordno, remarks: '' });
  });

  it('records the washing of the chosen job order with its date and time', async () => {
    const sent = await savedFor(<WashingFormPage />, '/washing', api.wash);
    expect(sent).toMatchObject({ jobordno, remarks: '' });
    expect(sent).toHaveProperty('washdt', expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });
});
