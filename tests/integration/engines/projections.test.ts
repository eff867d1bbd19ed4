/**
 * The projection engine through the real local runtime (issue 15): job orders written by the status
 * engine publish their events on the local bus; the projections subscriber applies them once; the
 * contract reads (functions/engines/projections/read.ts) answer filters and date edges; a rebuild from the
 * job orders' history gives the same items; a change is pushed to the project's sockets.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobOrderStatusChanged } from '@fleet/shared';
import { signIn } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { eventually, TestSocket } from '../../support/socket.ts';

let engine: typeof import('../../../functions/engines/status/engine.ts');
let read: typeof import('../../../functions/engines/projections/read.ts');
let rebuild: typeof import('../../../functions/engines/projections/rebuild.ts');
let db: typeof import('../../../functions/lib/db.ts');
let events: typeof import('../../../functions/lib/events.ts');
let push: typeof import('../../../functions/lib/push.ts');
let subscriber: typeof import('../../../functions/engines/events/projections.ts');
let repairs: typeof import('../../../functions/engines/projections/repairs.ts');
let live: typeof import('../../../functions/engines/projections/live.ts');

/** A project of its own, so global counts are this test's alone. */
const project = `T${randomUUID().slice(0, 6).toUpperCase()}`;
const sockets: TestSocket[] = [];

interface Spec {
  no: string;
  opened: string;
  garage: string;
  make: string;
  model: string;
  workshops?: string[];
}

async function create(spec: Spec) {
  return engine.writeJobOrder({
    project,
    user: 'tester',
    jobordno: spec.no,
    create: {
      jobordno: spec.no,
      joborddat: spec.opened,
      vehicleno: `${spec.no}-V`,
      vehmakid: spec.make,
      vehmodid: spec.model,
      vehmaknam: spec.make,
      compcode: 'C01',
      companynm: 'Company',
      custname: 'Customer',
      garage: spec.garage,
      garagnam: spec.garage,
      kind: 'KPTC',
      ...(spec.workshops ? { workshops: spec.workshops } : {}),
    },
    moves: [{ to: 1201 }],
  });
}

const move = (jobordno: string, to: number, set?: Record<string, unknown>) =>
  engine.writeJobOrder({
    project,
    user: 'tester',
    jobordno,
    from: [],
    moves: [{ to }],
    ...(set ? { set } : {}),
  });

const total = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, value) => sum + value, 0);

/** Every projection item of the project's three kinds, without the time of its last update. */
async function projectionItems() {
  const kinds = ['OPEN', 'MOVE', 'DUR', 'REPAIR'].map((kind) => `${project}#PROJ#${kind}`);
  const all = await Promise.all(kinds.map((pk) => db.queryAll<Record<string, unknown>>({ pk })));
  return all
    .flat()
    .map(({ updatedAt: _updatedAt, ...item }) => item)
    .sort((a, b) =>
      `${String(a['pk'])} ${String(a['sk'])}`.localeCompare(`${String(b['pk'])} ${String(b['sk'])}`),
    );
}

/** Everything the contract reads for a few filters. */
async function snapshot() {
  const filters = [
    { project },
    { project, garage: 'G1' },
    { project, vehmake: 'TOY' },
    { project, vehmake: 'TOY', vehmodel: 'TOY01' },
    { project, garage: 'G2', vehmake: 'TOY' },
    { project, from: '2026-01-30', to: '2026-02-15' },
  ];
  return Promise.all(
    filters.map(async (f) => ({
      counts: await read.countsByStatus(f),
      byMonth: await read.countsByStatusGrouped(f, 'month'),
      transitions: await read.transitions(f, 'month'),
      durations: await read.durations(f, 'none'),
    })),
  );
}

