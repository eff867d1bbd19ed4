// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { westernDigits } from '@fleet/shared/platform/digits';
import { Input, type InputProps } from './Input.tsx';

afterEach(cleanup);

function Typed(props: Omit<InputProps, 'value' | 'onChange'> & { westernDigits?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <Input {...props} value={value} onChange={({ detail }) => setValue(detail.value)} />
      <output data-testid="kept">{value}</output>
    </>
  );
}

const type = (text: string) => act(() => createWrapper(document.body).findInput()!.setInputValue(text));
const kept = () => screen.getByTestId('kept').textContent;

describe('unit: westernDigits', () => {
  it('makes Arabic-Indic and Eastern Arabic-Indic digits and the Arabic separators Western', () => {
    expect(westernDigits('٩٩٨٨٧٧٦٦')).toBe('99887766');
    expect(westernDigits('۱۲۳')).toBe('123');
    expect(westernDigits('١٬٢٥٠٫٥٠٠')).toBe('1250.500');
    expect(westernDigits('12/3456 أ')).toBe('12/3456 أ');
  });
});

describe('component: the kit Input takes a number as an Arabic keyboard types it', () => {
  it.each([['numeric'], ['decimal'], ['tel']] as const)('in a %s field', (inputMode) => {
    render(<Typed inputMode={inputMode} />);
    type('٩٩٨٨٧٧٦٦');
    expect(kept()).toBe('99887766');
    type('٢٫٥');
    expect(kept()).toBe('2.5');
  });

  it('in a field that asks for Western digits (a date-time typed as text)', () => {
    render(<Typed westernDigits />);
    type('٠٥/٠٣/٢٠٢٦ ٠٩:٠٧');
    expect(kept()).toBe('05/03/2026 09:07');
  });

  it('leaves a text field as typed', () => {
    render(<Typed />);
    type('سيارة ١٢');
    expect(kept()).toBe('سيارة ١٢');
  });
});
