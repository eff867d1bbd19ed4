/**
 * Rebuilds a project's work index from the status index and the headers (data written before the
 * status engine kept it, or after the workflow map changed whom a status waits for): puts the rows
 * every listed job order should have and deletes the others. Reads are Queries (one per status code
 * and one per role) and BatchGets; safe to run beside live traffic (a row a write moves meanwhile is
 * put again by that write's next change at the latest).
 *
 *   npx tsx functions/reports/my-work/rebuild.ts <project>   (with the table's environment, as the seed runs)
 */
import { pathToFileURL } from 'node:url';
import { jobOrderStatuses, roleCodes } from '@fleet/shared';
import { getItems, queryAll, transactDelete, transactPut, transactWrite, type StoredItem } from '#lib/db';
import { engineKeys, indexed } from '../../engines/status/engine.ts';
import { jobOrderKeys } from '../../engines/status/headers.ts';
import type { JobOrderCore } from '@fleet/shared/reception/job-orders';
import { workIndexItems, workKeys } from './work-index.ts';

const chunk = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) =>
    list.slice(index * size, (index + 1) * size),
  );

/** Writes in transactions of 100 (puts of identical items rewrite nothing). */
async function writeAll(puts: StoredItem[], deletes: { pk: string; sk: string }[]) {
  const items = [...puts.map((item) => transactPut(item)), ...deletes.map((keys) => transactDelete(keys))];
  for (const part of chunk(items, 100)) await transactWrite(part);
}

export async function rebuildWorkIndex(project: string): Promise<{ rows: number; removed: number }> {
  const listed = await Promise.all(
    jobOrderStatuses.map((status) =>
      queryAll<{ jobordno: string }>({ pk: engineKeys.statusIndex(project, status.code, '').pk }),
    ),
  );
  const headers = await getItems<JobOrderCore & Record<string, unknown>>(
    [...new Set(listed.flat().map((row) => row.jobordno))].map((jobordno) =>
      jobOrderKeys.header(project, jobordno),
    ),
  );
  const expected = headers
    .filter((header) => indexed({ state: header.state ?? 'open', statuscde: Number(header.statuscde) }))
    .flatMap((header) => workIndexItems(project, { ...header, statuscde: Number(header.statuscde) }));
  const wanted = new Set(expected.map((item) => `${item.pk}|${item.sk}`));
  const existing = await Promise.all(
    roleCodes.map((role) =>
      queryAll<{ pk: string; sk: string }>({
        pk: workKeys.partition(project, role),
        attributes: ['pk', 'sk'],
      }),
    ),
  );
  const stale = existing
    .flat()
    .filter((item) => !wanted.has(`${item.pk}|${item.sk}`))
    .map(({ pk, sk }) => ({ pk, sk }));
  await writeAll(expected, stale);
  return { rows: expected.length, removed: stale.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const project = process.argv[2];
  if (!project) throw new Error('Usage: npx tsx functions/reports/my-work/rebuild.ts <project>');
  console.log(await rebuildWorkIndex(project));
}
