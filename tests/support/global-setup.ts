/**
 * Global setup of the `integration` project: the shared local runtime (DynamoDB Local, s3rver,
 * cognito-local, the local gateway and bus) with a fresh data directory and the demo seed. Tests get
 * its URL through `inject('baseUrl')` and its environment through `inject('runtimeEnv')`.
 */
import type { TestProject } from 'vitest/node';
import { acquireRuntime } from './shared-runtime.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { runtime, release } = await acquireRuntime();
  project.provide('baseUrl', runtime.url);
  project.provide('runtimeEnv', runtime.env);
  return release;
}
