/**
 * Read and cleared notifications kept in the browser per user (spec 000 section 3: "Read and cleared
 * notification ids persist per user code"), so a failed mark-all-read or clear-all call is still
 * applied (section 4). Ids map to the notification's timestamp: the same job order reaching the same
 * status again is a newer notification and shows again. "All" actions also keep a watermark (the
 * newest timestamp known then), which covers notifications beyond the fetched page.
 */
import type { NotificationRecord } from '@fleet/shared/platform/notifications';

export interface LocalNotificationState {
  read: Record<string, string>;
  cleared: Record<string, string>;
  /** Everything up to this timestamp counts as read. */
  readUpTo?: string;
  /** Everything up to this timestamp is hidden. */
  clearedUpTo?: string;
}

/** Oldest entries are dropped beyond this many ids per kind. */
export const maxStoredIds = 500;

export const emptyLocalState = (): LocalNotificationState => ({ read: {}, cleared: {} });

/** Per project and user: notifications belong to a user inside one project. */
export function localStateKey(project: string, usercode: string): string {
  return `notifications.${project}.${usercode.toLowerCase()}`;
}

type Stored = Pick<NotificationRecord, 'id' | 'timestamp'>;

function trimIds(ids: Record<string, string>): Record<string, string> {
  const entries = Object.entries(ids);
  if (entries.length <= maxStoredIds) return ids;
  return Object.fromEntries(entries.sort((a, b) => b[1].localeCompare(a[1])).slice(0, maxStoredIds));
}

function later(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

const newest = (items: readonly Stored[]) =>
  items.reduce<string | undefined>((max, item) => later(max, item.timestamp), undefined);

export function withRead(state: LocalNotificationState, item: Stored): LocalNotificationState {
  return { ...state, read: trimIds({ ...state.read, [item.id]: item.timestamp }) };
}

export function withAllRead(state: LocalNotificationState, items: readonly Stored[]): LocalNotificationState {
  const read = { ...state.read };
  for (const item of items) read[item.id] = item.timestamp;
  return { ...state, read: trimIds(read), readUpTo: later(state.readUpTo, newest(items)) };
}

export function withAllCleared(
  state: LocalNotificationState,
  items: readonly Stored[],
): LocalNotificationState {
  const cleared = { ...state.cleared };
  for (const item of items) cleared[item.id] = item.timestamp;
  return { ...state, cleared: trimIds(cleared), clearedUpTo: later(state.clearedUpTo, newest(items)) };
}

const covers = (ids: Record<string, string>, upTo: string | undefined, item: Stored) =>
  (ids[item.id] !== undefined && ids[item.id]! >= item.timestamp) ||
  (upTo !== undefined && item.timestamp <= upTo);

export function isLocallyRead(state: LocalNotificationState, item: Stored): boolean {
  return covers(state.read, state.readUpTo, item);
}

export function isLocallyCleared(state: LocalNotificationState, item: Stored): boolean {
  return covers(state.cleared, state.clearedUpTo, item);
}

function isRecord(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Reads the stored state; anything unreadable counts as empty. */
export function loadLocalState(storage: Storage, key: string): LocalNotificationState {
  try {
    const raw: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (!raw || typeof raw !== 'object') return emptyLocalState();
    const value = raw as Record<string, unknown>;
    return {
      read: isRecord(value.read) ? value.read : {},
      cleared: isRecord(value.cleared) ? value.cleared : {},
      readUpTo: typeof value.readUpTo === 'string' ? value.readUpTo : undefined,
      clearedUpTo: typeof value.clearedUpTo === 'string' ? value.clearedUpTo : undefined,
    };
  } catch {
    return emptyLocalState();
  }
}

export function saveLocalState(storage: Storage, key: string, state: LocalNotificationState): void {
  try {
    storage.setItem(key, JSON.stringify(state));
  } catch (error) {
    // Storage full or disabled: the state still applies for this page's lifetime.
    console.warn('notifications: could not store read/cleared state', error);
  }
}
