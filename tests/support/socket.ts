/**
 * WebSocket test client and polling helpers shared by the realtime, job order and workflow tests
 * and the notification benchmark.
 */
import WebSocket from 'ws';
import { baseUrl, sessionOfToken } from './api.ts';

export type Message = Record<string, unknown>;

/** `$connect` answered with a non-2xx status. */
export class RefusedError extends Error {
  override name = 'RefusedError';
  constructor(readonly statusCode: number) {
    super(`WebSocket refused with ${statusCode}`);
  }
}

/** A WebSocket client that buffers every message, so a test can wait for the one it expects. */
export class TestSocket {
  readonly messages: Message[] = [];
  private waiters: { match: (message: Message) => boolean; resolve: (message: Message) => void }[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Message;
      this.messages.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(message)) return true;
        waiter.resolve(message);
        return false;
      });
    });
  }

  static url(query: Record<string, string>): string {
    const url = new URL('/ws', baseUrl().replace(/^http/, 'ws'));
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  }

  /**
   * Opens a socket; rejects with a `RefusedError` when `$connect` refuses it. A token signed in through
   * `signIn` is sent with its signed session, as the SPA does, unless `session` is given.
   */
  static open(query: Record<string, string>): Promise<TestSocket> {
    const session = query['session'] ?? sessionOfToken(query['token']);
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(TestSocket.url({ ...query, ...(session ? { session } : {}) }));
      socket.once('open', () => resolve(new TestSocket(socket)));
      socket.once('unexpected-response', (_request, response) => {
        reject(new RefusedError(response.statusCode ?? 0));
        response.resume();
        socket.terminate();
      });
      socket.once('error', reject);
    });
  }

  /** The first message, already received or still to come, that matches. */
  next(match: (message: Message) => boolean): Promise<Message> {
    const received = this.messages.find(match);
    if (received) return Promise.resolve(received);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

/** Retries `read` until `accept` holds; the test's own timeout bounds it. */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const notificationOf = (jobordno: string, statusCode: number) => (message: Message) => {
  const notification = message.notification as { jobOrderNo?: string; statusCode?: number } | undefined;
  return (
    message.type === 'notification' &&
    notification?.jobOrderNo === jobordno &&
    notification.statusCode === statusCode
  );
};
