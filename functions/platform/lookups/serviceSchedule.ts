/**
 * Periodic (kilometre) service: which sub repairs are due for a vehicle's make, model year and
 * reading (the getWorkShoptypesrkms, getMainRepairsrkms and getSubRepairsrkms lookups).
 */
import type { ServiceSchedule } from '@fleet/shared/platform/lookups';

/** Default vehicle make code (spec 001 section 9): its schedule applies to every make. */
export const defaultMakeCode = 'INMS';

/** A reading within this many km of a multiple of an entry's interval makes that entry due. */
export const serviceToleranceKm = 1000;

export interface ServiceQuery {
  vehiclmak?: string;
  yearfrom?: number;
  kilometer?: number;
}

/** Whether an entry with interval `every` km is due at `reading` km. */
export function isDueAt(every: number, reading: number): boolean {
  const milestone = Math.round(reading / every) * every;
  return milestone >= every && Math.abs(reading - milestone) <= serviceToleranceKm;
}

/**
 * The entries due: the default make's schedule, overridden per sub repair by the vehicle make's own
 * entries; only entries valid from the vehicle's model year, and due at the reading when one is given.
 */
export function dueServiceEntries(
  entries: readonly ServiceSchedule[],
  query: ServiceQuery,
): ServiceSchedule[] {
  const make = query.vehiclmak?.trim().toUpperCase();
  const fromYear = entries.filter(
    (entry) => query.yearfrom === undefined || entry.yearfrom <= query.yearfrom,
  );
  const own = make && make !== defaultMakeCode ? fromYear.filter((entry) => entry.vehiclmak === make) : [];
  const overridden = new Set(own.map((entry) => entry.subrepid));
  const schedule = [
    ...fromYear.filter((entry) => entry.vehiclmak === defaultMakeCode && !overridden.has(entry.subrepid)),
    ...own,
  ];
  const reading = query.kilometer;
  return reading === undefined ? schedule : schedule.filter((entry) => isDueAt(entry.kilometer, reading));
}
