import { describe, expect, it, vi } from 'vitest';
import { clearStorageForLogout, hardRefresh, keptOnLogout } from './storage.ts';

/** A Storage over a Map (node has no localStorage). */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const keys = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => storage.key(index));

describe('unit: logout storage', () => {
  it('keeps the language and per-user notification state, nothing else', () => {
    const storage = memoryStorage({
      lang: 'ar',
      'notifications.MOI.admin': '{"read":{}}',
      usecode: 'admin',
      rights: '{}',
      'CognitoIdentityServiceProvider.client.admin.accessToken': 'jwt',
      notificationsSound: 'on',
    });

    clearStorageForLogout(storage);

    expect(keys(storage)).toEqual(['lang', 'notifications.MOI.admin']);
  });

  it('does not keep keys that only start like the kept ones', () => {
    expect(keptOnLogout('language')).toBe(false);
    expect(keptOnLogout('notificationsX')).toBe(false);
    expect(keptOnLogout('notifications:KPTC:bob')).toBe(true);
  });
});

describe('unit: hardRefresh', () => {
  it('clears Cache Storage, local and session storage, then reloads', async () => {
    const deleted: string[] = [];
    const reload = vi.fn();
    const win = {
      caches: {
        keys: async () => ['workbox', 'images'],
        delete: async (name: string) => deleted.push(name) > 0,
      },
      localStorage: memoryStorage({ lang: 'ar', usecode: 'admin' }),
      sessionStorage: memoryStorage({ draft: 'x' }),
      location: { reload },
    } as unknown as Window;

    await hardRefresh(win);

    expect(deleted).toEqual(['workbox', 'images']);
    expect(win.localStorage.length).toBe(0);
    expect(win.sessionStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledOnce();
  });
});
