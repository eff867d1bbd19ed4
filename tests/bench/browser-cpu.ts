/**
 * Browser CPU benchmark: what the browser tests' steps cost Chromium (its browser, GPU, network and
 * renderer processes together, the renderers that ended included), the resource the `npm test` run is
 * short of (issue 27: the run is CPU-bound on 2 cores and Chromium takes most of the browser lane's CPU).
 * Against the built SPA on a fresh local runtime, signed in once through the page as `reception` (the
 * landing page "My work"), each step repeated `rounds` times; the figure is the mean CPU seconds a step:
 * 1. a page load of a list page in the page already open (`page.goto`);
 * 2. a new context whose session is put in by the context's `storageState` option (Playwright opens,
 *    loads and closes a page of its own to write the local storage), then the list page, then closed;
 * 3. the same with the session put in by `seedStorage` (what the browser tests do);
 * 4. a new page in the context already open, the list page, then closed;
 * 5. the accessibility check of the list page (`accessibilityViolations`, the browser tests' axe run);
 * 6. a screenshot of the list page.
 * Run alone with `npx tsx tests/bench/browser-cpu.ts`; not part of `npm run bench` (it prints the
 * costs behind the browser tests' time, not a figure of the product).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { ShellPage } from '../e2e/pages/shell.ts';
import { SignInPage } from '../e2e/pages/sign-in.ts';
import { accessibilityViolations, viewports } from '../e2e/support/app.ts';
import { seedStorage, type StorageState } from '../e2e/support/storage.ts';
import { withBrowserRuntime } from './browser-runtime.ts';
import { isMainModule } from './standalone.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const user = 'reception';
/** A kit list page with rows in the demo data (the job cards). */
const listPath = '/jobCardQslist';
const ticksPerSecond = 100;

/** CPU seconds of the processes under `root` (itself included), their ended children included. */
function treeCpu(root: number): number {
  const stats = new Map<number, { parent: number; seconds: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state ppid ... utime(12) stime(13) cutime(14) cstime(15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
      stats.set(Number(entry), { parent: Number(fields[1]), seconds: ticks / ticksPerSecond });
    } catch {
      // The process ended while being read: its time is in its parent's children's time.
    }
  }
  const under = (pid: number): boolean => {
    for (let current = pid; current > 1; current = stats.get(current)?.parent ?? 0)
      if (current === root) return true;
    return false;
  };
  let seconds = 0;
  for (const [pid, { seconds: own }] of stats) if (under(pid)) seconds += own;
  return seconds;
}

export interface BrowserCpuFigures {
  rounds: number;
  /** Mean CPU seconds of Chromium per step. */
  steps: Record<string, number>;
}

/**
 * Mean CPU seconds of Chromium (`browserPid`'s tree) per run of each step. The steps take turns, round
 * by round, so that what else the machine does spreads over all of them alike.
 */
async function measure(
  browserPid: number,
  steps: Record<string, () => Promise<unknown>>,
): Promise<Record<string, number>> {
  const total = Object.fromEntries(Object.keys(steps).map((name) => [name, 0]));
  for (let round = 0; round <= rounds; round += 1)
    for (const [name, step] of Object.entries(steps)) {
      const before = treeCpu(browserPid);
      await step();
      // Round 0 is not counted: the runtime's and the browser's caches warm.
      if (round > 0) total[name] = (total[name] ?? 0) + treeCpu(browserPid) - before;
    }
  return Object.fromEntries(Object.entries(total).map(([name, seconds]) => [name, seconds / rounds]));
}

async function loaded(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** A new context made by `open`, the list page loaded in it, then closed. */
async function inNewContext(open: () => Promise<BrowserContext>): Promise<void> {
  const context = await open();
  const page = await context.newPage();
  await loaded(page, listPath);
  await new ShellPage(page).ready();
  await context.close();
}

export function browserCpuBenchmark(log: (line: string) => void): Promise<BrowserCpuFigures> {
  return withBrowserRuntime(
    'browser-cpu',
    async (browser, runtime) => {
      // playwright-core's launch: Chromium is a child of this process.
      const browserPid = readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .map(Number)
        .find((pid) => {
          try {
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
            return (
              stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === String(process.pid) &&
              stat.includes('(chrom')
            );
          } catch {
            return false;
          }
        });
      if (!browserPid) throw new Error('Chromium is not a child of this process');
      const options = {
        viewport: viewports.desktop,
        baseURL: runtime.url,
        reducedMotion: 'reduce' as const,
      };
      const signIn = await browser.newContext(options);
      const page = await signIn.newPage();
      await (await new SignInPage(page).open()).signIn({ username: user });
      await new ShellPage(page).ready();
      const state: StorageState = await signIn.storageState();
      log(`signed in as ${user}; ${rounds} rounds a step`);
      const steps = await measure(browserPid, {
        'page load in the open page': () => loaded(page, listPath),
        'new context, storageState option': () =>
          inNewContext(() => browser.newContext({ ...options, storageState: state })),
        'new context, seedStorage': () =>
          inNewContext(async () => {
            const context = await browser.newContext(options);
            await seedStorage(context, state);
            return context;
          }),
        'new page in the open context': async () => {
          const other = await signIn.newPage();
          await loaded(other, listPath);
          await other.close();
        },
        'accessibility check': () => accessibilityViolations(page),
        screenshot: () => page.screenshot({ animations: 'disabled' }),
      });
      return { rounds, steps };
    },
    { log },
  );
}

export function printBrowserCpuFigures({ rounds: count, steps }: BrowserCpuFigures): void {
  console.log(`\nChromium CPU per step (mean of ${count}, CPU seconds, ${listPath} as ${user}):`);
  for (const [step, seconds] of Object.entries(steps))
    console.log(`  ${step.padEnd(36)} ${seconds.toFixed(2)} s`);
}

if (isMainModule(import.meta.url)) {
  browserCpuBenchmark((line) => console.log(`[bench] ${line}`)).then(
    (figures) => {
      printBrowserCpuFigures(figures);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
