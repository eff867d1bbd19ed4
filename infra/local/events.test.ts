import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { EventBridgeEvent } from 'aws-lambda';
import { createEventBus } from './events.ts';
import type { LambdaHandler } from './lambda.ts';

const received: Record<string, EventBridgeEvent<string, unknown>[]> = { audit: [], flaky: [], broken: [] };
let flakyFailures = 1;
const subscribers: Record<string, LambdaHandler> = {
  audit: async (event) => void received.audit?.push(event),
  flaky: async (event) => {
    if (flakyFailures-- > 0) throw new Error('transient');
    received.flaky?.push(event);
  },
  broken: async () => {
    throw new Error('always fails');
  },
};
const dir = mkdtempSync(join(tmpdir(), 'fleet-bus-'));
const bus = createEventBus({
  busName: 'fleet',
  region: 'us-east-1',
  rules: [
    { name: 'audit', subscriber: 'audit', eventPattern: { source: ['fleet.test'] } },
    { name: 'flaky', subscriber: 'flaky', eventPattern: { 'detail-type': ['Flaky'] } },
    { name: 'broken', subscriber: 'broken', eventPattern: { 'detail-type': ['Broken'] } },
    { name: 'missing', subscriber: 'missing', eventPattern: { 'detail-type': ['Missing'] } },
  ],
  loadSubscriber: async (name) => subscribers[name],
  dlqFile: join(dir, 'dlq.jsonl'),
  log: () => undefined,
  retryDelaysMs: [1, 1],
});
let server: Server;
let client: EventBridgeClient;

beforeAll(async () => {
  server = createServer((request, response) => void bus.handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  client = new EventBridgeClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${address.port}/_aws/events`,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
});

afterAll(async () => {
  client.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

const entry = (DetailType: string, detail: unknown = { n: 1 }, EventBusName = 'fleet') => ({
  Source: 'fleet.test',
  DetailType,
  Detail: JSON.stringify(detail),
  EventBusName,
});

describe('unit: local event bus', () => {
  it('delivers an event to the subscribers whose rule matches, as an EventBridge event', async () => {
    const result = await client.send(
      new PutEventsCommand({ Entries: [entry('Audited', { jobordno: 'J1' })] }),
    );
    await bus.drain();

    expect(result.FailedEntryCount).toBe(0);
    expect(received.audit).toContainEqual(
      expect.objectContaining({
        id: result.Entries?.[0]?.EventId,
        version: '0',
        source: 'fleet.test',
        'detail-type': 'Audited',
        detail: { jobordno: 'J1' },
        region: 'us-east-1',
      }),
    );
    expect(received.flaky).toEqual([]);
  });

  it('retries a failing subscriber', async () => {
    await client.send(new PutEventsCommand({ Entries: [entry('Flaky')] }));
    await bus.drain();

    expect(received.flaky).toHaveLength(1);
  });

  it('writes what keeps failing to the dead-letter file', async () => {
    const result = await client.send(
      new PutEventsCommand({ Entries: [entry('Broken', { jobordno: 'J9' })] }),
    );
    await bus.drain();

    const lines = readFileSync(join(dir, 'dlq.jsonl'), 'utf8').trim().split('\n');
    const record = JSON.parse(lines.at(-1) as string);
    expect(record).toMatchObject({
      rule: 'broken',
      subscriber: 'broken',
      event: { id: result.Entries?.[0]?.EventId },
    });
    expect(record.error).toContain('always fails');
  });

  it('accepts events for the default bus without delivering them, and refuses unknown buses per entry', async () => {
    const before = received.audit?.length;

    const result = await client.send(
      new PutEventsCommand({
        Entries: [entry('Audited', {}, 'default'), entry('Audited', {}, 'other'), entry('Missing')],
      }),
    );
    await bus.drain();

    expect(result.FailedEntryCount).toBe(1);
    expect(result.Entries?.[1]?.ErrorCode).toBe('ResourceNotFoundException');
    expect(received.audit?.length).toBe((before ?? 0) + 1);
  });
});
