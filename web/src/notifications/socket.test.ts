import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationSocket, stableConnectionMs, type SocketLike, type SocketState } from './socket.ts';
import { reconnectRules } from './schedule.ts';
import { notification } from './test/test-data.ts';
import { subscribeProjectionsChanged } from '../kit/live/projections.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const states: SocketState[] = [];
  const received: unknown[] = [];
  let token = 0;
  const client = new NotificationSocket({
    url: async () => `ws://host/ws?token=t${++token}&project=MOI`,
    onState: (state) => states.push(state),
    onNotification: (record) => received.push(record),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 1,
  });
  return { client, sockets, states, received };
}

describe('unit: notification WebSocket client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects with a fresh token and reports open', async () => {
    const { client, sockets, states } = setup();

    client.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();

    expect(sockets[0]!.url).toBe('ws://host/ws?token=t1&project=MOI');
    expect(states).toEqual(['connecting', 'open']);
    client.stop();
  });

  it('hands on a pushed notification and ignores other or malformed messages', async () => {
    const { client, sockets, received } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    const record = notification(1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    sockets[0]!.push({ type: 'notification', notification: record });
    sockets[0]!.push({ type: 'probe' });
    sockets[0]!.push({ type: 'notification', notification: { id: 1 } });

    expect(received).toEqual([record]);
    expect(warn).toHaveBeenCalledOnce();
    client.stop();
  });

  it('reconnects with growing delays after the socket drops', async () => {
    const { client, sockets, states } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);

    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);

    expect(sockets).toHaveLength(3);
    expect(sockets[2]!.url).toContain('token=t3');
    expect(states.filter((s) => s === 'closed')).toHaveLength(2);
    client.stop();
  });

  it('keeps backing off when sockets open and drop at once, and starts over after a stable one', async () => {
    const { client, sockets } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    sockets[1]!.open();
    sockets[1]!.drop();

    await vi.advanceTimersByTimeAsync(1_999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);

    sockets[2]!.open();
    await vi.advanceTimersByTimeAsync(stableConnectionMs);
    sockets[2]!.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(4);
    client.stop();
  });

  it('pings every 4 minutes and drops a socket that does not answer', async () => {
    const { client, sockets, states } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();

    await vi.advanceTimersByTimeAsync(reconnectRules.pingIntervalMs);
    expect(sockets[0]!.sent).toEqual(['{"action":"ping"}']);
    sockets[0]!.push({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(reconnectRules.pingIntervalMs + 15_000);

    expect(sockets[0]!.closed).toBe(true);
    expect(states.at(-1)).toBe('closed');
    client.stop();
  });

  it('stops reconnecting once stopped', async () => {
    const { client, sockets } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);

    client.stop();
    await vi.advanceTimersByTimeAsync(60_000);

    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.closed).toBe(true);
  });

  it('asks for projection pushes only while a page listens to them, and again on a new socket', async () => {
    const { client, sockets } = setup();
    const watchMessages = (socket: FakeSocket) =>
      socket.sent.map((data) => JSON.parse(data) as { action: string }).filter((m) => m.action !== 'ping');
    const early = subscribeProjectionsChanged(() => {});
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    expect(watchMessages(sockets[0]!)).toEqual([{ action: 'watch', topic: 'projections' }]);

    const second = subscribeProjectionsChanged(() => {});
    early();
    expect(watchMessages(sockets[0]!)).toHaveLength(1);
    second();
    expect(watchMessages(sockets[0]!).at(-1)).toEqual({ action: 'unwatch', topic: 'projections' });

    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    sockets[1]!.open();
    expect(watchMessages(sockets[1]!)).toEqual([]);
    const again = subscribeProjectionsChanged(() => {});
    expect(watchMessages(sockets[1]!)).toEqual([{ action: 'watch', topic: 'projections' }]);
    again();
    client.stop();
  });
});
