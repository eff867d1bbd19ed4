/**
 * Sign-in: the Cognito user pool (username = user code, lower case), its app client, and one group
 * per role (shared/src/platform/roles.ts). Passwords live here; the app profile and rights live in the table.
 */
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { roles } from '@fleet/shared';
import type { StageSettings } from './config.ts';
import { acknowledge } from './nag.ts';

export interface AuthStackProps extends StackProps {
  settings: StageSettings;
}

export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  /** The token issuer API Gateway's JWT authorizer and the functions check. */
  readonly issuer: string;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `${settings.prefix}-users`,
      // Users are created by an administrator (User/SetUser); nobody signs up alone.
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: false, mutable: true } },
      // The demo password Fleet@2026 and the spec's policy text both fit this.
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(7),
      },
      // Locked or forgotten passwords go through an administrator (User/unlockuser, putChangepassword).
      accountRecovery: cognito.AccountRecovery.NONE,
      // A user may add an authenticator app (TOTP); no SMS. Required for nobody yet (see the ack below).
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      deletionProtection: settings.stage === 'prod',
      removalPolicy: settings.userPoolRemoval,
    });

    acknowledge(
      this.userPool,
      'COG2',
      'MFA is optional with TOTP enabled. Requiring it (for approver roles first) needs Auth/login to answer the SOFTWARE_TOKEN_MFA challenge and an enrolment page in the SPA; until then sign-in is protected by the password policy and the server-side lockout.',
    );
    acknowledge(
      this.userPool,
      'COG8',
      "The Plus plan's threat protection is billed per monthly active user; users are created by administrators only and Auth/login locks an account (or an unknown name) after repeated wrong passwords.",
    );

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: `${settings.prefix}-web`,
      generateSecret: false,
      // Only the server signs in with a password (Auth/login, AdminInitiateAuth under IAM, after its
      // lockout check): a public flow (USER_PASSWORD_AUTH, SRP) would let anyone guess passwords
      // against the client id without the lockout. The browser only refreshes (always allowed).
      authFlows: { adminUserPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    roles.forEach((role, index) => {
      new cognito.CfnUserPoolGroup(this, `Group${role.code}`, {
        userPoolId: this.userPool.userPoolId,
        groupName: role.code,
        description: role.name,
        precedence: index,
      });
    });

    this.issuer = `https://cognito-idp.${this.region}.${this.urlSuffix}/${this.userPool.userPoolId}`;

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'Issuer', { value: this.issuer });
  }
}
