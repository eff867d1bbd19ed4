/**
 * Schemas of the sign-in, user master, user log and role-rights calls (spec 000 section 7,
 * "Authentication and rights"). The spec names the user fields `usercode` and `username`; the body
 * fields it does not show are named here once, used by the API parser and by the SPA forms.
 */
import { z } from 'zod';
import { inputLimits } from './limits.ts';
import { messages } from './messages.ts';
import { yesNo, formRights } from './rights-schema.ts';
import { screenByCode } from './screens.ts';

/** User codes are case-insensitive: letters, digits, dot, dash, underscore; kept in lower case. */
export const usercode = z
  .string()
  .trim()
  .min(2)
  .max(32)
  .regex(/^[A-Za-z0-9._-]+$/, messages.userCodeCharacters)
  .transform((value) => value.toLowerCase());

/** The Cognito password policy (length 8, upper, lower, digit, symbol), checked before Cognito sees it. */
export const passwordPolicyText = messages.passwordPolicy;
export const newPassword = z
  .string()
  .min(8, passwordPolicyText)
  .max(128)
  .refine(
    (value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value),
    passwordPolicyText,
  );

export const projectCode = z.string().trim().min(1).max(20);
/** A role code: letters, digits and underscore, kept as sent (it is also the Cognito group name, case-sensitive). */
export const roleCode = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[A-Za-z0-9_]+$/, messages.codeCharacters);
export const userStatus = z.enum(['active', 'disabled']);
export type UserStatus = z.infer<typeof userStatus>;

// ---- Sign-in -------------------------------------------------------------------------------

/** `POST Auth/login`: the login screen's project dropdown, user name and password. */
export const loginRequest = z.object({
  project: projectCode,
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** `POST Auth/refresh`. */
export const refreshRequest = z.object({ refreshToken: z.string().min(1).max(8192) });

/** Answer of `POST Auth/login` (and, without the user fields, of `Auth/refresh`). */
export interface LoginResponse {
  /** Cognito access token: the bearer token of every call. */
  token: string;
  idToken: string;
  refreshToken: string;
  /** Seconds until `token` expires. */
  expiresIn: number;
  usercode: string;
  username: string;
  /** The user's name in Arabic (the employee master's, in the sign-in's project), '' when none. */
  usernamear: string;
  superuser: 'Y' | 'N';
  project: string;
  projects: string[];
  /**
   * The signed session of the sign-in's project: sent back in `x-session` on every call (and
   * `session=` on the WebSocket); the server refuses an `x-project` of another project.
   */
  session: string;
}

/** A project of the login dropdown (`GET Auth/getProjects`). */
export interface ProjectOption {
  code: string;
  name: string;
  nameAr: string;
}

// ---- User master (screen SGRM011) ------------------------------------------------------------

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

const userFields = {
  usercode,
  /** Display name. */
  username: z.string().trim().min(1).max(100),
  email: z
    .union([z.literal(''), z.email().max(254)])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  /** Kuwait mobile: 8 digits (spec 000 section 5). */
  mobile: z
    .union([z.literal(''), z.string().regex(/^\d{8}$/, messages.jobCardMobileInvalid)])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  /** Employee code the user is linked to, if any. */
  emplcode: optionalText(30),
  /** Projects (tenants) the user may sign in to; at least one. */
  projects: z.array(projectCode).min(1).max(20),
  /** Garage ids the user works for (per project garages share one id space). */
  garages: z.array(z.string().trim().min(1).max(30)).max(100).default([]),
  /** Role codes (Cognito groups). */
  roles: z.array(roleCode).max(50).default([]),
  superuser: yesNo.default('N'),
  status: userStatus.default('active'),
};

/** `POST User/SetUser`: creates a user (Cognito user with a permanent password + profile). */
export const userCreate = z.object({ ...userFields, password: newPassword });
export type UserCreate = z.input<typeof userCreate>;

/** `POST User/putUser`: updates a profile; `version` is the one read (409 when stale). */
export const userUpdate = z.object({ ...userFields, version: z.number().int().nonnegative() });
export type UserUpdate = z.input<typeof userUpdate>;

/**
 * `POST User/putChangepassword`. Without `usercode` (or with the caller's own) `currentPassword` is
 * required; setting another user's password needs edits on the user master (SGRM011).
 */
export const changePasswordRequest = z.object({
  usercode: usercode.optional(),
  currentPassword: z.string().max(256).optional(),
  newPassword,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** Query `?usercode=` of the user master calls. */
export const usercodeQuery = z.object({ usercode });

/** A user's fields, as stored (functions/lib/caller.ts) and as the API returns them. */
export interface UserFields {
  usercode: string;
  username: string;
  email?: string;
  mobile?: string;
  emplcode?: string;
  projects: string[];
  garages: string[];
  roles: string[];
  superuser: 'Y' | 'N';
  /** `disabled` users cannot sign in or call the API. */
  status: UserStatus;
  failedAttempts: number;
  /** ISO time until which sign-in is refused (423). */
  lockedUntil?: string;
  version: number;
}

/** A user as the API returns it: the profile without storage keys or secrets. */
export interface UserView extends UserFields {
  /** Y while `lockedUntil` is in the future. */
  locked: 'Y' | 'N';
  createdAt?: string;
  updatedAt?: string;
}

// ---- User log (screen SGRR009) ---------------------------------------------------------------

export const userLogStatus = z.enum(['login', 'logout']);
/** `POST User/setUserLog?status=login|logout` (empty body). */
export const setUserLogQuery = z.object({ status: userLogStatus });

const pageSize = z.coerce.number().int().min(1).max(100).default(50);
/** Cursor paging of list calls: `limit` (default 50) and the `cursor` of the previous page. */
export const pageQuery = z.object({ limit: pageSize, cursor: z.string().max(2048).optional() });

/** A calendar date `YYYY-MM-DD` or an ISO date-time. */
const dateOrTime = z
  .string()
  .trim()
  .max(inputLimits.code)
  .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+Z?)?$/, 'Use YYYY-MM-DD or an ISO date-time');

/** `GET user/getUserlogList`: every user's sessions in the project, newest first. */
export const userLogListQuery = pageQuery;

/**
 * `GET user/getUserlogListdtl?USERNAME&login&logout`: sessions of one user code (all users when
 * empty) whose login time falls between `login` and `logout` (dates; default the last 7 days).
 */
export const userLogDetailQuery = pageQuery.extend({
  USERNAME: z
    .string()
    .trim()
    .max(32)
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined)),
  login: dateOrTime.optional(),
  logout: dateOrTime.optional(),
});

