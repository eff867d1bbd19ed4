import { afterAll } from 'vitest';

/**
 * Cloudscape's Flashbar starts its entering transition on a 115 ms timer after a message appears. When a
 * test file ends within that window, the timer fires after vitest has torn jsdom down and React throws
 * "window is not defined" as an unhandled error. Unmount everything and let such timers run out while the
 * DOM still exists. Node-environment test files are left alone.
 */
const uiTimerSettleMs = 250;

afterAll(async () => {
  if (typeof window === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, uiTimerSettleMs));
});
