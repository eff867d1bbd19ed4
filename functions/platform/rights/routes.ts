/**
 * Roles and form rights (spec 000 section 7, the UserRights/ calls), governed by the role permission
 * screen SGRM010. A role is a table item with its rights by screen code and a Cognito group of the
 * same code; a user's rights are the merge of their roles' rights (superuser: everything).
 */
import { z } from 'zod';
import { isAllowed, messages, screenCodes } from '@fleet/shared';
import {
  formRolesForUserQuery,
  formsRightsUpdate,
  roleCodeFromName,
  roleCodeQuery,
  roleCreate,
  roleIdQuery,
  setUserRoleQuery,
  userIdQuery,
  userRoleMap,
} from '@fleet/shared/platform/users';
import { rightsOfRoles, type RoleItem } from '#lib/caller';
import { BadRequestError, ConflictError, ForbiddenError } from '#lib/errors';
import { screenRoutes } from '#lib/document-routes';
import { written } from '#lib/http';
import { defineModule, defineGet, definePost } from '#lib/registry';
import { createRoleGroup, deleteRoleGroup, syncRoleGroups } from '../users/cognito.ts';
import { visibleProfile } from '../users/manage.ts';
import { assertMayManage, toUserView } from '../users/policy.ts';
import { listProfiles, updateProfile } from '../users/profiles.ts';
import { applyRightsRows, effectiveRights, grantedScreenCount, matrixRows } from './matrix.ts';
import { assertMayGrantRights, grantableRoles } from './grants.ts';
import { createRole, deleteRole, listRoles, requireRole, saveRoleRights } from './roles.ts';

const rolePermission = screenCodes.rolePermission;
const permissions = screenRoutes(rolePermission);
const noQuery = z.object({});

const roleSummary = (role: RoleItem) => ({
  rolecode: role.rolecode,
  rolename: role.rolename,
  screens: grantedScreenCount(role.rights ?? {}),
  version: role.version ?? 0,
});

const roleDetail = (role: RoleItem) => ({
  rolecode: role.rolecode,
  rolename: role.rolename,
  version: role.version ?? 0,
  rights: role.rights ?? {},
});

