/**
 * The authorization matrix, generated from the route registry: every protected route answers 401
 * without a token, 403 to a user who lacks exactly its right, and lets through a user who holds only
 * that right. Adding a route adds its rows here automatically.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allRights,
  formatMessage,
  messages,
  noRights,
  rightActions,
  screens,
  type RightsByScreen,
} from '@fleet/shared';
import { modules } from '@fleet/functions/registry';
import { sessionDays, sessionProject } from '@fleet/functions/lib/session';
import { actionsOf, screensOf, type AnyRoute } from '@fleet/functions/lib/registry';
import { anonymous, signIn, type ApiClient, type ApiResponse } from '../../support/api.ts';
import { putRole, putUser } from '../../support/fixtures.ts';
import { insertDelegation } from '../../support/delegations.ts';

const routes = modules.flatMap((module) => module.routes.map((route) => ({ module: module.name, route })));
const protectedRoutes = routes.filter(({ route }) => route.access.kind !== 'public');
const screenRoutes = protectedRoutes.filter(({ route }) => route.access.kind === 'screen');
/**
 * `SCREEN:action` for a plain right; `SCREEN:adds|edits` for a right that depends on the input;
 * `SCREEN+SCREEN:action` for a screen that depends on the input (granted on the first, denied on all).
 */
const pairOf = (route: AnyRoute) =>
  route.access.kind === 'screen'
    ? `${screensOf(route.access.screen).join('+')}:${actionsOf(route.access.action).join('|')}`
    : '';
const pairs = [...new Set(screenRoutes.map(({ route }) => pairOf(route)))];

const label = (route: AnyRoute) => `${route.method} ${route.path}`;
const pairId = (pair: string) =>
  pair.replace(':', '_').replaceAll('|', '_').replaceAll('+', '_').toLowerCase();

function call(client: ApiClient, route: AnyRoute) {
  return client.request(route.method, route.path, route.method === 'GET' ? {} : { body: {} });
}

/** Every right on every screen except `actions` on `without` screens. */
function allBut(without: readonly string[], actions: readonly string[]): RightsByScreen {
  const rights: RightsByScreen = Object.fromEntries(screens.map((s) => [s.code, { ...allRights }]));
  for (const screen of without)
    rights[screen] = { ...allRights, ...Object.fromEntries(actions.map((action) => [action, 'N'])) };
  return rights;
}

const granted = new Map<string, ApiClient>();
const denied = new Map<string, ApiClient>();
let nobody: ApiClient;

beforeAll(async () => {
  await putRole('MATRIX_NONE', {});
  await putUser({ usercode: 'matrix_none', roles: ['MATRIX_NONE'] });
  nobody = (await signIn('matrix_none')).client;
  // Two users per screen/right pair; set up a few pairs at a time (the pairs grow with every module).
  const setUp = async (pair: string) => {
    const [screenList, list] = pair.split(':') as [string, string];
    const screenCodes = screenList.split('+');
    const actions = list.split('|') as (typeof rightActions)[number][];
    const id = pairId(pair);
    // Holding one of the rights is enough to pass the guard (the input then decides which one counts);
    // where the input picks the screen, the first is the one an empty input picks.
    await putRole(`MATRIX_ONLY_${id}`, { [screenCodes[0]!]: { ...noRights, [actions[0] as string]: 'Y' } });
    await putRole(`MATRIX_BUT_${id}`, allBut(screenCodes, actions));
    await putUser({ usercode: `m_only_${id}`, roles: [`MATRIX_ONLY_${id}`] });
    await putUser({ usercode: `m_but_${id}`, roles: [`MATRIX_BUT_${id}`] });
    granted.set(pair, (await signIn(`m_only_${id}`)).client);
    denied.set(pair, (await signIn(`m_but_${id}`)).client);
  };
  const parallel = 6;
  for (let start = 0; start < pairs.length; start += parallel)
    await Promise.all(pairs.slice(start, start + parallel).map(setUp));
});

describe('authorization: every protected route', () => {
  it('has at least one protected route per module that needs sign-in', () => {
    expect(protectedRoutes.length).toBeGreaterThan(20);
  });

  it.each(protectedRoutes.map(({ route }) => [label(route), route] as const))(
    '%s answers 401 without a token',
    async (_label, route) => {
      const response = await call(anonymous(), route);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthorized. Please log in.' });
    },
  );
});

