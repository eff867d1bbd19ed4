import { describe, expect, it } from 'vitest';
import {
  earliestRequestAt,
  freshCache,
  mayRequest,
  nextPollDelay,
  pollingRules,
  recordRequest,
  reconnectDelay,
  reconnectRules,
} from './schedule.ts';

const t0 = 1_000_000;

describe('unit: notification polling schedule', () => {
  it('does not poll while the socket is open', () => {
    expect(nextPollDelay({ socketOpen: true, visible: true, history: [t0 - 60_000], now: t0 })).toBeNull();
  });

  it('polls at once when the socket is down and nothing was fetched yet', () => {
    expect(nextPollDelay({ socketOpen: false, visible: true, history: [], now: t0 })).toBe(0);
  });

  it('polls 10 s after the last request when the tab is visible', () => {
    expect(nextPollDelay({ socketOpen: false, visible: true, history: [t0 - 4_000], now: t0 })).toBe(6_000);
  });

  it('polls 60 s after the last request when the tab is hidden', () => {
    expect(nextPollDelay({ socketOpen: false, visible: false, history: [t0 - 4_000], now: t0 })).toBe(56_000);
  });

  it('polls at once when the interval has already passed', () => {
    expect(nextPollDelay({ socketOpen: false, visible: true, history: [t0 - 30_000], now: t0 })).toBe(0);
  });

  it('waits until the oldest of 20 requests in the last minute leaves the window', () => {
    const history = Array.from({ length: 20 }, (_, i) => t0 - 50_000 + i * 1_000);

    const delay = nextPollDelay({ socketOpen: false, visible: true, history, now: t0 });

    expect(delay).toBe(10_000);
    expect(mayRequest(history, t0)).toBe(false);
    expect(mayRequest(history, t0 + 10_000)).toBe(true);
  });

  it('keeps requests 500 ms apart unless forced', () => {
    const history = [t0 - 200];

    expect(mayRequest(history, t0)).toBe(false);
    expect(earliestRequestAt(history, t0)).toBe(t0 + 300);
    expect(mayRequest(history, t0, true)).toBe(true);
  });

  it('applies the per-minute cap to forced requests too', () => {
    const history = Array.from({ length: pollingRules.maxRequestsPerMinute }, (_, i) => t0 - 1_000 - i);

    expect(mayRequest(history, t0, true)).toBe(false);
  });

  it('forgets requests older than a minute when recording', () => {
    expect(recordRequest([t0 - 70_000, t0 - 30_000], t0)).toEqual([t0 - 30_000, t0]);
  });

  it('reuses a cached answer for 5 s unless forced', () => {
    const entry = { at: t0, value: 'list' };

    expect(freshCache(entry, t0 + 4_999)).toBe('list');
    expect(freshCache(entry, t0 + 5_000)).toBeUndefined();
    expect(freshCache(entry, t0 + 1_000, true)).toBeUndefined();
    expect(freshCache(undefined, t0)).toBeUndefined();
  });
});

describe('unit: WebSocket reconnect backoff', () => {
  it('doubles from 1 s with jitter in the upper half', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1_000);
    expect(reconnectDelay(3, () => 0)).toBe(4_000);
    expect(reconnectDelay(3, () => 1)).toBe(8_000);
  });

  it('caps the delay at 30 s', () => {
    expect(reconnectDelay(20, () => 1)).toBe(reconnectRules.maxMs);
    expect(reconnectDelay(20, () => 0)).toBe(reconnectRules.maxMs / 2);
  });
});
