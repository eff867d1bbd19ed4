import { describe, expect, it } from 'vitest';
import { holdableStatuses, stepAllowed } from '@fleet/shared/engines/workflow';
import { fleetOf } from '../fleet.ts';
import { buildJobOrder, scaleJobOrderNumber } from './items.ts';
import { openingInstants, planYear, plannedMoves, type ScaleOptions } from './plan.ts';
import { addJobOrderDeltas, CounterSums } from './projections.ts';

const options: ScaleOptions = {
  project: 'MOI',
  year: 2025,
  jobOrders: 1500,
  seed: 'unit',
  asOf: '2025-12-31T20:59:59.999Z',
};
const plan = planYear(options);
const built = plan.map((planned) =>
  buildJobOrder(options, planned, scaleJobOrderNumber(options, 1, planned.index)),
);
const kuwaitDay = (ms: number) => new Date(ms + 3 * 3_600_000);

describe('seed at scale: the plan of a year', () => {
  it('is the same for the same seed and different for another', () => {
    // Act
    const again = planYear(options);
    const other = planYear({ ...options, seed: 'other' });

    // Assert
    expect(again.map((planned) => [planned.openedAt, planned.vehicle.vehicleno, planned.garage])).toEqual(
      plan.map((planned) => [planned.openedAt, planned.vehicle.vehicleno, planned.garage]),
    );
    expect(other.map((planned) => planned.openedAt)).not.toEqual(plan.map((planned) => planned.openedAt));
    expect(buildJobOrder(options, again[7]!, 'JO-2025-00008').items).toEqual(built[7]!.items);
  });

  it('opens job orders in every month of the year, more on working days than at the weekend', () => {
    // Act
    const instants = openingInstants(options);
    const months = new Set(instants.map((ms) => kuwaitDay(ms).getUTCMonth()));
    const byWeekday = Array.from({ length: 7 }, (_, day) =>
      instants.filter((ms) => kuwaitDay(ms).getUTCDay() === day),
    ).map((list) => list.length);

    // Assert
    expect(instants).toHaveLength(1500);
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    expect(months.size).toBe(12);
    // Sunday (working day) well above Friday (weekend).
    expect(byWeekday[0]!).toBeGreaterThan(4 * byWeekday[5]!);
    expect(instants.every((ms) => kuwaitDay(ms).getUTCFullYear() === 2025)).toBe(true);
  });

  it('opens exactly the number asked for, none after the "as of" instant', () => {
    // Act
    const asOf = '2025-07-15T06:00:00.000Z';
    const instants = openingInstants({ ...options, jobOrders: 300, asOf });

    // Assert
    expect(instants).toHaveLength(300);
    expect(Math.max(...instants)).toBeLessThan(Date.parse(asOf));
  });

  it('moves every job order only along the workflow steps, holds released where they were taken', () => {
    for (const planned of plan.slice(0, 400)) {
      const moves = plannedMoves(options, planned);
      let current: number | null = null;
      let heldFrom: number | undefined;
      for (const move of moves) {
        if (move.step && current !== null)
          expect(stepAllowed(move.step, current), `${move.step} at ${current}`).toBe(true);
        if (move.action === 'hold') {
          expect(holdableStatuses()).toContain(current);
          heldFrom = current!;
        }
        if (move.action === 'release') expect(move.to).toBe(heldFrom);
        if (move.action === 'reject' || move.action === 'delete') expect(move.to).toBe(current);
        current = move.to;
      }
      expect(moves.map((move) => move.at)).toEqual([...moves.map((move) => move.at)].sort((a, b) => a - b));
    }
  });

  it('gives a vehicle at most one open job order at a time, on new plates of the fleet mix', () => {
    // Arrange
    const seeded = new Set(fleetOf('MOI').map((vehicle) => vehicle.vehicleno));
    const byVehicle = new Map<string, typeof plan>();
    for (const planned of plan)
      byVehicle.set(planned.vehicle.vehicleno, [
        ...(byVehicle.get(planned.vehicle.vehicleno) ?? []),
        planned,
      ]);

    // Assert
    for (const [vehicleno, list] of byVehicle) {
      expect(seeded.has(vehicleno)).toBe(false);
      expect(vehicleno).toMatch(/^(1\d|[2-8]\d|9[0-8])\/\d{5}$/);
      for (let index = 1; index < list.length; index += 1)
        expect(list[index - 1]!.until).toBeLessThan(list[index]!.openedAt);
    }
    expect(byVehicle.size).toBeLessThan(plan.length);
    const locks = built
      .flatMap((job) => job.items)
      .filter((item) => item['entity'] === 'vehicleOpenJobOrder');
    expect(new Set(locks.map((item) => item.pk)).size).toBe(locks.length);
  });

  it('leaves most of a past year delivered, some rejected or cancelled, none open long ago', () => {
    // Act
    const states = built.reduce<Record<string, number>>((counts, job) => {
      counts[job.header.state] = (counts[job.header.state] ?? 0) + 1;
      return counts;
    }, {});

    // Assert
    expect(states['closed']! / plan.length).toBeGreaterThan(0.85);
    expect(states['rejected']).toBeGreaterThan(0);
    expect(states['cancelled']).toBeGreaterThan(0);
    const openEarly = built.filter(
      (job) => job.header.state === 'open' && job.header.joborddat < '2025-09-01',
    );
    expect(openEarly).toEqual([]);
  });
});

