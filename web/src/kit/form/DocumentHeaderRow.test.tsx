// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession } from '../../auth/session.ts';
import { formatTime } from '../../i18n/format.ts';
import { renderPage, setupI18n, signInForTest } from '../testing.tsx';
import { DocumentHeaderRow } from './DocumentHeaderRow.tsx';
import { ReadOnlyField } from './fields.tsx';

beforeAll(() => setupI18n());
afterEach(() => {
  cleanup();
  clearSession();
});

const valueOf = (testId: string) => screen.getByTestId(testId).querySelector('input')?.value;

describe('component: DocumentHeaderRow', () => {
  it("shows the opening date and time and the signed-in user's name read-only", () => {
    signInForTest('reception', 'Reception Clerk', {});

    const openedAt = new Date(2026, 2, 5, 9, 7);

    renderPage(<DocumentHeaderRow openedAt={openedAt} columns={3} />);

    expect(valueOf('header-date')).toBe('05/03/2026');
    expect(valueOf('header-time')).toBe(formatTime(openedAt));
    expect(valueOf('header-user')).toBe('Reception Clerk');
    expect(screen.getByText('Date')).toBeTruthy();
    expect(screen.getByText('User')).toBeTruthy();
    expect(screen.getByTestId('header-user').querySelector('input')?.readOnly).toBe(true);
  });

  it("puts the page's own fields after the user", () => {
    renderPage(
      <DocumentHeaderRow openedAt={new Date(2026, 2, 5, 9, 7)}>
        <ReadOnlyField label="Invoice No" value="INV-7" testId="header-carinvno" />
      </DocumentHeaderRow>,
    );

    const ids = [...document.querySelectorAll('[data-testid^="header-"]')].map((node) =>
      node.getAttribute('data-testid'),
    );
    expect(ids).toEqual(['header-date', 'header-time', 'header-user', 'header-carinvno']);
    expect(valueOf('header-user')).toBe('');
    expect(valueOf('header-carinvno')).toBe('INV-7');
  });
});
