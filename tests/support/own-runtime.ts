/**
 * For a test file that starts local runtimes of its own in the test worker. A runtime points
 * process.env at its emulators, and the handlers it runs there (the outbox relay every few seconds
 * included) build their AWS clients once per module instance (functions/lib/aws). The integration
 * files share one worker and its modules (vitest.config.ts, isolate: false), so the file gets fresh
 * modules for its own runtimes, and the files after it get the shared runtime's environment and fresh
 * modules back.
 */
import { afterAll, beforeAll, vi } from 'vitest';

/** Call at the top of the file, before the hooks that start its runtimes. */
export function ownRuntimesInThisFile(): void {
  const saved = { ...process.env };
  beforeAll(() => {
    vi.resetModules();
  });
  // After hooks run in reverse order: this one after the file's own, once its runtimes have stopped.
  afterAll(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
    vi.resetModules();
  });
}
