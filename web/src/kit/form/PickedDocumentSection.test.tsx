// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setupI18n } from '../test/testing.tsx';
import { PickedDocumentSection } from './PickedDocumentSection.tsx';
import { useFormState } from './formState.ts';

beforeAll(() => setupI18n());
afterEach(cleanup);

const stored = { docnumbr: 'LPO-2026-00007', docdate: '2026-03-01', state: 'Approved' };

function Section({ saved, storedOnly }: { saved: boolean; storedOnly?: boolean }) {
  const form = useFormState({ costshtno: saved ? 'CS-2026-00003' : '' }, () => ({}));
  return (
    <PickedDocumentSection
      title="Order"
      fields="lpo:fields"
      page={{ form, adding: !saved, stored: saved ? { master: stored } : undefined }}
      name="costshtno"
      choices={{ options: [{ value: 'CS-2026-00003', label: 'CS-2026-00003' }] }}
      storedOnly={storedOnly}
      stateOf={(document) => document.state}
      details={[{ label: 'Vehicle', value: '12/34567', testId: 'vehicleno' }]}
    />
  );
}

const valueOf = (testId: string) => screen.queryByTestId(testId)?.querySelector('input')?.value;

describe('component: PickedDocumentSection', () => {
  it("labels the picker by the page's field texts and shows the stored number, date and state around the details", () => {
    renderPage(<Section saved />);

    expect(screen.getByText('Order')).toBeTruthy();
    expect(screen.getByLabelText('Cost sheet', { selector: 'input', exact: false })).toBeTruthy();
    expect(valueOf('costshtno')).toBe('CS-2026-00003');
    expect(valueOf('docnumbr')).toBe('LPO-2026-00007');
    expect(screen.getByLabelText('Date', { selector: 'input' }).getAttribute('value')).toBe('01/03/2026');
    expect(valueOf('vehicleno')).toBe('12/34567');
    expect(valueOf('state')).toBe('Approved');
  });

  it('shows the number, date and state empty while adding, or not at all when only a stored document has them', () => {
    renderPage(<Section saved={false} />);
    expect(valueOf('docnumbr')).toBe('');
    expect(valueOf('state')).toBe('');
    cleanup();

    renderPage(<Section saved={false} storedOnly />);
    expect(valueOf('docnumbr')).toBeUndefined();
    expect(valueOf('state')).toBeUndefined();
    expect(valueOf('vehicleno')).toBe('12/34567');
  });
});
