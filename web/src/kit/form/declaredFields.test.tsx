// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formControl, inputValue, renderPage, setupI18n } from '../test/testing.tsx';
import { declaredFields } from './declaredFields.tsx';
import { useFormState } from './formState.ts';
import { DocumentTotals } from './TotalsBlock.tsx';

beforeAll(() => setupI18n());
afterEach(cleanup);

function CreditHeader({ withReason }: { withReason: boolean }) {
  const { t } = useTranslation();
  const form = useFormState({ crednoteno: 'CN-7', crednotedate: '', reason: '', remarks: '' }, () => ({}));
  return (
    <>
      <ColumnLayout columns={3}>
        {declaredFields(t, {
          form,
          ns: 'creditInvoice',
          fields: {
            crednoteno: { required: true },
            reason: withReason && { kind: 'select', options: [{ value: 'return', label: 'Return' }] },
            remarks: { kind: 'textarea', label: 'Notes' },
          },
        })}
      </ColumnLayout>
      <output data-testid="value">{form.values.crednoteno}</output>
    </>
  );
}

describe('component: declaredFields', () => {
  it('renders the declared fields in order, labelled by the document and bound to the form', () => {
    renderPage(<CreditHeader withReason />);
    const labels = createWrapper(document.body)
      .findAllFormFields()
      .map((field) => field.findLabel()?.getElement().textContent);
    expect(labels).toEqual(["Supplier's credit note No *", 'Reason', 'Notes']);
    // Each field is a child of the page's ColumnLayout: a column of its own, not all in one.
    const cells = createWrapper(document.body)
      .findAllFormFields()
      .map((field) => field.getElement().parentElement);
    expect(new Set(cells).size).toBe(3);
    expect(inputValue('crednoteno')).toBe('CN-7');
    expect(formControl('reason').findSelect()).toBeTruthy();
    expect(formControl('remarks').findTextarea()).toBeTruthy();

    act(() => formControl('crednoteno').findInput()!.setInputValue('CN-8'));

    expect(screen.getByTestId('value').textContent).toBe('CN-8');
  });

  it('leaves out a field declared false', () => {
    renderPage(<CreditHeader withReason={false} />);
    expect(screen.queryByTestId('reason')).toBeNull();
    expect(screen.getByTestId('remarks')).toBeTruthy();
  });
});

describe('component: DocumentTotals', () => {
  it("titles the amounts by the document's keys, in KWD unless plain, named by field", () => {
    renderPage(<DocumentTotals ns="creditInvoice" amounts={{ invoiced: 12.5, totalval: 3 }} />);
    expect(screen.getByText('Totals')).toBeTruthy();
    expect(screen.getByText('Invoiced (KWD)')).toBeTruthy();
    expect(inputValue('totalval')).toBe('KWD 3.000');
    cleanup();
    renderPage(<DocumentTotals ns="creditInvoice" amounts={{ totalval: 3 }} plain />);
    expect(inputValue('totalval')).toBe('3.000');
  });
});
