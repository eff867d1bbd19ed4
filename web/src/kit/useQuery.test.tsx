// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedQuery, clearQueryCache, useQuery } from './useQuery.ts';

afterEach(() => {
  cleanup();
  clearQueryCache();
});

describe('useQuery', () => {
  it('reads, then shows the answer', async () => {
    const fetch = vi.fn(() => Promise.resolve(['a']));
    const { result } = renderHook(() => useQuery('k:plain', fetch));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(['a']));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('renders a cached answer already in at once, without reading again', async () => {
    await cachedQuery('k:cached', () => Promise.resolve(['garage']), 60_000);
    const fetch = vi.fn(() => Promise.resolve(['other']));
    const { result } = renderHook(() => useQuery('k:cached', fetch, { cacheMs: 60_000 }));
    // The first render, not after an effect.
    expect(result.current).toMatchObject({ data: ['garage'], loading: false });
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    // A reload still reads.
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toEqual(['other']));
  });

  it('waits for a cached answer still on its way, and forgets a failed one', async () => {
    let fail: (error: Error) => void = () => undefined;
    const pending = cachedQuery(
      'k:fail',
      () => new Promise<string[]>((_, reject) => (fail = reject)),
      60_000,
    );
    const fetch = vi.fn(() => Promise.resolve(['fresh']));
    const { result } = renderHook(() => useQuery('k:fail', fetch, { cacheMs: 60_000 }));
    expect(result.current.loading).toBe(true);
    fail(new Error('down'));
    await expect(pending).rejects.toThrow('down');
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    // The failed answer is not served again.
    const again = renderHook(() => useQuery('k:fail', fetch, { cacheMs: 60_000 }));
    await waitFor(() => expect(again.result.current.data).toEqual(['fresh']));
  });
});
