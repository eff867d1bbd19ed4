/**
 * The live channel of the bell: `<webSocketUrl>?token=<access token>&project=<project>`, which pushes
 * `{type:'notification', notification}`. Reconnects with capped exponential backoff and jitter (a
 * fresh token each time), pings every 4 minutes so API Gateway keeps it, and drops a socket that does
 * not answer a ping.
 */
import { accessToken } from '../auth/amplify.ts';
import { notificationRecord, type NotificationRecord } from '@fleet/shared/platform/notifications';
import {
  unreadMessageNotification,
  type UnreadMessageNotification,
} from '@fleet/shared/platform/message-board';
import { appConfig } from '../config.ts';
import { reconnectDelay, reconnectRules } from './schedule.ts';
import {
  onWatchingProjectionsChange,
  publishProjectionsChanged,
  watchingProjections,
} from '../kit/live/projections.ts';

export type SocketState = 'connecting' | 'open' | 'closed';

/** Minimal WebSocket surface used here (the browser's, or a fake in tests). */
export interface SocketLike {
  readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface NotificationSocketOptions {
  /** The URL with a current token, or undefined when there is none yet (retried with backoff). */
  url: () => Promise<string | undefined>;
  onState: (state: SocketState) => void;
  onNotification: (notification: NotificationRecord) => void;
  /** Issue 14, messages: an unread message or comment pushed as `{type: 'message', notification}`. */
  onMessage?: (notification: UnreadMessageNotification) => void;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
}

/** A socket that answered nothing this long after a ping is treated as gone. */
const pongTimeoutMs = 15_000;
/** Open at least this long before the backoff starts again from 1 s (a flapping socket keeps backing off). */
export const stableConnectionMs = 10_000;

export class NotificationSocket {
  private socket: SocketLike | undefined;
  private attempt = 0;
  private openedAt: number | undefined;
  private stopped = true;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private stopWatching: (() => void) | undefined;
  private readonly create: (url: string) => SocketLike;

  constructor(private readonly options: NotificationSocketOptions) {
    this.create = options.createSocket ?? ((url) => new WebSocket(url));
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    // Projection pushes only while a page listens to them (issue 26: a push must not reach everyone).
    this.stopWatching = onWatchingProjectionsChange((watching) => this.sendWatch(watching));
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.stopWatching?.();
    this.stopWatching = undefined;
    clearTimeout(this.reconnectTimer);
    this.detach()?.close(1000, 'signed out');
    this.options.onState('closed');
  }

  /** Reconnects now (e.g. the browser came back online) instead of waiting out the backoff. */
  retryNow(): void {
    if (this.stopped || !this.reconnectTimer) return;
    clearTimeout(this.reconnectTimer);
    this.attempt = 0;
    void this.connect();
  }

  private async connect(): Promise<void> {
    this.reconnectTimer = undefined;
    this.options.onState('connecting');
    let url: string | undefined;
    try {
      url = await this.options.url();
    } catch (error) {
      console.warn('notifications: no WebSocket URL', error);
    }
    if (this.stopped) return;
    if (!url) return this.scheduleReconnect();
    let socket: SocketLike;
    try {
      socket = this.create(url);
    } catch (error) {
      console.warn('notifications: WebSocket failed to open', error);
      return this.scheduleReconnect();
    }
    this.socket = socket;
    socket.onopen = () => {
      this.openedAt = Date.now();
      this.startPing();
      if (watchingProjections()) this.sendWatch(true);
      this.options.onState('open');
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.detach();
      this.options.onState('closed');
      this.scheduleReconnect();
    };
    socket.onerror = () => {
      // A close event follows; nothing else to do.
    };
  }

  private receive(data: unknown): void {
    let message: unknown;
    try {
      message = JSON.parse(String(data));
    } catch {
      return;
    }
    if (!message || typeof message !== 'object') return;
    const { type, notification } = message as { type?: unknown; notification?: unknown };
    if (type === 'pong') {
      clearTimeout(this.pongTimer);
      return;
    }
    // Issue 15 H1: projection changes go to the live kit (web/src/kit/live), never to the bell.
    if (type === 'projections') {
      publishProjectionsChanged(message);
      return;
    }
    if (type === 'message') {
      const pushed = unreadMessageNotification.safeParse(notification);
      if (pushed.success) this.options.onMessage?.(pushed.data);
      return;
    }
    if (type !== 'notification') return;
    const parsed = notificationRecord.safeParse(notification);
    if (parsed.success) this.options.onNotification(parsed.data);
    else console.warn('notifications: pushed notification ignored', parsed.error);
  }

  private startPing(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      const socket = this.socket;
      if (!socket) return;
      try {
        socket.send(JSON.stringify({ action: 'ping' }));
      } catch {
        return;
      }
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(() => {
        if (this.socket !== socket) return;
        this.detach()?.close(4000, 'no pong');
        this.options.onState('closed');
        this.scheduleReconnect();
      }, pongTimeoutMs);
    }, reconnectRules.pingIntervalMs);
  }

  /** Tells the server whether this socket wants projection pushes (a new socket starts without). */
  private sendWatch(watching: boolean): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== 1) return;
    try {
      socket.send(JSON.stringify({ action: watching ? 'watch' : 'unwatch', topic: 'projections' }));
    } catch {
      // Closing: the next socket sends it on open.
    }
  }

  /** Forgets the current socket and its timers; returns it so the caller can close it. */
  private detach(): SocketLike | undefined {
    if (this.openedAt !== undefined && Date.now() - this.openedAt >= stableConnectionMs) this.attempt = 0;
    this.openedAt = undefined;
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
    }
    return socket;
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    const delay = reconnectDelay(this.attempt++, this.options.random);
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
  }
}

/**
 * `<webSocketUrl>?token=<access token>&project=<project>&session=<signed session>`, or undefined
 * without a token.
 */
export async function notificationSocketUrl(project: string, session: string): Promise<string | undefined> {
  const token = await accessToken();
  if (!token) return undefined;
  const url = new URL(appConfig().webSocketUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('project', project);
  url.searchParams.set('session', session);
  return url.toString();
}
