// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../test/testing.tsx';
import { InputField } from './InputField.tsx';

afterEach(cleanup);

function Kilometres() {
  const [km, setKm] = useState('');
  return (
    <>
      <InputField
        label="Next service (km)"
        testId="km"
        type="number"
        value={km}
        errorText={km === '0' ? 'More than 0' : undefined}
        onChange={setKm}
      />
      <output data-testid="value">{km}</output>
    </>
  );
}

describe('component: InputField', () => {
  it('labels the input, hands back what is typed and shows the error beneath', () => {
    renderPage(<Kilometres />);
    const field = createWrapper(document.body).findFormField()!;
    expect(field.findLabel()!.getElement().textContent).toBe('Next service (km)');
    const input = field.findControl()!.findInput()!;
    expect(screen.getByTestId('km')).toBe(input.getElement());

    act(() => input.setInputValue('0'));

    expect(screen.getByTestId('value').textContent).toBe('0');
    expect(field.findError()!.getElement().textContent).toBe('More than 0');
    expect(input.findNativeInput().getElement().type).toBe('number');
  });
});
