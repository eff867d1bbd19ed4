/**
 * Seed at scale (issue 15 item 6, docs/seed-at-scale.md): a realistic year of job orders for one project,
 * written in bulk with the status engine's items and the documents their steps write (garage
 * inspections, outside work invoices, 3-in-1 and final invoices, submissions: documents.ts), and its
 * projections made by the live rules from the events those writes publish, added to the counters with
 * atomic `ADD` updates (so it may run beside live traffic).
 *
 * Once per project and year: a marker `GLOBAL#SEED` / `SCALE#<project>#<year>` records the run. A
 * finished run refuses a second one; a run that stopped half way is resumed with the same numbers
 * (job orders and documents) and "as of" instant (the items are plain puts of the same content), and
 * when it stopped while adding counters (additions cannot be told apart from earlier ones) the
 * project's projections are rebuilt from the history instead.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { roundKwd } from '@fleet/shared/engines/amounts';
import { ddb } from '#lib/aws';
import { getItem, putItem, tableName, type StoredItem } from '#lib/db';
import { kuwaitClock } from '#lib/clock';
import { ConflictError } from '#lib/errors';
import { key } from '#lib/table';
import { jobOrderCounter } from '../../../engines/status/numbers.ts';
import { putItems } from '#lib/batch';
import { addCounters } from './bulk.ts';
import {
  buildDocuments,
  documentCounter,
  documentNumber,
  inspectionWorkshops,
  planDocuments,
  type DocumentKind,
} from './documents.ts';
import { buildJobOrder, scaleJobOrderNumber, vehicleItem } from './items.ts';
import { plannedMoves, planYear, type PlannedJobOrder, type ScaleOptions } from './plan.ts';
import { addEventDeltas, addJobOrderDeltas, CounterSums } from './projections.ts';
import { searchRowsOf } from '../../../reports/search/rows.ts';
import { fieldsOf } from '#lib/attributes';

export type { ScaleOptions } from './plan.ts';

/** A second run on a seeded project and year, or options that differ from an unfinished run's. */
export class ScaleSeedRefused extends Error {}

export interface ScaleSummary {
  project: string;
  year: number;
  jobOrders: number;
  vehicles: number;
  /** Items written (job orders: headers, history, status index, vehicle locks; their documents). */
  items: number;
  /** Documents written per kind (GARINSP, CARINV, TIO, FIN, JSB). */
  documents: Partial<Record<DocumentKind, number>>;
  /** KWD of the garage inspections' labour and of the outside work invoices (net). */
  labourKwd: number;
  outsideKwd: number;
  events: number;
  /** Counter item writes (an item summed in two flushes counts twice). */
  counterItems: number;
  firstJobOrder: string;
  lastJobOrder: string;
  /** Whether the projections came from a rebuild (a resumed run that stopped while adding counters). */
  rebuilt: boolean;
  seconds: number;
}

type Phase = 'items' | 'counters' | 'done';

interface Marker extends Record<string, unknown> {
  status: Phase;
  project: string;
  year: number;
  jobOrders: number;
  seed: string;
  asOf: string;
  firstSequence?: number;
  /** First number reserved in each document counter (`GARINSP#2025`, `TIO#2026`, ...). */
  documentSequences?: Record<string, number>;
  startedAt: string;
  finishedAt?: string;
}

export const scaleMarkerKeys = (project: string, year: number) => ({
  pk: key.global('SEED'),
  sk: `SCALE#${project}#${year}`,
});

/** Job orders built and written per chunk. */
const chunkSize = 500;
/** Counter items summed in memory before they are written. */
const flushAt = 40_000;

/** Reserves `count` numbers of one of the project's counters (`JO#<year>` by default); returns the first. */
async function reserveNumbers(
  project: string,
  year: number,
  count: number,
  counter = jobOrderCounter(year),
): Promise<number> {
  const result = await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `${project}#COUNTER`, sk: counter },
      UpdateExpression: 'ADD #value :count SET #entity = :entity',
      ExpressionAttributeNames: { '#value': 'value', '#entity': 'entity' },
      ExpressionAttributeValues: { ':count': count, ':entity': 'counter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.['value']) - count + 1;
}

const same = (marker: Marker, options: ScaleOptions) =>
  marker.jobOrders === options.jobOrders && marker.seed === options.seed;

