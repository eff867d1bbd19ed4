/**
 * `npm start`: the whole product on one port. The SPA is built while the emulators start, and only when
 * its inputs changed since the last build (infra/local/web-build.ts). Flags: `--fresh` (start from empty data), `--port N`
 * (or env PORT; default 3000), `--data-dir DIR` (or env FLEET_DATA_DIR; default .local), `--no-seed`.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  JavaMissingError,
  RuntimeStartError,
  repoRoot,
  seedModuleFile,
  startLocalRuntime,
  type LocalRuntime,
} from './runtime.ts';
import { ensureWebBuild } from './web-build.ts';

interface DemoUser {
  usercode: string;
  password: string;
  roles: string[];
  superuser: boolean;
}

const colours: Record<string, number> = {
  dynamodb: 33,
  cognito: 35,
  s3: 36,
  api: 32,
  ws: 34,
  events: 94,
  seed: 90,
};

function print(line: string) {
  const component = /^\[([a-z]+)\]/.exec(line)?.[1];
  const colour = component && process.stdout.isTTY ? colours[component] : undefined;
  console.log(colour ? line.replace(/^\[[a-z]+\]/, (prefix) => `\u001b[${colour}m${prefix}\u001b[0m`) : line);
}

function fail(message: string): never {
  console.error(message.split('\n')[0]);
  process.exit(1);
}

function options() {
  try {
    const { values } = parseArgs({
      options: {
        fresh: { type: 'boolean', default: false },
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        'no-seed': { type: 'boolean', default: false },
      },
    });
    const port = Number(values.port ?? process.env.PORT ?? 3000);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      fail(`Invalid port: ${values.port ?? process.env.PORT}`);
    return {
      fresh: values.fresh ?? false,
      port,
      dataDir: values['data-dir'] ?? process.env.FLEET_DATA_DIR,
      seed: !values['no-seed'],
    };
  } catch (error) {
    return fail((error as Error).message);
  }
}

async function demoUsers(): Promise<readonly DemoUser[]> {
  // The seed's own folder, as the runtime seeds from it (a fixed functions/seed path printed no logins
  // once the seed moved to functions/platform/seed).
  const file = await seedModuleFile();
  if (!existsSync(file)) return [];
  return ((await import(pathToFileURL(file).href)) as { demoUsers?: readonly DemoUser[] }).demoUsers ?? [];
}

function table(users: readonly DemoUser[]): string {
  const rows = users.map((user) => [
    user.usercode,
    user.password,
    `${user.roles.join(', ')}${user.superuser ? ' (superuser)' : ''}`,
  ]);
  const header = ['usercode', 'password', 'roles'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`.trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The AWS SDK warns on every start that future versions need Node 22; the machine runs Node 20 on purpose. */
function quietSdkVersionWarning() {
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    if (!warning.message.startsWith('NodeVersionSupportWarning'))
      console.error(`${warning.name}: ${warning.message}`);
  });
}

async function main() {
  quietSdkVersionWarning();
  const { fresh, port, dataDir, seed } = options();
  const startedAt = Date.now();
  const web = ensureWebBuild(print);
  web.catch(() => {}); // reported below, after the runtime
  let runtime: LocalRuntime;
  try {
    runtime = await startLocalRuntime({ port, fresh, seed, dataDir, log: print });
  } catch (error) {
    if (error instanceof JavaMissingError || error instanceof RuntimeStartError) fail(error.message);
    fail(`The local runtime could not start: ${(error as Error).message}`);
  }
  let webBuild: 'cached' | 'built';
  try {
    webBuild = await web;
  } catch (error) {
    await runtime.stop().catch(() => {});
    console.error(`The web app could not be built: ${(error as Error).message}`);
    process.exit(1);
  }

  let stoppingSince: number | undefined;
  const shutdown = (signal: string) => {
    if (stoppingSince !== undefined) {
      // Ctrl+C reaches this process both from the terminal and relayed by tsx: only a later one forces the exit.
      if (Date.now() - stoppingSince < 1_000) return;
      console.log(`${signal} again: exiting now.`); // the exit hook kills the children
      process.exit(1);
    }
    stoppingSince = Date.now();
    console.log(`\n${signal}: stopping the local runtime...`);
    runtime.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Stop failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => shutdown(signal));

  const users = await demoUsers();
  const ws = runtime.url.replace(/^http/, 'ws');
  console.log(
    [
      '',
      `Fleet Workshop is running at ${runtime.url}  (started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s, web app ${webBuild === 'built' ? 'rebuilt' : 'unchanged'})`,
      `  API        ${runtime.url}/api  (OpenAPI: ${runtime.url}/api/openapi.json)`,
      `  WebSocket  ${ws}/ws?token=<access token>&project=<MOI|KPTC>`,
      `  Data       ${dataDir ?? `${repoRoot}/.local`}  (npm start -- --fresh starts empty)`,
      '',
      users.length ? `Demo logins:\n${table(users)}` : 'No demo users (the demo seed is missing).',
      '',
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );
}

void main();