/** A user log row: one session, from login to logout. */
export interface UserLogRow {
  logid: string;
  usercode: string;
  username: string;
  project: string;
  /** ISO time of sign-in; absent on a lone logout (no open session was found). */
  login?: string;
  /** ISO time of sign-out; absent while the session is open. */
  logout?: string;
  ipaddress?: string;
  useragent?: string;
}

// ---- Roles and form rights (screen SGRM010) ----------------------------------------------------

const screenCode = z
  .string()
  .trim()
  .max(inputLimits.code)
  .refine((code) => screenByCode.has(code), messages.unknownScreenCode);

/** One row of the role permission matrix: a screen code and its six Y/N rights. */
export const formRightsRow = formRights.extend({ screencode: screenCode });
export type FormRightsRow = z.infer<typeof formRightsRow>;

/**
 * `POST UserRights/insertFormsRights`: updates an existing role's rights. Each row replaces that
 * screen's record (a row of all N removes it); screens not sent keep theirs. `version` is the
 * role's version read with `getFormsRightsById` (409 when stale).
 */
export const formsRightsUpdate = z.object({
  rolecode: roleCode,
  version: z.number().int().nonnegative(),
  rights: z.array(formRightsRow).max(500),
});
export type FormsRightsUpdate = z.input<typeof formsRightsUpdate>;

/** `POST UserRights/insertUserRights`: creates a role with its name and rights in one call. */
export const roleCreate = z.object({
  rolecode: roleCode,
  rolename: z.string().trim().min(1).max(100),
  rights: z.array(formRightsRow).max(500).default([]),
});
export type RoleCreate = z.input<typeof roleCreate>;

/** `POST UserRights/insertuserrolemap`: replaces a user's roles (profile and Cognito groups). */
export const userRoleMap = z.object({
  usercode,
  roles: z.array(roleCode).max(50),
  /** The profile version read; optional, 409 when given and stale. */
  version: z.number().int().nonnegative().optional(),
});

/** `POST UserRights/setUserRole?rolename=` (and optional `rolecode`, derived from the name otherwise). */
export const setUserRoleQuery = z.object({
  rolename: z.string().trim().min(1).max(100),
  rolecode: roleCode.optional(),
});

/** `?roleid=` of the role reads (the role code). */
export const roleIdQuery = z.object({ roleid: roleCode });
/** `?rolecode=` of `deleteFormrights`. */
export const roleCodeQuery = z.object({ rolecode: roleCode });
/** `?userid=` of `getuserformspermissions` (defaults to the caller). */
export const userIdQuery = z.object({ userid: usercode.optional() });
/** `getAllFormRolesForUser?usercode=`: every role, flagged `assigned` for that user when given. */
export const formRolesForUserQuery = z.object({ usercode: usercode.optional() });

/** Derives a role code from a role name: `Store Keeper` -> `STORE_KEEPER`. */
export function roleCodeFromName(rolename: string): string {
  return rolename
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
}
