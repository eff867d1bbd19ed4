/**
 * Smoke test of a running stage: `npm run smoke -- --url <WebUrl>` (a deployed stage's `WebUrl`, or
 * the local runtime's URL). As the SPA does, it reads `/config.json`, signs two users in through
 * `POST /api/Auth/login` and opens the receiver's WebSocket; then it reads a list (the receiver's
 * inbox), writes (a message from the sender to the receiver), waits for that message's push on the
 * receiver's socket, and the receiver marks it read, so it leaves no unread message behind. Each step
 * is printed with its time; the first failure ends it with exit code 1.
 *
 * Options: --url (required), --project (MOI), --user (the sender, admin), --to (the receiver,
 * supervisor), --password (both users'; else SMOKE_PASSWORD, else the demo password),
 * --timeout (ms per step, 20000). A stage without the demo users needs --user, --to and --password.
 */
import { parseArgs } from 'node:util';
import WebSocket from 'ws';

const demoPassword = 'Fleet@2026';

interface Options {
  url: string;
  project: string;
  user: string;
  to: string;
  password: string;
  timeoutMs: number;
}

interface RuntimeConfig {
  apiBaseUrl: string;
  webSocketUrl: string;
}

interface Login {
  token: string;
  session: string;
  usercode: string;
}

class SmokeError extends Error {
  override name = 'SmokeError';
}

function options(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      project: { type: 'string', default: 'MOI' },
      user: { type: 'string', default: 'admin' },
      to: { type: 'string', default: 'supervisor' },
      password: { type: 'string' },
      timeout: { type: 'string', default: '20000' },
    },
  });
  if (!values.url) {
    console.error(
      'Usage: npm run smoke -- --url <WebUrl> [--project MOI] [--user admin] [--to supervisor] [--password ...]',
    );
    process.exit(2);
  }
  return {
    url: values.url,
    project: values.project,
    user: values.user,
    to: values.to,
    password: values.password ?? process.env.SMOKE_PASSWORD ?? demoPassword,
    timeoutMs: Number(values.timeout),
  };
}

/** Rejects after `ms` unless `work` settles first. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SmokeError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs the steps in order, printing each with its time; false on the first failure. */
class Steps {
  private readonly started = Date.now();

  constructor(private readonly timeoutMs: number) {}

  async run<T>(name: string, work: () => Promise<T>): Promise<T> {
    const start = Date.now();
    try {
      const result = await within(this.timeoutMs, work());
      console.log(`ok   ${name} (${Date.now() - start} ms)`);
      return result;
    } catch (error) {
      console.log(`FAIL ${name} (${Date.now() - start} ms): ${(error as Error).message}`);
      throw error;
    }
  }

  total(): number {
    return Date.now() - this.started;
  }
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: reported as text below
  }
  if (!response.ok) {
    const message = (body as { message?: string } | undefined)?.message ?? text.slice(0, 200);
    throw new SmokeError(`${what} answered ${response.status}: ${message}`);
  }
  return body as T;
}

/** The API as the SPA calls it: bearer token, project and signed session. */
function api(base: string, login: Login | undefined, project: string) {
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (login) {
      headers.authorization = `Bearer ${login.token}`;
      headers['x-project'] = project;
      headers['x-session'] = login.session;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return json<T>(response, `${method} ${path}`);
  };
}

type PushMessage = { type?: string; notification?: { messageId?: string } };

/** A socket that keeps what it receives, so a push that arrives early is not missed. */
function openSocket(
  url: string,
): Promise<{ socket: WebSocket; next: (match: (m: PushMessage) => boolean) => Promise<PushMessage> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const received: PushMessage[] = [];
    const waiters: { match: (m: PushMessage) => boolean; resolve: (m: PushMessage) => void }[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as PushMessage;
      received.push(message);
      for (const waiter of waiters.filter((candidate) => candidate.match(message))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    });
    socket.once('open', () =>
      resolve({
        socket,
        next: (match) =>
          new Promise((found) => {
            const already = received.find(match);
            if (already) found(already);
            else waiters.push({ match, resolve: found });
          }),
      }),
    );
    socket.once('unexpected-response', (_request, response) => {
      reject(new SmokeError(`the WebSocket was refused with ${response.statusCode}`));
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

async function smoke(opts: Options): Promise<number> {
  const steps = new Steps(opts.timeoutMs);
  const site = opts.url.replace(/\/+$/, '');
  const config = await steps.run('read /config.json', async () =>
    json<RuntimeConfig>(await fetch(`${site}/config.json`), 'GET /config.json'),
  );
  const apiBase = new URL(config.apiBaseUrl, `${site}/`).toString().replace(/\/+$/, '');
  const anonymous = api(apiBase, undefined, opts.project);
  const signIn = (username: string) =>
    steps.run(`sign in ${username} (${opts.project})`, () =>
      anonymous<Login>('POST', 'Auth/login', { project: opts.project, username, password: opts.password }),
    );
  const receiver = await signIn(opts.to);
  const sender = await signIn(opts.user);
  const asReceiver = api(apiBase, receiver, opts.project);
  const asSender = api(apiBase, sender, opts.project);

  const socketUrl = new URL(config.webSocketUrl, `${site}/`);
  if (socketUrl.protocol.startsWith('http'))
    socketUrl.protocol = socketUrl.protocol === 'https:' ? 'wss:' : 'ws:';
  socketUrl.searchParams.set('token', receiver.token);
  socketUrl.searchParams.set('project', opts.project);
  socketUrl.searchParams.set('session', receiver.session);
  const live = await steps.run(`open ${receiver.usercode}'s WebSocket`, () =>
    openSocket(socketUrl.toString()),
  );
  try {
    await steps.run(`read ${receiver.usercode}'s inbox (list)`, async () => {
      const page = await asReceiver<{ items?: unknown[] }>('GET', 'Messages/getInbox?limit=5');
      if (!Array.isArray(page.items)) throw new SmokeError('the inbox answered no items list');
    });
    const sent = await steps.run(
      `send a message ${sender.usercode} -> ${receiver.usercode} (write)`,
      async () => {
        const answer = await asSender<[string, { messageId: string }]>('POST', 'Messages/sendMessage', {
          subject: `Smoke test ${new Date().toISOString()}`,
          body: 'Automated check of this deployment (npm run smoke). It is marked read at once; nothing to do.',
          toUsers: [receiver.usercode],
        });
        return answer[1];
      },
    );
    await steps.run(`receive its push on ${receiver.usercode}'s WebSocket`, () =>
      live.next(
        (message) => message.type === 'message' && message.notification?.messageId === sent.messageId,
      ),
    );
    await steps.run(`mark it read as ${receiver.usercode} (write)`, () =>
      asReceiver('POST', 'Messages/markRead', { messageId: sent.messageId }),
    );
  } finally {
    live.socket.close();
  }
  return steps.total();
}

const opts = options(process.argv.slice(2));
console.log(`Smoke test of ${opts.url}`);
try {
  console.log(`smoke passed in ${await smoke(opts)} ms`);
} catch {
  // The failing step has printed why.
  console.log('smoke FAILED');
  process.exitCode = 1;
}
