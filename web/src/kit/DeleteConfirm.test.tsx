// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeleteConfirm } from './DeleteConfirm.tsx';
import { setupI18n } from './test/testing.tsx';

beforeAll(() => setupI18n());
afterEach(cleanup);

describe('component: DeleteConfirm', () => {
  it("asks the spec's question with No and Yes", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<DeleteConfirm visible subject="MI-0001" onConfirm={onConfirm} onCancel={onCancel} />);

    expect(screen.getByText('Are You Sure To Delete?')).toBeTruthy();
    expect(screen.getByText('This action cannot be undone.')).toBeTruthy();
    expect(screen.getByText('MI-0001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows Yes as busy and ignores clicks while deleting', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<DeleteConfirm visible deleting onConfirm={onConfirm} onCancel={onCancel} />);

    expect(screen.getByText('Deleting…')).toBeTruthy();
    const no = screen.getByRole('button', { name: 'No' });
    expect(no.hasAttribute('disabled') || no.getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(screen.getByText('Deleting…'));
    fireEvent.click(no);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing visible when closed', () => {
    render(<DeleteConfirm visible={false} onConfirm={() => {}} onCancel={() => {}} />);
    expect(createWrapper(document.body).findModal()?.isVisible()).toBe(false);
  });
});
