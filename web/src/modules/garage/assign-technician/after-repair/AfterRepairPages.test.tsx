// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

const chooseJobOrder = () => chooseOption(formControl('jobordno').findSelect(), jobordno);

describe('component: the steps after the repair (washing, delivery approval)', () => {
  it('approves the delivery of the chosen job order: the job order and the remarks are sent', async () => {
    // The form's check is called with the form's mode too: a check that took it for a date field's
    // name once broke the page before it showed.
    renderPage(<DeliveryApprovalFormPage />, { route: '/vehicledeliveryapprove?mod=false&status=ADD' });
    await chooseJobOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.approveDelivery).toHaveBeenCalled());
    expect(api.approveDelivery.mock.calls[0]![0]).toEqual({ jobordno, remarks: '' });
  });

  it('records the washing of the chosen job order with its date and time', async () => {
    renderPage(<WashingFormPage />, { route: '/washing?mod=false&status=ADD' });
    await chooseJobOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.wash).toHaveBeenCalled());
    expect(api.wash.mock.calls[0]![0]).toMatchObject({ jobordno, remarks: '' });
    expect(api.wash.mock.calls[0]![0]).toHaveProperty('washdt', expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });
});
