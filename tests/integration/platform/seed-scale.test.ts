/**
 * Seed at scale (issue 15 item 6) through the local runtime, in a project code of its own (projects are
 * key prefixes: nothing else in the run reads or writes it): the bulk path's projections (status,
 * repairs, money, document totals) equal what the rebuild makes from the same items, the money and
 * document reports and dashboards show the seeded year, a job order moved afterwards through the real
 * status engine changes them exactly like the live subscriber does, and a second run of the same year
 * is refused. The rebuild writes only what differs from its replay: the items made wrong on purpose.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { detailTypes } from '@fleet/shared';
import { sumKwd } from '@fleet/shared/engines/amounts';
import { workflowSteps, type WorkflowStepName } from '@fleet/shared/engines/workflow';
import { deleteItem, getItem, getItems, putItem, queryAll } from '@fleet/functions/lib/db';
import { engineKeys, readHistory, writeJobOrder } from '@fleet/functions/engines/status/engine';
import { jobOrderKeys } from '@fleet/functions/engines/status/headers';
import { eventDeltas } from '@fleet/functions/engines/projections/apply';
import { projections } from '@fleet/functions/engines/projections/registry';
import { rebuildProjections } from '@fleet/functions/engines/projections/rebuild';
import { countsByStatus } from '@fleet/functions/engines/projections/read';
import { documentTotals } from '@fleet/functions/engines/projections/documents';
import { amounts } from '@fleet/functions/engines/money/projection';
import { labourSummary } from '@fleet/functions/reports/cost-expenditure/manage';
import { jobOrderAndInvoiceSummary, repairJobTypeCount } from '@fleet/functions/reports/dashboard/figures';
import {
  invoiceQuery,
  joSubmitSummary,
  threeInOneReport,
} from '@fleet/functions/reports/workorder-reports/queries';
import type { Caller } from '@fleet/functions/lib/registry';
import {
  scaleMarkerKeys,
  seedScale,
  ScaleSeedRefused,
  type ScaleOptions,
} from '@fleet/functions/platform/seed/scale/run';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { eventually } from '../../support/socket.ts';

const project = `SC${Date.now().toString(36).toUpperCase().slice(-6)}`;
const options: ScaleOptions = {
  project,
  year: 2025,
  jobOrders: 120,
  seed: 'integration',
  // Mid-year: the first months' job orders are delivered, the last weeks' still open at some stage.
  asOf: '2025-07-15T09:00:00.000Z',
};

type Snapshot = Record<string, Record<string, number>>;
type Row = Record<string, unknown>;

/** The project's admin as the report calls see it (they read the project and user). */
const caller = {
  usercode: 'admin',
  username: 'admin',
  project,
  projects: [project],
  garages: [],
  roles: [],
  superuser: true,
  rights: {},
} as unknown as Caller;
const seededYear = { fromdate: '2025-01-01', todate: '2025-12-31' };

/** The live masters of a document type (its list by date). */
const mastersOf = async (type: string) =>
  (await queryAll<Row>({ pk: `${project}#${type}`, index: 'gsi1' })).filter((item) => !item['deldate']);
const kwdOf = (rows: readonly Row[], field: string) => sumKwd(rows.map((row) => Number(row[field] ?? 0)));

/** Every projection item of the project, its non-zero numbers only (a live ADD may leave a 0 behind). */
async function snapshot(): Promise<Snapshot> {
  const partitions = new Set(
    (await Promise.all(projections.map((projection) => projection.partitions(project)))).flat(),
  );
  const result: Snapshot = {};
  // The partitions are read at the same time (about 14,000 items).
  const read = await Promise.all(
    [...partitions].map(async (pk) => ({
      pk,
      items: await queryAll<Record<string, unknown> & { sk: string }>({ pk }),
    })),
  );
  for (const { pk, items } of read) {
    for (const item of items) {
      const numbers = Object.entries(item).filter(
        ([name, value]) => typeof value === 'number' && value !== 0 && name !== 'version',
      ) as [string, number][];
      if (numbers.length > 0) result[`${pk}|${item.sk}`] = Object.fromEntries(numbers.sort());
    }
  }
  return result;
}

/** The numbers of some projection items (non-zero only), as `snapshot` shows them. */
async function numbersOf(keys: { pk: string; sk: string }[]): Promise<Snapshot> {
  const result: Snapshot = {};
  for (const item of await getItems<Record<string, unknown> & { pk: string; sk: string }>(keys)) {
    const numbers = Object.entries(item).filter(
      ([name, value]) => typeof value === 'number' && value !== 0 && name !== 'version',
    ) as [string, number][];
    if (numbers.length > 0) result[`${item.pk}|${item.sk}`] = Object.fromEntries(numbers.sort());
  }
  return result;
}

