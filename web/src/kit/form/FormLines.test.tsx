// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../test/testing.tsx';
import { FormLines } from './FormLines.tsx';

beforeAll(() => setupI18n());
afterEach(cleanup);

interface CashLine {
  key: string;
  description: string;
  qty: string;
}

const cash = (key: string): CashLine => ({ key, description: '', qty: '1' });

/** Petty cash's lines as its form holds them: unnumbered, added and removed on the page. */
function CashLines({ editable = true, error }: { editable?: boolean; error?: string }) {
  const [lines, setLines] = useState([cash('a')]);
  const form = { values: { lines }, set: (_name: 'lines', changed: CashLine[]) => setLines(changed) };
  return (
    <FormLines
      testId="cash-lines"
      ns="pettyCash"
      form={{ ...form, errorOf: () => error }}
      editable={editable}
      add={{ max: 2, newLine: () => cash(`n${lines.length}`) }}
      trackBy={(line) => line.key}
      fields={{
        description: { input: 'text', minWidth: 200 },
        qty: { input: 'decimal' },
        value: { cell: (line, index) => <span data-testid={`value-${index + 1}`}>{`= ${line.qty}`}</span> },
      }}
    />
  );
}

const table = () => createWrapper(document.body).findTable('[data-testid="cash-lines"]')!;

describe('component: FormLines', () => {
  it("takes its texts from the document's namespace and types, adds (up to the most) and removes lines", () => {
    const { container } = render(<CashLines />);
    expect(table().findHeaderSlot()!.getElement().textContent).toContain('Purchases (1)');
    expect(screen.getByText('Up to 2 lines; empty lines are left out.')).toBeTruthy();
    expect(
      table()
        .findColumnHeaders()
        .map((header) => header.getElement().textContent),
    ).toEqual(['#', 'Description', 'Qty', 'Value (KWD)', 'Remove']);

    createWrapper(container).findInput('[data-testid="line-qty-1"]')!.setInputValue('3');
    expect(screen.getByTestId('value-1').textContent).toBe('= 3');
    expect(screen.getByLabelText('Description of line 1')).toBeTruthy();
    expect(screen.getByTestId('line-qty-1').closest('div[dir="ltr"]')).toBeTruthy();
    expect(screen.getByTestId('line-description-1').closest('div[dir="ltr"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    expect(table().findRows()).toHaveLength(2);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add line' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(table().findRows()).toHaveLength(1);
    expect(screen.getByTestId('value-1').textContent).toBe('= 1');
  });

  it("shows the lines read-only, without the hint and buttons, and the lines' error under them", () => {
    render(<CashLines editable={false} error="Add at least one line." />);
    expect(screen.queryByText('Up to 2 lines; empty lines are left out.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add line' })).toBeNull();
    expect(table().findBodyCell(1, 3)!.getElement().textContent).toBe('1');
    expect(screen.getByTestId('cash-lines-error').textContent).toBe('Add at least one line.');
  });

  it('names the inputs of numbered lines by their serial, with the part and a header of another namespace', () => {
    const lines = [{ serlnumb: 4, sparepart: 'FLT-1001', sparenam: 'Oil filter', spareuom: 'PCS', qty: '2' }];
    const form = { values: { lines }, set: () => {}, errorOf: () => undefined };
    render(
      <FormLines
        testId="invoice-lines"
        ns="supplierInvoice"
        form={form}
        editable
        item={{}}
        fields={{
          spareuom: {},
          qty: { input: 'numeric' },
          decision: { header: 'kit:approval.lineDecision', cell: () => '—' },
        }}
      />,
    );
    const invoice = createWrapper(document.body).findTable('[data-testid="invoice-lines"]')!;
    expect(invoice.findColumnHeaders().map((header) => header.getElement().textContent)).toEqual([
      '#',
      'Item',
      'UOM',
      'Invoiced qty',
      'Decision',
    ]);
    expect(invoice.findBodyCell(1, 1)!.getElement().textContent).toBe('4');
    expect(screen.getByTestId('qty-4')).toBeTruthy();
    expect(screen.getByLabelText('Invoiced quantity of line 4')).toBeTruthy();
  });
});
