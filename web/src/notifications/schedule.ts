/**
 * When the bell may call `GET notifications/gnby` (spec 000 section 9). The WebSocket is the live
 * channel; polling is the fallback and runs only while the socket is not open: every 10 s when the
 * tab is visible, every 60 s when hidden. Every request counts toward at most 20 a minute; requests
 * are at least 500 ms apart unless forced (opening the panel); results are reused for 5 s per user
 * unless forced. The spec's "forced refresh every 15 s" is replaced by the pushed updates.
 */

export const pollingRules = {
  visibleIntervalMs: 10_000,
  hiddenIntervalMs: 60_000,
  maxRequestsPerMinute: 20,
  minGapMs: 500,
  cacheMs: 5_000,
} as const;

const minuteMs = 60_000;

/** Timestamps (ms) of earlier requests; only the last minute matters. */
export type RequestHistory = readonly number[];

export interface ScheduleInput {
  /** The WebSocket is open: no polling. */
  socketOpen: boolean;
  /** `document.visibilityState === 'visible'`. */
  visible: boolean;
  history: RequestHistory;
  now: number;
}

/** The requests of the last minute, oldest first. */
export function recentRequests(history: RequestHistory, now: number): number[] {
  return history.filter((at) => at > now - minuteMs && at <= now).sort((a, b) => a - b);
}

/** Adds a request to the history and forgets those older than a minute. */
export function recordRequest(history: RequestHistory, now: number): number[] {
  return [...recentRequests(history, now), now];
}

/** Earliest time a request may go out given the cap (and the gap unless forced). */
export function earliestRequestAt(history: RequestHistory, now: number, forced = false): number {
  const recent = recentRequests(history, now);
  let earliest = now;
  if (recent.length >= pollingRules.maxRequestsPerMinute) {
    // The oldest request that must leave the window before one more fits.
    const blocking = recent[recent.length - pollingRules.maxRequestsPerMinute] as number;
    earliest = Math.max(earliest, blocking + minuteMs);
  }
  const last = recent[recent.length - 1];
  if (!forced && last !== undefined) earliest = Math.max(earliest, last + pollingRules.minGapMs);
  return earliest;
}

/** Whether a request may go out now. */
export function mayRequest(history: RequestHistory, now: number, forced = false): boolean {
  return earliestRequestAt(history, now, forced) <= now;
}

/** Polling interval for the tab's visibility, or null while the socket is open. */
export function pollInterval(socketOpen: boolean, visible: boolean): number | null {
  if (socketOpen) return null;
  return visible ? pollingRules.visibleIntervalMs : pollingRules.hiddenIntervalMs;
}

/**
 * Milliseconds until the next poll, or null when none is due (socket open). The interval counts from
 * the last request of any kind; the cap and the gap can only push it later.
 */
export function nextPollDelay(input: ScheduleInput): number | null {
  const interval = pollInterval(input.socketOpen, input.visible);
  if (interval === null) return null;
  const recent = recentRequests(input.history, input.now);
  const last = recent[recent.length - 1];
  const due = last === undefined ? input.now : last + interval;
  const at = Math.max(due, earliestRequestAt(input.history, input.now));
  return Math.max(0, at - input.now);
}

/** A cached gnby answer, per project and user. */
export interface CacheEntry<T> {
  at: number;
  value: T;
}

/** The cached value while it is fresh (5 s) and the call is not forced. */
export function freshCache<T>(entry: CacheEntry<T> | undefined, now: number, forced = false): T | undefined {
  if (forced || !entry) return undefined;
  return now - entry.at < pollingRules.cacheMs ? entry.value : undefined;
}

export const reconnectRules = {
  baseMs: 1_000,
  maxMs: 30_000,
  /** API Gateway closes a socket idle for 10 minutes; ping well before. */
  pingIntervalMs: 4 * 60_000,
} as const;

/**
 * Delay before reconnect attempt `attempt` (0-based): exponential from 1 s, capped at 30 s, with
 * "equal jitter" (half fixed, half random) so clients do not reconnect in step.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(reconnectRules.maxMs, reconnectRules.baseMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
