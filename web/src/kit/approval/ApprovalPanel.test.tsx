// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allRights } from '@fleet/shared';
import type { ApprovalDecisionBody, ApprovalState } from '@fleet/shared/engines/approvals';
import { DocumentForm } from '../form/DocumentForm.tsx';
import { parseDocumentMode } from '../form/mode.ts';
import { renderPage, setupI18n } from '../test/testing.tsx';
import { ApprovalPanel, type ApprovalWithdrawal } from './ApprovalPanel.tsx';
import { DocumentApproval } from './DocumentApproval.tsx';

beforeAll(() => setupI18n());
afterEach(cleanup);

const waitingAtMoi = {
  state: 'pending',
  waitingSince: { MOI: '2026-03-01T05:00:00.000Z' },
} as unknown as ApprovalState;
const lines = [
  { serlnumb: 1, value: 120 },
  { serlnumb: 2, value: 150 },
];

/** An estimation's approval screen: the panel inside the document form, as every approval page has it. */
function ApprovalPage({
  decide,
  approval = waitingAtMoi,
  withdraw,
  onDecided,
}: {
  decide: (body: ApprovalDecisionBody) => Promise<unknown>;
  approval?: ApprovalState;
  withdraw?: ApprovalWithdrawal;
  onDecided?: () => void;
}) {
  return (
    <DocumentForm
      title="MOI approval of the estimation"
      mode={parseDocumentMode('docnumbr=QT-2026-00001&mod=true&status=APPROVE&level=MOI')}
      rights={allRights}
      listPath="/estimationlist"
      onSave={async () => undefined}
      onClear={() => {}}
    >
      <ApprovalPanel
        master={{ docnumbr: 'QT-2026-00001', version: 3, approval }}
        lines={lines}
        approvals={[]}
        level="MOI"
        linesTitle="Lines"
        notWaitingText="Not waiting for you"
        decide={decide}
        withdraw={withdraw}
        onDecided={onDecided}
        lineColumns={[{ id: 'serial', header: '#', cell: (line) => line.serlnumb }]}
      />
    </DocumentForm>
  );
}

const formHeader = () => createWrapper(document.body).findForm()!.findHeader()!.getElement();
const dialog = () => screen.getByRole('dialog');

