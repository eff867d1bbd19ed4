/**
 * The plumbing of the app's context providers (toasts, help centre, notifications): a context with the
 * hook that reads it, and a context value that keeps its identity while none of its fields change.
 */
import { createContext, useContext, useRef, type Provider } from 'react';

/** A context (`Provider`) and its reader (`useValue`), which answers `fallback` outside a provider. */
export function sharedContext<T>(fallback: T): { Provider: Provider<T>; useValue: () => T } {
  const context = createContext(fallback);
  return { Provider: context.Provider, useValue: () => useContext(context) };
}

/** `value`, or the previous one while every field is the same (`Object.is`): no new render for readers. */
export function useSameFields<T extends object>(value: T): T {
  const kept = useRef(value);
  const previous = kept.current;
  const fields = Object.keys(value) as (keyof T)[];
  const changed =
    fields.length !== Object.keys(previous).length ||
    fields.some((field) => !Object.is(previous[field], value[field]));
  if (changed) kept.current = value;
  return kept.current;
}
