import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FleetStacks } from './fleet-app.ts';
import { buildTestStacks } from './test/testing.ts';

interface ValidationReport {
  pluginReports: {
    pluginName: string;
    violations: { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] }[];
  }[];
}

/**
 * Synthesizes the whole app with the AWS Solutions pack registered and returns every finding left
 * (errors and warnings) as `rule severity path`, read from the validation report it writes.
 */
async function nagFindings(
  ...args: Parameters<typeof buildTestStacks>
): Promise<{ stacks: FleetStacks; findings: string[] }> {
  const stacks = await buildTestStacks(args[0], { ...args[1], nag: true });
  const app = stacks.web.node.root as App;
  try {
    app.synth();
  } catch (error) {
    // A finding left fails the synthesis (ValidationFailed); the report says which.
    if (!/validation ?failed/i.test(String(error))) throw error;
  }
  const report = JSON.parse(
    readFileSync(path.join(app.outdir, 'validation-report.json'), 'utf8'),
  ) as ValidationReport;
  const findings = report.pluginReports
    .filter((plugin) => plugin.pluginName === 'AwsSolutions')
    .flatMap((plugin) => plugin.violations)
    .flatMap((violation) =>
      violation.violatingConstructs.map(
        (construct) => `${violation.ruleName} ${violation.severity} ${construct.constructPath}`,
      ),
    );
  return { stacks, findings };
}

const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d';

describe('app: cdk-nag AWS Solutions checks', () => {
  const spaDirectory = mkdtempSync(path.join(os.tmpdir(), 'fleet-nag-spa-'));
  let dev: string[];
  let prod: string[];
  let prodStacks: FleetStacks;

  beforeAll(async () => {
    // A built SPA adds the second BucketDeployment (hashed assets) of a real deploy.
    mkdirSync(path.join(spaDirectory, 'assets'));
    writeFileSync(path.join(spaDirectory, 'index.html'), '<!doctype html><title>Fleet</title>');
    writeFileSync(path.join(spaDirectory, 'assets', 'index-abc.js'), 'console.log(1);');
    ({ findings: dev } = await nagFindings());
    ({ findings: prod, stacks: prodStacks } = await nagFindings(
      { stage: 'prod' },
      { spaDirectory, customDomain: { domainNames: ['fleet.example.com'], certificateArn } },
    ));
  });
  afterAll(() => rmSync(spaDirectory, { recursive: true, force: true }));

  it('leaves no finding in any stack of the dev stage (each fixed or acknowledged with its reason)', () => {
    expect(dev).toEqual([]);
  });

  it('leaves no finding in the prod stage with a custom domain and a built SPA', () => {
    expect(prod).toEqual([]);
  });

  it('requires TLS 1.2 of viewers on a custom domain with its certificate', () => {
    Template.fromStack(prodStacks.web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['fleet.example.com'],
        ViewerCertificate: {
          AcmCertificateArn: certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });
});
