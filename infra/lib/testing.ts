/**
 * Test support for the stack assertion files: the whole app, built once per test file with the
 * context of cdk.json (so feature flags match `cdk synth`), a fixed account and region, and the real
 * route registry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { modules } from '@fleet/functions/registry';
import { ensureLambdaBundles, repoRoot } from '../build-lambdas.ts';
import { createFleetStacks, type FleetAppOptions, type FleetStacks } from './fleet-app.ts';

export const testEnv = { account: '123456789012', region: 'me-south-1' };

const cdkContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
    .context;

/**
 * A fresh app with all stacks; `context` overrides cdk.json's (e.g. `{ stage: 'prod' }`). CloudFormation's
 * built-in rule check (seconds of WebAssembly per process) runs only where a test asks for it.
 */
export async function buildTestStacks(
  context: Record<string, unknown> = {},
  options: Partial<FleetAppOptions> & { validate?: boolean } = {},
): Promise<FleetStacks> {
  await ensureLambdaBundles();
  const app = new App({
    // Assets are referenced in place, not copied (the CLI's aws-cli layer alone is 22 MB per app).
    context: { ...cdkContext(), 'aws:cdk:disable-asset-staging': true, ...context },
    builtinCloudFormationValidation: options.validate ?? false,
  });
  return createFleetStacks(app, { modules, env: testEnv, ...options });
}

let shared: Promise<FleetStacks> | undefined;

/** The default (`dev`) app, built once per test file. */
export function testStacks(): Promise<FleetStacks> {
  shared ??= buildTestStacks();
  return shared;
}
