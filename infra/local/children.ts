/**
 * Child processes of the runtime (DynamoDB Local's java, cognito-local's node): their output goes to
 * the log line by line, `stop()` ends them and waits, and a process `exit` hook kills whatever is left
 * so a crash of the runtime never leaves orphans behind.
 */
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { RuntimeStartError } from './errors.ts';
import { waitUntil } from './ports.ts';

export interface Child {
  readonly name: string;
  readonly pid: number | undefined;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  readonly exited: Promise<string>;
  /** The last lines it wrote, for startup error messages. */
  tail(): string;
  stop(): Promise<void>;
  /** Ends it at once with SIGKILL, as a crash would, and waits until it is gone. */
  kill(): Promise<void>;
}

/** An emulator running as a child process, answering at `endpoint`. */
export interface LocalChild {
  endpoint: string;
  child: Child;
}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of live) child.kill('SIGKILL');
  });
}

// eslint-disable-next-line no-control-regex -- strips terminal colour codes from children's output
const ansi = /\u001b\[[0-9;]*m/g;

export function superviseChild(name: string, child: ChildProcess, log: (line: string) => void): Child {
  installExitHook();
  live.add(child);
  const lines: string[] = [];
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      live.delete(child);
      resolve(signal ?? String(code));
    });
    child.once('error', (error) => {
      live.delete(child);
      lines.push(error.message);
      resolve(`error: ${error.message}`);
    });
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (raw) => {
      const line = raw.replace(ansi, '').trimEnd();
      if (!line) return;
      lines.push(line);
      if (lines.length > 20) lines.shift();
      log(line);
    });
  }
  return {
    name,
    pid: child.pid,
    exited,
    tail: () => lines.join('\n'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || !live.has(child)) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null || !live.has(child)) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Waits until `ready` answers true, failing at once when the child exits first; on failure stops the
 * child and throws a `RuntimeStartError` naming `what`.
 */
export async function waitForChild(child: Child, what: string, ready: () => Promise<boolean>): Promise<void> {
  let exited: string | undefined;
  void child.exited.then((code) => (exited = code));
  try {
    await waitUntil(what, async () => {
      if (exited !== undefined)
        throw new Error(`exited (${exited}): ${child.tail().split('\n').pop() ?? ''}`);
      return ready();
    });
  } catch (error) {
    await child.stop();
    throw new RuntimeStartError((error as Error).message, { cause: error });
  }
}
