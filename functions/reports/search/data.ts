/**
 * Data access of the top-bar search: the prefix Query on the search index (functions/reports/search/rows.ts),
 * one BatchGet of the job order headers, vehicle locks and document masters its rows point to (only the
 * fields a hit shows), and a vehicle's newest job order when its row names none.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '#lib/aws';
import { queryPage, tableName, type Keyed } from '#lib/db';
import { engineKeys } from '../../engines/status/engine.ts';
import { jobOrderKeys } from '../../engines/status/headers.ts';
import { searchPartition, type SearchRow } from './rows.ts';

type Item = Record<string, unknown>;

/**
 * Rows whose key starts with `normalised`, in key order; `more` when others follow. A sort key range
 * (`normalised` .. `normalised\uffff`), the same rows as `begins_with`: DynamoDB Local reads a whole
 * partition for `begins_with` (150 ms over 100,000 rows) but seeks a range (5 ms).
 */
export async function rowsStartingWith(
  project: string,
  normalised: string,
  limit: number,
  cursor?: string,
): Promise<{ rows: SearchRow[]; cursor?: string }> {
  const page = await queryPage<SearchRow>({
    pk: searchPartition(project, normalised),
    between: [normalised, `${normalised}\uffff`],
    limit,
    cursor,
  });
  return { rows: page.items, ...(page.cursor ? { cursor: page.cursor } : {}) };
}

/** What a hit shows of a header, of a lock and of a document master (one projection for the batch). */
const shownFields = [
  'pk',
  'sk',
  'jobordno',
  'vehicleno',
  'joborddat',
  'statuscde',
  'state',
  'kind',
  'deldate',
  'garage',
  'garagnam',
  'garagnamar',
  'vehmaknam',
  'servicetype',
  'teamleadername',
  'emplname',
  'inspectorname',
] as const;

const batchLimit = 100;

/** The items of `keys` that exist, by `pk|sk`, with the shown fields only. */
export async function readShown(keys: readonly Keyed[]): Promise<Map<string, Item>> {
  const unique = [...new Map(keys.map((wanted) => [`${wanted.pk}|${wanted.sk}`, wanted])).values()];
  const names = Object.fromEntries(shownFields.map((field, index) => [`#f${index}`, field]));
  const found = new Map<string, Item>();
  const batches: Keyed[][] = [];
  for (let start = 0; start < unique.length; start += batchLimit)
    batches.push(unique.slice(start, start + batchLimit));
  await Promise.all(
    batches.map(async (batch) => {
      let pending: Item[] = batch.map(({ pk, sk }) => ({ pk, sk }));
      while (pending.length > 0) {
        const result = await ddb().send(
          new BatchGetCommand({
            RequestItems: {
              [tableName()]: {
                Keys: pending,
                ProjectionExpression: Object.keys(names).join(', '),
                ExpressionAttributeNames: names,
              },
            },
          }),
        );
        for (const item of result.Responses?.[tableName()] ?? [])
          found.set(`${String(item['pk'])}|${String(item['sk'])}`, item);
        pending = (result.UnprocessedKeys?.[tableName()]?.Keys as Item[] | undefined) ?? [];
      }
    }),
  );
  return found;
}

export const headerKey = (project: string, jobordno: string) => jobOrderKeys.header(project, jobordno);
export const lockKey = (project: string, vehicleno: string) => engineKeys.vehicleLock(project, vehicleno);

/** A vehicle's newest job order header (gsi2, newest first), for a row that names none. */
export async function newestJobOrderOf(project: string, vehicleno: string): Promise<Item | undefined> {
  const page = await queryPage<Item>({
    index: 'gsi2',
    pk: engineKeys.byVehicle(project, vehicleno),
    beginsWith: 'JO#',
    ascending: false,
    limit: 1,
    attributes: shownFields,
  });
  return page.items[0];
}