beforeAll(async () => {
  useRuntimeEnv();
  engine = await import('../../../functions/engines/status/engine.ts');
  read = await import('../../../functions/engines/projections/read.ts');
  rebuild = await import('../../../functions/engines/projections/rebuild.ts');
  db = await import('../../../functions/lib/db.ts');
  events = await import('../../../functions/lib/events.ts');
  push = await import('../../../functions/lib/push.ts');
  subscriber = await import('../../../functions/engines/events/projections.ts');
  repairs = await import('../../../functions/engines/projections/repairs.ts');
  live = await import('../../../functions/engines/projections/live.ts');

  // JO1: G1 TOY/TOY01 opened 30 Jan, 1201 -> 1202 -> 1203.
  // JO2: G1 TOY/TOY02 opened 15 Feb, 1201 -> 1202.
  // JO3: G2 NIS/NIS01 opened 2 Mar, 1201.
  // JO4: G1 TOY/TOY01 opened 1 Feb, 1201, then transferred to G2 with its move to 1202.
  await create({
    no: `${project}-1`,
    opened: '2026-01-30',
    garage: 'G1',
    make: 'TOY',
    model: 'TOY01',
    workshops: ['W1'],
  });
  await create({ no: `${project}-2`, opened: '2026-02-15', garage: 'G1', make: 'TOY', model: 'TOY02' });
  await create({ no: `${project}-3`, opened: '2026-03-02', garage: 'G2', make: 'NIS', model: 'NIS01' });
  await create({ no: `${project}-4`, opened: '2026-02-01', garage: 'G1', make: 'TOY', model: 'TOY01' });
  await move(`${project}-1`, 1202);
  await move(`${project}-1`, 1203);
  await move(`${project}-2`, 1202);
  await move(`${project}-4`, 1202, { garage: 'G2', garagnam: 'G2' });
  // The vehicle model master (a model filter without its make finds the make here).
  for (const sk of ['TOY#TOY01', 'TOY#TOY02', 'NIS#NIS01'])
    await db.putItem({ pk: `${project}#M#VEHMODEL`, sk, entity: 'masterRecord' });
  // JO1's garage inspection (as functions/garage/garage-inspection stores it) and its RepairLinesChanged event.
  const lines = [
    { wrkshpid: 'W1', mainrepid: 'M1', subrepid: 'S1' },
    { wrkshpid: 'W1', mainrepid: 'M1', subrepid: 'S2' },
    { wrkshpid: 'W1', mainrepid: 'M1', subrepid: 'S1' },
  ];
  const inspection = `${project}#GARINSP#GI-1`;
  await db.putItem({
    pk: inspection,
    sk: 'MASTER',
    gsi2pk: `${project}#JO#${project}-1`,
    gsi2sk: 'GARINSP#GI-1',
    entity: 'garageInspection',
    docnumbr: 'GI-1',
    jobordno: `${project}-1`,
  });
  for (const [index, line] of lines.entries())
    await db.putItem({ pk: inspection, sk: `LINE#00${index + 1}`, entity: 'garageInspectionLine', ...line });
  const header = await engine.readJobOrderCore(project, `${project}-1`);
  const repaired = repairs.repairLinesChangedEvent(
    project,
    { ...header },
    { before: [], after: lines },
    'tester',
  );
  await events.publishEvent(repaired.source, repaired.detailType, repaired.detail);
  // Every event applied: 4 job orders counted and 8 moves.
  await eventually(
    async () =>
      [await read.countsByStatus({ project }), await read.transitions({ project }, 'total')] as const,
    ([counts, moves]) =>
      total(counts) === 4 && moves.reduce((sum, row) => sum + row.count, 0) === 8 && counts['1203'] === 1,
  );
  await eventually(
    () => read.repairCounts({ project }),
    (rows) => rows.length === 2,
  );
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
});

