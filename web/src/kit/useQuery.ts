/**
 * A read call for a page (a document, a lookup list): data, loading, error and reload. Lookups can be
 * cached for a while under their key (the key should include the project); documents are not.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

interface CacheEntry {
  at: number;
  value: Promise<unknown>;
  /** The answer, once it is in: a page mounted later renders it at once, without a loading pass. */
  settled?: { data: unknown };
}

/** Keeps `answer` under `key`, noting its value when it arrives. */
function remember(key: string, answer: Promise<unknown>): void {
  const entry: CacheEntry = { at: Date.now(), value: answer };
  cache.set(key, entry);
  answer.then(
    (data) => void (entry.settled = { data }),
    () => cache.get(key) === entry && cache.delete(key),
  );
}

const cache = new Map<string, CacheEntry>();

/** Forgets cached answers (all, or the keys starting with `prefix`). */
export function clearQueryCache(prefix = ''): void {
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}

/**
 * The same cache outside a component (a PDF's load step): the answer under `key` younger than `cacheMs`,
 * else a new read kept under it.
 */
export function cachedQuery<T>(key: string, fetch: () => Promise<T>, cacheMs: number): Promise<T> {
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < cacheMs) return cached.value as Promise<T>;
  const answer = fetch();
  remember(key, answer);
  return answer;
}

export interface QueryState<T> {
  data?: T;
  loading: boolean;
  error?: unknown;
  reload(): void;
}

export interface QueryOptions {
  /** Reuse an answer younger than this under the same key. */
  cacheMs?: number;
}

/** Runs `fetch` when `key` changes (null: not now). */
export function useQuery<T>(
  key: string | null,
  fetch: (signal: AbortSignal) => Promise<T>,
  { cacheMs = 0 }: QueryOptions = {},
): QueryState<T> {
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  const [state, setState] = useState<{ data?: T; loading: boolean; error?: unknown }>(() => {
    if (key === null) return { loading: false };
    const cached = cacheMs > 0 ? cache.get(key) : undefined;
    if (cached?.settled && Date.now() - cached.at < cacheMs)
      return { data: cached.settled.data as T, loading: false };
    return { loading: true };
  });
  // Mounted with a cached answer already in: the first effect has nothing to read.
  const answeredAtMount = useRef(!state.loading && state.data !== undefined);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (key === null) {
      setState({ loading: false });
      return undefined;
    }
    if (answeredAtMount.current) {
      answeredAtMount.current = false;
      return undefined;
    }
    let cancelled = false;
    const controller = new AbortController();
    const cached = cache.get(key);
    let answer: Promise<T>;
    if (cacheMs > 0 && round === 0 && cached && Date.now() - cached.at < cacheMs) {
      answer = cached.value as Promise<T>;
    } else if (cacheMs > 0) {
      // A cached answer is shared between pages: it is not aborted when one of them goes away.
      answer = fetchRef.current(new AbortController().signal);
      remember(key, answer);
    } else {
      answer = fetchRef.current(controller.signal);
    }
    setState((current) => ({ data: current.data, loading: true }));
    answer.then(
      (data) => {
        if (!cancelled) setState({ data, loading: false });
      },
      (error: unknown) => {
        if (!cancelled && (error as Error)?.name !== 'AbortError') setState({ loading: false, error });
      },
    );
    return () => {
      cancelled = true;
      controller.abort();
    };
  }, [key, cacheMs, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