/** The marker of this run: a new one, or the unfinished one to resume; refuses a finished run. */
async function claim(
  options: ScaleOptions,
  log: (line: string) => void,
): Promise<Marker & { resumed: boolean }> {
  const keys = scaleMarkerKeys(options.project, options.year);
  const existing = await getItem<Marker>(keys.pk, keys.sk);
  if (existing?.status === 'done') {
    throw new ScaleSeedRefused(
      `Project ${options.project}, year ${options.year} is already seeded at scale (${existing.jobOrders} job orders, seed "${existing.seed}", finished ${existing.finishedAt ?? ''}): nothing written. Pick another --year or --project.`,
    );
  }
  if (existing) {
    if (!same(existing, options)) {
      throw new ScaleSeedRefused(
        `An unfinished scale seed of project ${options.project}, year ${options.year} used --jobOrders ${existing.jobOrders} --seed ${existing.seed}: run it again with those to finish it.`,
      );
    }
    log(`resuming the unfinished run of ${existing.startedAt} (phase: ${existing.status})`);
    const firstSequence =
      existing.firstSequence ?? (await reserveNumbers(options.project, options.year, options.jobOrders));
    const marker = { ...existing, firstSequence };
    await putItem({ ...keys, entity: 'seedMarker', ...marker });
    return { ...marker, resumed: true };
  }
  const marker: Marker = {
    status: 'items',
    ...fieldsOf(options, 'project year jobOrders seed asOf'),
    startedAt: new Date().toISOString(),
  };
  try {
    await putItem({ ...keys, entity: 'seedMarker', ...marker }, { ifNotExists: true });
  } catch (error) {
    if (error instanceof ConflictError)
      throw new ScaleSeedRefused(
        `Another scale seed of project ${options.project}, year ${options.year} is running.`,
      );
    throw error;
  }
  marker.firstSequence = await reserveNumbers(options.project, options.year, options.jobOrders);
  await putItem({ ...keys, entity: 'seedMarker', ...marker });
  return { ...marker, resumed: false };
}

async function setPhase(marker: Marker, status: Phase, extra: Record<string, unknown> = {}) {
  const keys = scaleMarkerKeys(marker.project, marker.year);
  Object.assign(marker, { status, ...extra });
  await putItem({ ...keys, entity: 'seedMarker', ...marker });
}

/**
 * The number of every document of the year, in date order per counter as the modules number them: a
 * pass over the plan (the moves and document choices are recomputed, nothing large is kept) gives each
 * counter's documents; the block is reserved once (`sequences`, kept in the marker so a resumed run
 * gives the same numbers). Returns the numbers by job order index.
 */