describe('integration: projections read', () => {
  it('counts job orders under their current status, with every filter combination', async () => {
    expect(await read.countsByStatus({ project })).toEqual({ '1201': 1, '1202': 2, '1203': 1 });
    expect(await read.countsByStatus({ project, garage: 'G1' })).toEqual({ '1202': 1, '1203': 1 });
    // JO4 moved to G2 with its last move: it left G1.
    expect(await read.countsByStatus({ project, garage: 'G2' })).toEqual({ '1201': 1, '1202': 1 });
    expect(await read.countsByStatus({ project, vehmake: 'TOY' })).toEqual({ '1202': 2, '1203': 1 });
    expect(await read.countsByStatus({ project, vehmake: 'TOY', vehmodel: 'TOY01' })).toEqual({
      '1202': 1,
      '1203': 1,
    });
    // A model without its make: its make comes from the vehicle model master.
    expect(await read.countsByStatus({ project, vehmodel: 'TOY02' })).toEqual({ '1202': 1 });
    expect(await read.countsByStatus({ project, vehmodel: 'UNKNOWN' })).toEqual({});
    expect(await read.countsByStatus({ project, garage: 'G2', vehmake: 'TOY', vehmodel: 'TOY01' })).toEqual({
      '1202': 1,
    });
    expect(await read.countsByStatus({ project, garage: 'G1', vehmake: 'NIS' })).toEqual({});
  });

  it('reads date ranges by opening day across month edges', async () => {
    expect(await read.countsByStatus({ project, from: '2026-01-30', to: '2026-02-15' })).toEqual({
      '1202': 2,
      '1203': 1,
    });
    expect(await read.countsByStatus({ project, from: '2026-01-31', to: '2026-02-14' })).toEqual({
      '1202': 1,
    });
    expect(await read.countsByStatus({ project, from: '2026-02-01', to: '2026-03-31' })).toEqual({
      '1201': 1,
      '1202': 2,
    });
    expect(await read.countsByStatus({ project, from: '2026-03-02', to: '2026-03-02' })).toEqual({
      '1201': 1,
    });
    expect(await read.countsByStatus({ project, to: '2026-01-30' })).toEqual({ '1203': 1 });
    expect(await read.countsByStatus({ project, from: '2026-03-03' })).toEqual({});
  });

  it('groups counts by garage, make, model and month of opening', async () => {
    expect(await read.countsByStatusGrouped({ project }, 'garage')).toEqual([
      { group: 'G1', status: 1202, count: 1 },
      { group: 'G1', status: 1203, count: 1 },
      { group: 'G2', status: 1201, count: 1 },
      { group: 'G2', status: 1202, count: 1 },
    ]);
    expect(await read.countsByStatusGrouped({ project, vehmake: 'TOY' }, 'model')).toEqual([
      { group: 'TOY01', status: 1202, count: 1 },
      { group: 'TOY01', status: 1203, count: 1 },
      { group: 'TOY02', status: 1202, count: 1 },
    ]);
    expect(await read.countsByStatusGrouped({ project }, 'model')).toEqual([
      { group: 'NIS01', status: 1201, count: 1 },
      { group: 'TOY01', status: 1202, count: 1 },
      { group: 'TOY01', status: 1203, count: 1 },
      { group: 'TOY02', status: 1202, count: 1 },
    ]);
    expect(await read.countsByStatusGrouped({ project, garage: 'G1', vehmake: 'TOY' }, 'model')).toEqual([
      { group: 'TOY01', status: 1203, count: 1 },
      { group: 'TOY02', status: 1202, count: 1 },
    ]);
    expect(await read.countsByStatusGrouped({ project, garage: 'G2' }, 'make')).toEqual([
      { group: 'NIS', status: 1201, count: 1 },
      { group: 'TOY', status: 1202, count: 1 },
    ]);
    expect(
      await read.countsByStatusGrouped({ project, from: '2026-01-15', to: '2026-03-10' }, 'month'),
    ).toEqual([
      { group: '2026-01', status: 1203, count: 1 },
      { group: '2026-02', status: 1202, count: 2 },
      { group: '2026-03', status: 1201, count: 1 },
    ]);
  });

  it('counts moves into each status by the day they happened, and the stays that ended', async () => {
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect(await read.transitions({ project }, 'total')).toEqual([
      { bucket: 'all', status: 1201, count: 4 },
      { bucket: 'all', status: 1202, count: 3 },
      { bucket: 'all', status: 1203, count: 1 },
    ]);
    expect(await read.transitions({ project, garage: 'G2' }, 'day')).toEqual([
      { bucket: today, status: 1201, count: 1 },
      { bucket: today, status: 1202, count: 1 },
    ]);
    expect(await read.transitions({ project, from: '2020-01-01', to: '2020-12-31' }, 'month')).toEqual([]);

    const stays = await read.durations({ project }, 'none');
    expect(stays.map(({ group, status, n }) => ({ group, status, n }))).toEqual([
      { group: 'all', status: 1201, n: 3 },
      { group: 'all', status: 1202, n: 1 },
    ]);
    expect(stays.every((row) => row.ms >= 0)).toBe(true);
    // The stay of JO4 at 1201 was spent at G1, before its transfer.
    expect(
      (await read.durations({ project }, 'garage')).map(({ group, status, n }) => [group, status, n]),
    ).toEqual([
      ['G1', 1201, 3],
      ['G1', 1202, 1],
    ]);
    expect(
      (await read.durations({ project }, 'workshop')).map(({ group, status, n }) => [group, status, n]),
    ).toEqual([
      ['W1', 1201, 1],
      ['W1', 1202, 1],
    ]);
  });

  it('applies an event once: the same event again changes nothing', async () => {
    const other = `${project}X`;
    const detail: JobOrderStatusChanged = {
      eventId: randomUUID(),
      project: other,
      jobordno: `${project}-9`,
      fromStatus: null,
      toStatus: 1201,
      statusName: 'x',
      user: 'tester',
      at: new Date().toISOString(),
      openedAt: '2026-04-01',
      garage: 'G9',
    };
    const event = {
      version: '0',
      id: randomUUID(),
      'detail-type': 'JobOrderStatusChanged',
      source: 'fleet.joborders',
      account: '0',
      time: detail.at,
      region: 'us-east-1',
      resources: [],
      detail,
    };

    const first = await subscriber.handler(event);
    const second = await subscriber.handler(event);
    await events.publishStatusChanged(detail);

    expect(first.duplicate).toBe(false);
    expect(first.counters).toBeGreaterThan(0);
    expect(second).toEqual({ duplicate: true, counters: 0 });
    expect(await read.countsByStatus({ project: other, garage: 'G9' })).toEqual({ '1201': 1 });
    // A barrier: a later event of another job order, once applied, the bus's duplicate was handled too.
    await events.publishStatusChanged({ ...detail, eventId: randomUUID(), garage: 'G8' });
    await eventually(
      () => read.countsByStatus({ project: other, garage: 'G8' }),
      (counts) => counts['1201'] === 1,
    );
    expect(await read.countsByStatus({ project: other, garage: 'G9' })).toEqual({ '1201': 1 });
    expect(await read.countsByStatus({ project: other })).toEqual({ '1201': 2 });
  });
});

