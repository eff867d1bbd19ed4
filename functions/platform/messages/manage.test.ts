import { describe, expect, it } from 'vitest';
import { resolveRecipients } from './manage.ts';

describe('unit: message recipients', () => {
  const users = [
    { usercode: 'Reception', roles: ['RECEPTION'] },
    { usercode: 'storekeeper', roles: ['STOREKEEPER'] },
    { usercode: 'store2', roles: ['STOREKEEPER', 'RECEPTION'] },
    { usercode: 'supervisor', roles: ['SUPERVISOR'] },
  ];

  it('adds every user holding a role to the users named, once each, without the sender', () => {
    expect(
      resolveRecipients(
        'Supervisor',
        { toUsers: ['supervisor', 'inspector'], toRoles: ['STOREKEEPER'] },
        users,
      ),
    ).toEqual(['inspector', 'store2', 'storekeeper']);
  });

  it('reaches nobody when the only holder of the role is the sender', () => {
    expect(resolveRecipients('supervisor', { toUsers: [], toRoles: ['SUPERVISOR'] }, users)).toEqual([]);
  });
});