describe('component: approval panel (issue 25 item 4)', () => {
  it('puts Approve and Reject in the form header in place of Save, with the Approval badge', async () => {
    renderPage(<ApprovalPage decide={vi.fn()} />);

    const header = formHeader();
    await waitFor(() => expect(within(header).getByRole('button', { name: 'Approve' })).toBeTruthy());
    expect(within(header).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Save line decisions' })).toBeTruthy();
    expect(within(header).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(header.textContent).toContain('Approval');
    expect(header.textContent).not.toContain('View');
    // No second set of decision buttons further down the page.
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
    expect(screen.queryByText('Decision', { selector: 'h2 *' })).toBeNull();
  });

  it('asks for the remarks before a rejection and sends them with the decision', async () => {
    const decide = vi.fn(async () => ['Estimation rejected', {}]);
    renderPage(<ApprovalPage decide={decide} />);

    fireEvent.click(await within(formHeader()).findByRole('button', { name: 'Reject' }));
    expect(within(dialog()).getByText('Reject QT-2026-00001?')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog()).findByText('Please add rejection remarks')).toBeTruthy();
    expect(decide).not.toHaveBeenCalled();

    const remarks = createWrapper(dialog()).findTextarea('[data-testid="approval-remarks"]')!;
    act(() => remarks.setTextareaValue('Prices above the tender'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(decide).toHaveBeenCalledTimes(1));
    expect(decide).toHaveBeenCalledWith(
      expect.objectContaining({
        docnumbr: 'QT-2026-00001',
        version: 3,
        decision: 'R',
        remarks: 'Prices above the tender',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Estimation rejected')).toBeTruthy();
  });

  it('approves after the confirmation, naming the lines decided', async () => {
    const decide = vi.fn(async () => ['Estimation approved', {}]);
    renderPage(<ApprovalPage decide={decide} />);

    fireEvent.click(await screen.findByTestId('approve-all'));
    fireEvent.click(within(formHeader()).getByRole('button', { name: 'Approve' }));
    expect(within(dialog()).getByText('Approve QT-2026-00001?')).toBeTruthy();
    expect(within(dialog()).getByTestId('approval-line-counts').textContent).toBe(
      'Lines: 2 approved, 0 rejected, 0 pending, 0 not set.',
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(decide).not.toHaveBeenCalled();

    fireEvent.click(within(formHeader()).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(decide).toHaveBeenCalledTimes(1));
    expect(decide).toHaveBeenCalledWith(
      expect.objectContaining({
        decision: 'A',
        remarks: '',
        lines: [
          { serlnumb: 1, aprstatus: 'A', remarks: '' },
          { serlnumb: 2, aprstatus: 'A', remarks: '' },
        ],
      }),
    );
    await waitFor(() =>
      expect(within(formHeader()).getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(
        true,
      ),
    );
  });

  it('keeps the decision disabled when the document does not wait at the level', async () => {
    renderPage(
      <ApprovalPage
        decide={vi.fn()}
        approval={{ state: 'approved', waitingSince: {} } as unknown as ApprovalState}
      />,
    );

    const approve = await within(formHeader()).findByRole('button', { name: 'Approve' });
    expect(approve.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Not waiting for you')).toBeTruthy();
  });

  describe("deleting the level's approval", () => {
    const decidedAtMoi = {
      state: 'approved',
      waitingSince: {},
      decisions: { MOI: { decision: 'A', by: 'moiapprover', at: '2026-03-02T05:00:00.000Z' } },
    } as unknown as ApprovalState;
    const withdrawal = (run: ApprovalWithdrawal['run'], closeOnError?: boolean): ApprovalWithdrawal => ({
      label: 'Delete approval',
      subject: 'MOI approval of QT-2026-00001',
      run,
      ...(closeOnError ? { closeOnError } : {}),
    });
    /** The page once MOI decided, its approval offered for deletion; answers the page's onDecided. */
    const renderDecided = (run: ApprovalWithdrawal['run'], closeOnError?: boolean) => {
      const onDecided = vi.fn();
      renderPage(
        <ApprovalPage
          decide={vi.fn()}
          approval={decidedAtMoi}
          withdraw={withdrawal(run, closeOnError)}
          onDecided={onDecided}
        />,
      );
      return onDecided;
    };

    it('is offered only once the level decided', async () => {
      renderPage(<ApprovalPage decide={vi.fn()} withdraw={withdrawal(vi.fn())} />);
      await within(formHeader()).findByRole('button', { name: 'Approve' });
      expect(screen.queryByTestId('delete-approval')).toBeNull();
    });

    it('deletes it after the delete confirmation, then reads the document again', async () => {
      const run = vi.fn(async () => ['Approval deleted', {}]);
      const onDecided = renderDecided(run);

      fireEvent.click(await within(formHeader()).findByTestId('delete-approval'));
      expect(within(dialog()).getByText('MOI approval of QT-2026-00001')).toBeTruthy();
      fireEvent.click(within(dialog()).getByRole('button', { name: 'No' }));
      expect(run).not.toHaveBeenCalled();

      fireEvent.click(within(formHeader()).getByTestId('delete-approval'));
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
      expect(run).toHaveBeenCalledTimes(1);
      expect(await screen.findByText('Approval deleted')).toBeTruthy();
    });

    it('keeps the confirmation open after a failure, or closes it when told', async () => {
      const run = vi.fn(async () => {
        throw new Error('The approval could not be deleted');
      });
      const onDecided = renderDecided(run);
      fireEvent.click(await within(formHeader()).findByTestId('delete-approval'));
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(screen.getByText('The approval could not be deleted')).toBeTruthy());
      expect(createWrapper(document.body).findModal()?.isVisible()).toBe(true);
      expect(onDecided).not.toHaveBeenCalled();
      cleanup();

      renderDecided(run, true);
      fireEvent.click(await within(formHeader()).findByTestId('delete-approval'));
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(run).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(createWrapper(document.body).findModal()?.isVisible()).toBe(false));
    });
  });
});

describe('component: DocumentApproval', () => {
  const document = {
    master: { docnumbr: 'LPO-2026-00001', version: 2, approval: waitingAtMoi },
    approvals: [],
  };
  const approvalPage = (approving: boolean) => (
    <DocumentForm
      title="Local purchase order"
      mode={parseDocumentMode('docnumbr=LPO-2026-00001&mod=true&status=APPROVE&level=MOI')}
      rights={allRights}
      listPath="/inspectionnewlist"
      onSave={async () => undefined}
      onClear={() => {}}
    >
      <DocumentApproval
        page={{ stored: document, document: { reload: () => {} } }}
        approving={approving}
        level="MOI"
        texts="lpo:approval"
        api={{ decide: vi.fn(), withdraw: vi.fn() }}
      />
    </DocumentForm>
  );

  it('gives the approver the decision on the whole document, without line decisions', async () => {
    renderPage(approvalPage(true));
    expect(await within(formHeader()).findByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(formHeader()).queryByRole('button', { name: 'Save line decisions' })).toBeNull();
    expect(screen.queryByTestId('approval-lines')).toBeNull();
    expect(screen.getByTestId('approval-history')).toBeTruthy();
  });

  it('shows only the approvals so far elsewhere', () => {
    renderPage(approvalPage(false));
    expect(screen.getByTestId('approval-history')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
