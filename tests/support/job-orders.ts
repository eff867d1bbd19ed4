/**
 * The header a test job order is created with through the status engine (`writeJobOrder({ create })`),
 * as the reception modules write it: the vehicle's plate, make and company, a garage, the kind.
 */
import { readJobOrderCore, writeJobOrder } from '@fleet/functions/engines/status/engine';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import type { JobOrderKind } from '@fleet/shared/reception/job-orders';
import type { Vehicle } from '@fleet/shared/platform/lookups';
import { ok, signIn } from './api.ts';
import { newTestVehicle } from './vehicles.ts';

const garageNames: Record<string, string> = {
  G01: 'Shuwaikh Main Garage',
  G02: 'Sabhan Branch Garage',
};

/** A test vehicle (`newTestVehicle`) or just a plate: the demo make and company stand in for the rest. */
export interface TestJobOrderVehicle {
  vehicleno: string;
  vehmakid?: string;
  compcode?: string;
  ownernam?: string;
}

export function testJobOrderHeader(
  jobordno: string,
  kind: JobOrderKind,
  vehicle: TestJobOrderVehicle,
  garage = 'G01',
) {
  return {
    jobordno,
    joborddat: kuwaitClock(new Date()).date,
    vehicleno: vehicle.vehicleno,
    vehmakid: vehicle.vehmakid ?? 'CHE',
    vehmaknam: 'Chevrolet',
    compcode: vehicle.compcode ?? 'C01',
    companynm: 'Ministry of Interior',
    custname: vehicle.ownernam ?? 'Ministry of Interior',
    garage,
    garagnam: garageNames[garage] ?? 'Main Garage',
    kind,
  };
}

const run = Date.now().toString(36).toUpperCase();
let numbered = 0;

/** A job order number no other test of the run takes: `JO-<tag>-<run>-<n>`. */
export const testJobOrderNumber = (tag: string) => `JO-${tag}-${run}-${++numbered}`;

/**
 * A job order of `kind` in `project` (MOI unless told) on a new test vehicle of it (or `vehicle`), written
 * through the status engine in ONE write along `statuses` by `user` (reception unless told), as the
 * reception modules write it: of `garage` (G01 unless told); `header` adds to or overrides the header's
 * fields, `set` what the moves set; `closed`: the last move closes it.
 */
export async function writeTestJobOrder(
  jobordno: string,
  kind: JobOrderKind,
  statuses: readonly number[],
  options: {
    project?: string;
    user?: string;
    garage?: string;
    vehicle?: TestJobOrderVehicle;
    header?: Record<string, unknown>;
    set?: Record<string, unknown>;
    closed?: boolean;
  } = {},
): Promise<{ jobordno: string; vehicle: TestJobOrderVehicle }> {
  const project = options.project ?? 'MOI';
  const vehicle = options.vehicle ?? (await newTestVehicle(project));
  await writeJobOrder({
    project,
    user: options.user ?? 'reception',
    jobordno,
    create: { ...testJobOrderHeader(jobordno, kind, vehicle, options.garage), ...options.header },
    moves: statuses.map((to) => ({ to })),
    set: options.set,
    ...(options.closed ? { state: 'closed' as const } : {}),
  });
  return { jobordno, vehicle };
}

/**
 * An administrator's correction of a MOI job order straight to `to` (the other modules' steps), in one
 * write; `write` adds to or overrides the write (its user, a new state, ...).
 */
export const moveTestJobOrder = (
  jobordno: string,
  to: number,
  write: Partial<Parameters<typeof writeJobOrder>[0]> = {},
) => writeJobOrder({ project: 'MOI', user: 'admin', jobordno, from: [], moves: [{ to }], ...write });

/**
 * A KPTC job order of `garage` in MOI on a new test vehicle (or `vehicle`), created at reception (1201)
 * through the status engine (by `creator`, default the reception user; `header` adds to or overrides the
 * header's fields) and moved through `path` by the admin, one move per write; `closed`: the last move
 * closes it, as a delivery does.
 */
export async function testJobOrderThrough(
  jobordno: string,
  garage: string,
  path: readonly number[],
  options: {
    creator?: string;
    closed?: boolean;
    vehicle?: TestJobOrderVehicle;
    header?: Record<string, unknown>;
  } = {},
): Promise<{ jobordno: string; vehicleno: string }> {
  const { vehicle } = await writeTestJobOrder(jobordno, 'KPTC', [1201], {
    user: options.creator,
    garage,
    vehicle: options.vehicle,
    header: options.header,
  });
  for (const [index, to] of path.entries())
    await moveTestJobOrder(
      jobordno,
      to,
      options.closed && index === path.length - 1 ? { state: 'closed' } : {},
    );
  return { jobordno, vehicleno: vehicle.vehicleno };
}

/** A job order of G01 (`testJobOrderThrough`) the admin created and moved straight to `status`: its number. */
export const testJobOrderAt = async (tag: string, status: number) =>
  (await testJobOrderThrough(testJobOrderNumber(tag), 'G01', [status], { creator: 'admin' })).jobordno;

/**
 * A KPTC job order of G01 in MOI on a new test vehicle, taken by reception in one write from 1201 up to
 * AssignTeamLeader (1208) with the team leader named, as the garage's technician assignment expects it.
 */
export async function testJobOrderAtTeamLeader(jobordno: string, teamleadername: string): Promise<string> {
  await writeTestJobOrder(jobordno, 'KPTC', [1201, 1202, 1205, 1208], {
    set: { teamleader: 'teamleader', teamleadername },
  });
  return jobordno;
}

/** A sticker job (a KPTC job order of service type sticker) in MOI on a new test vehicle, at reception (1201). */
export async function testStickerJobOrder(jobordno: string): Promise<string> {
  await writeTestJobOrder(jobordno, 'KPTC', [1201], { header: { servicetype: 'sticker' } });
  return jobordno;
}

/** The status a MOI job order is at, as the status engine holds it. */
export const jobOrderStatus = async (jobordno: string) =>
  (await readJobOrderCore('MOI', jobordno))!.statuscde;

/** Delivers a MOI job order (1227) as the admin and closes it, as the gate pass does at the gate. */
export const deliverTestJobOrder = (jobordno: string) =>
  moveTestJobOrder(jobordno, 1227, { state: 'closed' });

/** A KPTC job order (1201) on a fresh MOI plate at G01, saved through the API as reception saves it. */
export async function receptionJobOrder(): Promise<{ vehicle: Vehicle; jobordno: string }> {
  const vehicle = await newTestVehicle('MOI');
  const { client } = await signIn('reception');
  const [, saved] = ok(
    await client.post<[string, { jobordno: string }]>('/api/JobOrder/SetJobOrder', {
      vehicleno: vehicle.vehicleno,
      garage: 'G01',
    }),
  );
  return { vehicle, jobordno: saved.jobordno };
}
