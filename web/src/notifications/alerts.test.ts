import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertRules, playNotificationSound } from './alerts.ts';

function fakeContext() {
  const oscillator = {
    type: '',
    frequency: { value: 0 },
    connect: vi.fn(),
    start: vi.fn(),
    stop: vi.fn(),
    onended: null as null | (() => void),
  };
  const gain = { gain: { value: 0 }, connect: vi.fn() };
  const context = {
    currentTime: 2,
    destination: {},
    createOscillator: () => oscillator,
    createGain: () => gain,
    close: vi.fn(async () => undefined),
  };
  return { context: context as unknown as AudioContext, oscillator, gain };
}

describe('unit: notification sound', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('plays the chime at volume 0.5', async () => {
    const audio = { volume: 1, play: vi.fn(async () => undefined) };

    const played = await playNotificationSound({
      createAudio: () => audio,
      createContext: () => fakeContext().context,
    });

    expect(played).toBe('chime');
    expect(audio.volume).toBe(0.5);
  });

  it('falls back to an 800 Hz beep of 0.3 s when the chime cannot play, logging only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { context, oscillator, gain } = fakeContext();

    const played = await playNotificationSound({
      createAudio: () => ({ volume: 1, play: () => Promise.reject(new Error('NotAllowedError')) }),
      createContext: () => context,
    });

    expect(played).toBe('beep');
    expect(oscillator.frequency.value).toBe(alertRules.beepHz);
    expect(gain.gain.value).toBe(0.5);
    expect(oscillator.stop).toHaveBeenCalledWith(2 + 0.3);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('gives up quietly when neither can play', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    const played = await playNotificationSound({
      createAudio: () => {
        throw new Error('no Audio');
      },
      createContext: () => {
        throw new Error('no AudioContext');
      },
    });

    expect(played).toBe('none');
  });
});
