// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationSocket, type SocketLike } from '../../notifications/socket.ts';
import {
  projectionsDebounceMs,
  projectionsMessage,
  publishProjectionsChanged,
  subscribeProjectionsChanged,
  useProjectionsChanged,
} from './projections.ts';

describe('unit: useProjectionsChanged', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('calls onChange once, debounced, when pushes name one of its parts', () => {
    const onChange = vi.fn();
    renderHook(() => useProjectionsChanged(['status', 'durations'], onChange));

    act(() => {
      publishProjectionsChanged({ type: 'projections', project: 'MOI', parts: ['status', 'transitions'] });
      publishProjectionsChanged({ type: 'projections', project: 'MOI', parts: ['durations'] });
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(projectionsDebounceMs));

    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('ignores pushes of other parts, other message types, and stops after unmount', () => {
    const onChange = vi.fn();
    const { unmount } = renderHook(() => useProjectionsChanged(['amounts'], onChange));

    act(() => {
      publishProjectionsChanged({ type: 'projections', project: 'MOI', parts: ['status'] });
      publishProjectionsChanged({ type: 'notification', parts: ['amounts'] });
      vi.advanceTimersByTime(projectionsDebounceMs);
    });
    expect(onChange).not.toHaveBeenCalled();

    act(() => {
      publishProjectionsChanged({ type: 'projections', project: 'MOI', parts: ['amounts'] });
      vi.advanceTimersByTime(projectionsDebounceMs);
    });
    expect(onChange).toHaveBeenCalledTimes(1);

    unmount();
    act(() => {
      publishProjectionsChanged({ type: 'projections', project: 'MOI', parts: ['amounts'] });
      vi.advanceTimersByTime(projectionsDebounceMs);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('uses the latest onChange without resubscribing', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ callback }) => useProjectionsChanged(['status'], callback), {
      initialProps: { callback: first },
    });
    rerender({ callback: second });

    act(() => {
      publishProjectionsChanged({ type: 'projections', project: 'MOI', parts: ['status'] });
      vi.advanceTimersByTime(projectionsDebounceMs);
    });

    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('unit: projectionsMessage', () => {
  it('accepts only well-formed projections messages', () => {
    expect(projectionsMessage({ type: 'projections', project: 'MOI', parts: ['status'] })).toEqual({
      project: 'MOI',
      parts: ['status'],
    });
    expect(projectionsMessage({ type: 'projections', project: 'MOI', parts: [1] })).toBeUndefined();
    expect(projectionsMessage({ type: 'projections', parts: [] })).toBeUndefined();
    expect(projectionsMessage('projections')).toBeUndefined();
  });
});

describe('unit: projections pushed over the notification socket', () => {
  it('reaches the live kit and never the bell', async () => {
    let socket: SocketLike | undefined;
    const onNotification = vi.fn();
    const client = new NotificationSocket({
      url: async () => 'ws://host/ws?token=t&project=MOI',
      onState: () => undefined,
      onNotification,
      createSocket: () => {
        socket = {
          readyState: 1,
          onopen: null,
          onclose: null,
          onerror: null,
          onmessage: null,
          send: () => undefined,
          close: () => undefined,
        };
        return socket;
      },
    });
    const received: unknown[] = [];
    const unsubscribe = subscribeProjectionsChanged((change) => received.push(change));
    client.start();
    await vi.waitFor(() => expect(socket).toBeDefined());

    socket!.onmessage?.({
      data: JSON.stringify({ type: 'projections', project: 'MOI', parts: ['status'] }),
    } as MessageEvent);

    expect(received).toEqual([{ project: 'MOI', parts: ['status'] }]);
    expect(onNotification).not.toHaveBeenCalled();
    unsubscribe();
    client.stop();
  });
});
