// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AmountField } from './AmountField.tsx';

afterEach(cleanup);

const input = (testId: string) => screen.getByTestId(testId).querySelector('input')!;

describe('component: AmountField', () => {
  it('shows the amount read-only with three decimals', () => {
    render(<AmountField label="Value" value={1234.5} testId="amount" />);

    expect(input('amount').value).toBe('1,234.500');
    expect(input('amount').readOnly).toBe(true);
    expect(screen.getByText('Value')).toBeTruthy();
  });

  it('prefixes KWD and shows a missing amount as zero', () => {
    render(
      <>
        <AmountField label="Net" value={12} kwd testId="net" />
        <AmountField label="Total" value={undefined} kwd testId="total" />
      </>,
    );

    expect(input('net').value).toBe('KWD 12.000');
    expect(input('total').value).toBe('KWD 0.000');
  });
});
