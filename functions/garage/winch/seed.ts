/**
 * Demo data of the winches (called from the seed's issue 14 section): in the MOI project, the first heavy
 * recovery winch on its way to the newest demo job order waiting at Job Order Created, through the
 * assignment call itself, so `/winchlist` shows a busy winch beside the free ones. Once per project
 * (a marker), and skipped when there is no such job order or the winch is already taken.
 */
import { insertAssignWinchRequest } from '@fleet/shared/garage/winch';
import { resolveCaller } from '#lib/caller';
import { getItem, putItem } from '#lib/db';
import { key } from '#lib/table';
import { jobOrdersAtStatuses } from '../../engines/status/choices.ts';
import { winchHolder } from './data.ts';
import { saveAssignWinch } from './manage.ts';

const marker = (project: string) => ({ pk: key.global('SEED'), sk: `WINCH#${project}` });

export async function seedWinches(project: string, now: Date): Promise<void> {
  if (project !== 'MOI') return;
  const keys = marker(project);
  if (await getItem(keys.pk, keys.sk)) return;
  const [jobOrder] = await jobOrdersAtStatuses(project, [1201]);
  const caller = await resolveCaller({ username: 'supervisor' }, project);
  let docnumbr = '';
  if (jobOrder && caller && !(await winchHolder(project, 'WN01'))) {
    const saved = await saveAssignWinch(
      caller,
      insertAssignWinchRequest.parse({
        jobordno: jobOrder.jobordno,
        winchid: 'WN01',
        fromlocation: 'Sixth Ring Road, exit 12',
        tolocation: 'Shuwaikh Main Garage',
        remarks: 'Demo: broken down on the road',
      }),
      now,
    );
    docnumbr = saved.docnumbr;
  }
  await putItem({ ...keys, entity: 'seedMarker', docnumbr });
}
