/**
 * The projections of the generated job orders, made in memory by the live rules: the status events
 * are rebuilt from the generated history exactly as the rebuild does (`eventsFromHistory`,
 * functions/engines/projections/status.ts), each event goes through the subscriber's own `eventDeltas`
 * (every registered projection handling it), and the deltas are summed per counter item. Writing
 * the sums then costs one write per counter item instead of one transaction per event, and nothing
 * has to be read back (a rebuild after the bulk write would read every job order partition again).
 */
import { detailTypes } from '@fleet/shared';
import type { JobOrderHistoryEntry } from '@fleet/shared/reception/job-orders';
import type { ProjectionDelta } from '../../../engines/projections/define.ts';
import { eventDeltas } from '../../../engines/projections/apply.ts';
import { eventsFromHistory } from '../../../engines/projections/status.ts';

/** Sums of counter deltas per item (pk, sk) and attribute. */
export class CounterSums {
  private readonly items = new Map<string, { pk: string; sk: string; add: Map<string, number> }>();

  add(delta: ProjectionDelta): void {
    const id = `${delta.pk}\u0000${delta.sk}`;
    let entry = this.items.get(id);
    if (!entry) {
      entry = { pk: delta.pk, sk: delta.sk, add: new Map() };
      this.items.set(id, entry);
    }
    for (const [name, value] of Object.entries(delta.add))
      entry.add.set(name, (entry.add.get(name) ?? 0) + value);
  }

  /** The sums, zero attributes and empty items dropped, in key order (deterministic writes). */
  deltas(): ProjectionDelta[] {
    const result: ProjectionDelta[] = [];
    const ids = [...this.items.keys()].sort();
    for (const id of ids) {
      const entry = this.items.get(id)!;
      const add: Record<string, number> = {};
      let any = false;
      for (const [name, value] of entry.add) {
        if (value === 0) continue;
        add[name] = value;
        any = true;
      }
      if (any) result.push({ pk: entry.pk, sk: entry.sk, add });
    }
    return result;
  }

  /** Forgets every sum (after they were written). */
  clear(): void {
    this.items.clear();
  }

  get size(): number {
    return this.items.size;
  }
}

/**
 * Adds the counter deltas of one job order's history (the events the engine published for it) to `sums`;
 * returns how many events that was.
 */
export function addJobOrderDeltas(
  sums: CounterSums,
  project: string,
  header: Record<string, unknown>,
  history: readonly JobOrderHistoryEntry[],
): number {
  const events = eventsFromHistory(project, header, history as unknown as Record<string, unknown>[]);
  // The live event also names the vehicle (engine.ts: plateNo, vehicleno), which the history does not
  // repeat: projections keyed by vehicle (job orders per vehicle and month) need it.
  const vehicle = { plateNo: String(header['vehicleno']), vehicleno: String(header['vehicleno']) };
  for (const event of events)
    for (const delta of eventDeltas(detailTypes.jobOrderStatusChanged, { ...event.detail, ...vehicle })
      .deltas)
      sums.add(delta);
  return events.length;
}

/**
 * Adds the counter deltas of events other modules' writes published (repair lines, money postings,
 * document totals: documents.ts) to `sums`, through the subscriber's own `eventDeltas`; returns how
 * many events that was.
 */
export function addEventDeltas(
  sums: CounterSums,
  events: readonly { detailType: string; detail: unknown }[],
): number {
  for (const event of events)
    for (const delta of eventDeltas(event.detailType, event.detail).deltas) sums.add(delta);
  return events.length;
}
