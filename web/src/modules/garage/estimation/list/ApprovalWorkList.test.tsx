// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingApproval } from '@fleet/shared/engines/approvals';
import { api } from '../../../../api/client.ts';
import { renderPage, setupPageTests } from '../../../../kit/test/testing.tsx';
import { estimationApi } from '../api.ts';
import { ApprovalWorkList } from './ApprovalWorkList.tsx';

setupPageTests('approver', 'Approver', {});

const waiting = (docnumbr: string, level: 'MOI' | 'KD', since: string): PendingApproval => ({
  docType: 'QUOT',
  docnumbr,
  level,
  jobordno: 'JO-1',
  vehicleno: '12/3456',
  amount: 300,
  requester: 'Sara',
  since,
  round: 1,
  link: `/quotation?docnumbr=${docnumbr}&level=${level}`,
});

let roles: string[] = [];
beforeEach(() => {
  vi.spyOn(api, 'get').mockImplementation(() => Promise.resolve({ roles }) as never);
  vi.spyOn(estimationApi, 'pending').mockImplementation((level) =>
    Promise.resolve(
      level === 'MOI'
        ? [waiting('QT-2', 'MOI', '2026-11-03T08:00:00.000Z')]
        : [waiting('QT-1', 'KD', '2026-11-02T08:00:00.000Z')],
    ),
  );
});

describe('page: the estimation approvers’ work list', () => {
  it('lists only the MOI level to an MOI approver', async () => {
    roles = ['APPROVER_MOI'];
    renderPage(<ApprovalWorkList />);
    expect(await screen.findByTestId('approve-link-QT-2')).toBeTruthy();
    expect(screen.queryByTestId('approve-link-QT-1')).toBeNull();
    expect(estimationApi.pending).toHaveBeenCalledTimes(1);
    expect(estimationApi.pending).toHaveBeenCalledWith('MOI', expect.anything());
  });

  it('shows nothing, and asks nothing, to a user who decides no estimation level (a garage approver)', async () => {
    roles = ['APPROVER_GARAGE'];
    renderPage(<ApprovalWorkList />);
    await vi.waitFor(() =>
      expect(api.get).toHaveBeenCalledWith('User/getUserLoginById', undefined, expect.anything()),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('approval-work-list')).toBeNull();
    expect(estimationApi.pending).not.toHaveBeenCalled();
  });

  it('lists both levels, oldest first, to a user holding both', async () => {
    roles = ['APPROVER_MOI', 'APPROVER_KPTC'];
    renderPage(<ApprovalWorkList />);
    const links = await screen.findAllByTestId(/^approve-link-/);
    expect(links.map((link) => link.getAttribute('data-testid'))).toEqual([
      'approve-link-QT-1',
      'approve-link-QT-2',
    ]);
  });
});