describe('authorization: routes guarded by a screen right', () => {
  it.each(screenRoutes.map(({ route }) => [label(route), route] as const))(
    '%s answers 403 without its right and lets the right through',
    async (_label, route) => {
      if (route.access.kind !== 'screen') throw new Error('unreachable');
      const pair = pairOf(route);
      expect((await call(nobody, route)).status).toBe(403);
      expect((await call(denied.get(pair) as ApiClient, route)).status).toBe(403);
      const allowed = await call(granted.get(pair) as ApiClient, route);
      expect([401, 403]).not.toContain(allowed.status);
      expect(allowed.status).toBeLessThan(500);
    },
  );
});

describe('authorization: routes for any signed-in user', () => {
  const authenticatedRoutes = protectedRoutes.filter(({ route }) => route.access.kind === 'authenticated');
  it.each(authenticatedRoutes.map(({ route }) => [label(route), route] as const))(
    '%s lets a user with no rights through',
    async (_label, route) => {
      const response = await call(nobody, route);
      expect([401, 403]).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
    },
  );
});

/**
 * Issue 26: every call that writes roles, rights or delegations, tried by a user who holds exactly the
 * call's right, to get more than that: each answers 403 and the caller's rights stay as they were.
 */
describe('authorization: no call grants more than the caller holds', () => {
  const only = (pair: string) => ({
    client: granted.get(pair) as ApiClient,
    usercode: `m_only_${pairId(pair)}`,
  });
  const ownProfile = async (client: ApiClient) =>
    (
      await client.get<{
        usercode: string;
        username: string;
        projects: string[];
        garages: string[];
        roles: string[];
        superuser: string;
        status: string;
        version: number;
      }>('/api/User/getUserLoginById')
    ).body;
  const attempts: {
    label: string;
    path: string;
    pair?: string;
    attempt: (client: ApiClient) => Promise<ApiResponse>;
    message: string;
  }[] = [
    {
      label: 'User/putUser: ADMIN added to one own profile',
      path: '/api/User/putUser',
      pair: 'SGRM011:edits',
      attempt: async (client) => {
        const { usercode, username, projects, garages, roles, superuser, status, version } =
          await ownProfile(client);
        return client.post('/api/User/putUser', {
          usercode,
          username,
          projects,
          garages,
          roles: [...roles, 'ADMIN'],
          superuser,
          status,
          version,
        });
      },
      message: messages.cannotChangeOwnRoles,
    },
    {
      label: 'User/putUser: ADMIN given to another user',
      path: '/api/User/putUser',
      pair: 'SGRM011:edits',
      attempt: async (client) => {
        const other = await ownProfile(nobody);
        return client.post('/api/User/putUser', {
          usercode: other.usercode,
          username: other.username,
          projects: other.projects,
          garages: other.garages,
          roles: [...other.roles, 'ADMIN'],
          superuser: other.superuser,
          status: other.status,
          version: other.version,
        });
      },
      message: formatMessage(messages.roleBeyondOwnRights, { role: 'Admin' }),
    },
    {
      label: 'User/SetUser: a new user with ADMIN',
      path: '/api/User/SetUser',
      pair: 'SGRM011:adds',
      attempt: (client) =>
        client.post('/api/User/SetUser', {
          usercode: 'matrix_escalated',
          username: 'Escalated',
          password: 'Start@2026',
          projects: ['MOI'],
          garages: [],
          roles: ['ADMIN'],
          superuser: 'N',
          status: 'active',
        }),
      message: formatMessage(messages.roleBeyondOwnRights, { role: 'Admin' }),
    },
    {
      label: 'UserRights/insertuserrolemap: ADMIN added to one own roles',
      path: '/api/UserRights/insertuserrolemap',
      pair: 'SGRM010:edits',
      attempt: (client) =>
        client.post('/api/UserRights/insertuserrolemap', {
          usercode: only('SGRM010:edits').usercode,
          roles: [`MATRIX_ONLY_${pairId('SGRM010:edits')}`, 'ADMIN'],
        }),
      message: messages.cannotChangeOwnRoles,
    },
    {
      label: 'UserRights/insertuserrolemap: ADMIN given to another user',
      path: '/api/UserRights/insertuserrolemap',
      pair: 'SGRM010:edits',
      attempt: (client) =>
        client.post('/api/UserRights/insertuserrolemap', {
          usercode: 'matrix_none',
          roles: ['MATRIX_NONE', 'ADMIN'],
        }),
      message: formatMessage(messages.roleBeyondOwnRights, { role: 'Admin' }),
    },
    {
      label: 'UserRights/insertFormsRights: every right on SGRM011 added to one own role',
      path: '/api/UserRights/insertFormsRights',
      pair: 'SGRM010:edits',
      attempt: (client) =>
        client.post('/api/UserRights/insertFormsRights', {
          rolecode: `MATRIX_ONLY_${pairId('SGRM010:edits')}`,
          version: 1,
          rights: [{ screencode: 'SGRM011', ...allRights }],
        }),
      message: formatMessage(messages.rightBeyondOwnRights, { screen: 'SGRM011', action: 'views' }),
    },
    {
      label: 'UserRights/insertUserRights: a new role with every right',
      path: '/api/UserRights/insertUserRights',
      pair: 'SGRM010:adds',
      attempt: (client) =>
        client.post('/api/UserRights/insertUserRights', {
          rolecode: 'MATRIX_ESCALATED',
          rolename: 'Escalated',
          rights: screens.map((screen) => ({ screencode: screen.code, ...allRights })),
        }),
      message: formatMessage(messages.rightBeyondOwnRights, { screen: screens[0]!.code, action: 'views' }),
    },
    {
      label: 'Approvals/insertDelegation: an approver role the caller does not hold',
      path: '/api/Approvals/insertDelegation',
      attempt: (client) =>
        insertDelegation(client, { delegate: only('SGRM011:edits').usercode, roles: ['APPROVER_KPTC'] }),
      message: formatMessage(messages.delegationRoleNotHeld, { role: 'KPTC Approver' }),
    },
  ];

  it('tries every call that writes roles, rights or delegations', () => {
    const paths = new Set(routes.map(({ route }) => route.path));
    for (const { path } of attempts) expect(paths).toContain(path);
  });

  it.each(attempts.map((entry) => [entry.label, entry] as const))('%s answers 403', async (_label, entry) => {
    const client = entry.pair ? only(entry.pair).client : nobody;
    const before = await client.get('/api/UserRights/getuserformspermissions');

    const response = await entry.attempt(client);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: entry.message });
    expect((await client.get('/api/UserRights/getuserformspermissions')).body).toEqual(before.body);
  });
});

