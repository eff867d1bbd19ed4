// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { PendingApproval } from '@fleet/shared/engines/approvals';
import { renderPage, setupPageTests } from '../test/testing.tsx';
import { pendingColumns, WorkList, type PendingColumnsOptions } from './WorkList.tsx';

setupPageTests();

const row: PendingApproval = {
  docType: 'QT',
  docnumbr: 'QT-7',
  level: 'KD',
  jobordno: 'JO-1',
  vehicleno: '12/3456',
  amount: 300,
  requester: 'Sara',
  since: '2026-11-02T08:00:00.000Z',
  round: 1,
  link: '/server-link',
};

function Pending({ options, rows = [row] }: { options?: PendingColumnsOptions; rows?: PendingApproval[] }) {
  const { t } = useTranslation();
  return (
    <WorkList
      testId="work"
      query="work:test"
      fetch={() => Promise.resolve(rows)}
      texts="estimation:workList"
      trackBy={(line) => line.docnumbr}
      columns={pendingColumns(t, 'estimation', options)}
    />
  );
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('component: WorkList', () => {
  it('shows the call’s rows under its texts, each linked where the server says, with its level', async () => {
    renderPage(<Pending options={{ levels: true }} />);
    const link = await screen.findByTestId('approve-link-QT-7');
    expect(link.getAttribute('href')).toBe('/server-link');
    const table = screen.getByTestId('work');
    expect(within(table).getByText('Waiting for approval')).toBeTruthy();
    expect(within(table).getByText('(1)')).toBeTruthy();
    expect(headers()).toEqual([
      'Estimation No',
      'Level',
      'Job order No',
      'Plate no',
      'Total',
      'Waiting since',
      'Submitted by',
    ]);
    for (const text of ['KD250', 'JO-1', '12/3456', 'KWD 300.000', '02/11/2026', 'Sara'])
      expect(within(table).getByText(text)).toBeTruthy();
  });

  it('leaves out the level and the job, links where the page says, and says when nothing waits', async () => {
    const { unmount } = renderPage(
      <Pending options={{ job: false, link: (line) => `/open/${line.docnumbr}` }} />,
    );
    expect((await screen.findByTestId('approve-link-QT-7')).getAttribute('href')).toBe('/open/QT-7');
    expect(headers()).toEqual(['Estimation No', 'Total', 'Waiting since', 'Submitted by']);
    unmount();
    renderPage(<Pending rows={[]} />);
    expect(await screen.findByText('Nothing waits for approval')).toBeTruthy();
  });
});
