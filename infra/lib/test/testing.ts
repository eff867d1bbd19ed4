/**
 * Test support for the stack assertion files: the whole app, built once per test process with the
 * context of cdk.json (so feature flags match `cdk synth`), a fixed account and region, and the real
 * route registry.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { inject } from 'vitest';
import { modules } from '@fleet/functions/registry';
import { ensureLambdaBundles, repoRoot } from '../../build-lambdas.ts';
import { createFleetStacks, type FleetAppOptions, type FleetStacks } from '../fleet-app.ts';

export const testEnv = { account: '123456789012', region: 'me-south-1' };

const cdkContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
    .context;

/**
 * Synth output in the run's folder (./global-setup.ts), removed after the run (the App's default is a new
 * `cdk.out*` in the temp folder per app, never removed).
 */
const testOutdir = () => mkdtempSync(path.join(inject('cdkOutRoot'), 'app-'));

/**
 * A fresh app with all stacks; `context` overrides cdk.json's (e.g. `{ stage: 'prod' }`). CloudFormation's
 * built-in rule check (seconds of WebAssembly per process) runs only where a test asks for it, and so
 * do the cdk-nag AWS Solutions checks (`nag`), registered as bin/app.ts registers them.
 */
export async function buildTestStacks(
  context: Record<string, unknown> = {},
  options: Partial<FleetAppOptions> & { validate?: boolean; nag?: boolean } = {},
): Promise<FleetStacks> {
  await ensureLambdaBundles();
  const app = new App({
    outdir: testOutdir(),
    // Assets are referenced in place, not copied (the CLI's aws-cli layer alone is 22 MB per app).
    context: { ...cdkContext(), 'aws:cdk:disable-asset-staging': true, ...context },
    builtinCloudFormationValidation: options.validate ?? false,
  });
  const stacks = createFleetStacks(app, { modules, env: testEnv, ...options });
  if (options.nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stacks;
}

let shared: Promise<FleetStacks> | undefined;

/** The default (`dev`) app, built once per test process (the `infra` project keeps its modules). */
export function testStacks(): Promise<FleetStacks> {
  shared ??= buildTestStacks();
  return shared;
}
