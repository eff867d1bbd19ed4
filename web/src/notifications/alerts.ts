/**
 * How a rise in unread notifications gets attention (spec 000 sections 8 and 9): a short chime at
 * volume 0.5, or, when audio cannot play, a generated 800 Hz beep of 0.3 s; failures are only
 * logged. Browser notifications are optional, asked for from the panel, and close after 5 s.
 */
import chimeUrl from './chime.wav';

export const alertRules = {
  volume: 0.5,
  beepHz: 800,
  beepSeconds: 0.3,
  browserNotificationMs: 5_000,
} as const;

interface AudioLike {
  volume: number;
  play(): Promise<void>;
}

export interface SoundDeps {
  createAudio: (src: string) => AudioLike;
  createContext: () => AudioContext;
}

const browserSound: SoundDeps = {
  createAudio: (src) => new Audio(src),
  createContext: () => new AudioContext(),
};

/** Plays the generated beep with the Web Audio API. */
export function beep(context: AudioContext): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = alertRules.beepHz;
  gain.gain.value = alertRules.volume;
  oscillator.connect(gain);
  gain.connect(context.destination);
  oscillator.onended = () => void context.close().catch(() => undefined);
  oscillator.start();
  oscillator.stop(context.currentTime + alertRules.beepSeconds);
}

/** Plays the chime, else the beep; says which one played. Never throws. */
export async function playNotificationSound(
  deps: SoundDeps = browserSound,
): Promise<'chime' | 'beep' | 'none'> {
  try {
    const audio = deps.createAudio(chimeUrl);
    audio.volume = alertRules.volume;
    await audio.play();
    return 'chime';
  } catch (error) {
    console.warn('notifications: chime failed, using the generated beep', error);
  }
  try {
    beep(deps.createContext());
    return 'beep';
  } catch (error) {
    console.warn('notifications: beep failed', error);
    return 'none';
  }
}

export type BrowserPermission = NotificationPermission | 'unsupported';

export function browserPermission(): BrowserPermission {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Asks the browser for permission; only from a user action (the panel's toggle). */
export async function requestBrowserPermission(): Promise<BrowserPermission> {
  if (browserPermission() === 'unsupported') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch (error) {
    console.warn('notifications: permission request failed', error);
    return browserPermission();
  }
}

/** Shows a browser notification that closes itself after 5 s; clicking it focuses the app. */
export function showBrowserNotification(title: string, body: string, tag: string): void {
  if (browserPermission() !== 'granted') return;
  try {
    const shown = new Notification(title, { body, tag });
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
    setTimeout(() => shown.close(), alertRules.browserNotificationMs);
  } catch (error) {
    console.warn('notifications: browser notification failed', error);
  }
}

const preferenceKey = (usercode: string) => `notifications.desktop.${usercode.toLowerCase()}`;

/** Whether the user turned browser notifications on in the panel. */
export function desktopPreference(usercode: string): boolean {
  try {
    return localStorage.getItem(preferenceKey(usercode)) === 'on';
  } catch {
    return false;
  }
}

export function setDesktopPreference(usercode: string, on: boolean): void {
  try {
    if (on) localStorage.setItem(preferenceKey(usercode), 'on');
    else localStorage.removeItem(preferenceKey(usercode));
  } catch (error) {
    console.warn('notifications: could not store the preference', error);
  }
}
