/**
 * The CDK app: `npx cdk synth|deploy [-c stage=dev|prod|local]`. Bundles the Lambdas first (esbuild,
 * a few seconds), then builds the stacks from the route registry.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
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
const list = (value: unknown) =>
  typeof value === 'string' ? value.split(',').map((entry) => entry.trim()) : undefined;
const webOrigins = list(webOriginsContext);
// `-c domainNames=fleet.example.com -c certificateArn=arn:aws:acm:us-east-1:...`: the site's own domain
// (a certificate in us-east-1, as CloudFront requires), with TLS 1.2 as the viewers' minimum.
const domainNames = list(app.node.tryGetContext('domainNames'));
const certificateArn: unknown = app.node.tryGetContext('certificateArn');
const alarmEmail: unknown = app.node.tryGetContext('alarmEmail');
if (Boolean(domainNames) !== (typeof certificateArn === 'string')) {
  console.error('Give both -c domainNames=... and -c certificateArn=..., or neither.');
  process.exit(1);
}

createFleetStacks(app, {
  modules,
  // Account and region from the CLI's credentials; unset they stay tokens and synth works offline.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  spaDirectory: existsSync(path.join(spaDirectory, 'index.html')) ? spaDirectory : undefined,
  webOrigins,
  customDomain:
    domainNames && typeof certificateArn === 'string' ? { domainNames, certificateArn } : undefined,
  // `-c alarmEmail=ops@example.com` subscribes that address to the stage's alarms.
  alarmEmail: typeof alarmEmail === 'string' ? alarmEmail : undefined,
});

// AWS Solutions checks (cdk-nag): a finding that is neither fixed nor acknowledged with its reason fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

app.synth();
