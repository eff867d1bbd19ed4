// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setupI18n } from '../test/testing.tsx';
import { DocumentPickerFields } from './DocumentPickerFields.tsx';
import { TextField } from './fields.tsx';
import { useFormState } from './formState.ts';

beforeAll(() => setupI18n());
afterEach(cleanup);

interface Values {
  jobordno: string;
  remarks: string;
}

const jobOrders = [
  { jobordno: 'JO-1', vehicleno: '12/34567', garagnam: 'Shuwaikh' },
  { jobordno: 'JO-2', vehicleno: '76/54321', garagnam: 'Ahmadi' },
];

function Picker({ picking, initial = '' }: { picking: boolean; initial?: string }) {
  const form = useFormState<Values>({ jobordno: initial, remarks: '' }, () => ({}));
  const shown = jobOrders.find((row) => row.jobordno === form.values.jobordno);
  return (
    <DocumentPickerFields
      form={form}
      name="jobordno"
      label="Job Order No"
      choices={{ options: jobOrders.map((row) => ({ value: row.jobordno, label: row.jobordno })) }}
      picking={picking}
      details={[
        { label: 'Vehicle No', value: shown?.vehicleno, testId: 'vehicleno' },
        { label: 'Garage', value: shown?.garagnam },
      ]}
    >
      <TextField form={form} name="remarks" label="Remarks" />
    </DocumentPickerFields>
  );
}

const valueOf = (testId: string) => screen.getByTestId(testId).querySelector('input')?.value;

describe('component: DocumentPickerFields', () => {
  it("offers the documents while picking and shows the picked one's details", () => {
    const { container } = renderPage(<Picker picking />);
    const select = createWrapper(screen.getByTestId('jobordno')).findSelect()!;
    expect(valueOf('vehicleno')).toBe('');

    act(() => select.openDropdown());
    act(() => select.selectOptionByValue('JO-2'));

    expect(valueOf('vehicleno')).toBe('76/54321');
    expect(screen.getByLabelText('Garage', { selector: 'input' })).toBeTruthy();
    expect(
      createWrapper(container).findFormField('[data-testid="jobordno"]')!.getElement().textContent,
    ).toContain('*');
    expect(valueOf('remarks')).toBe('');
  });

  it('shows the number read-only once the document exists', () => {
    renderPage(<Picker picking={false} initial="JO-1" />);

    expect(createWrapper(screen.getByTestId('jobordno')).findSelect()).toBeNull();
    expect(valueOf('jobordno')).toBe('JO-1');
    expect(screen.getByTestId('jobordno').querySelector('input')?.readOnly).toBe(true);
    expect(valueOf('vehicleno')).toBe('12/34567');
  });
});
