// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckStatus } from './CheckStatus.tsx';

afterEach(cleanup);

describe('component: CheckStatus', () => {
  it("shows the check's text named for tests, or the idle text while there is nothing to check", () => {
    render(<CheckStatus status={{ type: 'error', text: 'Above what is open' }} idle="—" testId="check-2" />);
    expect(screen.getByTestId('check-2').textContent).toContain('Above what is open');
    cleanup();
    render(<CheckStatus status={undefined} idle="Not billed" testId="check-3" />);
    expect(screen.queryByTestId('check-3')).toBeNull();
    expect(screen.getByText('Not billed')).toBeTruthy();
  });
});
