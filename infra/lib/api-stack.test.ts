import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Template, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayRoutes, type ModuleDefinition } from '@fleet/functions/lib/registry';
import { modules } from '@fleet/functions/registry';
import { repoRoot } from '../build-lambdas.ts';
import { apiRoutes } from './api-stack.ts';
import { accessOf } from './module-access.ts';
import { buildTestStacks, testStacks } from './testing.ts';

type Resources = Record<string, { Properties: Record<string, unknown> }>;

/** Every non-test TypeScript file under functions/. */
function functionSources(directory = path.join(repoRoot, 'functions')): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : functionSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

// Called with the user's own tokens (or none): no IAM permission involved.
const tokenCalls = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'GlobalSignOut',
  'ChangePassword',
  'GetUser',
  'RevokeToken',
]);

describe('stack: api', () => {
  let template: Template;
  let functions: Resources;
  let policies: Resources;

  const moduleFunctionId = (module: string) => {
    const entry = Object.entries(functions).find(
      ([, resource]) => resource.Properties.FunctionName === `fleet-dev-api-${module}`,
    );
    if (!entry) throw new Error(`no function for module ${module}`);
    return entry[0];
  };
  const policyOf = (module: string) => {
    const roleId = (
      functions[moduleFunctionId(module)]!.Properties.Role as { 'Fn::GetAtt': [string, string] }
    )['Fn::GetAtt'][0];
    const entry = Object.values(policies).find((policy) =>
      JSON.stringify(policy.Properties.Roles).includes(roleId),
    );
    return JSON.stringify(entry?.Properties.PolicyDocument ?? {});
  };

  beforeAll(async () => {
    const { api } = await testStacks();
    template = Template.fromStack(api);
    functions = template.findResources('AWS::Lambda::Function') as Resources;
    policies = template.findResources('AWS::IAM::Policy') as Resources;
  });

  it('creates an HTTP API with its $default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP', Name: 'fleet-dev-api' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('authorizes with Cognito JWTs: the pool as issuer, the web client as audience', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: {
          'Fn::Join': [
            '',
            [
              'https://cognito-idp.me-south-1.amazonaws.com/',
              { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool') },
            ],
          ],
        },
        Audience: [{ 'Fn::ImportValue': Match.stringLikeRegexp('UserPoolWebClient') }],
      },
    });
  });

  it('creates one Node.js 22 arm64 Lambda per registry module', () => {
    template.resourceCountIs('AWS::Lambda::Function', modules.length);
    for (const module of modules) {
      template.hasResourceProperties('AWS::Lambda::Function', {
        FunctionName: `fleet-dev-api-${module.name}`,
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: 512,
        Timeout: 10,
      });
    }
  });

  it('gives every module Lambda the environment the functions read', () => {
    template.allResourcesProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          TABLE_NAME: Match.anyValue(),
          BUCKET_NAME: Match.anyValue(),
          USER_POOL_ID: Match.anyValue(),
          USER_POOL_CLIENT_ID: Match.anyValue(),
          JWT_ISSUER: Match.anyValue(),
          EVENT_BUS_NAME: Match.anyValue(),
          WS_MANAGEMENT_ENDPOINT: Match.anyValue(),
        }),
      },
    });
  });

  it('creates exactly the routes the registry derives, ANY method, to the module Lambda', () => {
    const expected = modules.flatMap((module) =>
      gatewayRoutes(module).map((route) => ({ module: module.name, ...route })),
    );

    template.resourceCountIs('AWS::ApiGatewayV2::Route', expected.length);
    for (const route of expected) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `ANY ${route.path}`,
        AuthorizationType: route.public ? 'NONE' : 'JWT',
        AuthorizerId: route.public ? Match.absent() : { Ref: Match.stringLikeRegexp('CognitoAuthorizer') },
        Target: {
          // Logical ids keep letters and digits only (module `maintenance-invoice`).
          'Fn::Join': [
            '',
            [
              'integrations/',
              { Ref: Match.stringLikeRegexp(`${route.module.replace(/[^A-Za-z0-9]/g, '')}Integration`) },
            ],
          ],
        },
      });
    }
  });

  it('routes each module prefix through a {proxy+} route', () => {
    const proxies = apiRoutes(modules).filter((route) => route.path.endsWith('/{proxy+}'));

    expect(proxies.length).toBeGreaterThan(0);
    for (const route of proxies) expect(route.path).toMatch(/^\/api\/[^/]+\/\{proxy\+\}$/);
  });

  it('rejects two modules claiming the same route', () => {
    const [first] = modules;
    const twin: ModuleDefinition = { ...first!, name: `${first!.name}Twin` };

    expect(() => apiRoutes([first!, twin])).toThrow(/claimed by modules/);
  });

  it('grants read-only table access to read-only modules and read/write to the others', () => {
    for (const module of modules) {
      const policy = policyOf(module.name);
      expect(policy).toContain('dynamodb:Query');
      expect(policy.includes('dynamodb:PutItem')).toBe(accessOf(module.name).table === 'readWrite');
    }
  });

  it('grants every Cognito admin call the functions make, to the modules that manage users', () => {
    const calls = new Set(
      functionSources().flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /import\s*{([^}]*)}\s*from\s*'@aws-sdk\/client-cognito-identity-provider'/g,
          ),
        ].flatMap((match) => [...match[1]!.matchAll(/\b(\w+)Command\b/g)].map((command) => command[1]!)),
      ),
    );
    const adminCalls = [...calls].filter((call) => !tokenCalls.has(call));

    expect(adminCalls.length).toBeGreaterThan(0);
    for (const module of ['auth', 'users', 'rights'].filter((name) => modules.some((m) => m.name === name))) {
      const policy = policyOf(module);
      for (const call of adminCalls)
        expect(policy, `${module} may call ${call}`).toContain(`cognito-idp:${call}`);
    }
    for (const module of ['lookups', 'meta', 'notifications'].filter((name) =>
      modules.some((m) => m.name === name),
    )) {
      expect(policyOf(module)).not.toContain('cognito-idp:');
    }
  });

  it('runs on the host architecture with path-style S3 for LocalStack', async () => {
    const { api } = await buildTestStacks({ stage: 'local' });
    const local = Template.fromStack(api);

    local.allResourcesProperties('AWS::Lambda::Function', {
      Architectures: [process.arch === 'arm64' ? 'arm64' : 'x86_64'],
      Environment: { Variables: Match.objectLike({ S3_FORCE_PATH_STYLE: 'true' }) },
    });
    template.allResourcesProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ S3_FORCE_PATH_STYLE: Match.absent() }) },
    });
  });

  it('outputs the API URL', () => {
    template.hasOutput('ApiUrl', {
      Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^HttpApi'), 'ApiEndpoint'] },
    });
  });
});
