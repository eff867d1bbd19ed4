/**
 * A benchmark run on its own (`npx tsx tests/bench/<name>.ts`): a fresh local runtime in a temporary
 * folder (or `BENCH_DATA_DIR`, kept), the benchmark, then the runtime stopped and its folder removed.
 * `npm run bench` (run.ts) runs the same benchmarks on one runtime instead.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.ts';
import { freePort } from '../../infra/local/ports.ts';

/** Whether the module at `moduleUrl` is the script node was started with. */
export const isMainModule = (moduleUrl: string) =>
  !!process.argv[1] && moduleUrl === pathToFileURL(process.argv[1]).href;

export interface StandaloneOptions {
  /** Names the temporary folder. */
  name: string;
  /** DynamoDB Local in memory (several times faster to seed at scale). */
  inMemoryTables?: boolean;
  /** Reuse this folder's data instead of a fresh one (kept after the run). */
  keepDir?: string;
}

/**
 * Runs `bench` on a fresh runtime and exits (1 with the error on a failure). A benchmark that returns
 * figures and is run with `--figures <file>` also writes them there as JSON.
 */
export function runStandalone(
  { name, inMemoryTables = false, keepDir }: StandaloneOptions,
  bench: (runtime: LocalRuntime) => Promise<unknown>,
): void {
  const run = async () => {
    const dataDir = keepDir ?? mkdtempSync(join(tmpdir(), `fleet-bench-${name}-`));
    const runtime = await startLocalRuntime({
      port: await freePort(),
      dataDir,
      fresh: !keepDir,
      inMemoryTables,
      log: () => {},
    });
    try {
      const figures = await bench(runtime);
      const target = process.argv[process.argv.indexOf('--figures') + 1];
      if (process.argv.includes('--figures') && target && figures !== undefined)
        writeFileSync(target, JSON.stringify(figures));
    } finally {
      await runtime.stop();
      if (!keepDir) rmSync(dataDir, { recursive: true, force: true });
    }
  };
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/**
 * Runs `benchmark` on a fresh runtime (`runStandalone`) with its progress logged, prints its figures with
 * `print` and answers them (written out with `--figures <file>`).
 */
export function runStandaloneFigures<F>(
  options: StandaloneOptions,
  benchmark: (runtime: LocalRuntime, log: (line: string) => void) => Promise<F>,
  print: (figures: F) => void,
): void {
  runStandalone(options, async (runtime) => {
    const figures = await benchmark(runtime, (line) => console.log(`[bench] ${line}`));
    print(figures);
    return figures;
  });
}

/** The scale seed's options: `jobOrders` job orders of `project` over `year`, as of its last day at noon (UTC). */
export const yearSeed = (project: string, year: number, jobOrders: number, seed: string) => ({
  project,
  year,
  jobOrders,
  seed,
  asOf: new Date(Date.UTC(year, 11, 31, 12)).toISOString(),
});