describe('authorization: the project is the tenant, bound to the session', () => {
  it('refuses a project the user is not allowed in', async () => {
    const { client } = await signIn('matrix_none');
    const other = await client.withProject('KPTC').get('/api/getGarage');
    expect(other.status).toBe(403);
  });

  it('refuses another project than the sign-in one to a user allowed in both (sign in again to switch)', async () => {
    const moi = await signIn('admin', { project: 'MOI' });
    expect(moi.session.projects).toEqual(expect.arrayContaining(['MOI', 'KPTC']));
    const ownProject = await moi.client.get<{ garageid: string }[]>('/api/getGarage');
    expect(ownProject.status).toBe(200);

    const switched = await moi.client.withProject('KPTC').get('/api/getGarage');
    expect(switched).toMatchObject({ status: 403, body: { message: messages.sessionProjectMismatch } });

    const kptc = await signIn('admin', { project: 'KPTC' });
    expect((await kptc.client.get('/api/getGarage')).status).toBe(200);
    // The other sign-in's session does not carry this one's project either.
    expect((await kptc.client.withProject('MOI').get('/api/getGarage')).status).toBe(403);
  });

  it("answers 401 without the signed session, with a forged one or with another user's", async () => {
    const { session } = await signIn('matrix_none');
    const other = await signIn('admin');
    const call = (headers: Record<string, string>) =>
      anonymous().request('GET', '/api/getGarage', {
        headers: { authorization: `Bearer ${session.token}`, 'x-project': 'MOI', ...headers },
      });
    const [payload = '', signature = ''] = session.session.split('.').slice(1);
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), p: 'KPTC' }),
    ).toString('base64url');

    expect((await call({})).status).toBe(401);
    expect((await call({ 'x-session': `s1.${forgedPayload}.${signature}` })).status).toBe(401);
    expect((await call({ 'x-session': other.session.session })).status).toBe(401);
    expect((await call({ 'x-session': session.session })).status).toBe(200);
    // It ends with the refresh token's validity.
    const later = new Date(Date.now() + (sessionDays + 1) * 86_400_000);
    await expect(sessionProject('matrix_none', session.session, undefined, later)).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(await sessionProject('matrix_none', session.session, undefined)).toBe('MOI');
  });
});
