/**
 * Demo users: one per role named in the spec, all with the password `Fleet@2026`. Each is a
 * Cognito user (username = usercode, groups = roles) plus the app profile in the table.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CreateGroupCommand,
  GetGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { roles, type RoleCode } from '@fleet/shared';
import { cognito } from '#lib/aws';
import { userKeys, type UserProfileItem } from '#lib/caller';
import { employees } from './organisation.ts';
import { garages } from './workshop.ts';
import { seedTimestamp } from './rights.ts';
import { fieldsOf } from '#lib/attributes';

export const demoPassword = 'Fleet@2026';

export interface DemoUser {
  usercode: string;
  username: string;
  password: string;
  roles: RoleCode[];
  superuser: boolean;
  projects: string[];
  garages: string[];
  emplcode: string;
}

const both = ['MOI', 'KPTC'];
const allGarages = garages.map((garage) => garage.garageid);

type DemoRow = [usercode: string, emplcode: string, role: RoleCode, projects: string[], garages: string[]];

// prettier-ignore
const demoRows: DemoRow[] = [
  ['admin',          'E1013', 'ADMIN',           both,    allGarages],
  ['supervisor',     'E1002', 'SUPERVISOR',      both,    ['G01', 'G02', 'G03']],
  ['reception',      'E1003', 'RECEPTION',       both,    ['G01', 'G02']],
  ['inspector',      'E1004', 'INSPECTOR',       both,    ['G01', 'G02']],
  // A second inspector: the MOI's final QC is done by another user than the garage's (issue 24 item 11).
  ['moiinspector',   'E1019', 'INSPECTOR',       ['MOI'], ['G01', 'G02']],
  ['technician',     'E1005', 'TECHNICIAN',      both,    ['G01']],
  // G01 and G02: whoever makes the estimation in the garage whose manager approves inspections (issue 28).
  ['teamleader',     'E1006', 'TEAMLEADER',      both,    ['G01', 'G02']],
  ['storekeeper',    'E1007', 'STOREKEEPER',     both,    ['G01', 'G02', 'G03']],
  ['garageapprover', 'E1008', 'APPROVER_GARAGE', both,    ['G01', 'G02']],
  ['moiapprover',    'E1009', 'APPROVER_MOI',    ['MOI'], allGarages],
  ['kptcapprover',   'E1010', 'APPROVER_KPTC',   both,    allGarages],
  ['thirdapprover',  'E1011', 'APPROVER_THIRD',  ['MOI'], allGarages],
  ['accountant',     'E1012', 'ACCOUNTANT',      both,    allGarages],
  ['executive',      'E1001', 'EXECUTIVE',       both,    allGarages],
];

const employeeByCode = new Map(employees.map((employee) => [employee.emplcode, employee]));

export const demoUsers: ReadonlyArray<DemoUser> = demoRows.map(
  ([usercode, emplcode, role, projects, garageIds]) => ({
    usercode,
    username: employeeByCode.get(emplcode)?.emplname ?? usercode,
    password: demoPassword,
    roles: [role],
    superuser: role === 'ADMIN',
    projects,
    garages: garageIds,
    emplcode,
  }),
);

export const demoEmail = (usercode: string) => `${usercode}@fleetworkshop.example.com`;

export function profileItem(user: DemoUser): UserProfileItem {
  return {
    ...userKeys(user.usercode),
    entity: 'user',
    usercode: user.usercode,
    username: user.username,
    email: demoEmail(user.usercode),
    mobile: employeeByCode.get(user.emplcode)?.mobile,
    ...fieldsOf(user, 'emplcode projects garages roles'),
    superuser: user.superuser ? 'Y' : 'N',
    status: 'active',
    failedAttempts: 0,
    version: 1,
    createdAt: seedTimestamp,
    updatedAt: seedTimestamp,
  };
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

/** Creates the role groups that are missing (CreateGroup on an existing group would reset it locally). */
export async function ensureGroups(userPoolId: string): Promise<void> {
  for (const role of roles) {
    try {
      await cognito().send(new GetGroupCommand({ UserPoolId: userPoolId, GroupName: role.code }));
    } catch (error) {
      if (errorName(error) !== 'ResourceNotFoundException') throw error;
      await cognito().send(
        new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: role.code, Description: role.name }),
      );
    }
  }
}

/**
 * Creates a demo user with its permanent password and groups. An existing user keeps its password
 * (it may have been changed) and is only (re)added to its groups, a no-op when it is in them.
 */
export async function ensureCognitoUser(userPoolId: string, user: DemoUser): Promise<void> {
  let created = false;
  try {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.usercode,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: demoEmail(user.usercode) },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: user.username },
        ],
      }),
    );
    created = true;
  } catch (error) {
    if (errorName(error) !== 'UsernameExistsException') throw error;
  }
  // A run that stopped between create and set-password left the user waiting for a new password.
  const needsPassword =
    created ||
    (await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.usercode })))
      .UserStatus === 'FORCE_CHANGE_PASSWORD';
  if (needsPassword) {
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: user.usercode,
        Password: user.password,
        Permanent: true,
      }),
    );
  }
  for (const role of user.roles) {
    await cognito().send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.usercode, GroupName: role }),
    );
  }
}
