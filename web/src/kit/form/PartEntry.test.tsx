// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PartEntry } from './PartEntry.tsx';
import { setupI18n } from '../testing.tsx';

beforeAll(() => setupI18n());
afterEach(cleanup);

describe('component: PartEntry', () => {
  it('asks for an item and a whole quantity, then adds the line and clears the entry', () => {
    const onAdd = vi.fn();
    const { container } = render(
      <PartEntry
        options={[{ value: 'FLT-1001', label: 'FLT-1001 Oil filter' }]}
        itemLabel="Item"
        qtyLabel="Quantity"
        addLabel="Add"
        onAdd={onAdd}
      />,
    );
    const wrapper = createWrapper(container);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Please choose an item.')).toBeTruthy();

    const select = wrapper.findSelect('[data-testid="entry-item"]')!;
    select.openDropdown();
    select.selectOptionByValue('FLT-1001');
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
