import { describe, expect, it } from 'vitest';
import { defineModule, defineRoute, gatewayRoutes, routeKind } from './registry.ts';

const handler = async () => null;

describe('registry: gateway routes', () => {
  it('derives one proxy route per path prefix and exact routes for calls directly under /api', () => {
    const module = defineModule({
      name: 'users',
      routes: [
        defineRoute({
          method: 'GET',
          path: '/api/User/getUserList',
          summary: '',
          access: { kind: 'authenticated' },
          handler,
        }),
        defineRoute({
          method: 'POST',
          path: '/api/User/SetUser',
          summary: '',
          access: { kind: 'authenticated' },
          handler,
        }),
        defineRoute({
          method: 'GET',
          path: '/api/user/getUserlogList',
          summary: '',
          access: { kind: 'authenticated' },
          handler,
        }),
        defineRoute({
          method: 'GET',
          path: '/api/getGarage',
          summary: '',
          access: { kind: 'authenticated' },
          handler,
        }),
      ],
    });
    expect(gatewayRoutes(module)).toEqual([
      { path: '/api/User/{proxy+}', public: false },
      { path: '/api/user/{proxy+}', public: false },
      { path: '/api/getGarage', public: false },
    ]);
  });

  it('refuses a prefix that mixes public and protected routes', () => {
    const module = defineModule({
      name: 'mixed',
      routes: [
        defineRoute({
          method: 'POST',
          path: '/api/Auth/login',
          summary: '',
          access: { kind: 'public' },
          handler,
        }),
        defineRoute({
          method: 'GET',
          path: '/api/Auth/me',
          summary: '',
          access: { kind: 'authenticated' },
          handler,
        }),
      ],
    });
    expect(() => gatewayRoutes(module)).toThrow(/mixes public and protected/);
  });

  it('gives a call asking for it an exact route beside its prefix (a token-gated call under a protected prefix)', () => {
    const module = defineModule({
      name: 'token-gated',
      routes: [
        defineRoute({
          method: 'GET',
          path: '/api/X/list',
          summary: '',
          access: { kind: 'authenticated' },
          handler,
        }),
        defineRoute({
          method: 'GET',
          path: '/api/X/gated',
          summary: '',
          access: { kind: 'public' },
          gatewayRoute: 'exact',
          handler,
        }),
      ],
    });
    expect(gatewayRoutes(module)).toEqual([
      { path: '/api/X/{proxy+}', public: false },
      { path: '/api/X/gated', public: true },
    ]);
  });

  it('treats GET as a read and other methods as writes unless a route says otherwise', () => {
    const read = defineRoute({
      method: 'POST',
      path: '/api/X/list',
      summary: '',
      kind: 'read',
      access: { kind: 'public' },
      handler,
    });
    const write = defineRoute({
      method: 'POST',
      path: '/api/X/save',
      summary: '',
      access: { kind: 'public' },
      handler,
    });
    expect([routeKind(read), routeKind(write)]).toEqual(['read', 'write']);
  });
});
