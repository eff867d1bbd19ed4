import { describe, expect, it } from 'vitest';
import {
  emptyLocalState,
  isLocallyCleared,
  isLocallyRead,
  loadLocalState,
  localStateKey,
  maxStoredIds,
  saveLocalState,
  withAllCleared,
  withAllRead,
  withRead,
} from './local-state.ts';
import { notification } from './test/test-data.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('unit: local read and cleared notification state', () => {
  it('marks one notification read by id', () => {
    const [a, b] = [notification(1), notification(2)];

    const state = withRead(emptyLocalState(), a);

    expect(isLocallyRead(state, a)).toBe(true);
    expect(isLocallyRead(state, b)).toBe(false);
  });

  it('treats a newer notification with the same id as unread again', () => {
    const old = notification(5);
    const state = withRead(emptyLocalState(), old);

    const again = { ...old, timestamp: new Date(Date.parse(old.timestamp) + 3_600_000).toISOString() };

    expect(isLocallyRead(state, again)).toBe(false);
  });

  it('clears every known notification and older ones beyond the page, not later ones', () => {
    const known = [notification(1), notification(2)];
    const beyondPage = notification(30);
    const later = notification(-5);

    const state = withAllCleared(emptyLocalState(), known);

    expect(known.every((item) => isLocallyCleared(state, item))).toBe(true);
    expect(isLocallyCleared(state, beyondPage)).toBe(true);
    expect(isLocallyCleared(state, later)).toBe(false);
    expect(Object.keys(state.cleared)).toEqual(known.map((item) => item.id));
  });

  it('marks all read up to the newest known notification', () => {
    const state = withAllRead(emptyLocalState(), [notification(3), notification(1)]);

    expect(isLocallyRead(state, notification(2))).toBe(true);
    expect(isLocallyRead(state, notification(0))).toBe(false);
  });

  it('keeps the state per project and user code across page loads', () => {
    const storage = new MemoryStorage();
    const key = localStateKey('MOI', 'Inspector');
    const state = withAllCleared(withRead(emptyLocalState(), notification(1)), [notification(2)]);

    saveLocalState(storage, key, state);

    expect(key).toBe('notifications.MOI.inspector');
    expect(loadLocalState(storage, key)).toEqual(state);
    expect(loadLocalState(storage, localStateKey('KPTC', 'inspector'))).toEqual(emptyLocalState());
  });

  it('reads a damaged entry as empty', () => {
    const storage = new MemoryStorage();
    storage.setItem('k', '{not json');
    storage.setItem('k2', JSON.stringify({ read: [1, 2], cleared: { a: 3 } }));

    expect(loadLocalState(storage, 'k')).toEqual(emptyLocalState());
    expect(loadLocalState(storage, 'k2')).toEqual(emptyLocalState());
  });

  it('keeps only the newest ids when there are too many', () => {
    const items = Array.from({ length: maxStoredIds + 10 }, (_, i) => notification(i));

    const state = items.reduce(withRead, emptyLocalState());

    expect(Object.keys(state.read)).toHaveLength(maxStoredIds);
    expect(state.read[items[0]!.id]).toBeDefined();
    expect(state.read[items[items.length - 1]!.id]).toBeUndefined();
  });
});
