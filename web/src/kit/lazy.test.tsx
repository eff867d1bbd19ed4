// @vitest-environment jsdom
import { Suspense, useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy.ts';

afterEach(cleanup);

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const inSuspense = (element: JSX.Element) => <Suspense fallback={<p>waiting</p>}>{element}</Suspense>;

describe('kit: lazyComponent', () => {
  it('renders at once, without the fallback, once preloaded', async () => {
    const load = vi.fn(async () => ({ default: Counter }));
    const Page = lazyComponent(load);

    await Page.preload();
    await Page.preload();
    render(inSuspense(<Page label="page" />));

    // Synchronously there: no fallback was ever committed.
    expect(screen.getByRole('button').textContent).toBe('page 0');
    expect(screen.queryByText('waiting')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when rendered first, and keeps its state across later renders', async () => {
    let resolve: (module: { default: typeof Counter }) => void = () => {};
    const load = vi.fn(() => new Promise<{ default: typeof Counter }>((done) => (resolve = done)));
    const Page = lazyComponent(load);

    const view = render(inSuspense(<Page label="page" />));
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => resolve({ default: Counter }));
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('page 1');

    // Rendered again now that the code is loaded: the same instance (the count stays), not a remount.
    view.rerender(inSuspense(<Page label="again" />));
    expect(screen.getByRole('button').textContent).toBe('again 1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Counter }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ default: Counter });
    const Page = lazyComponent(load);

    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await Page.preload();
    render(inSuspense(<Page label="page" />));

    expect(screen.getByRole('button').textContent).toBe('page 0');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
