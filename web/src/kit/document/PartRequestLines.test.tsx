// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SparePart } from '@fleet/shared/platform/lookups';
import { setupI18n } from '../test/testing.tsx';
import { PartRequestLines, type PartRequestLine } from './PartRequestLines.tsx';

beforeAll(() => setupI18n());
afterEach(cleanup);

const filter = {
  sparepart: 'FLT-1001',
  sparenam: 'Oil filter',
  sparenamar: '',
  spareuom: 'PCS',
} as SparePart;
const pads = { sparepart: 'BRK-2001', sparenam: 'Brake pads', sparenamar: '', spareuom: 'SET' } as SparePart;
const parts = {
  items: [filter, pads],
  options: [
    { value: 'FLT-1001', label: 'FLT-1001 Oil filter' },
    { value: 'BRK-2001', label: 'BRK-2001 Brake pads' },
  ],
  loading: false,
};
const labels = {
  entry: 'Add a part',
  add: 'Add',
  title: 'Parts',
  item: 'Item',
  qty: 'Quantity',
  remove: 'Remove',
  removeLine: (number: number) => `Remove line ${number}`,
};
const line = (sparepart: string, sparenam: string, qty: number): PartRequestLine => ({
  sparepart,
  sparenam,
  qty,
  remarks: '',
});

function add(sparepart: string, qty: number) {
  const wrapper = createWrapper(document.body);
  const select = wrapper.findSelect('[data-testid="entry-item"]')!;
  select.openDropdown();
  select.selectOptionByValue(sparepart);
  wrapper.findInput('[data-testid="entry-qty"]')!.setInputValue(String(qty));
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

describe('component: PartRequestLines', () => {
  it('adds a part with its item master name, an item again to its line, and stops at the most lines', () => {
    const onChange = vi.fn();
    const lines = [line('FLT-1001', 'Oil filter', 1)];
    render(
      <PartRequestLines
        testId="request-lines"
        labels={labels}
        lines={lines}
        emptyText="No parts"
        onChange={onChange}
        parts={parts}
        maxLines={1}
        entryActions={<button>Take the estimation's parts</button>}
      />,
    );
    expect(screen.getByRole('button', { name: "Take the estimation's parts" })).toBeTruthy();

    add('FLT-1001', 2);
    expect(onChange).toHaveBeenLastCalledWith([line('FLT-1001', 'Oil filter', 3)]);
    add('BRK-2001', 1);
    expect(onChange).toHaveBeenLastCalledWith(lines);

    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows the lines alone, with the columns after the quantity, once the request is stored', () => {
    render(
      <PartRequestLines
        testId="request-lines"
        labels={labels}
        lines={[line('BRK-2001', 'Brake pads', 2)]}
        emptyText="No parts"
        parts={parts}
        maxLines={30}
        columns={[{ id: 'issued', header: 'Issued', cell: () => 2 }]}
      />,
    );
    const table = createWrapper(document.body).findTable('[data-testid="request-lines"]')!;
    expect(createWrapper(document.body).findSelect('[data-testid="entry-item"]')).toBeNull();
    expect(table.findColumnHeaders().map((header) => header.getElement().textContent)).toEqual([
      '#',
      'Item',
      'Quantity',
      'Issued',
    ]);
    expect(screen.queryByRole('button', { name: 'Remove line 1' })).toBeNull();
  });
});
