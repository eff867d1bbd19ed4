// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../testing.tsx';
import { DateTimeField } from './fields.tsx';
import { useFormState } from './formState.ts';

afterEach(cleanup);

function CheckOut() {
  const form = useFormState({ checkoutdt: '05/03/2026 09:07' }, () => ({}));
  return (
    <>
      <DateTimeField form={form} name="checkoutdt" label="Check-out" format="DD/MM/YYYY HH:mm" />
      <output data-testid="value">{form.values.checkoutdt}</output>
    </>
  );
}

describe('component: DateTimeField', () => {
  it('keeps the typed date-time left-to-right with its format as placeholder and hint', () => {
    renderPage(<CheckOut />);
    const field = screen.getByTestId('checkoutdt');
    const input = createWrapper(field).findInput()!;

    expect(input.findNativeInput().getElement().value).toBe('05/03/2026 09:07');
    expect(input.findNativeInput().getElement().placeholder).toBe('DD/MM/YYYY HH:mm');
    expect(field.querySelector('[dir="ltr"]')).toBeTruthy();
    const formField = createWrapper(document.body).findFormField('[data-testid="checkoutdt"]')!;
    expect(formField.findConstraint()!.getElement().textContent).toBe('DD/MM/YYYY HH:mm');

    act(() => input.setInputValue('06/03/2026 10:00'));

    expect(screen.getByTestId('value').textContent).toBe('06/03/2026 10:00');
  });
});
