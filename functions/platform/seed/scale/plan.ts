/**
 * The plan of a generated year: when each job order opens (spread over the months, peaks on working
 * days, quiet Fridays and Saturdays, mornings at reception), its kind, garage and vehicle, and its life
 * (timeline.ts) cut at the "as of" instant, so recent job orders are still open at some stage while
 * older ones are delivered and invoiced. Pure and deterministic for the same options.
 *
 * Vehicles: the project's fleet mix of makes and models (the seeded fleet, functions/platform/seed/fleet.ts),
 * companies and departments from the seeded master data, Kuwaiti plates drawn like the seed's (never
 * one of the seeded fleet's or the tests' `99/...`). One open job order per vehicle, as the engine's
 * vehicle lock demands: a job order takes a vehicle that has no open job order at its opening.
 */
import type { Vehicle } from '@fleet/shared/platform/lookups';
import type { JobOrderKind } from '@fleet/shared/reception/job-orders';
import { fleetOf, seededRandom, vehicleMakes, vehicleModels } from '../fleet.ts';
import { companiesOf, departmentsOf } from '../organisation.ts';
import { garages } from '../workshop.ts';
import { hourMs, jobOrderTimeline, type PlannedMove, type Random } from './timeline.ts';

export interface ScaleOptions {
  project: string;
  /** Calendar year of the opening dates. */
  year: number;
  jobOrders: number;
  /** Random seed: the same seed gives the same year. */
  seed: string;
  /** Nothing happens after this instant (ISO); job orders opened later are not generated. */
  asOf: string;
}

/** Kuwait is UTC+3 all year. */
const kuwaitOffsetMs = 3 * hourMs;
const dayMs = 24 * hourMs;

/** Relative number of job orders opened on a weekday (0 = Sunday; the weekend is Friday and Saturday). */
const weekdayWeight = [1.3, 1.25, 1.15, 1.05, 0.95, 0.12, 0.3];
/** Relative volume per month (summer heat: cooling and tyres; Ramadan and holidays quieter). */
const monthWeight = [1.0, 0.95, 0.85, 0.9, 1.0, 1.15, 1.25, 1.2, 1.05, 1.0, 0.95, 0.9];
/** Share of job orders per garage (quick service and the body shop take fewer). */
const garageWeight: Record<string, number> = {
  G01: 0.34,
  G02: 0.2,
  G03: 0.15,
  G04: 0.14,
  G05: 0.11,
  G06: 0.06,
};

export interface PlannedVehicle extends Vehicle {
  vehmaknam: string;
  vehmodnam: string;
  companynm: string;
}

export interface PlannedJobOrder {
  /** Position in opening order (0-based). */
  index: number;
  kind: JobOrderKind;
  garage: string;
  openedAt: number;
  vehicle: PlannedVehicle;
  /** Instant the job order frees its vehicle (delivered, rejected, cancelled); Infinity while open. */
  until: number;
}

/** Picks from weighted entries with one draw. */
function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

/** The opening instants (ms), sorted: days drawn by weight, times of day around the reception's morning. */
export function openingInstants(options: ScaleOptions): number[] {
  const random = seededRandom(`${options.seed}:${options.project}:${options.year}:openings`);
  const start = Date.UTC(options.year, 0, 1) - kuwaitOffsetMs;
  const end = Math.min(Date.UTC(options.year + 1, 0, 1) - kuwaitOffsetMs, Date.parse(options.asOf));
  const days: [number, number][] = [];
  // Days with reception hours before "as of" (from 08:00); a draw past "as of" on the last one is drawn again.
  for (let day = start; day + 8 * hourMs < end; day += dayMs) {
    const local = new Date(day + kuwaitOffsetMs);
    days.push([day, weekdayWeight[local.getUTCDay()]! * monthWeight[local.getUTCMonth()]!]);
  }
  if (days.length === 0) return [];
  // Cumulative weights, then a binary search per draw (fast for 100,000 job orders).
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of days) cumulative.push((total += weight));
  const instants: number[] = [];
  for (let index = 0; index < options.jobOrders; index += 1) {
    const roll = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! > roll) high = middle;
      else low = middle + 1;
    }
    // 06:30 to 15:30 Kuwait, busiest mid-morning.
    let instant = end;
    while (instant >= end) {
      const hours = 6.5 + 9 * ((random() + random() + random()) / 3);
      instant = Math.round(days[low]![0] + hours * hourMs);
    }
    instants.push(instant);
  }
  return instants.sort((a, b) => a - b);
}

