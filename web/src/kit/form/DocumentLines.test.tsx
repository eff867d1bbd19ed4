// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../test/testing.tsx';
import { DocumentLines, LineInput, itemColumn, serialColumn } from './DocumentLines.tsx';
import { PartLines, issuedColumns } from './PartLines.tsx';
import { TotalsBlock } from './TotalsBlock.tsx';

beforeAll(() => setupI18n());
afterEach(cleanup);

interface QuoteLine {
  serlnumb: number;
  sparepart: string;
  sparenam: string;
  unitprice: string;
}

const lines: QuoteLine[] = [
  { serlnumb: 3, sparepart: 'FLT-1001', sparenam: 'Oil filter', unitprice: '2.250' },
  { serlnumb: 5, sparepart: 'BRK-2001', sparenam: 'Brake pads', unitprice: '' },
];
const nameOf = (_kind: string, code: string | undefined, saved?: string) => `${saved ?? code}*`;

const table = () => createWrapper(document.body).findTable('[data-testid="quotation-lines"]')!;

describe('component: DocumentLines', () => {
  it('shows the lines under the title with their count and the declared columns', () => {
    render(
      <DocumentLines
        testId="quotation-lines"
        title="Lines"
        description="Type each price"
        lines={lines}
        trackBy={(line) => String(line.serlnumb)}
        emptyText="No lines"
        columns={[
          serialColumn('serlnumb'),
          itemColumn('Item', nameOf, 180),
          { id: 'price', header: 'Price', cell: (line) => line.unitprice || '—' },
        ]}
      />,
    );
    expect(table().findHeaderSlot()!.getElement().textContent).toContain('Lines (2)');
    expect(screen.getByText('Type each price')).toBeTruthy();
    expect(table().findBodyCell(1, 1)!.getElement().textContent).toBe('3');
    expect(table().findBodyCell(2, 2)!.getElement().textContent).toBe('BRK-2001 Brake pads*');
    expect(table().findBodyCell(2, 3)!.getElement().textContent).toBe('—');
    expect(
      table()
        .findColumnHeaders()
        .map((header) => header.getElement().textContent),
    ).toEqual(['#', 'Item', 'Price']);
  });

  it('numbers new lines from 1, says why there are none, and removes a line while editing', () => {
    const onRemove = vi.fn();
    const { rerender } = render(
      <DocumentLines
        testId="quotation-lines"
        title="Lines"
        lines={[] as QuoteLine[]}
        trackBy={(line) => line.sparepart}
        emptyText="Add at least one line."
        columns={[serialColumn()]}
      />,
    );
    expect(screen.getByText('Add at least one line.')).toBeTruthy();

    rerender(
      <DocumentLines
        testId="quotation-lines"
        title="Lines"
        lines={lines}
        trackBy={(line) => line.sparepart}
        emptyText="Add at least one line."
        columns={[serialColumn()]}
        remove={{ header: 'Remove', label: (number) => `Remove line ${number}`, onRemove }}
      />,
    );
    expect(table().findBodyCell(2, 1)!.getElement().textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(onRemove).toHaveBeenCalledWith(1);
  });

  it('keys lines that repeat by their place and shows a node under the title', () => {
    const trackBy = vi.fn((_line: QuoteLine, index: number) => String(index));
    render(
      <DocumentLines
        testId="quotation-lines"
        title="Lines"
        description={<span data-testid="lines-error">Add at least one line.</span>}
        lines={[lines[0]!, lines[0]!]}
        trackBy={trackBy}
        emptyText="No lines"
        columns={[serialColumn()]}
      />,
    );
    expect(table().findRows()).toHaveLength(2);
    expect(trackBy).toHaveBeenCalledWith(lines[0], 1);
    expect(screen.getByTestId('lines-error').textContent).toBe('Add at least one line.');
  });

  it('types a value left to right, or in the page direction for a text', () => {
    const onChange = vi.fn();
    const { container } = render(
      <>
        <LineInput
          testId="price-3"
          ariaLabel="Price of line 3"
          inputMode="decimal"
          value="2"
          onChange={onChange}
        />
        <LineInput
          testId="remarks-3"
          ariaLabel="Remarks of line 3"
          ltr={false}
          value=""
          onChange={() => {}}
        />
      </>,
    );
    createWrapper(container).findInput('[data-testid="price-3"]')!.setInputValue('2.5');
    expect(onChange).toHaveBeenCalledWith('2.5');
    expect(screen.getByTestId('price-3').closest('div[dir="ltr"]')).toBeTruthy();
    expect(screen.getByTestId('remarks-3').closest('div[dir="ltr"]')).toBeNull();
  });
});

describe('component: PartLines', () => {
  const parts = [
    { sparepart: 'FLT-1001', sparenam: 'Oil filter', qty: 2 },
    { sparepart: 'BRK-2001', sparenam: 'Brake pads', qty: 1 },
  ];
  const labels = {
    title: 'Parts',
    item: 'Item',
    qty: 'Quantity',
    remove: 'Remove',
    removeLine: (number: number) => `Remove line ${number}`,
  };
  const partTable = () => createWrapper(document.body).findTable('[data-testid="request-lines"]')!;

  it('shows number, part and quantity, then what was issued of each stored line', () => {
    render(
      <PartLines
        testId="request-lines"
        labels={labels}
        lines={parts}
        emptyText="No parts"
        columns={issuedColumns({ issued: 'Issued', open: 'Open' }, [
          { issuedqty: 2, openqty: 0 },
          { issuedqty: 0, openqty: 1 },
        ])}
      />,
    );
    expect(
      partTable()
        .findColumnHeaders()
        .map((header) => header.getElement().textContent),
    ).toEqual(['#', 'Item', 'Quantity', 'Issued', 'Open']);
    expect(partTable().findBodyCell(1, 2)!.getElement().textContent).toBe('FLT-1001 Oil filter');
    expect(partTable().findBodyCell(2, 5)!.getElement().textContent).toBe('1');
    expect(screen.queryByRole('button', { name: 'Remove line 1' })).toBeNull();
  });

  it('removes a line while the lines are edited', () => {
    const onChange = vi.fn();
    render(
      <PartLines
        testId="request-lines"
        labels={labels}
        lines={parts}
        emptyText="No parts"
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(onChange).toHaveBeenCalledWith([parts[1]]);
  });
});

describe('component: TotalsBlock', () => {
  it('shows the figures under the title and what follows them', () => {
    render(
      <TotalsBlock title="Totals" after={<p>Over the limit</p>}>
        <span>KWD 44.000</span>
      </TotalsBlock>,
    );
    const container = createWrapper(document.body).findContainer()!;
    expect(container.findHeader()!.getElement().textContent).toBe('Totals');
    expect(createWrapper(document.body).findColumnLayout()).toBeTruthy();
    expect(screen.getByText('KWD 44.000')).toBeTruthy();
    expect(screen.getByText('Over the limit')).toBeTruthy();
  });
});
