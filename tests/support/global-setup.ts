/**
 * Global setup of the `integration` project: one local runtime (DynamoDB Local, s3rver, cognito-local,
 * the local gateway and bus) on a free port with a fresh data directory and the demo seed. Tests get
 * its URL through `inject('baseUrl')` and its environment through `inject('runtimeEnv')`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalRuntime } from '../../infra/local/runtime.ts';

/** Every runtime line with FLEET_RUNTIME_LOG=1; otherwise only failures of handlers and deliveries. */
function log(line: string) {
  if (process.env.FLEET_RUNTIME_LOG || /\bfailed\b|dead-letter/.test(line)) console.log(line);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-it-'));
  const runtime = await startLocalRuntime({ port: 0, dataDir, fresh: true, seed: true, log });
  project.provide('baseUrl', runtime.url);
  project.provide('runtimeEnv', runtime.env);
  return async () => {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