describe('integration: repair counts', () => {
  it('counts job orders per repair by opening date, garage, make and model', async () => {
    const both = [
      { wrkshpid: 'W1', mainrepid: 'M1', subrepid: 'S1', count: 1 },
      { wrkshpid: 'W1', mainrepid: 'M1', subrepid: 'S2', count: 1 },
    ];
    expect(await read.repairCounts({ project })).toEqual(both);
    expect(await read.repairCounts({ project, garage: 'G1', vehmake: 'TOY', vehmodel: 'TOY01' })).toEqual(
      both,
    );
    expect(await read.repairCounts({ project, vehmake: 'TOY', vehmodel: 'TOY02' })).toEqual([]);
    expect(await read.repairCounts({ project, vehmodel: 'TOY01' })).toEqual(both);
    expect(await read.repairCounts({ project, from: '2026-01-30', to: '2026-01-30' })).toEqual(both);
    expect(await read.repairCounts({ project, from: '2026-01-31' })).toEqual([]);
    expect(await read.repairCounts({ project, garage: 'G2' })).toEqual([]);
  });
});

describe('integration: projections rebuild', () => {
  it('replays the history into the same items and figures as live', async () => {
    const live = await projectionItems();
    const liveReads = await snapshot();

    const result = await rebuild.rebuildProjections(project, { only: ['status', 'repairs'] });

    expect(result.projections).toEqual([
      expect.objectContaining({ name: 'status', events: 8 }),
      expect.objectContaining({ name: 'repairs', events: 1 }),
    ]);
    // The status projection found every OPEN, MOVE and DUR item the live events had made.
    expect(result.projections[0]!.deleted).toBe(
      live.filter((item) => !String(item['pk']).endsWith('#REPAIR')).length,
    );
    expect(await projectionItems()).toEqual(live);
    expect(await snapshot()).toEqual(liveReads);
  });
});

