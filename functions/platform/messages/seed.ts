/**
 * Demo messages for `npm start`, once per project (marker `GLOBAL#SEED` / `MESSAGES#<project>`),
 * through the module's own calls: the supervisor writes to the team leader and the store keepers about
 * a demo job order, and a store keeper answers in the thread, so the messages menu and the inbox have
 * something to show.
 */
import { getItem, putItem } from '#lib/db';
import { resolveCaller } from '#lib/caller';
import { key } from '#lib/table';
import { demoDocuments } from '../seed/documents.ts';
import { existingJobOrders } from './data.ts';
import { addComment, sendMessage } from './manage.ts';

const markerKeys = (project: string) => ({ pk: key.global('SEED'), sk: `MESSAGES#${project}` });

export async function seedMessages(project: string, now: Date): Promise<void> {
  const marker = markerKeys(project);
  if (await getItem(marker.pk, marker.sk)) return;
  const documents = await getItem<{ day?: string }>(key.global('SEED'), `DOCUMENTS#${project}`);
  const candidates = documents?.day
    ? demoDocuments(project, documents.day).jobOrders.map((j) => j.jobordno)
    : [];
  const jobOrderNos = [...(await existingJobOrders(project, candidates.slice(0, 3)))].slice(0, 1);
  const supervisor = await resolveCaller({ username: 'supervisor' }, project);
  const storekeeper = await resolveCaller({ username: 'storekeeper' }, project);
  const { messageId } = await sendMessage(
    supervisor,
    {
      subject: 'Brake pads for the next service',
      body: 'Please keep two sets of front brake pads ready for this job order; the team leader fits them tomorrow morning.',
      toUsers: ['teamleader'],
      toRoles: ['STOREKEEPER'],
      jobOrderNos,
    },
    now,
  );
  await addComment(
    storekeeper,
    { messageId, comment: 'Two sets are reserved in the main store.' },
    new Date(now.getTime() + 60_000),
  );
  await putItem({ ...marker, entity: 'seedMarker', messageId });
}
