import { useEffect, useRef, useState } from 'react';

/** The search debounce of spec 000 section 2. */
const searchDebounceMs = 500;

/**
 * A text draft that commits `searchDebounceMs` after the last keystroke. When the committed value changes
 * from outside (clear), the draft follows it.
 */
export function useDebouncedDraft(
  committed: string,
  commit: (value: string) => void,
): [string, (value: string) => void, () => void] {
  const [draft, setDraft] = useState(committed);
  const latest = useRef({ commit, committed });
  latest.current = { commit, committed };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => setDraft(committed), [committed]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (value: string) => {
    setDraft(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value !== latest.current.committed) latest.current.commit(value);
    }, searchDebounceMs);
  };
  /** Commits the draft now (Enter key). */
  const flush = () => {
    clearTimeout(timer.current);
    setDraft((value) => {
      if (value !== latest.current.committed) latest.current.commit(value);
      return value;
    });
  };
  return [draft, change, flush];
}