describe('integration: projections live push', () => {
  /** Sends watch or unwatch and waits until the connection is (or is no longer) among the watchers. */
  async function watch(socket: TestSocket, usercode: string, watching: boolean) {
    socket.send({ action: watching ? 'watch' : 'unwatch', topic: 'projections' });
    await eventually(
      () => push.connectionsOfProject('MOI'),
      (connections) => connections.some((connection) => connection.usercode === usercode) === watching,
    );
  }

  /** A ping answered: what the server posted to this socket before has arrived. */
  async function settled(socket: TestSocket) {
    const before = socket.messages.filter((message) => message.type === 'pong').length;
    socket.send({ action: 'ping' });
    await eventually(
      async () => socket.messages.filter((message) => message.type === 'pong').length,
      (count) => count > before,
    );
  }

  const statusEvent = (): JobOrderStatusChanged => ({
    eventId: randomUUID(),
    project: 'MOI',
    jobordno: `PJ-${randomUUID().slice(0, 8)}`,
    fromStatus: null,
    toStatus: 1201,
    statusName: 'x',
    user: 'tester',
    at: new Date().toISOString(),
    garage: `G-${randomUUID().slice(0, 6)}`,
  });

  it('pushes the changed parts only to the sockets that watch the projections (a dashboard open), not to everyone signed in', async () => {
    const [watcher, bystander] = await Promise.all(
      ['inspector', 'technician'].map(async (user) => {
        const { session } = await signIn(user);
        const socket = await TestSocket.open({ token: session.token, project: 'MOI' });
        sockets.push(socket);
        return socket;
      }),
    );
    await watch(watcher!, 'inspector', true);
    expect((await push.connectionsOfProject('MOI')).map((c) => c.usercode)).not.toContain('technician');

    const first = statusEvent();
    await events.publishStatusChanged(first);
    const message = await watcher!.next((m) => m.type === 'projections' && m.project === 'MOI');
    expect(message).toMatchObject({ type: 'projections', project: 'MOI' });
    expect(message.parts).toEqual(expect.arrayContaining(['status', 'transitions']));
    await settled(bystander!);
    expect(bystander!.messages.filter((m) => m.type === 'projections')).toEqual([]);

    // The dashboard closed: no more pushes to it.
    await watch(watcher!, 'inspector', false);
    const received = watcher!.messages.length;
    await live.notifyChanged('MOI', [`after-unwatch-${randomUUID().slice(0, 8)}`]);
    await settled(watcher!);
    expect(watcher!.messages.slice(received).filter((m) => m.type === 'projections')).toEqual([]);
  });

  it('throttles a burst to one push a second and still pushes the last change', async () => {
    const { session } = await signIn('inspector');
    const socket = await TestSocket.open({ token: session.token, project: 'MOI' });
    sockets.push(socket);
    await watch(socket, 'inspector', true);
    const probe = randomUUID().slice(0, 8);
    const parts = [1, 2, 3, 4, 5].map((n) => `probe-${probe}-${n}`);
    const mine = (message: Record<string, unknown>) =>
      message.type === 'projections' &&
      Array.isArray(message.parts) &&
      message.parts.some((part) => String(part).startsWith(`probe-${probe}`));

    await Promise.all(parts.map((part) => live.notifyChanged('MOI', [part])));
    await eventually(
      async () => socket.messages.filter(mine).flatMap((message) => message.parts as string[]),
      (received) => parts.every((part) => received.includes(part)),
    );

    // Five changes, at most two pushes (one at once, one at the end of its second).
    expect(socket.messages.filter(mine).length).toBeLessThanOrEqual(2);
  });
});