describe('seed at scale: the engine items of one job order', () => {
  const job = built.find(
    (candidate) => candidate.header.state === 'closed' && candidate.header.kind === 'MOI',
  )!;

  it('writes a header, one history item per move with the engine keys and dimensions, no lock once delivered', () => {
    // Assert
    const [header, ...rest] = job.items;
    expect(header).toMatchObject({
      pk: `MOI#JO#${job.header.jobordno}`,
      sk: 'HEADER',
      gsi1pk: 'MOI#JO',
      gsi1sk: `${job.header.joborddat}#${job.header.jobordno}`,
      entity: 'jobOrderHeader',
      state: 'closed',
    });
    const history = rest.filter((item) => item['entity'] === 'jobOrderHistory');
    expect(history).toHaveLength(job.history.length);
    // The job card and its inspector are one write: 1 ms apart, indexes 00 and 01.
    expect(history[0]!.sk).toBe(`HIST#${job.history[0]!.at}#00`);
    expect(history[1]!.sk).toBe(`HIST#${job.history[1]!.at}#01`);
    expect(Date.parse(job.history[1]!.at) - Date.parse(job.history[0]!.at)).toBe(1);
    expect(history[2]).toMatchObject({
      garage: job.header.garage,
      vehmake: job.header.vehmakid,
      vehmodel: job.header['vehmodid'],
      openedAt: job.header.joborddat,
      fromAt: job.history[1]!.at,
    });
    expect(rest.some((item) => item['entity'] === 'vehicleOpenJobOrder')).toBe(false);
  });

  it('sums the live rules over its events: the job order counts once, under its current status', () => {
    // Arrange
    const sums = new CounterSums();

    // Act
    const events = addJobOrderDeltas(sums, 'MOI', job.header, job.history);

    // Assert
    expect(events).toBe(job.history.length);
    const total = sums
      .deltas()
      .find(
        (delta) => delta.pk === 'MOI#PROJ#OPEN' && delta.sk === `*#M#${job.header.joborddat.slice(0, 7)}`,
      )!;
    expect(total.add).toEqual(expect.objectContaining({ [`s${job.header.statuscde}`]: 1 }));
    expect(Object.entries(total.add).filter(([name]) => /^s\d+$/.test(name))).toEqual([
      [`s${job.header.statuscde}`, 1],
    ]);
  });
});
