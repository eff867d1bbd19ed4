/**
 * The notifications state of the signed-in user, shared by the bell and the messages menu: the gnby
 * list with the local read/cleared state applied, pushed notifications over the WebSocket, polling
 * only while the socket is down (schedule.ts), the sound and browser notification on a rise.
 * Mount once inside the signed-in layout (inside the router); it does nothing without a session.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RightsByScreen } from '@fleet/shared';
import type { NotificationList, NotificationRecord } from '@fleet/shared/platform/notifications';
import type { UnreadMessageNotification } from '@fleet/shared/platform/message-board';
import type { ModulePage } from '../app/pages.ts';
import { useAfterFirstPaint } from '../app/useAfterFirstPaint.ts';
import { useModulePages } from '../app/useModulePages.ts';
import { useSession } from '../auth/session.ts';
import { sharedContext, useSameFields } from '../kit/context.ts';
import { httpNotificationsApi, type NotificationsApi } from './api.ts';
import {
  browserPermission,
  desktopPreference,
  playNotificationSound,
  requestBrowserPermission,
  setDesktopPreference,
  showBrowserNotification,
  type BrowserPermission,
} from './alerts.ts';
import {
  emptyLocalState,
  loadLocalState,
  localStateKey,
  saveLocalState,
  withAllCleared,
  withAllRead,
  withRead,
  type LocalNotificationState,
} from './local-state.ts';
import {
  applyLocalState,
  emptyList,
  mergePushed,
  mergePushedMessage,
  messageNotificationsOf,
  withoutMessageNotifications,
  newUnread,
  type NotificationView,
  type PageAccess,
} from './model.ts';
import { freshCache, mayRequest, nextPollDelay, recordRequest, type CacheEntry } from './schedule.ts';
import type { NotificationSocket, SocketState } from './socket.ts';
import { notificationText } from './text.ts';

export interface NotificationsContextValue {
  /** False without a session: the bell and menu render nothing. */
  active: boolean;
  usercode: string;
  view: NotificationView;
  /** The first list has not arrived yet. */
  loading: boolean;
  /** The last gnby failure, cleared by the next success. */
  error: unknown;
  socketState: SocketState;
  /** Fetches the list; forced skips the 5 s cache and the 500 ms gap (not the 20 a minute). */
  refresh: (forced?: boolean) => Promise<void>;
  markRead: (notification: NotificationRecord) => void;
  markAllRead: () => Promise<void>;
  clearAll: () => Promise<void>;
  /** Issue 14, messages: the unread messages and comments of the messages panel, newest first. */
  messageNotifications: UnreadMessageNotification[];
  markMessageNotificationRead: (notification: UnreadMessageNotification) => Promise<void>;
  markAllMessagesRead: () => Promise<void>;
  clearMessageNotifications: () => Promise<void>;
  desktop: {
    permission: BrowserPermission;
    enabled: boolean;
    setEnabled: (on: boolean) => Promise<void>;
  };
  /** Module pages a notification may open (app/pages.ts). */
  pages: readonly ModulePage[];
  /** Whose rights decide whether a notification's page may open. */
  access: PageAccess;
}

/** Until the module pages have loaded (one array, so that the context value keeps its identity). */
const noPages: readonly ModulePage[] = [];

const inactive: NotificationsContextValue = {
  active: false,
  usercode: '',
  view: applyLocalState(emptyList(), emptyLocalState()),
  loading: false,
  error: undefined,
  socketState: 'closed',
  refresh: async () => undefined,
  markRead: () => undefined,
  markAllRead: async () => undefined,
  clearAll: async () => undefined,
  messageNotifications: [],
  markMessageNotificationRead: async () => undefined,
  markAllMessagesRead: async () => undefined,
  clearMessageNotifications: async () => undefined,
  desktop: { permission: 'unsupported', enabled: false, setEnabled: async () => undefined },
  pages: [],
  access: { superuser: false, rights: {} },
};

