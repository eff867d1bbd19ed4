/** What jsdom lacks that the web component tests need. */

/** Cloudscape's charts measure their container: jsdom has no ResizeObserver, so a silent one stands in. */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
