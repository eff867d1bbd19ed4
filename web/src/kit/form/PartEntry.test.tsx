// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SparePart } from '@fleet/shared/platform/lookups';
import { PartEntry, PartEntrySection } from './PartEntry.tsx';
import { setupI18n } from '../test/testing.tsx';

beforeAll(() => setupI18n());
afterEach(cleanup);

/** The entry's item choices and labels, as a page gives them. */
const entry = {
  options: [{ value: 'FLT-1001', label: 'FLT-1001 Oil filter' }],
  itemLabel: 'Item',
  qtyLabel: 'Quantity',
  addLabel: 'Add',
};

/** Chooses the oil filter in the entry's item select. */
function chooseFilter(wrapper: ReturnType<typeof createWrapper>): void {
  const select = wrapper.findSelect('[data-testid="entry-item"]')!;
  select.openDropdown();
  select.selectOptionByValue('FLT-1001');
}

describe('component: PartEntry', () => {
  it('asks for an item and a whole quantity, then adds the line and clears the entry', () => {
    const onAdd = vi.fn();
    const { container } = render(<PartEntry {...entry} onAdd={onAdd} />);
    const wrapper = createWrapper(container);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Please choose an item.')).toBeTruthy();

    chooseFilter(wrapper);
    wrapper.findInput('[data-testid="entry-qty"]')!.setInputValue('1.5');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Quantity must be a whole number from 1 to 99999.')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();

    wrapper.findInput('[data-testid="entry-qty"]')!.setInputValue('3');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledWith({ sparepart: 'FLT-1001', qty: 3 });
    expect(wrapper.findInput('[data-testid="entry-qty"]')!.getInputValue()).toBe('1');
  });
});

describe('component: PartEntrySection', () => {
  it('sits under its title with its buttons and names the part chosen from the item master', () => {
    const onAdd = vi.fn();
    const filter = { sparepart: 'FLT-1001', sparenam: 'Oil filter', spareuom: 'PCS' } as SparePart;
    const { container } = render(
      <PartEntrySection
        title="Add a part"
        actions={<button>Take the estimation's parts</button>}
        {...entry}
        parts={[filter]}
        onAdd={onAdd}
      />,
    );
    const wrapper = createWrapper(container);
    expect(wrapper.findContainer()!.findHeader()!.getElement().textContent).toContain('Add a part');
    expect(screen.getByRole('button', { name: "Take the estimation's parts" })).toBeTruthy();

    chooseFilter(wrapper);
    wrapper.findInput('[data-testid="entry-qty"]')!.setInputValue('2');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledWith({ sparepart: 'FLT-1001', qty: 2 }, filter);
  });
});
