/**
 * Live projection changes (docs/projections.md "Live push"). The projections subscriber pushes
 * `{ type: 'projections', project, parts }` over the notification socket (at most once a second per
 * project); the socket hands it to `publishProjectionsChanged`, and every `useProjectionsChanged`
 * whose parts it names refetches, debounced. The server pushes them only to sockets that watch: the
 * socket sends `watch` while at least one listener is subscribed and `unwatch` after the last one
 * leaves (`watchingProjections`, `onWatchingProjectionsChange`).
 */
import { useEffect, useRef } from 'react';

export interface ProjectionsChanged {
  project: string;
  parts: string[];
}

type Listener = (change: ProjectionsChanged) => void;
const listeners = new Set<Listener>();
const watchObservers = new Set<(watching: boolean) => void>();

/** Whether a page on screen listens to projection changes (the socket asks the server for them). */
export const watchingProjections = (): boolean => listeners.size > 0;

/** Calls `observer` when the first listener subscribes or the last one leaves; returns the unsubscribe. */
export function onWatchingProjectionsChange(observer: (watching: boolean) => void): () => void {
  watchObservers.add(observer);
  return () => watchObservers.delete(observer);
}

const announce = (watching: boolean) => {
  for (const observer of [...watchObservers]) observer(watching);
};

/** Reads a pushed message; undefined unless it is a well-formed projections message. */
export function projectionsMessage(message: unknown): ProjectionsChanged | undefined {
  if (!message || typeof message !== 'object') return undefined;
  const { type, project, parts } = message as { type?: unknown; project?: unknown; parts?: unknown };
  if (type !== 'projections' || typeof project !== 'string') return undefined;
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string')) return undefined;
  return { project, parts: parts as string[] };
}

/** Called by the socket for every `projections` message it receives. */
export function publishProjectionsChanged(message: unknown): void {
  const change = projectionsMessage(message);
  if (!change) return;
  for (const listener of [...listeners]) listener(change);
}

/** Listens to every change; returns the unsubscribe function. */
export function subscribeProjectionsChanged(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) announce(true);
  return () => {
    if (listeners.delete(listener) && listeners.size === 0) announce(false);
  };
}

/** Quiet time after the last matching push before `onChange` runs (several pushes, one refetch). */
export const projectionsDebounceMs = 400;

/**
 * Calls `onChange` (debounced) when a push names one of `parts`. The latest `onChange` is used, so
 * callers need not memoise it.
 */
export function useProjectionsChanged(parts: readonly string[], onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  const key = [...parts].sort().join(',');
  useEffect(() => {
    const wanted = new Set(key.split(',').filter(Boolean));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeProjectionsChanged((change) => {
      if (!change.parts.some((part) => wanted.has(part))) return;
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), projectionsDebounceMs);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [key]);
}
