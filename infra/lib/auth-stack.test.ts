import { Template, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { roles } from '@fleet/shared';
import { buildTestStacks, testStacks } from './test/testing.ts';

interface PasswordPolicy {
  MinimumLength: number;
  RequireLowercase: boolean;
  RequireUppercase: boolean;
  RequireNumbers: boolean;
  RequireSymbols: boolean;
}

/** Cognito's rules, applied to a password. */
function satisfies(policy: PasswordPolicy, password: string): boolean {
  return (
    password.length >= policy.MinimumLength &&
    (!policy.RequireLowercase || /[a-z]/.test(password)) &&
    (!policy.RequireUppercase || /[A-Z]/.test(password)) &&
    (!policy.RequireNumbers || /\d/.test(password)) &&
    (!policy.RequireSymbols || /[^A-Za-z0-9]/.test(password))
  );
}

describe('stack: auth', () => {
  let template: Template;

  beforeAll(async () => {
    const { auth } = await testStacks();
    template = Template.fromStack(auth);
  });

  it('creates a user pool with case-insensitive username sign-in and admin-only sign-up', () => {
    template.resourceCountIs('AWS::Cognito::UserPool', 1);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolName: 'fleet-dev-users',
      UsernameConfiguration: { CaseSensitive: false },
      UsernameAttributes: Match.absent(),
      AliasAttributes: Match.absent(),
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
    });
  });

  it('lets users add an authenticator app (TOTP) as an optional second factor, never SMS', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it('has a password policy the demo password Fleet@2026 satisfies', () => {
    const [pool] = Object.values(template.findResources('AWS::Cognito::UserPool'));
    const policy = (pool as { Properties: { Policies: { PasswordPolicy: PasswordPolicy } } }).Properties
      .Policies.PasswordPolicy;

    expect(satisfies(policy, 'Fleet@2026')).toBe(true);
    expect(satisfies(policy, 'fleet2026')).toBe(false);
  });

  it('creates a web client without a secret on which only the server signs in with a password', () => {
    // No public password flow (USER_PASSWORD_AUTH, SRP): a guess against the client id would skip
    // Auth/login's lockout. The server's AdminInitiateAuth needs IAM; the browser only refreshes.
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('creates one group per role', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolGroup', roles.length);
    for (const role of roles) {
      template.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
        GroupName: role.code,
        UserPoolId: { Ref: Match.stringLikeRegexp('^UserPool') },
      });
    }
  });

  it('outputs the pool, the client and the token issuer', () => {
    template.hasOutput('UserPoolId', {});
    template.hasOutput('UserPoolClientId', {});
    template.hasOutput('Issuer', {
      Value: {
        'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('^https://cognito-idp\\.me-south-1\\.')])],
      },
    });
  });

  it('retains and protects the user pool in prod only', async () => {
    const { auth } = await buildTestStacks({ stage: 'prod' });
    const prod = Template.fromStack(auth);

    prod.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE', UserPoolName: 'fleet-prod-users' }),
    });
    template.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Delete' });
  });
});
