/**
 * One local runtime per test process, shared by the vitest projects that need it (integration, e2e).
 * The handlers run in-process and read their table, pool and endpoints from process.env, so two
 * runtimes in one process would point each other's handlers at the wrong emulators.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.ts';

export interface SharedRuntime {
  runtime: LocalRuntime;
  /** The folder the runtime serves the SPA from (filled by the e2e setup). */
  webDir: string;
}

interface Holder {
  started: Promise<SharedRuntime & { workDir: string }>;
  users: number;
}

const slot = Symbol.for('fleet.tests.sharedRuntime');
const holder = globalThis as typeof globalThis & { [slot]?: Holder };

/** Every runtime line with FLEET_RUNTIME_LOG=1; otherwise only failures of handlers and deliveries. */
function log(line: string) {
  if (process.env.FLEET_RUNTIME_LOG || /\bfailed\b|dead-letter/.test(line)) console.log(line);
}

/** Starts the runtime on first use (fresh data, demo seed); later callers get the same one. */
export async function acquireRuntime(): Promise<SharedRuntime & { release(): Promise<void> }> {
  if (!holder[slot]) {
    // The fixtures write profiles and roles from the test workers: the handlers look at the access
    // version on every call (functions/lib/access.ts), so a fixture's change applies to the next call.
    process.env['ACCESS_CHECK_MS'] ??= '0';
    const workDir = mkdtempSync(join(tmpdir(), 'fleet-tests-'));
    const webDir = join(workDir, 'web');
    mkdirSync(webDir);
    holder[slot] = {
      users: 0,
      started: startLocalRuntime({
        port: 0,
        dataDir: join(workDir, 'data'),
        fresh: true,
        seed: true,
        // The tests' data lives as long as the run: DynamoDB Local in memory writes several times faster
        // than to its database file (the demo seed 14 s instead of 55 s on a busy 2-core machine, and
        // every save of every test after it). The faults test keeps a runtime on disk of its own.
        inMemoryTables: true,
        webDir,
        log,
      }).then((runtime) => ({ runtime, webDir, workDir })),
    };
  }
  const current = holder[slot];
  current.users += 1;
  const { runtime, webDir } = await current.started;
  let released = false;
  return {
    runtime,
    webDir,
    release: async () => {
      if (released) return;
      released = true;
      current.users -= 1;
      if (current.users > 0) return;
      delete holder[slot];
      const { workDir } = await current.started;
      await runtime.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
