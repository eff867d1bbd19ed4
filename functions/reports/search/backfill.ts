/**
 * The search index of data written before it existed, or written with plain puts (the demo seed):
 * once per project (marker `GLOBAL#SEED` / `SEARCH#<project>#<version>`), the rows of every job order
 * header (one gsi1 Query of the project's job orders) and of every job order document (one gsi2 Query
 * per job order). A maintenance pass, never a request path; live writes keep the index themselves.
 */
import { getItem, putItem, queryAll } from '#lib/db';
import { key } from '#lib/table';
import { jobOrderKeys, jobOrderPk } from '../../engines/status/headers.ts';
import { inParallel, putItems } from '#lib/batch';
import { searchRowsOf } from './rows.ts';

/** Raise it when the rows' shape changes: every project's index is then rebuilt once. */
const indexVersion = 1;

const markerKeys = (project: string) => ({ pk: key.global('SEED'), sk: `SEARCH#${project}#${indexVersion}` });

type Item = Record<string, unknown>;

/** Writes the rows of the project's job orders and their documents; returns how many. */
export async function rebuildSearchIndex(project: string, parallel = 8): Promise<number> {
  const headers = await queryAll<Item>({
    index: 'gsi1',
    pk: jobOrderKeys.byDate(project),
    attributes: ['pk', 'sk', 'entity', 'jobordno', 'vehicleno', 'joborddat'],
  });
  const documents: Item[] = [];
  await inParallel(headers, parallel, async (header) => {
    const items = await queryAll<Item>({
      index: 'gsi2',
      pk: jobOrderPk(project, String(header['jobordno'])),
      attributes: ['pk', 'sk', 'gsi2pk', 'gsi2sk', 'deldate'],
    });
    documents.push(...items.filter((item) => !item['deldate']));
  });
  const rows = searchRowsOf([...headers, ...documents]);
  await putItems(rows, parallel);
  return rows.length;
}

/** Builds the project's index once (the seed calls it on every start; a marker makes later calls cheap). */
export async function ensureSearchIndex(project: string): Promise<void> {
  const marker = markerKeys(project);
  if (await getItem(marker.pk, marker.sk)) return;
  const rows = await rebuildSearchIndex(project);
  await putItem({ ...marker, entity: 'seedMarker', rows, at: new Date().toISOString() });
}
