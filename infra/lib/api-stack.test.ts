import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Template, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayRoutes, type ModuleDefinition } from '@fleet/functions/lib/registry';
import { modules } from '@fleet/functions/registry';
import { bundleDir, bundleName, repoRoot } from '../build-lambdas.ts';
import { apiRoutes } from './api-stack.ts';
import { fleetRuntime } from './constructs/fleet-function.ts';
import { accessOf, fileGrants, type FileGrant } from './module-access.ts';
import { buildTestStacks, testStacks } from './test/testing.ts';

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

type FileAction = 'read' | 'write' | 'delete';

/** What a bundle does with S3 objects: the S3 calls its minified code makes (SDK names stay as imports). */
function fileActionsOfBundle(bundle: string): Set<FileAction> {
  const code = readdirSync(bundleDir(bundle))
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(path.join(bundleDir(bundle), file), 'utf8'))
    .join('\n');
  const actionOf: Record<string, FileAction> = {
    GetObjectCommand: 'read',
    HeadObjectCommand: 'read',
    getSignedUrl: 'read',
    PutObjectCommand: 'write',
    createPresignedPost: 'write',
    DeleteObjectCommand: 'delete',
  };
  const actions = new Set<FileAction>();
  const imports = code.matchAll(
    /import\{([^}]*)\}from"@aws-sdk\/(?:client-s3|s3-presigned-post|s3-request-presigner)"/g,
  );
  for (const [, names] of imports)
    for (const imported of names!.split(',')) {
      const [name, alias = name] = imported.split(' as ') as [string, string?];
      const called = new RegExp(`(?<![\\w$.])${alias!.replace(/\$/g, '\\$')}\\(`).test(code);
      if (called && actionOf[name]) actions.add(actionOf[name]);
    }
  return actions;
}

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

  it("stays under CloudFormation's 500 resources per stack, with room for a few more modules", () => {
    const count = Object.keys(template.toJSON().Resources as object).length;
    console.log(`api stack: ${count} resources, ${modules.length} modules`);
    expect(count).toBeLessThanOrEqual(480);
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

  it('creates one arm64 Lambda per registry module on the newest Node.js runtime aws-cdk-lib knows', () => {
    template.resourceCountIs('AWS::Lambda::Function', modules.length);
    for (const module of modules) {
      template.hasResourceProperties('AWS::Lambda::Function', {
        FunctionName: `fleet-dev-api-${module.name}`,
        Runtime: fleetRuntime.name,
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

  it('grants the files bucket only to the modules whose code calls S3, per action, under a key prefix', () => {
    const grantOf = (name: FileGrant) => name.split(':')[1] as FileAction;
    const mismatched = modules.flatMap((module) => {
      const role = functions[moduleFunctionId(module.name)]!.Properties.Role as { 'Fn::GetAtt': [string] };
      const roles = template.findResources('AWS::IAM::Role') as Resources;
      const attached = JSON.stringify(roles[role['Fn::GetAtt'][0]]!.Properties.ManagedPolicyArns ?? []);
      const granted = new Set(
        (Object.keys(fileGrants) as FileGrant[])
          .filter((name) => attached.includes(`FilesPolicy${name.replace(/[^A-Za-z]/g, '')}`))
          .map(grantOf),
      );
      const used = fileActionsOfBundle(bundleName.module(module.name));
      const inlineS3 = policyOf(module.name).includes('"s3:');
      const same = granted.size === used.size && [...used].every((action) => granted.has(action));
      return same && !inlineS3 ? [] : [`${module.name}: granted ${[...granted]} uses ${[...used]}`];
    });

    expect(mismatched).toEqual([]);
    expect(modules.filter((module) => accessOf(module.name).files?.includes('uploads:delete')).length).toBe(
      3,
    );
  });

  it('keeps each files grant to its prefix and its actions', async () => {
    const { data } = await testStacks();
    const policies = Template.fromStack(data).findResources('AWS::IAM::ManagedPolicy') as Resources;
    for (const [name, grant] of Object.entries(fileGrants)) {
      const [, policy] = Object.entries(policies).find(([id]) =>
        id.startsWith(`FilesPolicy${name.replace(/[^A-Za-z]/g, '')}`),
      )!;
      const [objects, ...list] = (
        policy.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }
      ).Statement;
      expect(objects!.Action).toEqual(grant.actions.length === 1 ? grant.actions[0] : grant.actions);
      expect(JSON.stringify(objects!.Resource)).toContain(`/${grant.prefix}*`);
      expect(list.map((statement) => statement.Action)).toEqual(grant.listBucket ? ['s3:ListBucket'] : []);
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