const notificationsContext = sharedContext<NotificationsContextValue>(inactive);

export const useNotifications = notificationsContext.useValue;

/**
 * Issue 14, messages: the window event a pushed message or comment raises (detail: the notification), so the
 * messages page reloads its list or thread without a reload of the page.
 */
export const messagePushEvent = 'fleet:message';

/** gnby answers per project and user, reused for 5 s. */
const listCache = new Map<string, CacheEntry<NotificationList>>();
/** Forgets cached lists (tests; a new sign-in uses its own key anyway). */
export function clearNotificationCache(): void {
  listCache.clear();
}

/** Pushed notifications are merged again onto a list fetched while they were on the way. */
const pushMemoryMs = 60_000;

/** A server write the bell has already applied locally: a failure is only logged (`what` says which). */
async function applied(write: Promise<unknown>, what: string): Promise<void> {
  try {
    await write;
  } catch (failure) {
    console.warn(`${what} failed`, failure);
  }
}

function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

export interface NotificationsProviderProps {
  children: ReactNode;
  /** The HTTP calls unless a test injects a fake. */
  api?: NotificationsApi;
  /** Open the WebSocket (default true); tests turn it off. */
  live?: boolean;
  /** Pages a notification may open; the module pages (loaded apart from the frame's code) by default. */
  pages?: readonly ModulePage[];
}

export function NotificationsProvider({ children, ...options }: NotificationsProviderProps) {
  const session = useSession();
  if (!session)
    return <notificationsContext.Provider value={inactive}>{children}</notificationsContext.Provider>;
  return (
    <ActiveNotifications
      key={`${session.project}.${session.usercode}`}
      usercode={session.usercode}
      project={session.project}
      sessionToken={session.sessionToken}
      superuser={session.superuser}
      rights={session.rights}
      {...options}
    >
      {children}
    </ActiveNotifications>
  );
}

interface ActiveProps extends NotificationsProviderProps {
  usercode: string;
  project: string;
  sessionToken: string;
  superuser: boolean;
  rights: RightsByScreen;
}

