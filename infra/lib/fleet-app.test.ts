import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { stageFromContext } from './config.ts';
import { buildTestStacks } from './test/testing.ts';

describe('app: fleet', () => {
  it('synthesizes stacks named after the stage, valid for CloudFormation, in dependency order', async () => {
    const stacks = await buildTestStacks({ stage: 'prod' }, { validate: true });
    const app = stacks.web.node.root as App;

    // Cross-stack references (and so dependencies) are resolved, and templates validated, at synth.
    expect(() => app.synth()).not.toThrow();
    const dependencies = (name: keyof typeof stacks) =>
      stacks[name].dependencies.map((stack) => stack.stackName).sort();
    expect(Object.values(stacks).map((stack) => stack.stackName)).toEqual([
      'fleet-prod-auth',
      'fleet-prod-data',
      'fleet-prod-realtime',
      'fleet-prod-api',
      'fleet-prod-web',
      'fleet-prod-monitoring',
    ]);
    expect(dependencies('data')).toEqual([]);
    expect(dependencies('realtime')).toEqual(['fleet-prod-auth', 'fleet-prod-data']);
    expect(dependencies('api')).toEqual(['fleet-prod-auth', 'fleet-prod-data', 'fleet-prod-realtime']);
    expect(dependencies('web')).toEqual([
      'fleet-prod-api',
      'fleet-prod-auth',
      'fleet-prod-data',
      'fleet-prod-realtime',
    ]);
    // Only the API ids: functions and queues are named by their known names.
    expect(dependencies('monitoring')).toEqual(['fleet-prod-api', 'fleet-prod-realtime']);
  });

  it('defaults the stage to dev and rejects an unknown one', () => {
    expect(stageFromContext(new App().node)).toBe('dev');
    expect(stageFromContext(new App({ context: { stage: 'local' } }).node)).toBe('local');
    expect(() => stageFromContext(new App({ context: { stage: 'production' } }).node)).toThrow(
      /Unknown stage "production": use -c stage=local\|dev\|prod/,
    );
  });
});
