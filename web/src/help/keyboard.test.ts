import { describe, expect, it } from 'vitest';
import { headerShadowVisible, helpKeyAction, type HelpKey } from './keyboard.ts';

const key = (value: string, modifiers: Partial<HelpKey> = {}): HelpKey => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('unit: help keys', () => {
  it('opens on F1, and moves to the search when already open', () => {
    expect(helpKeyAction(key('F1'), false)).toBe('open');
    expect(helpKeyAction(key('F1'), true)).toBe('focusSearch');
  });

  it('closes on Escape only while open', () => {
    expect(helpKeyAction(key('Escape'), true)).toBe('close');
    expect(helpKeyAction(key('Escape'), false)).toBeUndefined();
  });

  it('claims Ctrl+F and Cmd+F only while open', () => {
    expect(helpKeyAction(key('f', { ctrlKey: true }), true)).toBe('focusSearch');
    expect(helpKeyAction(key('F', { metaKey: true }), true)).toBe('focusSearch');
    expect(helpKeyAction(key('f', { ctrlKey: true }), false)).toBeUndefined();
    expect(helpKeyAction(key('f', { ctrlKey: true, shiftKey: true }), true)).toBeUndefined();
    expect(helpKeyAction(key('f'), true)).toBeUndefined();
  });

  it('recognises Ctrl+F by the physical key with an Arabic keyboard layout', () => {
    expect(helpKeyAction(key('ب', { code: 'KeyF', ctrlKey: true }), true)).toBe('focusSearch');
  });

  it('leaves modified F1 to the browser', () => {
    expect(helpKeyAction(key('F1', { ctrlKey: true }), false)).toBeUndefined();
  });

  it('shows the header shadow only past 30 px of scroll', () => {
    expect(headerShadowVisible(0)).toBe(false);
    expect(headerShadowVisible(30)).toBe(false);
    expect(headerShadowVisible(31)).toBe(true);
  });
});
