/**
 * A planned job order as table items: what the status engine (functions/engines/status/engine.ts) would have
 * written had every move gone through `writeJobOrder`, built with the engine's own item builders
 * (`headerStorageItem`, `historyItem`, `statusIndexItem`, `vehicleLockItem`, and `workIndexItems` for
 * "My work"). History entries carry the projection dimensions the engine records (`projectionDims` of
 * the header, `fromAt`), so the events rebuilt from them are the ones the engine published. No outbox
 * item: nothing waits to be published. Pure.
 */
import type { JobOrderCore, JobOrderHistoryEntry, JobOrderState } from '@fleet/shared/reception/job-orders';
import { namedStatus } from '@fleet/shared';
import type { StoredItem } from '#lib/db';
import {
  headerStorageItem,
  historyItem,
  indexed,
  projectionDims,
  statusIndexItem,
  vehicleLockItem,
} from '../../../engines/status/engine.ts';
import { jobOrderNumber } from '../../../engines/status/numbers.ts';
import { masterItem, masterKeys, masterTypes } from '../../../engines/masters/keys.ts';
import { vehicleUse } from '../../../engines/masters/master-data-usage.ts';
import { workIndexItems } from '../../../reports/my-work/work-index.ts';
import { garages } from '../workshop.ts';
import { plannedMoves, type PlannedJobOrder, type PlannedVehicle, type ScaleOptions } from './plan.ts';
import type { PlannedMove } from './timeline.ts';
import { fieldsOf } from '#lib/attributes';

const kuwaitOffsetMs = 3 * 60 * 60 * 1000;
const kuwait = (ms: number) => new Date(ms + kuwaitOffsetMs).toISOString();

export interface BuiltJobOrder {
  header: JobOrderCore & Record<string, unknown>;
  history: JobOrderHistoryEntry[];
  items: StoredItem[];
}

/** The job order number of a planned job order: the project's `JO#<year>` sequence from `firstSequence`. */
export const scaleJobOrderNumber = (options: ScaleOptions, firstSequence: number, index: number) =>
  jobOrderNumber(options.year, firstSequence + index);

/** The header as the reception screens create it (job card or KPTC job order). */
function createdHeader(options: ScaleOptions, planned: PlannedJobOrder, jobordno: string) {
  const garage = garages.find((entry) => entry.garageid === planned.garage)!;
  const vehicle = planned.vehicle;
  const opened = kuwait(planned.openedAt);
  const quick = planned.garage === 'G05';
  return {
    jobordno,
    kind: planned.kind,
    joborddat: opened.slice(0, 10),
    jobordtim: opened.slice(11, 19),
    ...fieldsOf(vehicle, 'vehicleno vehmakid vehmaknam vehmodid vehmodnam compcode companynm'),
    custname: vehicle.ownernam,
    garage: garage.garageid,
    garagnam: garage.garagnam,
    garagnamar: garage.garagnamar,
    servicetype: quick ? 'quick' : 'main',
    custwait: quick ? 'Y' : 'N',
    jobtimin: new Date(planned.openedAt).toISOString(),
    kilometer: vehicle.kilometer,
    accident: 'N',
    winch: 'N',
    remarks: '',
    loginuserIn: 'reception',
    cretuser: 'reception',
    ...(options.project === 'MOI' && planned.kind === 'MOI'
      ? { moijobord: `MOI-${options.year}-${jobordno.slice(-6)}` }
      : {}),
  };
}

/**
 * Replays the planned moves the way `writeJobOrder` does: one write per move (the job card and its
 * inspector in one), history entries 1 ms apart within a write, the version counting writes, the
 * header's `statusAt` the last move's instant, the state sticky once closed (the accounts act on a
 * delivered job order). The generated moves never change the garage, make or model; from the garage
 * inspection on, the entries also name its workshops (`workshops`, as the inspection's save sets them).
 */
export function buildJobOrder(
  options: ScaleOptions,
  planned: PlannedJobOrder,
  jobordno: string,
  extra: {
    /** The moves (default: the planned ones). */
    moves?: readonly PlannedMove[];
    /** The workshops the garage inspection's save sets on the header (its lines' workshops). */
    workshops?: readonly string[];
  } = {},
): BuiltJobOrder {
  const moves = extra.moves ?? plannedMoves(options, planned);
  const created = createdHeader(options, planned, jobordno);
  let header = { ...created } as Record<string, unknown>;
  let current: number | null = null;
  let state: JobOrderState = 'open';
  let version = 0;
  let statusAt = '';
  const history: JobOrderHistoryEntry[] = [];
  const historyItems: StoredItem[] = [];
  let indexInWrite = 0;
  for (const move of moves) {
    if (move.sameWrite) indexInWrite += 1;
    else {
      indexInWrite = 0;
      version += 1;
    }
    const at = new Date(move.at).toISOString();
    // The write's header fields are set before its history is recorded (the engine's dimensions are
    // those after the write): the garage inspection's save names the workshops.
    if (move.set) header = { ...header, ...move.set };
    if (move.step === 'garageInspection' && extra.workshops?.length)
      header = { ...header, workshops: [...extra.workshops] };
    const eventId = `scale-${jobordno}-${String(history.length).padStart(2, '0')}`;
    const entry: JobOrderHistoryEntry = {
      jobordno,
      at,
      fromStatus: current,
      toStatus: move.to,
      ...namedStatus(move.to),
      ...fieldsOf(move, 'action user remarks'),
      eventId,
      ...projectionDims(header),
      ...(statusAt ? { fromAt: statusAt } : {}),
    } as JobOrderHistoryEntry;
    history.push(entry);
    historyItems.push(historyItem(options.project, entry, indexInWrite));
    current = move.to;
    statusAt = at;
    if (move.state && state !== 'closed') state = move.state;
  }
  const full = {
    ...header,
    jobordno,
    statuscde: current!,
    state,
    kind: planned.kind,
    version,
    statusAt,
  } as JobOrderCore & Record<string, unknown>;
  const items: StoredItem[] = [
    headerStorageItem(options.project, full),
    ...historyItems,
    ...(indexed(full)
      ? [statusIndexItem(options.project, full), ...workIndexItems(options.project, full)]
      : []),
    ...(full.state === 'open' ? [vehicleLockItem(options.project, full)] : []),
  ];
  return { header: full, history, items };
}

/** A generated vehicle's master record, as the seed writes the fleet (functions/platform/seed/items.ts). */
export function vehicleItem(project: string, vehicle: PlannedVehicle): StoredItem {
  const { vehmaknam: _make, vehmodnam: _model, companynm: _company, ...record } = vehicle;
  return {
    ...masterItem(masterKeys.record(project, masterTypes.vehicle, record.vehicleno), 'vehicle', record),
    ...vehicleUse(project, record),
  };
}
