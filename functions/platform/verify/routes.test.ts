import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import { gatewayRoutes } from '#lib/registry';
import { printVerificationQuery, verifyDocumentQuery, verifyModule } from './routes.ts';

describe('unit: verify routes', () => {
  it('serves the public check at its own gateway route, beside the signed-in Verify prefix', () => {
    expect(gatewayRoutes(verifyModule)).toEqual([
      { path: '/api/Verify/getDocument', public: true },
      { path: '/api/Verify/{proxy+}', public: false },
    ]);
  });

  it('reads a link whose parts are present and within the key characters', () => {
    const link = { p: 'MOI', t: 'QUOT', n: 'QT-2026-00007', h: '0123456789ABCDEF' };

    expect(verifyDocumentQuery.parse(link)).toEqual(link);
    expect(printVerificationQuery.parse({ t: 'LPO', n: 'LPO/2026/12' })).toEqual({
      t: 'LPO',
      n: 'LPO/2026/12',
    });
  });

  it('words a missing part as an incomplete link and a part with other characters as not valid', () => {
    const first = (query: unknown) => verifyDocumentQuery.safeParse(query).error?.issues[0]?.message;

    expect(first({ p: 'MOI', t: 'QUOT', n: 'QT-1' })).toBe(messages.verifyParamsRequired);
    expect(first({ p: 'MOI', t: 'QUOT', n: ' ', h: 'ab' })).toBe(messages.verifyParamsRequired);
    expect(first({ p: 'MOI#QUOT', t: 'QUOT', n: 'QT-1', h: 'ab' })).toBe(messages.verifyLinkInvalid);
    expect(first({ p: 'MOI', t: 'QUOT', n: 'QT#1', h: 'ab' })).toBe(messages.verifyLinkInvalid);
    expect(first({ p: 'MOI', t: 'QUOT', n: 'QT-1', h: 'not-hex' })).toBe(messages.verifyLinkInvalid);
  });
});
