// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../test/testing.tsx';
import { DateTimeField, PickField, SelectField } from './fields.tsx';
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

    // Typed on an Arabic keyboard: the digits are kept Western.
    act(() => input.setInputValue('٠٧/٠٣/٢٠٢٦ ١١:٣٠'));
    expect(screen.getByTestId('value').textContent).toBe('07/03/2026 11:30');
  });
});

function YearFilter() {
  const [year, setYear] = useState('2026');
  return (
    <>
      <PickField
        label="Year"
        testId="year"
        value={year}
        options={['2025', '2026'].map((value) => ({ value, label: value }))}
        errorText={year === '2025' ? 'No budget in 2025' : undefined}
        onChange={setYear}
      />
      <output data-testid="value">{year}</output>
    </>
  );
}

describe('component: PickField', () => {
  it("shows the page's choice under its label and hands the chosen value back", () => {
    renderPage(<YearFilter />);
    const select = createWrapper(document.body).findSelect('[data-testid="year"]')!;
    expect(select.findTrigger().getElement().textContent).toContain('2026');
    expect(createWrapper(document.body).findFormField()!.findLabel()!.getElement().textContent).toBe('Year');

    act(() => select.openDropdown());
    act(() => select.selectOptionByValue('2025'));

    expect(screen.getByTestId('value').textContent).toBe('2025');
    expect(createWrapper(document.body).findFormField()!.findError()!.getElement().textContent).toBe(
      'No budget in 2025',
    );
  });
});

function GarageChoice({ loading }: { loading: boolean }) {
  const form = useFormState({ garage: 'G2' }, () => ({}));
  const garages = { options: ['G1', 'G2'].map((value) => ({ value, label: `Garage ${value}` })), loading };
  return <SelectField form={form} name="garage" label="Garage" choices={garages} />;
}

describe('component: SelectField', () => {
  it("shows a lookup's options as one `choices`, and its loading state while it is read", () => {
    const { unmount } = renderPage(<GarageChoice loading={false} />);
    const select = createWrapper(screen.getByTestId('garage')).findSelect()!;
    expect(select.findTrigger().getElement().textContent).toContain('Garage G2');
    act(() => select.openDropdown());
    expect(select.findDropdown().findOptions()).toHaveLength(2);
    expect(select.findStatusIndicator()).toBeNull();
    unmount();

    renderPage(<GarageChoice loading />);
    const loading = createWrapper(screen.getByTestId('garage')).findSelect()!;
    act(() => loading.openDropdown());
    expect(loading.findStatusIndicator()).toBeTruthy();
  });
});

const plates = Array.from({ length: 10 }, (_, index) => `12/3456${index}`);

function PlateChoice() {
  const form = useFormState({ vehicleno: '' }, () => ({}));
  return (
    <SelectField
      form={form}
      name="vehicleno"
      label="Vehicle"
      options={plates.map((value) => ({ value, label: value }))}
    />
  );
}

describe('component: a long choice list', () => {
  it('finds an option by its digits typed on an Arabic keyboard', () => {
    renderPage(<PlateChoice />);
    const select = createWrapper(screen.getByTestId('vehicleno')).findSelect()!;
    act(() => select.openDropdown());
    act(() => select.findFilteringInput()!.setInputValue('٣٤٥٦٧'));

    const shown = select
      .findDropdown()
      .findOptions()
      .map((option) => option.getElement().textContent);
    // The option, with the form that matched under it.
    expect(shown).toEqual(['12/34567١٢/٣٤٥٦٧']);
  });
});
