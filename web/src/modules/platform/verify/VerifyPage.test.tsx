// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { VerificationAnswer } from '@fleet/shared/platform/verification';
import { setLanguage } from '../../../i18n/index.ts';
import { renderPage, setupI18n } from '../../../kit/test/testing.tsx';
import { verifyApi } from './api.ts';
import { VerifyPage } from './VerifyPage.tsx';

vi.mock('./api.ts');

const answer: VerificationAnswer = {
  valid: true,
  hash: '0123456789abcdef',
  view: {
    doctype: 'QUOT',
    docnumbr: 'EST-2026-00001',
    title: { en: 'Estimation', ar: 'التقدير' },
    docdate: '2026-11-29',
    party: 'Shuwaikh Main Garage',
    partyAr: 'كراج الشويخ الرئيسي',
    totals: [{ label: { en: 'Total', ar: 'الإجمالي' }, amount: 205 }],
    status: { en: 'Approved', ar: 'معتمد' },
    approvals: [
      {
        level: 'MOI',
        decision: 'A',
        user: 'delegate1',
        userName: { en: 'Saad Al-Otaibi', ar: 'سعد العتيبي' },
        onBehalfOf: 'moiapprover',
        onBehalfOfName: { en: 'Fahad Al-Ajmi', ar: 'فهد العجمي' },
        at: '2026-11-29T05:48:44.000Z',
      },
      { level: 'KPTC', decision: 'A', user: 'olduser', at: '2026-11-29T06:00:00.000Z' },
    ],
  },
};
const route = '/verify?p=MOI&t=QUOT&n=EST-2026-00001&h=0123456789abcdef';
const approvalTexts = () => screen.getAllByTestId('verify-approval').map((row) => row.textContent ?? '');

beforeAll(() => setupI18n());
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await act(() => setLanguage('en'));
});

describe('component: the public verification page', () => {
  it("names who decided by the employees' names in the reader's language, never by login id (issue 25 item 6)", async () => {
    vi.mocked(verifyApi.document).mockResolvedValue(answer);
    await act(() => setLanguage('ar'));
    renderPage(<VerifyPage />, { route });

    await screen.findAllByTestId('verify-approval');
    expect(approvalTexts()[0]).toContain('بواسطة سعد العتيبي نيابة عن فهد العجمي');
    expect(approvalTexts()[0]).not.toContain('delegate1');
    // A code the masters do not name shows as it is.
    expect(approvalTexts()[1]).toContain('بواسطة olduser');
    expect(screen.getByText('كراج الشويخ الرئيسي')).toBeTruthy();
    expect(screen.queryByText('Shuwaikh Main Garage')).toBeNull();
  });

  it('names them in English for an English reader', async () => {
    vi.mocked(verifyApi.document).mockResolvedValue(answer);
    renderPage(<VerifyPage />, { route });

    await screen.findAllByTestId('verify-approval');
    expect(approvalTexts()[0]).toContain('by Saad Al-Otaibi for Fahad Al-Ajmi');
    expect(screen.getByText('Shuwaikh Main Garage')).toBeTruthy();
  });
});