function ActiveNotifications({
  children,
  usercode,
  project,
  sessionToken,
  superuser,
  rights,
  api = httpNotificationsApi,
  live = true,
  pages: givenPages,
}: ActiveProps) {
  const loadedPages = useModulePages();
  const pages = givenPages ?? loadedPages ?? noPages;
  const cacheKey = `${project}.${usercode.toLowerCase()}`;
  const storageKey = localStateKey(project, usercode);
  const [serverList, setServerList] = useState<NotificationList>(emptyList);
  const [local, setLocal] = useState<LocalNotificationState>(() => loadLocalState(localStorage, storageKey));
  const [loading, setLoading] = useState(true);
  /** A list arrived (fetched or pushed): the baseline for "the count rose". */
  const [hasList, setHasList] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [socketState, setSocketState] = useState<SocketState>(live ? 'connecting' : 'closed');
  const [tick, setTick] = useState(0);
  const [permission, setPermission] = useState<BrowserPermission>(browserPermission);
  const [desktopOn, setDesktopOn] = useState(() => desktopPreference(usercode));
  const visible = useDocumentVisible();
  const { t, i18n } = useTranslation();
  const history = useRef<number[]>([]);
  const pushes = useRef<{ at: number; notification: NotificationRecord }[]>([]);
  const mounted = useRef(true);
  // The list and the live channel start once the page is on screen: their code, requests and
  // renders would otherwise come before the frame's first paint (issue 25, the landing's LCP).
  const started = useAfterFirstPaint();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** A fetched list plus the pushes it may have missed. */
  const withRecentPushes = useCallback((list: NotificationList) => {
    const now = Date.now();
    pushes.current = pushes.current.filter((push) => now - push.at < pushMemoryMs);
    return pushes.current.reduce(
      (merged, { notification }) =>
        merged.notifications.some(
          (item) => item.id === notification.id && item.timestamp >= notification.timestamp,
        )
          ? merged
          : mergePushed(merged, notification),
      list,
    );
  }, []);

  const refresh = useCallback(
    async (forced = false) => {
      const now = Date.now();
      const cached = freshCache(listCache.get(cacheKey), now, forced);
      try {
        if (cached) {
          setServerList(withRecentPushes(cached));
          setHasList(true);
          return;
        }
        if (!mayRequest(history.current, now, forced)) return;
        history.current = recordRequest(history.current, now);
        const list = await api.list(usercode);
        listCache.set(cacheKey, { at: Date.now(), value: list });
        if (!mounted.current) return;
        setServerList(withRecentPushes(list));
        setHasList(true);
        setError(undefined);
      } catch (failure) {
        if (mounted.current) setError(failure);
      } finally {
        if (mounted.current) {
          setLoading(false);
          setTick((value) => value + 1);
        }
      }
    },
    [api, cacheKey, usercode, withRecentPushes],
  );

  /** Changes the list shown and the cached one alike (a push, messages dropped before the server call). */
  const change = useCallback(
    (next: (list: NotificationList) => NotificationList) => {
      const cached = listCache.get(cacheKey);
      if (cached) listCache.set(cacheKey, { ...cached, value: next(cached.value) });
      setServerList(next);
    },
    [cacheKey],
  );

  const receive = useCallback(
    (notification: NotificationRecord) => {
      pushes.current.push({ at: Date.now(), notification });
      change((list) => mergePushed(list, notification));
      setHasList(true);
    },
    [change],
  );

  // Issue 14, messages: a pushed message or comment: counted and listed at once, announced to the messages page.
  const receiveMessage = useCallback(
    (notification: UnreadMessageNotification) => {
      change((list) => mergePushedMessage(list, notification));
      window.dispatchEvent(new CustomEvent(messagePushEvent, { detail: notification }));
    },
    [change],
  );

  /** Issue 14, messages: drops message notifications locally (and from the cached list) before the server call. */
  const dropMessages = useCallback(
    (drop: (item: UnreadMessageNotification) => boolean) =>
      change((list) => withoutMessageNotifications(list, drop)),
    [change],
  );

  const markMessageNotificationRead = useCallback(
    async (notification: UnreadMessageNotification) => {
      // Reading the message takes every notification of it off the panel (as the server does).
      dropMessages((item) => item.messageId === notification.messageId);
      await applied(api.markMessageNotificationRead(notification.notificationId), 'messages: mark-as-read');
    },
    [api, dropMessages],
  );

  const markAllMessagesRead = useCallback(async () => {
    dropMessages(() => true);
    await applied(api.markAllMessageNotificationsRead(), 'messages: mark-all-read');
  }, [api, dropMessages]);

  const clearMessageNotifications = useCallback(async () => {
    dropMessages(() => true);
    await applied(api.clearMessageNotifications(), 'messages: clear-all');
  }, [api, dropMessages]);

  // The live channel.
  // The socket's code (and its message schemas, zod) loads after the first paint: the frame renders without it.
  useEffect(() => {
    if (!live || !started) return;
    let socket: NotificationSocket | undefined;
    let stopped = false;
    const online = () => socket?.retryNow();
    window.addEventListener('online', online);
    void import('./socket.ts').then(
      ({ NotificationSocket, notificationSocketUrl }) => {
        if (stopped) return;
        socket = new NotificationSocket({
          url: () => notificationSocketUrl(project, sessionToken),
          onState: (state) => mounted.current && setSocketState(state),
          onNotification: receive,
          onMessage: receiveMessage,
        });
        socket.start();
      },
      (failure: unknown) => {
        // Without the live channel the bell polls (nextPollDelay).
        console.warn('notifications: the live channel did not load', failure);
        if (mounted.current) setSocketState('closed');
      },
    );
    return () => {
      stopped = true;
      window.removeEventListener('online', online);
      socket?.stop();
    };
  }, [live, started, project, receive, receiveMessage]);

  // Catch up on what was missed while the socket was down.
  useEffect(() => {
    if (socketState === 'open') void refresh();
  }, [socketState, refresh]);

  // Polling: only while the socket is not open (nextPollDelay answers null otherwise).
  useEffect(() => {
    if (!started) return;
    const delay = nextPollDelay({
      socketOpen: socketState === 'open',
      visible,
      history: history.current,
      now: Date.now(),
    });
    if (delay === null) return;
    const timer = setTimeout(() => void refresh(), delay);
    return () => clearTimeout(timer);
  }, [started, socketState, visible, tick, refresh]);

  // Read/cleared state: kept per user, shared between tabs.
  useEffect(() => saveLocalState(localStorage, storageKey, local), [local, storageKey]);
  useEffect(() => {
    const sync = (event: StorageEvent) => {
      if (event.key === storageKey) setLocal(loadLocalState(localStorage, storageKey));
    };
    window.addEventListener('storage', sync);
    return () => window.removeEventListener('storage', sync);
  }, [storageKey]);

  const view = useMemo(() => applyLocalState(serverList, local), [serverList, local]);

  // Sound and browser notification when the unread count rises (not on the first list).
  const previous = useRef<NotificationView | undefined>(undefined);
  useEffect(() => {
    if (!hasList) return;
    const before = previous.current;
    previous.current = view;
    if (!before || view.unreadCount <= before.unreadCount) return;
    void playNotificationSound();
    const fresh = newUnread(before.notifications, view.notifications);
    const newest = fresh[0];
    if (desktopOn && newest) {
      const text = notificationText(newest, i18n.language, (key, values) => t(key, values));
      const title = fresh.length > 1 ? t('notifications:desktop.many', { count: fresh.length }) : text.title;
      showBrowserNotification(title, text.message, newest.id);
    }
  }, [view, hasList, desktopOn, t, i18n]);

  // Read and cleared apply locally first and stay so when the server call fails.
  const markRead = useCallback(
    (notification: NotificationRecord) => {
      setLocal((state) => withRead(state, notification));
      void applied(api.markRead(usercode, notification.id), 'notifications: mark-as-read');
    },
    [api, usercode],
  );

  const markAllRead = useCallback(async () => {
    setLocal((state) => withAllRead(state, serverList.notifications));
    await applied(api.markAllRead(usercode), 'notifications: mark-all-as-read');
  }, [api, usercode, serverList]);

  const clearAll = useCallback(async () => {
    setLocal((state) => withAllCleared(state, serverList.notifications));
    await applied(api.clearAll(usercode), 'notifications: clear-all');
  }, [api, usercode, serverList]);

  const setEnabled = useCallback(
    async (on: boolean) => {
      let granted = browserPermission();
      if (on && granted === 'default') granted = await requestBrowserPermission();
      setPermission(granted);
      const enabled = on && granted === 'granted';
      setDesktopPreference(usercode, enabled);
      setDesktopOn(enabled);
    },
    [usercode],
  );

  const messageNotifications = useMemo(() => messageNotificationsOf(serverList), [serverList]);
  const desktop = useMemo(
    () => ({ permission, enabled: desktopOn && permission === 'granted', setEnabled }),
    [permission, desktopOn, setEnabled],
  );
  const access = useMemo(() => ({ superuser, rights }), [superuser, rights]);
  const value = useSameFields<NotificationsContextValue>({
    active: true,
    usercode,
    view,
    loading,
    error,
    socketState,
    refresh,
    markRead,
    markAllRead,
    clearAll,
    messageNotifications,
    markMessageNotificationRead,
    markAllMessagesRead,
    clearMessageNotifications,
    desktop,
    pages,
    access,
  });

  return <notificationsContext.Provider value={value}>{children}</notificationsContext.Provider>;
}
