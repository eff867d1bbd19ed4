/**
 * Help centre keys (spec 000 section 2): F1 opens, Esc closes, Ctrl+F focuses the search while the
 * help is open. Every action claims the key (preventDefault) so the browser's own help or find bar
 * does not open.
 */
export type HelpKeyAction = 'open' | 'close' | 'focusSearch';

export interface HelpKey {
  key: string;
  /** Physical key: Ctrl+F must work with an Arabic layout too, where `key` is 'ب'. */
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export function helpKeyAction(event: HelpKey, isOpen: boolean): HelpKeyAction | undefined {
  if (event.key === 'F1' && !event.ctrlKey && !event.metaKey && !event.altKey) {
    return isOpen ? 'focusSearch' : 'open';
  }
  if (!isOpen) return undefined;
  if (event.key === 'Escape' || event.key === 'Esc') return 'close';
  const findKey = event.code === 'KeyF' || event.key.toLowerCase() === 'f';
  if (findKey && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) return 'focusSearch';
  return undefined;
}

/** The help header shows its shadow once the body has scrolled past 30 px (spec 000 section 9). */
export const headerShadowOffset = 30;

export function headerShadowVisible(scrollTop: number): boolean {
  return scrollTop > headerShadowOffset;
}