export const rightsModule = defineModule({
  name: 'rights',
  routes: [
    defineGet({
      path: '/api/UserRights/getuserformspermissions',
      summary:
        "Rights by screen code {SGRM011: {views, adds, edits, deletes, prints, notifs}} of user `userid` (default the caller): the merge of the user's roles, every screen all Y for a superuser. Another user's rights need views on SGRM010.",
      access: { kind: 'authenticated' },
      query: userIdQuery,
      handler: async ({ caller, query }) => {
        const userid = query.userid ?? caller.usercode;
        if (userid === caller.usercode) return effectiveRights(caller.superuser, caller.rights);
        if (!isAllowed(caller, rolePermission, 'views')) throw new ForbiddenError();
        const profile = await visibleProfile(caller, userid);
        return effectiveRights(profile.superuser === 'Y', await rightsOfRoles(profile.roles ?? []));
      },
    }),
    permissions.read({
      path: '/api/UserRights/getAllFormRolesForUser',
      summary:
        'Every role [{rolecode, rolename, screens, version, assigned?}]; with usercode, assigned (Y|N) tells whether that user holds the role.',
      query: formRolesForUserQuery,
      read: async (caller, query) => {
        const held = query.usercode ? (await visibleProfile(caller, query.usercode)).roles : undefined;
        return (await listRoles()).map((role) => ({
          ...roleSummary(role),
          ...(held ? { assigned: held.includes(role.rolecode) ? 'Y' : 'N' } : {}),
        }));
      },
    }),
    permissions.read({
      path: '/api/UserRights/getFormsRightsByRoleId',
      summary:
        'The permission matrix of role `roleid`: one row per screen of the catalogue [{screencode, screenname, group, path, views, adds, edits, deletes, prints, notifs}].',
      query: roleIdQuery,
      read: async (_caller, query) => matrixRows((await requireRole(query.roleid)).rights ?? {}),
    }),
    permissions.write({
      path: '/api/UserRights/insertuserrolemap',
      summary:
        "Replaces a user's roles: {usercode, roles: [rolecode], version?} (409 when version is given and stale). Syncs the Cognito groups.",
      action: 'edits',
      body: userRoleMap,
      message: messages.roleMapSaved,
      write: async (caller, body, now) => {
        const current = await visibleProfile(caller, body.usercode);
        assertMayManage(caller, current);
        const roles = await grantableRoles(caller, current, body.roles);
        const updated = await updateProfile(
          body.usercode,
          { roles, updatedAt: now.toISOString(), updatedBy: caller.usercode },
          { expectedVersion: body.version ?? current.version ?? 0 },
        );
        await syncRoleGroups(body.usercode, roles);
        return toUserView(updated, now);
      },
    }),
    permissions.write({
      path: '/api/UserRights/insertFormsRights',
      summary:
        "Updates an existing role's rights: {rolecode, version, rights: [{screencode, views, adds, edits, deletes, prints, notifs}]}. Each row replaces its screen's record, an all-N row removes it, screens not sent are kept; 409 when version is stale.",
      action: 'edits',
      body: formsRightsUpdate,
      message: messages.rightsSaved,
      write: async (caller, body, now) => {
        const role = await requireRole(body.rolecode);
        const rights = applyRightsRows(role.rights ?? {}, body.rights);
        await assertMayGrantRights(caller, role.rights ?? {}, rights);
        return roleDetail(await saveRoleRights(body.rolecode, rights, body.version, now.toISOString()));
      },
    }),
    permissions.read({
      path: '/api/UserRights/getFormsRightsList',
      summary:
        'Roles with the number of screens they grant anything on: [{rolecode, rolename, screens, version}].',
      query: noQuery,
      read: async () => (await listRoles()).map(roleSummary),
    }),
    permissions.read({
      path: '/api/UserRights/getFormsRightsById',
      summary: 'One role for editing: {rolecode, rolename, version, rights: {screencode: {views, ...}}}.',
      query: roleIdQuery,
      read: async (_caller, query) => roleDetail(await requireRole(query.roleid)),
    }),
    permissions.remove({
      path: '/api/UserRights/deleteFormrights',
      summary: 'Deletes role `rolecode` with its rights and Cognito group; 409 while users hold it.',
      query: roleCodeQuery,
      message: messages.rightsDeleted,
      remove: async (_caller, query) => {
        await requireRole(query.rolecode);
        const holders = (await listProfiles()).filter((profile) =>
          (profile.roles ?? []).includes(query.rolecode),
        );
        if (holders.length > 0) throw new ConflictError(messages.roleInUse);
        await deleteRole(query.rolecode);
        await deleteRoleGroup(query.rolecode);
        return { rolecode: query.rolecode };
      },
    }),
    definePost({
      path: '/api/UserRights/setUserRole',
      summary:
        'Creates a role without rights from `rolename` (code from `rolecode`, else derived: "Store Keeper" -> STORE_KEEPER) and its Cognito group; 409 when the code exists.',
      access: { kind: 'screen', screen: rolePermission, action: 'adds' },
      query: setUserRoleQuery,
      handler: async ({ query }) => {
        const rolecode = query.rolecode ?? roleCodeFromName(query.rolename);
        if (rolecode.length < 2) throw new BadRequestError(messages.roleCodeRequired);
        const role = await createRole(
          { rolecode, rolename: query.rolename, rights: {} },
          new Date().toISOString(),
        );
        await createRoleGroup(rolecode, query.rolename);
        return written(messages.roleSaved, roleDetail(role));
      },
    }),
    permissions.write({
      path: '/api/UserRights/insertUserRights',
      summary:
        'Creates a role with its rights in one call: {rolecode, rolename, rights: [{screencode, views, adds, edits, deletes, prints, notifs}]}, and its Cognito group; 409 when the code exists.',
      action: 'adds',
      body: roleCreate,
      message: messages.rightsSaved,
      write: async (caller, body, now) => {
        const rights = applyRightsRows({}, body.rights);
        await assertMayGrantRights(caller, {}, rights);
        const role = await createRole(
          { rolecode: body.rolecode, rolename: body.rolename, rights },
          now.toISOString(),
        );
        await createRoleGroup(body.rolecode, body.rolename);
        return roleDetail(role);
      },
    }),
  ],
});
