// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allRights, formatMessage, messages, noRights } from '@fleet/shared';
import type { EmployeeTransfer } from '@fleet/shared/garage/transfers';
import { renderPage, setupPageTests, signInForTest } from '../../../kit/test/testing.tsx';
import { transfersApi } from './api.ts';
import { EmpTransferApprPage, EmpTransferClsListPage, EmpTransferClsPage } from './EmployeeTransferPages.tsx';

vi.mock('./api.ts');

const api = vi.mocked(transfersApi);

const transfer = (trfstatus: EmployeeTransfer['trfstatus']): EmployeeTransfer => ({
  docnumbr: 'ET-2026-00001',
  docdate: '2026-06-01',
  doctime: '09:00:00',
  effdate: '2026-06-15',
  emplcode: 'E1005',
  emplname: 'Rajesh Kumar',
  emplnamar: 'راجيش كومار',
  jobtitle: 'Mechanic',
  fromgarage: 'G01',
  fromgaragnam: 'Shuwaikh Main Garage',
  togarage: 'G02',
  togaragnam: 'Sabhan Branch Garage',
  remarks: 'Needed at Sabhan',
  trfstatus,
  requser: 'supervisor',
  reqdate: '2026-06-01T06:00:00.000Z',
  version: 1,
});

const signIn = (rights: Record<string, typeof allRights>) => signInForTest('approver', 'Approver', rights);

setupPageTests();

describe('component: employee transfer approval and close', () => {
  it('approves a requested transfer after confirmation and returns to the approval list', async () => {
    signIn({ SGRM016: { ...noRights, views: 'Y', edits: 'Y' } });
    api.empTransfer.mockResolvedValue(transfer('R'));
    api.approveEmpTransfer.mockResolvedValue([
      messages.empTransApproved,
      { docnumbr: 'ET-2026-00001', version: 2, trfstatus: 'A' },
    ]);
    renderPage(<EmpTransferApprPage />, {
      route: '/employeeTransferAppr?mod=false&status=EDIT&docnumbr=ET-2026-00001',
    });

    // The step's button goes into the page header's slot a render after the transfer shows.
    const forward = await screen.findByTestId('transfer-forward');
    expect(screen.queryByTestId('transfer-undo')).toBeNull();
    fireEvent.click(forward);
    expect(api.approveEmpTransfer).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByTestId('transfer-confirm'));

    await screen.findByText(messages.empTransApproved);
    expect(api.approveEmpTransfer).toHaveBeenCalledWith('ET-2026-00001');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/employeeTransferListAppr'));
  });

  it('reopens a closed transfer and shows a refusal in the user language', async () => {
    signIn({ SGRM017: { ...noRights, views: 'Y', edits: 'Y' } });
    api.empTransfer.mockResolvedValue(transfer('C'));
    const refusal = formatMessage(messages.empTransEmployeeMoved, { emplcode: 'E1005', garage: 'G02' });
    api.undoEmpTransfer.mockRejectedValue(new Error(refusal));
    renderPage(<EmpTransferClsPage />, {
      route: '/employeeTransferCls?mod=false&status=EDIT&docnumbr=ET-2026-00001',
    });

    const undo = await screen.findByTestId('transfer-undo');
    expect(screen.queryByTestId('transfer-forward')).toBeNull();
    fireEvent.click(undo);
    fireEvent.click(await screen.findByTestId('transfer-confirm'));

    await waitFor(() =>
      expect(api.undoEmpTransfer).toHaveBeenCalledWith('deleteEmpTransCls', 'ET-2026-00001'),
    );
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('offers no action to a viewer, and lists the approved transfers to close', async () => {
    signIn({ SGRM017: { ...noRights, views: 'Y' } });
    api.empTransfer.mockResolvedValue(transfer('A'));
    api.empTransfersAt.mockResolvedValue({ items: [transfer('A')] });
    renderPage(<EmpTransferClsPage />, {
      route: '/employeeTransferCls?mod=true&status=VIEW&docnumbr=ET-2026-00001',
    });
    await screen.findByText('ET-2026-00001');
    expect(screen.queryByTestId('transfer-forward')).toBeNull();
    cleanup();

    renderPage(<EmpTransferClsListPage />, { route: '/employeeTransferListCls' });
    await screen.findByText('ET-2026-00001');
    expect(api.empTransfersAt).toHaveBeenCalledWith('A', expect.any(Object), expect.anything());
  });
});