/** The vehicle generator: the project's fleet mix, new plates only. */
function vehicleFactory(options: ScaleOptions) {
  const fleet = fleetOf(options.project);
  const taken = new Set(fleet.map((vehicle) => vehicle.vehicleno));
  const companies = companiesOf(options.project);
  const departments = departmentsOf(options.project);
  const random = seededRandom(`${options.seed}:${options.project}:${options.year}:vehicles`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const plate = () =>
    `${10 + Math.floor(random() * 89)}/${1 + Math.floor(random() * 9)}${String(Math.floor(random() * 10_000)).padStart(4, '0')}`;
  let count = 0;
  return (): PlannedVehicle => {
    let vehicleno = plate();
    while (taken.has(vehicleno)) vehicleno = plate();
    taken.add(vehicleno);
    const model = pick(fleet);
    const company = pick(companies);
    count += 1;
    return {
      vehicleno,
      vehmakid: model.vehmakid,
      vehmodid: model.vehmodid,
      vehmaknam: vehicleMakes.find((make) => make.vehmakid === model.vehmakid)?.vehmaknam ?? '',
      vehmodnam: vehicleModels.find((entry) => entry.vehmodid === model.vehmodid)?.vehmodnam ?? '',
      yearvalue: 2012 + Math.floor(random() * 14),
      colorcode: model.colorcode,
      fueltypeid: model.fueltypeid,
      chasisno: `${model.chasisno.slice(0, 3)}${String(options.year).slice(2)}${String(count).padStart(12, '0')}`,
      cylinders: model.cylinders,
      policeno: `${options.project}-S${String(count).padStart(6, '0')}`,
      compcode: company.compcode,
      companynm: company.companynm,
      deptcode: pick(departments).deptcode,
      ownernam: company.companynm,
      kilometer: 1000 * (5 + Math.floor(random() * 295)),
      status: 'active',
      version: 1,
    };
  };
}

/** The random source of one job order's life (independent of the others: plans can be rebuilt per chunk). */
export const jobOrderRandom = (options: ScaleOptions, index: number) =>
  seededRandom(`${options.seed}:${options.project}:${options.year}:jo:${index}`);

/**
 * The moves of a planned job order up to the "as of" instant (recomputed from its own random source, so
 * the plan of 100,000 job orders does not hold two million moves).
 */
export function plannedMoves(
  options: ScaleOptions,
  planned: Pick<PlannedJobOrder, 'index' | 'kind' | 'garage' | 'openedAt'>,
): PlannedMove[] {
  const asOf = Date.parse(options.asOf);
  const { index, kind, garage, openedAt } = planned;
  return jobOrderTimeline({ kind, garage, openedAt, random: jobOrderRandom(options, index) }).filter(
    (move) => move.at <= asOf,
  );
}

/** When a job order frees its vehicle: delivered, rejected or cancelled; never while still open. */
function releaseTime(moves: readonly PlannedMove[]): number {
  const last = moves.findLast((move) => move.state !== undefined);
  return last ? last.at : Number.POSITIVE_INFINITY;
}

/**
 * The whole year: job orders in opening order with their kind, garage, vehicle and moves. About one
 * vehicle per 2.5 job orders: a vehicle comes back a few times a year, never while it has an open one.
 */
export function planYear(options: ScaleOptions): PlannedJobOrder[] {
  const random = seededRandom(`${options.seed}:${options.project}:${options.year}:jobs`);
  const newVehicle = vehicleFactory(options);
  const garageEntries = garages.map(
    (garage) => [garage.garageid, garageWeight[garage.garageid] ?? 0.05] as const,
  );
  const fleetTarget = Math.max(20, Math.ceil(options.jobOrders / 2.5));
  const free: PlannedVehicle[] = [];
  // Vehicles in the garage, by the instant they are free again (kept sorted, earliest last).
  const busy: { until: number; vehicle: PlannedVehicle }[] = [];
  let created = 0;
  return openingInstants(options).map((openedAt, index) => {
    while (busy.length > 0 && busy[busy.length - 1]!.until < openedAt) free.push(busy.pop()!.vehicle);
    const kind: JobOrderKind = options.project === 'KPTC' ? 'KPTC' : random() < 0.8 ? 'MOI' : 'KPTC';
    const garage = weighted(random, garageEntries);
    let vehicle: PlannedVehicle;
    if (free.length > 0 && (created >= fleetTarget || random() < created / fleetTarget)) {
      const slot = Math.floor(random() * free.length);
      vehicle = free[slot]!;
      free[slot] = free[free.length - 1]!;
      free.pop();
    } else {
      vehicle = newVehicle();
      created += 1;
    }
    const until = releaseTime(plannedMoves(options, { index, kind, garage, openedAt }));
    // Insert keeping `busy` sorted by `until`, descending (binary search).
    let low = 0;
    let high = busy.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (busy[middle]!.until > until) low = middle + 1;
      else high = middle;
    }
    busy.splice(low, 0, { until, vehicle });
    return { index, kind, garage, openedAt, vehicle, until };
  });
}
