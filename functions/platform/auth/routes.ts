/**
 * Sign-in calls. Every route here is public: the module's gateway prefix `/api/Auth/{proxy+}` has no
 * JWT authorizer. The signed-in "who am I" (`User/getUserLoginById`) lives in the users module,
 * behind the authorizer.
 */
import { z } from 'zod';
import { loginRequest, refreshRequest } from '@fleet/shared/platform/users';
import { defineModule, defineRoute } from '#lib/registry';
import { listProjects } from '../../engines/masters/data.ts';
import { refreshSession, signIn } from './signin.ts';

export const authModule = defineModule({
  name: 'auth',
  routes: [
    defineRoute({
      method: 'POST',
      path: '/api/Auth/login',
      kind: 'read',
      summary:
        'Signs in to a project with {project, username, password}; returns {token (access token), idToken, refreshToken, expiresIn, usercode, username, superuser, project, projects}. 400 wrong password or unknown user name, 423 after 5 consecutive failures (15 minutes; an unknown name answers the same), 403 disabled or project not allowed (told only with the right password).',
      access: { kind: 'public' },
      body: loginRequest,
      handler: async ({ body }) => signIn(body, new Date()),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Auth/refresh',
      kind: 'read',
      summary:
        'Exchanges {refreshToken} for new {token, idToken, refreshToken, expiresIn}; 401 when it is no longer valid.',
      access: { kind: 'public' },
      body: refreshRequest,
      handler: async ({ body }) => refreshSession(body.refreshToken),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Auth/getProjects',
      summary: 'Projects of the login dropdown: [{code, name, nameAr}].',
      access: { kind: 'public' },
      query: z.object({}),
      handler: async () =>
        (await listProjects()).map((project) => ({
          code: project.code,
          name: project.name,
          nameAr: project.nameAr,
        })),
    }),
  ],
});
