/**
 * The job order status projection: counts by current status, moves into each status and stays at
 * each status (status-rules.ts), from `JobOrderStatusChanged`. Its history is the job orders' HIST
 * items: headers from the by-date index (gsi1 `<project>#JO`), then one Query per job order partition.
 */
import { detailTypes, type JobOrderStatusChanged } from '@fleet/shared';
import { jobOrderStatusChanged } from '@fleet/shared/engines/events-schema';
import { queryAll } from '#lib/db';
import { byDatePages, jobOrderPk } from '../status/headers.ts';
import { defineProjection, type ReplayEvent } from './define.ts';
import { kindPk } from './layout.ts';
import { statusDeltas, statusParts } from './status-rules.ts';
import { textOf } from '#lib/attributes';

type Stored = Record<string, unknown>;

const list = (value: unknown) => (Array.isArray(value) && value.length ? value.map(String) : undefined);
const dimFields = ['garage', 'vehmake', 'vehmodel', 'openedAt', 'fromAt'] as const;

/**
 * The status events of one job order rebuilt from its history. Entries written since issue 15 carry
 * the dimensions the live event carried; older ones (and seeded ones) take them from the header and
 * `fromAt` from the previous entry, which is what the engine's `statusAt` was.
 */
export function eventsFromHistory(
  project: string,
  header: Stored,
  entries: readonly Stored[],
): ReplayEvent<JobOrderStatusChanged>[] {
  let previousAt: string | undefined;
  return entries.map((entry) => {
    const recorded = dimFields.some((name) => entry[name] !== undefined);
    const pick = (name: 'garage' | 'vehmake' | 'vehmodel' | 'openedAt', headerName: string) =>
      textOf(recorded ? entry[name] : header[headerName]);
    const detail = jobOrderStatusChanged.parse({
      eventId: String(entry['eventId'] ?? `${String(entry['jobordno'])}-${String(entry['at'])}`),
      project,
      jobordno: String(entry['jobordno'] ?? header['jobordno']),
      fromStatus:
        entry['fromStatus'] === null || entry['fromStatus'] === undefined
          ? null
          : Number(entry['fromStatus']),
      toStatus: Number(entry['toStatus']),
      statusName: String(entry['statusName'] ?? ''),
      user: String(entry['user'] ?? ''),
      at: String(entry['at']),
      ...Object.fromEntries(
        (
          [
            ['garage', pick('garage', 'garage')],
            ['vehmake', pick('vehmake', 'vehmakid')],
            ['vehmodel', pick('vehmodel', 'vehmodid')],
            ['openedAt', pick('openedAt', 'joborddat')],
            ['fromAt', recorded ? textOf(entry['fromAt']) : previousAt],
            ['workshops', list(entry['workshops'])],
            ['suppliers', list(entry['suppliers'])],
            ['was', entry['was'] ?? undefined],
          ] as const
        ).filter(([, value]) => value !== undefined),
      ),
    });
    previousAt = detail.at;
    return { eventId: detail.eventId, detailType: detailTypes.jobOrderStatusChanged, detail };
  });
}

/** Every job order header of a project, page by page (the by-date index, never a scan). */
async function* headers(project: string): AsyncGenerator<Stored[]> {
  for await (const items of byDatePages(project)) {
    yield items.filter((item) => item['sk'] === 'HEADER' || item['entity'] === 'jobOrderHeader');
  }
}

async function* statusHistory(project: string): AsyncGenerator<ReplayEvent<JobOrderStatusChanged>> {
  for await (const page of headers(project)) {
    const histories = await Promise.all(
      page.map(async (header) => {
        const entries = await queryAll<Stored>({
          pk: jobOrderPk(project, String(header['jobordno'])),
          beginsWith: 'HIST#',
        });
        return eventsFromHistory(project, header, entries);
      }),
    );
    for (const events of histories) yield* events;
  }
}

export const statusProjection = defineProjection<JobOrderStatusChanged>({
  name: 'status',
  detailTypes: [detailTypes.jobOrderStatusChanged],
  parse: (_detailType, detail) => jobOrderStatusChanged.parse(detail),
  project: (detail) => detail.project,
  deltas: (detail) => statusDeltas(detail),
  parts: (detail) => statusParts(detail),
  history: statusHistory,
  partitions: async (project) => (['OPEN', 'MOVE', 'DUR'] as const).map((kind) => kindPk(project, kind)),
});
