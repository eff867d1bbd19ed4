/**
 * Operations (issue 26 item 7) on the local runtime: `npm run smoke` signs in, reads, writes and
 * receives the push as it does against a deployed stage, and the outbox relay's backlog figures.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxBacklog } from '@fleet/functions/engines/events/outbox';
import { outboxItem, outboxPk } from '@fleet/functions/engines/status/outbox';
import { deleteItem, putItem } from '@fleet/functions/lib/db';
import { baseUrl, signIn } from '../../support/api.ts';
import { putUser, useRuntimeEnv } from '../../support/fixtures.ts';

const run = randomUUID().slice(0, 6);
const sender = `smokea${run}`;
const receiver = `smokeb${run}`;

/** `npm run smoke -- <args>`: its exit code and what it printed. */
async function smoke(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'smoke', '--', ...args], {
      timeout: 90_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

beforeAll(async () => {
  useRuntimeEnv();
  // Users of its own, so the smoke's message lands in no other test's inbox.
  await putUser({ usercode: sender, roles: ['SUPERVISOR'] });
  await putUser({ usercode: receiver, roles: ['SUPERVISOR'] });
});

describe('integration: npm run smoke', () => {
  it('signs in, reads a list, sends a message and receives its push, each step timed', async () => {
    const { code, output } = await smoke('--url', baseUrl(), '--user', sender, '--to', receiver);

    expect(output).toMatch(/^ok {3}read \/config\.json \(\d+ ms\)$/m);
    expect(output).toMatch(new RegExp(`^ok {3}sign in ${receiver} \\(MOI\\) \\(\\d+ ms\\)$`, 'm'));
    expect(output).toMatch(new RegExp(`^ok {3}sign in ${sender} \\(MOI\\)`, 'm'));
    expect(output).toMatch(new RegExp(`^ok {3}open ${receiver}'s WebSocket`, 'm'));
    expect(output).toMatch(/^ok {3}read .*'s inbox \(list\)/m);
    expect(output).toMatch(/^ok {3}send a message .* \(write\)/m);
    expect(output).toMatch(/^ok {3}receive its push on /m);
    expect(output).toMatch(/^ok {3}mark it read as /m);
    expect(output).toMatch(/^smoke passed in \d+ ms$/m);
    expect(code, output).toBe(0);

    // It leaves nothing unread behind.
    const { client } = await signIn(receiver);
    const inbox = await client.get<{ items: { subject: string; unread: boolean }[] }>(
      '/api/Messages/getInbox',
      { unread: 'true' },
    );
    expect(inbox.body.items.filter((row) => row.subject.startsWith('Smoke test'))).toEqual([]);
  });

  it('stops at the first failing step with a non-zero exit code', async () => {
    const { code, output } = await smoke('--url', baseUrl(), '--user', sender, '--to', `nobody${run}`);

    expect(output).toMatch(
      new RegExp(`^FAIL sign in nobody${run} \\(MOI\\) \\(\\d+ ms\\): POST Auth/login answered 4\\d\\d`, 'm'),
    );
    expect(output).not.toMatch(/^ok {3}send a message/m);
    expect(output).toMatch(/^smoke FAILED$/m);
    expect(code).toBe(1);
  });
});

describe('integration: outbox backlog', () => {
  // Timed an hour ahead, so the local relay (which publishes items older than 10 s) leaves it alone.
  const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
  const item = outboxItem({
    source: 'fleet.test',
    detailType: 'OutboxBacklogTest',
    detail: { eventId: `backlog-${run}`, at },
  });

  afterAll(() => deleteItem(outboxPk, item.sk));

  it('counts the events waiting in the outbox and the age of the oldest, as the relay reports them', async () => {
    await putItem(item);

    const later = await outboxBacklog(Date.parse(at) + 2 * 60 * 60 * 1000);

    expect(later.count).toBeGreaterThanOrEqual(1);
    // Two hours after the event: at least that old (an older leftover would only be older).
    expect(later.oldestAgeSeconds).toBeGreaterThanOrEqual(2 * 60 * 60);
  });
});