/** A snapshot as text, items in key order (BatchGetItem returns them in any order). */
const canonical = (value: Snapshot) =>
  JSON.stringify(
    Object.keys(value)
      .sort()
      .map((id) => [id, value[id]]),
  );

/** The items of `base` that `deltas` touch, with the deltas added the way the subscriber adds them. */
function plus(base: Snapshot, deltas: ReturnType<typeof eventDeltas>['deltas']): Snapshot {
  const result: Snapshot = {};
  for (const delta of deltas) {
    const id = `${delta.pk}|${delta.sk}`;
    const item: Record<string, number> = { ...(base[id] ?? {}) };
    for (const [name, value] of Object.entries(delta.add)) {
      item[name] = (item[name] ?? 0) + value;
      if (item[name] === 0) delete item[name];
    }
    if (Object.keys(item).length > 0) result[id] = Object.fromEntries(Object.entries(item).sort());
  }
  return result;
}

let seeded: Awaited<ReturnType<typeof seedScale>>;
let afterSeed: Snapshot;

beforeAll(async () => {
  useRuntimeEnv();
  seeded = await seedScale(options, { parallel: 4 });
  afterSeed = await snapshot();
}, 1_800_000);

describe('integration: seed at scale', () => {
  it('writes the job orders with the engine items, numbered from the project counter', async () => {
    // Assert
    expect(seeded).toMatchObject({ project, year: 2025, jobOrders: 120, rebuilt: false });
    expect(seeded.firstJobOrder).toBe('JO-2025-00001');
    const headers = await queryAll<Record<string, unknown>>({
      pk: jobOrderKeys.byDate(project),
      index: 'gsi1',
    });
    expect(headers).toHaveLength(120);
    const open = headers.filter((header) => header['state'] === 'open');
    const closed = headers.filter((header) => header['state'] === 'closed');
    expect(open.length).toBeGreaterThan(0);
    expect(closed.length).toBeGreaterThan(60);
    for (const header of open.slice(0, 5)) {
      const lock = engineKeys.vehicleLock(project, String(header['vehicleno']));
      expect(await getItem(lock.pk, lock.sk)).toMatchObject({ jobordno: header['jobordno'] });
      const index = engineKeys.statusIndex(project, Number(header['statuscde']), String(header['jobordno']));
      expect(await getItem(index.pk, index.sk)).toMatchObject({ jobordno: header['jobordno'] });
    }
    const history = await readHistory(project, String(closed[0]!['jobordno']));
    expect(history[0]).toMatchObject({ fromStatus: null, action: 'create' });
    expect(history.map((entry) => entry.toStatus)).toContain(1227);
    expect(history.at(-1)!.at).toBe(closed[0]!['statusAt']);
  }, 120_000);

  it('keeps projections equal to what the rebuild makes from the same history', async () => {
    // Arrange
    expect(Object.keys(afterSeed).length).toBeGreaterThan(100);
    const totals = await countsByStatus({ project, from: '2025-01-01', to: '2025-12-31' });
    // Three items made wrong: the rebuild writes only what differs from its replay, so it must find them.
    const [changedId, removedId] = Object.keys(afterSeed).filter((id) => id.includes('#PROJ#MOVE|'));
    const [changedPk, changedSk] = changedId!.split('|') as [string, string];
    const changed = (await getItem<Record<string, unknown>>(changedPk, changedSk))!;
    const [counter, value] = Object.entries(afterSeed[changedId!]!)[0]!;
    await putItem({ ...changed, pk: changedPk, sk: changedSk, [counter]: value + 1 });
    const [removedPk, removedSk] = removedId!.split('|') as [string, string];
    await deleteItem(removedPk, removedSk);
    await putItem({ pk: changedPk, sk: '*#D#1999-12-31', entity: 'projection', s1201: 1 });

    // Act
    const result = await rebuildProjections(project);

    // Assert
    expect(await snapshot()).toEqual(afterSeed);
    expect(result.projections.reduce((sum, { changed: writes }) => sum + writes, 0)).toBe(3);
    expect(Object.values(totals).reduce((sum, count) => sum + count, 0)).toBe(120);
    // Every projection got items from the seed: repairs, money, the document totals of each type.
    for (const partition of ['PROJ#REPAIR', 'PROJ#AMT#M', 'PROJ#DOC#TIO', 'PROJ#DOC#FIN', 'PROJ#DOC#JSB'])
      expect(Object.keys(afterSeed).some((id) => id.startsWith(`${project}#${partition}|`))).toBe(true);
  }, 600_000);

  it('writes the garage inspections, outside work and accounts documents the timelines reach', async () => {
    // Arrange
    const [inspections, outside, threeInOnes, finals, submitted] = await Promise.all(
      ['GARINSP', 'CARINV', 'TIO', 'FIN', 'JSB'].map(mastersOf),
    );

    // Assert: one of each per job order that reached its step, numbered from the project's counters.
    expect(seeded.documents).toEqual({
      GARINSP: inspections!.length,
      CARINV: outside!.length,
      TIO: threeInOnes!.length,
      FIN: finals!.length,
      JSB: submitted!.length,
    });
    expect(inspections!.length).toBeGreaterThan(60);
    expect(threeInOnes!.length).toBeGreaterThan(20);
    expect(finals!.length).toBeGreaterThan(10);
    expect(submitted!.length).toBeGreaterThan(5);
    expect(outside!.length).toBeGreaterThan(5);
    expect(inspections!.map((row) => row['docnumbr']).sort()[0]).toBe('GI-2025-00001');
    // A 3-in-1 costs the finished repair lines (labour) and the outside work of its job order.
    const sample = threeInOnes!.find((row) => Number(row['outsideval']) > 0) ?? threeInOnes![0]!;
    const inspection = inspections!.find((row) => row['jobordno'] === sample['jobordno'])!;
    const lines = await queryAll<Row>({ pk: String(inspection['pk']), beginsWith: 'LINE#' });
    expect(lines.every((line) => line['repstatus'] === 'finished')).toBe(true);
    expect(sample['labourval']).toBe(kwdOf(lines, 'laborcost'));
    const invoices = outside!.filter((row) => row['jobordno'] === sample['jobordno']);
    expect(sample['outsideval']).toBe(kwdOf(invoices, 'netval'));
    expect(sample['totalval']).toBe(sumKwd([Number(sample['labourval']), Number(sample['outsideval'])]));
    // The final invoice repeats its approved 3-in-1; a submitted one names its submission.
    for (const final of finals!) {
      const source = threeInOnes!.find((row) => row['docnumbr'] === final['threeinone'])!;
      expect(source).toMatchObject({ fininvno: final['docnumbr'], approval: { state: 'approved' } });
      expect(final['totalval']).toBe(source['totalval']);
    }
    for (const submission of submitted!)
      expect(finals!.find((row) => row['docnumbr'] === submission['fininvno'])).toMatchObject({
        state: 'submitted',
        submitno: submission['docnumbr'],
      });
    // Money: what the labour and outside work add up to.
    expect(seeded.outsideKwd).toBe(kwdOf(outside!, 'netval'));
    expect(seeded.labourKwd).toBe(kwdOf(inspections!, 'totalcost'));
  }, 120_000);

  it('shows the seeded year in the money and document reports and dashboards', async () => {
    // Arrange
    const [outside, threeInOnes, finals, submitted] = await Promise.all(
      ['CARINV', 'TIO', 'FIN', 'JSB'].map(mastersOf),
    );
    const inYear = (rows: Row[], field: string) =>
      rows.filter((row) => String(row[field]).startsWith('2025'));
    const now = new Date(options.asOf);

    // Act
    const [tioReport, submitSummary, finalQuery, maintenanceQuery, money, labour, dashboard, repairs] =
      await Promise.all([
        threeInOneReport(caller, { ...seededYear, limit: 25 }),
        joSubmitSummary(caller, seededYear),
        invoiceQuery(caller, { ...seededYear, kind: 'final', limit: 25 }, now),
        invoiceQuery(caller, { ...seededYear, kind: 'maintenance', limit: 25 }, now),
        amounts({ project, from: seededYear.fromdate, to: seededYear.todate }, 'total', 'category'),
        labourSummary(project, { fromDate: seededYear.fromdate, toDate: seededYear.todate }, now),
        jobOrderAndInvoiceSummary(project, {}, now),
        repairJobTypeCount(project, seededYear),
      ]);

    // Assert: report totals equal their documents, and are not zero.
    const tio = inYear(threeInOnes!, 'docdate');
    expect(tioReport.totalCount).toBe(tio.length);
    expect(tioReport.totalval).toBe(kwdOf(tio, 'totalval'));
    expect(tioReport.totalval).toBeGreaterThan(0);
    const jsb = inYear(submitted!, 'docdate');
    expect(submitSummary.totalCount).toBe(jsb.length);
    expect(submitSummary.totalval).toBe(kwdOf(jsb, 'totalval'));
    expect(submitSummary.garages.length).toBeGreaterThan(0);
    const fin = inYear(finals!, 'docdate');
    expect(finalQuery.totals?.amount).toBe(kwdOf(fin, 'totalval'));
    expect(finalQuery.totals!.amount).toBeGreaterThan(0);
    const carinv = inYear(outside!, 'carinvdt');
    expect(maintenanceQuery.totals?.amount).toBe(kwdOf(carinv, 'netval'));
    expect(maintenanceQuery.totals!.amount).toBeGreaterThan(0);
    const fins = await documentTotals({
      project,
      docType: 'FIN',
      ...{ from: '2025-01-01', to: '2025-12-31' },
    });
    expect(fins.count).toBe(fin.length);
    // Money by category: the approved 3-in-1s, the final invoices' labour, the outside work.
    const category = (name: string) => money.find((row) => row.category === name)?.amount ?? 0;
    const approved = tio.filter((row) => (row['approval'] as { state?: string })?.state === 'approved');
    expect(category('3in1')).toBe(kwdOf(approved, 'totalval'));
    expect(category('maintenance')).toBe(kwdOf(carinv, 'netval'));
    expect(category('labour')).toBe(kwdOf(fin, 'labourval'));
    expect(category('labour')).toBeGreaterThan(0);
    expect(labour.demonstration).toBeFalsy();
    expect(labour.totalLabourCost).toBe(category('labour'));
    expect(labour.totalLabourHours).toBeGreaterThan(0);
    expect(labour.workshopBreakdown.length).toBeGreaterThan(1);
    // Dashboards: invoiced amounts per month, job orders per repair job type.
    expect(dashboard.months.some((month) => month.amount > 0)).toBe(true);
    expect(repairs.length).toBeGreaterThan(1);
  }, 120_000);

  it('changes the projections like live when a seeded job order moves through the engine', async () => {
    // Arrange: an open job order and the first workflow step its status allows; the projections are
    // those of the seed (the rebuild above gave the same).
    const headers = await queryAll<Record<string, unknown>>({
      pk: jobOrderKeys.byDate(project),
      index: 'gsi1',
    });
    const steps = Object.entries(workflowSteps) as [
      WorkflowStepName,
      { to: number; from: readonly number[] | null },
    ][];
    const [header, [name, { to }]] = headers
      .filter((candidate) => candidate['state'] === 'open')
      .flatMap((candidate) => {
        const status = Number(candidate['statuscde']);
        const step = steps.find(([, entry]) => entry.from?.includes(status) && entry.to !== status);
        return step ? [[candidate, step] as const] : [];
      })[0]!;

    // Act
    const result = await writeJobOrder({
      project,
      user: 'teamleader',
      jobordno: String(header['jobordno']),
      step: name,
      moves: [{ to }],
    });

    // Assert: the subscriber adds exactly the live rules' deltas of the published event.
    expect(result.events).toHaveLength(1);
    const deltas = eventDeltas(detailTypes.jobOrderStatusChanged, result.events[0]).deltas;
    const expected = plus(afterSeed, deltas);
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    const keys = deltas.map(({ pk, sk }) => ({ pk, sk }));
    await eventually(
      () => numbersOf(keys),
      (current) => canonical(current) === canonical(expected),
    );
    const opened = String(header['joborddat']);
    const counts = await countsByStatus({ project, from: opened, to: opened });
    expect(counts[String(to)]).toBeGreaterThanOrEqual(1);
  }, 600_000);

  it('refuses a second run of the same project and year with a clear message, writing nothing', async () => {
    // Act
    const again = seedScale(options);

    // Assert
    await expect(again).rejects.toThrow(ScaleSeedRefused);
    await expect(seedScale(options)).rejects.toThrow(
      `Project ${project}, year 2025 is already seeded at scale`,
    );
    const marker = scaleMarkerKeys(project, 2025);
    expect(await getItem(marker.pk, marker.sk)).toMatchObject({ status: 'done', jobOrders: 120 });
    const headers = await queryAll({ pk: jobOrderKeys.byDate(project), index: 'gsi1' });
    expect(headers).toHaveLength(120);
  }, 120_000);
});
