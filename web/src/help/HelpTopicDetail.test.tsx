// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../i18n/index.ts';
import { HelpImages, HelpVideo } from './HelpTopicDetail.tsx';

/** An Image that loads only the files listed in `existing`. */
function fakeImage(existing: string[]) {
  return class {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    naturalWidth = 0;
    set src(url: string) {
      queueMicrotask(() => {
        if (existing.some((file) => url.endsWith(file))) {
          this.naturalWidth = 800;
          this.onload?.();
        } else this.onerror?.();
      });
    }
  };
}

beforeAll(async () => {
  localStorage.setItem('lang', 'en');
  await initI18n({ preload: 'everything' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('component: help screenshots', () => {
  const images = [
    { id: 'dashboard', file: 'dashboard.png', capturePath: '/dashboard/default' },
    { id: 'notifications', file: 'notifications.png', capturePath: '/dashboard/default' },
  ];
  const alts = { dashboard: 'The dashboard', notifications: 'The notification panel' };

  it('shows only the screenshots whose files exist, with their alt text', async () => {
    vi.stubGlobal('Image', fakeImage(['dashboard.png']));
    render(<HelpImages images={images} alts={alts} />);
    const image = await screen.findByRole('img', { name: 'The dashboard' });
    expect(image.getAttribute('src')).toBe('/help/dashboard.png');
    expect(screen.queryByRole('img', { name: 'The notification panel' })).toBeNull();
  });

  it('shows nothing when no screenshot exists yet', async () => {
    vi.stubGlobal('Image', fakeImage([]));
    const { container } = render(<HelpImages images={images} alts={alts} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.innerHTML).toBe('');
  });
});

describe('component: help video', () => {
  it('toggles full screen on the video frame', async () => {
    render(<HelpVideo video={{ file: 'demo.mp4' }} title="Login" />);
    const frame = document.querySelector('.fleet-help-video') as HTMLDivElement;
    const requestFullscreen = vi.fn(async () => {
      Object.defineProperty(document, 'fullscreenElement', { value: frame, configurable: true });
    });
    frame.requestFullscreen = requestFullscreen;
    const exitFullscreen = vi.fn(async () => {
      Object.defineProperty(document, 'fullscreenElement', { value: null, configurable: true });
    });
    document.exitFullscreen = exitFullscreen;

    expect(screen.getByLabelText('Video: Login').getAttribute('src')).toBe('/help/demo.mp4');
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    await screen.findByRole('button', { name: 'Exit full screen' });
    fireEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
    await screen.findByRole('button', { name: 'Full screen' });
    expect(requestFullscreen).toHaveBeenCalledOnce();
    expect(exitFullscreen).toHaveBeenCalledOnce();
  });
});
