/**
 * The CDK app: `npx cdk synth|deploy [-c stage=dev|prod|local]`. Bundles the Lambdas first (esbuild,
 * a few seconds), then builds the stacks from the route registry.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { modules } from '@fleet/functions/registry';
import { buildLambdas, repoRoot } from '../build-lambdas.ts';
import { stageFromContext } from '../lib/config.ts';
import { createFleetStacks } from '../lib/fleet-app.ts';

const app = new App();
try {
  stageFromContext(app.node);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

await buildLambdas();

const spaDirectory = path.join(repoRoot, 'web', 'dist');
// `-c webOrigins=https://fleet.example.com,https://other.example.com` narrows the files bucket's CORS.
const webOriginsContext: unknown = app.node.tryGetContext('webOrigins');
const webOrigins =
  typeof webOriginsContext === 'string'
    ? webOriginsContext.split(',').map((origin) => origin.trim())
    : undefined;

createFleetStacks(app, {
  modules,
  // Account and region from the CLI's credentials; unset they stay tokens and synth works offline.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  spaDirectory: existsSync(path.join(spaDirectory, 'index.html')) ? spaDirectory : undefined,
  webOrigins,
});

app.synth();
