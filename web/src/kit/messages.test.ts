// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { formatMessage, messages } from '@fleet/shared';
import { serverText } from './messages.ts';
import { setupI18n } from './test/testing.tsx';

beforeAll(() => setupI18n());

const refusal = formatMessage(messages.delegationRoleNotHeld, { role: 'Garage Approver' });

describe('unit: server messages in the reader language', () => {
  it("words a refusal's role by its Arabic name for an Arabic reader, never by its English name or code (issue 25)", () => {
    const arabic = serverText(i18next.getFixedT('ar'), refusal);
    expect(arabic).toContain('معتمد الكراج');
    expect(arabic).not.toContain('Garage Approver');
    const byCode = serverText(
      i18next.getFixedT('ar'),
      formatMessage(messages.delegationBeyondOwnRights, { role: 'APPROVER_GARAGE' }),
    );
    expect(byCode).toContain('معتمد الكراج');
    expect(byCode).not.toContain('APPROVER_GARAGE');
  });

  it('words it by its English name for an English reader, and leaves a role it does not know as sent', () => {
    expect(
      serverText(
        i18next.getFixedT('en'),
        formatMessage(messages.delegationRoleNotHeld, { role: 'APPROVER_MOI' }),
      ),
    ).toBe('Only a role the delegator holds can be delegated (MOI Approver).');
    expect(serverText(i18next.getFixedT('en'), refusal)).toBe(refusal);
    expect(
      serverText(i18next.getFixedT('ar'), formatMessage(messages.delegationRoleNotHeld, { role: 'WASHER' })),
    ).toContain('WASHER');
  });
});
