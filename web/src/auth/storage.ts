/**
 * What the browser keeps across sign-outs. Logout clears local storage (spec 000 section 2, "App shell")
 * except the language choice and the notification read/cleared ids, which the spec keeps per user
 * code (section 3, "Local storage keys") so they survive the next sign-in.
 */

/** Keys kept on logout: `lang`, and anything the notifications feature stores under `notifications`. */
export function keptOnLogout(key: string): boolean {
  return key === 'lang' || /^notifications[.:/_-]/.test(key);
}

/** Removes every key of `storage` that logout does not keep. */
export function clearStorageForLogout(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !keptOnLogout(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * The top bar's hard refresh (spec 000 section 2): clears Cache Storage, local and session storage,
 * then reloads. The Cognito tokens go with local storage, so the reload lands on the sign-in page.
 */
export async function hardRefresh(win: Window = window): Promise<void> {
  try {
    if ('caches' in win) {
      const names = await win.caches.keys();
      await Promise.all(names.map((name) => win.caches.delete(name)));
    }
  } catch {
    // Cache Storage is unavailable on insecure origins; there is nothing to clear then.
  }
  win.localStorage.clear();
  win.sessionStorage.clear();
  win.location.reload();
}