async function documentNumbers(
  scale: ScaleOptions,
  plan: readonly PlannedJobOrder[],
  marker: Marker,
): Promise<Map<number, Partial<Record<DocumentKind, string>>>> {
  const byCounter = new Map<string, { at: number; index: number; kind: DocumentKind; year: string }[]>();
  for (const planned of plan) {
    const documents = planDocuments(scale, planned, plannedMoves(scale, planned));
    for (const [kind, at] of Object.entries(documents.at) as [DocumentKind, number][]) {
      const year = kuwaitClock(new Date(at)).date.slice(0, 4);
      const counter = documentCounter(kind, year);
      const list = byCounter.get(counter) ?? [];
      list.push({ at, index: planned.index, kind, year });
      byCounter.set(counter, list);
    }
  }
  if (!marker.documentSequences) {
    const sequences: Record<string, number> = {};
    for (const [counter, list] of [...byCounter].sort(([a], [b]) => a.localeCompare(b)))
      sequences[counter] = await reserveNumbers(scale.project, scale.year, list.length, counter);
    await setPhase(marker, marker.status, { documentSequences: sequences });
  }
  const numbers = new Map<number, Partial<Record<DocumentKind, string>>>();
  for (const [counter, list] of byCounter) {
    const firstNumber = marker.documentSequences![counter];
    if (firstNumber === undefined)
      throw new ScaleSeedRefused(`The unfinished run reserved no numbers of ${counter}: run it again.`);
    list.sort((a, b) => a.at - b.at || a.index - b.index);
    list.forEach((entry, position) => {
      const own = numbers.get(entry.index) ?? {};
      own[entry.kind] = documentNumber(entry.kind, entry.year, firstNumber + position);
      numbers.set(entry.index, own);
    });
  }
  return numbers;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const thousands = (value: number) => value.toLocaleString('en-US');

/**
 * Generates and writes the year. `rebuild` replays the project's projections from history (used only
 * to finish a run that stopped while adding counters).
 */
export async function seedScale(
  requested: ScaleOptions,
  options: {
    log?: (line: string) => void;
    rebuild?: (project: string) => Promise<unknown>;
    parallel?: number;
  } = {},
): Promise<ScaleSummary> {
  const log = options.log ?? (() => undefined);
  const parallel = options.parallel ?? 8;
  const started = performance.now();
  const marker = await claim(requested, log);
  // A resumed run uses the "as of" instant of the first attempt: the same moves, the same items.
  const scale: ScaleOptions = { ...requested, asOf: marker.asOf };
  const firstSequence = marker.firstSequence!;

  const plan = planYear(scale);
  const vehicles = new Map(plan.map((planned) => [planned.vehicle.vehicleno, planned.vehicle]));
  log(
    `planned ${thousands(plan.length)} job orders on ${thousands(vehicles.size)} vehicles, opened ${scale.year} up to ${scale.asOf.slice(0, 10)} (${seconds(started)} s)`,
  );
  await putItems(
    [...vehicles.values()].map((vehicle) => vehicleItem(scale.project, vehicle)),
    parallel,
  );
  const numbers = await documentNumbers(scale, plan, marker);

  // Counter sums are written when they hold many items (memory stays bounded at 100,000 job orders)
  // and at the end. A run resumed after counters were written rebuilds the projections instead.
  const rebuildInstead = marker.resumed && marker.status === 'counters';
  if (rebuildInstead && !options.rebuild)
    throw new ScaleSeedRefused(
      `The unfinished run stopped while adding counters: rebuild the projections of ${scale.project} (npm run projections:rebuild -- --project ${scale.project}).`,
    );
  const sums = new CounterSums();
  let counterItems = 0;
  const flush = async () => {
    if (sums.size === 0) return;
    if (rebuildInstead) return sums.clear();
    const deltas = sums.deltas();
    sums.clear();
    if (marker.status !== 'counters') await setPhase(marker, 'counters');
    await addCounters(deltas, new Date().toISOString(), parallel, (written) => {
      if (written % 10_000 === 0)
        log(`projection items: ${thousands(counterItems + written)} ${seconds(started)} s`);
    });
    counterItems += deltas.length;
    log(`projection items written: ${thousands(counterItems)} ${seconds(started)} s`);
  };
  let items = 0;
  let events = 0;
  const documents: Partial<Record<DocumentKind, number>> = {};
  let labourKwd = 0;
  let outsideKwd = 0;
  for (let start = 0; start < plan.length; start += chunkSize) {
    const chunk: StoredItem[] = [];
    for (const planned of plan.slice(start, start + chunkSize)) {
      const moves = plannedMoves(scale, planned);
      const planDocs = planDocuments(scale, planned, moves);
      const built = buildJobOrder(scale, planned, scaleJobOrderNumber(scale, firstSequence, planned.index), {
        moves,
        workshops: inspectionWorkshops(planDocs),
      });
      const written = buildDocuments(scale.project, built.header, planDocs, numbers.get(planned.index) ?? {});
      chunk.push(...built.items, ...written.items);
      events += addJobOrderDeltas(sums, scale.project, built.header, built.history);
      events += addEventDeltas(sums, written.events);
      for (const kind of Object.keys(planDocs.at) as DocumentKind[])
        documents[kind] = (documents[kind] ?? 0) + 1;
      labourKwd += written.labour;
      outsideKwd += written.outside;
    }
    // Issue 25: the search rows the engine's transactions would have added (chunks go in opening order,
    // so a vehicle's row ends naming its newest job order).
    chunk.push(...searchRowsOf(chunk));
    await putItems(chunk, parallel);
    items += chunk.length;
    const done = Math.min(start + chunkSize, plan.length);
    log(
      `job orders ${thousands(done)}/${thousands(plan.length)} (${thousands(items)} items) ${seconds(started)} s`,
    );
    if (sums.size >= flushAt) await flush();
  }
  await flush();

  if (rebuildInstead) {
    log(`the unfinished run stopped while adding counters: rebuilding the projections of ${scale.project}`);
    await options.rebuild!(scale.project);
  }

  const summary: ScaleSummary = {
    project: scale.project,
    year: scale.year,
    jobOrders: plan.length,
    vehicles: vehicles.size,
    items,
    documents,
    labourKwd: roundKwd(labourKwd),
    outsideKwd: roundKwd(outsideKwd),
    events,
    counterItems,
    firstJobOrder: scaleJobOrderNumber(scale, firstSequence, 0),
    lastJobOrder: scaleJobOrderNumber(scale, firstSequence, Math.max(0, plan.length - 1)),
    rebuilt: rebuildInstead,
    seconds: Number(seconds(started)),
  };
  await setPhase(marker, 'done', { finishedAt: new Date().toISOString(), summary });
  log(
    `done: ${thousands(summary.jobOrders)} job orders (${summary.firstJobOrder} .. ${summary.lastJobOrder}), documents ${JSON.stringify(documents)}, labour ${summary.labourKwd.toFixed(3)} KWD, outside work ${summary.outsideKwd.toFixed(3)} KWD, ${thousands(items)} items, ${thousands(events)} events, ${thousands(counterItems)} projection item writes in ${summary.seconds} s`,
  );
  return summary;
}
