// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalRecord } from '@fleet/shared/engines/approvals';
import { setLanguage } from '../../i18n/index.ts';
import { setupI18n } from '../test/testing.tsx';
import { ApprovalHistory } from './ApprovalPanel.tsx';

beforeAll(() => setupI18n());
afterEach(async () => {
  cleanup();
  await act(() => setLanguage('en'));
});

const record = (overrides: Partial<ApprovalRecord> = {}): ApprovalRecord => ({
  docType: 'QUOT',
  docnumbr: 'QT-2026-00001',
  level: 'MOI',
  round: 1,
  decision: 'A',
  user: 'moiapprover',
  userName: { en: 'Saad Al-Otaibi', ar: 'سعد العتيبي' },
  at: '2026-11-29T05:48:44.000Z',
  amount: 270,
  remarks: '',
  ...overrides,
});

const cells = () =>
  within(screen.getByTestId('approval-history'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('component: approval history', () => {
  it("names the approver by the employee's name and dates the decision DD/MM/YYYY HH:mm in Kuwait time", () => {
    render(<ApprovalHistory approvals={[record()]} />);

    const [row] = cells();
    expect(row).toContain('Saad Al-Otaibi');
    expect(row).toContain('29/11/2026 08:48');
    expect(row!.join(' ')).not.toContain('moiapprover');
    expect(row!.join(' ')).not.toMatch(/AM|PM/);
  });

  it('reads in Arabic with the Arabic name, and "X for Y" under a delegation', async () => {
    await act(() => setLanguage('ar'));

    render(
      <ApprovalHistory
        approvals={[
          record({
            user: 'kptcapprover',
            userName: { en: 'Fahad Al-Mutairi', ar: 'فهد المطيري' },
            onBehalfOf: 'moiapprover',
            onBehalfOfName: { en: 'Saad Al-Otaibi', ar: 'سعد العتيبي' },
          }),
        ]}
      />,
    );

    const text = cells()[0]!.join(' ');
    expect(text).toContain('فهد المطيري');
    expect(text).toContain('سعد العتيبي');
    expect(text).toContain('29/11/2026 08:48');
    expect(text).not.toContain('moiapprover');
  });

  it('shows the login id only when the masters know no name', () => {
    const { userName: _unknown, ...unnamed } = record({ user: 'retired' });

    render(<ApprovalHistory approvals={[unnamed]} />);

    expect(cells()[0]).toContain('retired');
  });
});
