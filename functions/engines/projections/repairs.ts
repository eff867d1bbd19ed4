/**
 * The repair projection: job orders per repair (workshop / main repair / sub repair) by opening day
 * and month, for each filter subset (layout.ts, pk `<project>#PROJ#REPAIR`), from `RepairLinesChanged`.
 * A job order counts once per distinct repair, however many lines name it.
 *
 * Publishing: a write that changes a job order's repair lines (the garage inspection save, update and
 * delete) passes `repairLinesChangedEvent(...)` in `busEvents` of its `writeJobOrder`, so the event
 * commits with the lines (the transactional outbox). The history (rebuild) is each job order's live
 * garage inspection and its lines, under the header's current garage / make / model.
 */
import { randomUUID } from 'node:crypto';
import { detailTypes, eventSources } from '@fleet/shared';
import {
  repairLinesChanged,
  type RepairLinesChanged,
  type RepairRef,
} from '@fleet/shared/engines/events-schema';
import { queryAll } from '#lib/db';
import { byDatePages, jobOrderPk } from '../status/headers.ts';
import type { OutboxEvent } from '../status/outbox.ts';
import { defineProjection, mergeDeltas, type ProjectionDelta, type ReplayEvent } from './define.ts';
import { daySk, dimSubsets, kindPk, localDay, monthSk, repairAttr, type Dims } from './layout.ts';
import { textOf } from '#lib/attributes';

type Stored = Record<string, unknown>;

const refKey = (ref: RepairRef) => `${ref.wrkshpid}\u0000${ref.mainrepid}\u0000${ref.subrepid}`;
const distinct = (refs: readonly RepairRef[]) => new Map(refs.map((ref) => [refKey(ref), ref]));

/** The counter changes of one repair lines change: +1 per repair added, -1 per repair gone. Pure. */
export function repairDeltas(detail: RepairLinesChanged): ProjectionDelta[] {
  const before = distinct(detail.before);
  const after = distinct(detail.after);
  const changes: [RepairRef, number][] = [
    ...[...after].filter(([id]) => !before.has(id)).map(([, ref]): [RepairRef, number] => [ref, 1]),
    ...[...before].filter(([id]) => !after.has(id)).map(([, ref]): [RepairRef, number] => [ref, -1]),
  ];
  if (changes.length === 0) return [];
  const dims: Dims = { garage: detail.garage, vehmake: detail.vehmake, vehmodel: detail.vehmodel };
  const day = localDay(detail.openedAt ?? detail.at);
  const pk = kindPk(detail.project, 'REPAIR');
  const out: ProjectionDelta[] = [];
  for (const subset of dimSubsets(dims)) {
    const add: Record<string, number> = {};
    for (const [ref, delta] of changes) {
      const attr = repairAttr(ref.wrkshpid, ref.mainrepid, ref.subrepid);
      add[attr] = delta;
    }
    out.push({ pk, sk: daySk(subset, day), add: { ...add } });
    out.push({ pk, sk: monthSk(subset, day.slice(0, 7)), add: { ...add } });
  }
  return mergeDeltas(out);
}

/** A repair line: any object with the three repair keys (an inspection line, a stored item). */
type RepairLine = object;

const refsOf = (lines: readonly RepairLine[]): RepairRef[] =>
  (lines as readonly Stored[])
    .filter((line) => line['wrkshpid'] && line['mainrepid'] && line['subrepid'])
    .map((line) => ({
      wrkshpid: String(line['wrkshpid']),
      mainrepid: String(line['mainrepid']),
      subrepid: String(line['subrepid']),
    }));

/** The event a write that changes a job order's repair lines passes in `busEvents` (header = the job order). */
export function repairLinesChangedEvent(
  project: string,
  header: Stored,
  lines: { before: readonly RepairLine[]; after: readonly RepairLine[] },
  user: string,
  at = new Date().toISOString(),
): OutboxEvent {
  const detail = repairLinesChanged.parse({
    eventId: randomUUID(),
    project,
    jobordno: String(header['jobordno']),
    ...Object.fromEntries(
      (
        [
          ['openedAt', textOf(header['joborddat'])],
          ['garage', textOf(header['garage'])],
          ['vehmake', textOf(header['vehmakid'])],
          ['vehmodel', textOf(header['vehmodid'])],
        ] as const
      ).filter(([, value]) => value !== undefined),
    ),
    before: refsOf(lines.before),
    after: refsOf(lines.after),
    user,
    at,
  });
  return { source: eventSources.jobOrders, detailType: detailTypes.repairLinesChanged, detail };
}

/** Each job order's current repairs (its live garage inspections' lines) as one event from nothing. */
async function* repairHistory(project: string): AsyncGenerator<ReplayEvent<RepairLinesChanged>> {
  for await (const items of byDatePages(project)) {
    const headers = items.filter((item) => item['sk'] === 'HEADER');
    const events = await Promise.all(
      headers.map(async (header) => {
        const masters = await queryAll<Stored>({
          index: 'gsi2',
          pk: jobOrderPk(project, String(header['jobordno'])),
          beginsWith: 'GARINSP#',
        });
        const live = masters.filter((master) => !master['deldate']);
        const lines = (
          await Promise.all(
            live.map((master) => queryAll<Stored>({ pk: String(master['pk']), beginsWith: 'LINE#' })),
          )
        ).flat();
        if (lines.length === 0) return undefined;
        const { detail } = repairLinesChangedEvent(
          project,
          header,
          { before: [], after: lines },
          'rebuild',
          String(header['statusAt'] ?? new Date().toISOString()),
        );
        const parsed = repairLinesChanged.parse(detail);
        return {
          eventId: `rebuild-${parsed.jobordno}`,
          detailType: detailTypes.repairLinesChanged,
          detail: parsed,
        };
      }),
    );
    for (const event of events) if (event) yield event;
  }
}

export const repairProjection = defineProjection<RepairLinesChanged>({
  name: 'repairs',
  detailTypes: [detailTypes.repairLinesChanged],
  parse: (_detailType, detail) => repairLinesChanged.parse(detail),
  project: (detail) => detail.project,
  deltas: (detail) => repairDeltas(detail),
  parts: () => ['repairs'],
  history: repairHistory,
  partitions: async (project) => [kindPk(project, 'REPAIR')],
});
