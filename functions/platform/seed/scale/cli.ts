/**
 * `npm run seed:scale -- --project MOI --jobOrders 20000 --year 2026 [--seed fleet] [--as-of <ISO>]
 *  [--data-dir .local] [--parallel 8]` (docs/seed-at-scale.md).
 *
 * Where it writes: the table named by TABLE_NAME when it is set (AWS, LocalStack, or a local runtime's
 * DynamoDB with AWS_ENDPOINT_URL_DYNAMODB), otherwise the local runtime's data directory (`.local`, or
 * --data-dir / FLEET_DATA_DIR), which it starts itself (with the demo seed when the data is new) and
 * stops at the end: stop `npm start` first, one runtime per data directory.
 */
import { parseArgs } from 'node:util';
import { seedScale, ScaleSeedRefused, type ScaleOptions } from './run.ts';

const usage =
  'Usage: npm run seed:scale -- --project MOI --jobOrders 20000 --year 2026 [--seed fleet] [--as-of 2026-11-27T00:00:00Z] [--data-dir .local] [--parallel 8]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function options(): ScaleOptions & { dataDir?: string; parallel: number } {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        project: { type: 'string' },
        jobOrders: { type: 'string' },
        year: { type: 'string' },
        seed: { type: 'string', default: 'fleet' },
        'as-of': { type: 'string' },
        'data-dir': { type: 'string' },
        parallel: { type: 'string', default: '8' },
      },
    }));
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
  const project = values.project?.trim().toUpperCase();
  const jobOrders = Number(values.jobOrders);
  const year = Number(values.year ?? new Date().getUTCFullYear());
  const parallel = Number(values.parallel);
  if (!project || !/^[A-Z0-9]{2,12}$/.test(project))
    fail(`--project is required (a project code).\n${usage}`);
  if (!Number.isInteger(jobOrders) || jobOrders < 1 || jobOrders > 1_000_000)
    fail(`--jobOrders must be a whole number from 1 to 1,000,000.\n${usage}`);
  if (!Number.isInteger(year) || year < 2000 || year > 2100) fail(`--year must be a year.\n${usage}`);
  if (!Number.isInteger(parallel) || parallel < 1 || parallel > 64) fail('--parallel must be from 1 to 64.');
  // Nothing happens after "as of": by default now, or the end of a past year.
  const endOfYear = Date.UTC(year + 1, 0, 1) - 3 * 3_600_000 - 1;
  const asOf = values['as-of'] ? Date.parse(values['as-of']) : Math.min(Date.now(), endOfYear);
  if (Number.isNaN(asOf)) fail(`--as-of must be an ISO date-time.\n${usage}`);
  if (asOf < Date.UTC(year, 0, 1) - 3 * 3_600_000)
    fail(`--as-of is before ${year} began: nothing to generate.`);
  return {
    project,
    jobOrders,
    year,
    seed: values.seed ?? 'fleet',
    asOf: new Date(asOf).toISOString(),
    ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
    parallel,
  };
}

async function main() {
  const { dataDir, parallel, ...scale } = options();
  const log = (line: string) => console.log(`[seed:scale] ${line}`);
  let stop = async () => undefined as unknown;
  if (!process.env.TABLE_NAME) {
    const { startLocalRuntime } = await import('../../../../infra/local/runtime.ts');
    log('starting the local runtime');
    const runtime = await startLocalRuntime({
      port: 0,
      ...((dataDir ?? process.env.FLEET_DATA_DIR) ? { dataDir: dataDir ?? process.env.FLEET_DATA_DIR } : {}),
    });
    stop = runtime.stop;
  }
  const started = performance.now();
  try {
    const { rebuildProjections } = await import('../../../engines/projections/rebuild.ts');
    const summary = await seedScale(scale, {
      log,
      parallel,
      rebuild: (project) => rebuildProjections(project, { log }),
    });
    log(`time taken: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return summary;
  } finally {
    await stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ScaleSeedRefused) fail(`[seed:scale] ${error.message}`);
    console.error(error);
    process.exit(1);
  },
);
