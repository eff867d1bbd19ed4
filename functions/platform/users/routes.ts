/**
 * User master, password and user log calls (spec 000 section 7, "Authentication and rights"), at the
 * spec's paths verbatim: three of them are spelled with a lower-case `user/`.
 * Rights: user master SGRM011 (views, adds, edits, deletes), user movement report SGRR009 (views).
 */
import { z } from 'zod';
import { isAllowed, messages, screenCodes } from '@fleet/shared';
import {
  changePasswordRequest,
  setUserLogQuery,
  userCreate,
  userLogDetailQuery,
  userLogListQuery,
  usercode,
  usercodeQuery,
  userUpdate,
} from '@fleet/shared/platform/users';
import { screenRoutes } from '#lib/document-routes';
import { written } from '#lib/http';
import { ForbiddenError } from '#lib/errors';
import { defineModule, type Caller, defineGet, definePost } from '#lib/registry';
import { changePassword, createUser, deleteUser, unlockUser, updateUser, visibleProfile } from './manage.ts';
import { canSee, toUserView } from './policy.ts';
import { assignableRoles } from '../rights/grants.ts';
import { garagesOf } from './garages.ts';
import { getUserProfile, listProfiles } from './profiles.ts';
import {
  listProjectSessions,
  listSessionsBetween,
  logTimeRange,
  recordLogin,
  recordLogout,
} from './userlog.ts';

const noQuery = z.object({});
const userMaster = screenCodes.userMaster;
const userLogs = screenCodes.userMovementReport;
const users = screenRoutes(userMaster);
const logs = screenRoutes(userLogs);

/** Reading another user's data needs views on the user master; one's own is always readable. */
function assertMayRead(caller: Caller, usercode: string): void {
  if (usercode !== caller.usercode && !isAllowed(caller, userMaster, 'views')) throw new ForbiddenError();
}

export const usersModule = defineModule({
  name: 'users',
  routes: [
    defineGet({
      path: '/api/User/getUserLoginById',
      summary:
        'The signed-in user ("who am I"): profile without secrets, plus the project of this session and `acting` (the approval roles held today as an acting delegate: [{role, for}]). The spec passes username and password in the query; they are ignored.',
      access: { kind: 'authenticated' },
      // The spec's call sends the password in the query string, where it would land in access logs,
      // proxies and browser history. Sign-in is `POST Auth/login`; this call only answers for the bearer
      // token, and the schema drops any `password` parameter unread.
      query: z.object({ username: z.string().max(64).optional() }),
      handler: async ({ caller }) => {
        const profile = await visibleProfile(caller, caller.usercode);
        return { ...toUserView(profile, new Date()), project: caller.project, acting: caller.acting ?? [] };
      },
    }),
    users.read({
      path: '/api/User/getUserList',
      summary: 'Users who share the project signed in to (every user for a superuser), by user code.',
      query: noQuery,
      read: async (caller) => {
        const now = new Date();
        return (await listProfiles())
          .filter((profile) => canSee(caller, profile))
          .map((p) => toUserView(p, now));
      },
    }),
    users.read({
      path: '/api/User/getAssignableRoles',
      summary:
        "Role codes the caller may assign or remove in the user master: the roles whose rights all lie within the caller's own (every role for a superuser). Not in the spec (issue 26).",
      query: noQuery,
      read: assignableRoles,
    }),
    users.write({
      path: '/api/User/SetUser',
      summary:
        'Creates a user: {usercode, username, password, email?, mobile?, emplcode?, projects[], garages[], roles[], superuser Y|N, status active|disabled}. 409 when the user code exists.',
      action: 'adds',
      body: userCreate,
      message: messages.userSaved,
      write: createUser,
    }),
    users.write({
      path: '/api/User/putUser',
      summary:
        'Updates a user: the SetUser fields without password, plus the version read (409 when stale). Roles sync the Cognito groups; status enables or disables the Cognito user.',
      action: 'edits',
      body: userUpdate,
      message: messages.userUpdated,
      write: updateUser,
    }),
    definePost({
      path: '/api/User/putChangepassword',
      summary:
        "Changes a password: {currentPassword, newPassword} for one's own; {usercode, newPassword} for another user needs edits on SGRM011.",
      access: { kind: 'authenticated' },
      body: changePasswordRequest,
      handler: async ({ caller, body }) => {
        await changePassword(caller, body, new Date());
        return written(messages.passwordChanged);
      },
    }),
    users.read({
      path: '/api/User/getUserAssignById',
      summary: 'One user for the edit form: profile, projects, garages, roles and version.',
      query: usercodeQuery,
      read: async (caller, query) => toUserView(await visibleProfile(caller, query.usercode), new Date()),
    }),
    users.remove({
      path: '/api/User/deleteUser',
      summary: 'Deletes a user (profile and Cognito user); nobody can delete themselves.',
      query: usercodeQuery,
      message: messages.userDeleted,
      remove: async (caller, query) => {
        await deleteUser(caller, query.usercode);
        return { usercode: query.usercode };
      },
    }),
    users.remove({
      path: '/api/User/unlockuser',
      summary: 'Unlocks a user locked by failed sign-ins (clears failedAttempts and lockedUntil).',
      action: 'edits',
      query: usercodeQuery,
      message: messages.userUnlocked,
      remove: (caller, query, now) => unlockUser(caller, query.usercode, now),
    }),
    defineGet({
      path: '/api/user/getUserGarageById',
      summary:
        "Garages of a user in the project signed in to: [{garageid, garagnam, garagnamar}]. Without usercode the caller's own; another user's needs views on SGRM011.",
      access: { kind: 'authenticated' },
      query: z.object({ usercode: usercode.optional() }),
      handler: async ({ caller, query }) => {
        const target = query.usercode ?? caller.usercode;
        assertMayRead(caller, target);
        const profile =
          target === caller.usercode ? await getUserProfile(target) : await visibleProfile(caller, target);
        return garagesOf(caller.project, profile?.garages ?? []);
      },
    }),
    logs.read({
      path: '/api/user/getUserlogList',
      summary:
        'Sessions of every user in the project, newest first: {items: [{logid, usercode, username, project, login, logout?, ipaddress, useragent}], cursor?}. Query limit (default 50) and cursor.',
      query: userLogListQuery,
      read: (caller, query) => listProjectSessions(caller.project, query),
    }),
    logs.read({
      path: '/api/user/getUserlogListdtl',
      summary:
        'Sessions of user code USERNAME (everyone when empty) that started between the dates login and logout (YYYY-MM-DD; default the last 7 days), newest first, paged like getUserlogList.',
      query: userLogDetailQuery,
      read: (caller, query) =>
        listSessionsBetween(
          caller.project,
          query.USERNAME,
          logTimeRange(query.login, query.logout, new Date()),
          {
            limit: query.limit,
            cursor: query.cursor,
          },
        ),
    }),
    definePost({
      path: '/api/User/setUserLog',
      summary:
        "Records the caller's login (opens a session row) or logout (closes the newest open one) with time, project, IP address and user agent. Empty body.",
      access: { kind: 'authenticated' },
      query: setUserLogQuery,
      body: z.object({}).optional(),
      handler: async ({ caller, query, event }) => {
        const context = {
          usercode: caller.usercode,
          username: caller.username,
          project: caller.project,
          ipaddress: event.requestContext?.http?.sourceIp,
          useragent: event.requestContext?.http?.userAgent ?? event.headers?.['user-agent'],
        };
        const at = new Date().toISOString();
        const row =
          query.status === 'login' ? await recordLogin(context, at) : await recordLogout(context, at);
        return written(messages.userLogSaved, row);
      },
    }),
  ],
});
