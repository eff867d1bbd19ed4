/**
 * Demo seed: projects, each project's master data, roles with their rights, and one demo user per
 * role (Cognito user + profile). Deterministic and idempotent:
 * - master data is written in batches only when its content differs from the last seeded content
 *   (a marker keeps the content hash), so a second run writes nothing;
 * - roles, profiles and counters are created only when absent, so edits made in the app survive;
 * - Cognito users are created when missing; an existing user keeps its password.
 * The same code seeds the local emulators, LocalStack or AWS: endpoints come from the environment.
 */
import { createHash } from 'node:crypto';
import { getItem, putItem } from '#lib/db';
import { key } from '#lib/table';
import { counterItems, masterDataItems, projectItems } from './items.ts';
import { projects } from './organisation.ts';
import { roleItems } from './rights.ts';
import { demoUsers, ensureCognitoUser, ensureGroups, profileItem } from './users.ts';
import { putAll, putIfAbsent } from './write.ts';

export { demoPassword, demoUsers, type DemoUser } from './users.ts';

const markerKeys = { pk: key.global('SEED'), sk: 'MASTERDATA' };

/** Every master data item of the seed (projects first). */
export function seedItems() {
  return [...projectItems(), ...projects.flatMap((project) => masterDataItems(project.code))];
}

export const contentHash = (items: unknown) =>
  createHash('sha256').update(JSON.stringify(items)).digest('hex');

export async function seed(options: { userPoolId: string }): Promise<void> {
  const items = seedItems();
  const hash = contentHash(items);
  const marker = await getItem<{ hash?: string }>(markerKeys.pk, markerKeys.sk);
  const masterDataChanged = marker?.hash !== hash;
  const created = [
    ...projects.flatMap((project) => counterItems(project.code)),
    ...roleItems(),
    ...demoUsers.map(profileItem),
  ];
  await Promise.all([
    masterDataChanged ? putAll(items) : undefined,
    Promise.all(created.map(putIfAbsent)),
    // One Cognito call at a time: cognito-local keeps its pool in a JSON file.
    (async () => {
      await ensureGroups(options.userPoolId);
      for (const user of demoUsers) await ensureCognitoUser(options.userPoolId, user);
    })(),
  ]);
  if (masterDataChanged) await putItem({ ...markerKeys, entity: 'seedMarker', hash, items: items.length });
}
