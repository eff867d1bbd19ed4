// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { noRights } from '@fleet/shared';
import type { MyWork } from '@fleet/shared/reports/my-work';

import { getSession, setSession } from '../../../auth/session.ts';
import { publishProjectionsChanged, projectionsDebounceMs } from '../../../kit/live/projections.ts';
import { renderPage, setupI18n, signInForTest } from '../../../kit/test/testing.tsx';
import { MyWorkPage } from './MyWorkPage.tsx';

const work: MyWork = {
  rows: [
    {
      source: 'approval',
      action: 'approval.PRQ.GARAGE',
      docType: 'PRQ',
      docnumbr: 'PRQ-2026-00001',
      level: 'GARAGE',
      amount: 120.5,
      since: '2026-11-27T10:00:00.000Z',
      ageMinutes: 0,
      link: '/purchaseReqEntry?docnumbr=PRQ-2026-00001&mod=true&status=APPROVE&level=GARAGE',
    },
    {
      source: 'jobOrder',
      action: 'deliveryApproval',
      jobordno: 'JO-2026-00011',
      vehicleno: '12/34567',
      statuscde: 1223,
      statusGroup: 'completed',
      garage: 'G02',
      garagnam: 'Sabhan Branch Garage',
      since: '2026-11-28T10:00:00.000Z',
      ageMinutes: 0,
      link: '/vehicledeliveryapprovelist?jobordno=JO-2026-00011',
    },
  ],
  counts: [
    { action: 'deliveryApproval', count: 1 },
    { action: 'approval.PRQ.GARAGE', count: 1 },
  ],
  total: 2,
  at: '2026-11-30T10:00:00.000Z',
};

let answer: MyWork = work;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  const body = url.includes('MyWork/getMyWork')
    ? answer
    : url.includes('getGarage')
      ? [{ garageid: 'G02', garagnam: 'Sabhan Branch Garage', garagnamar: 'كراج فرع صبحان' }]
      : [];
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
});
const myWorkCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('MyWork/getMyWork'));

beforeAll(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await setupI18n();
});
beforeEach(() => {
  answer = work;
  fetchMock.mockClear();
  signInForTest('garageapprover', 'Garage Approver', { SGRG013: { ...noRights, views: 'Y', adds: 'Y' } });
});
afterEach(cleanup);

describe('unit: my work page', () => {
  it('groups the rows by action with their counts, each row opening its page', async () => {
    renderPage(<MyWorkPage />);

    const delivery = await screen.findByTestId('my-work-group-deliveryApproval');
    expect(within(delivery).getByRole('heading', { name: /Approve the delivery/ }).textContent).toContain(
      '(1)',
    );
    const approval = screen.getByTestId('my-work-group-approval.PRQ.GARAGE');
    expect(within(approval).getByText('Purchase request approval (garage)')).toBeTruthy();
    expect(within(approval).getByText('KWD 120.500')).toBeTruthy();
    expect(within(delivery).getByText('Repair finished, not yet delivered', { exact: false })).toBeTruthy();

    fireEvent.click(within(delivery).getByRole('link', { name: /JO-2026-00011/ }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/vehicledeliveryapprovelist?jobordno=JO-2026-00011',
    );
  });

  it('greets the reader by their name in their language', async () => {
    setSession({ ...getSession()!, usernameAr: 'معتمد الكراج' });
    await act(() => i18next.changeLanguage('ar'));
    try {
      renderPage(<MyWorkPage />);
      const heading = await screen.findByRole('heading', { level: 1 });
      const header = heading.closest('header') ?? heading.parentElement!.parentElement!.parentElement!;
      expect(header.textContent).toContain('معتمد الكراج');
      expect(header.textContent).not.toContain('Garage Approver');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it("names a row's garage in Arabic for an Arabic reader, from the garage master", async () => {
    await act(() => i18next.changeLanguage('ar'));
    try {
      renderPage(<MyWorkPage />);
      const delivery = await screen.findByTestId('my-work-group-deliveryApproval');
      await vi.waitFor(() => expect(within(delivery).getByText('كراج فرع صبحان')).toBeTruthy());
      expect(within(delivery).queryByText('Sabhan Branch Garage')).toBeNull();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('says so when nothing waits', async () => {
    answer = { rows: [], counts: [], total: 0, at: work.at };
    renderPage(<MyWorkPage />);

    expect(await screen.findByTestId('my-work-empty')).toBeTruthy();
    expect(screen.getByText('Nothing is waiting for you')).toBeTruthy();
  });

  it('reads its work again when a push says a job order moved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage(<MyWorkPage />);
      await screen.findByTestId('my-work-group-deliveryApproval');
      expect(myWorkCalls()).toHaveLength(1);

      answer = { ...work, rows: work.rows.slice(0, 1), counts: work.counts.slice(1), total: 1 };
      act(() => {
        publishProjectionsChanged({ type: 'projections', project: 'MOI', parts: ['status'] });
        vi.advanceTimersByTime(projectionsDebounceMs);
      });

      await vi.waitFor(() => expect(screen.queryByTestId('my-work-group-deliveryApproval')).toBeNull());
      expect(myWorkCalls()).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
