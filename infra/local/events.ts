/**
 * The local EventBridge bus: answers `AWSEvents.PutEvents` (JSON 1.1, what EventBridgeClient sends)
 * and, after answering, delivers each entry to the subscribers whose rule matches, using the same
 * `busRules` the CDK stack turns into EventBridge rules. A delivery is tried three times (Lambda's
 * asynchronous invocation does the same); what still fails is appended to the dead-letter file.
 */
import { randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventBridgeEvent } from 'aws-lambda';
import { busRules, matchesPattern, type EventPattern } from '@fleet/shared';
import { readBody } from './gateway.ts';
import { invoke, type LambdaHandler } from './lambda.ts';

interface PutEventsEntry {
  Source?: string;
  DetailType?: string;
  Detail?: string;
  EventBusName?: string;
  Resources?: string[];
  Time?: string | number;
}

type EntryResult = { EventId: string } | { ErrorCode: string; ErrorMessage: string };

export interface EventBusOptions {
  busName: string;
  region: string;
  rules?: readonly { name: string; subscriber: string; eventPattern: EventPattern }[];
  /** The subscriber's handler, or undefined when its module does not exist (yet). */
  loadSubscriber: (subscriber: string) => Promise<LambdaHandler | undefined>;
  dlqFile: string;
  log: (line: string) => void;
  retryDelaysMs?: number[];
}

const jsonType = 'application/x-amz-json-1.1';

function awsError(response: ServerResponse, statusCode: number, type: string, message: string) {
  response.writeHead(statusCode, { 'content-type': jsonType }).end(JSON.stringify({ __type: type, message }));
}

/** The bus name of an entry: a name or an ARN (`arn:aws:events:...:event-bus/fleet`); none is `default`. */
function busOf(entry: PutEventsEntry): string {
  const name = entry.EventBusName ?? 'default';
  return name.startsWith('arn:') ? (name.split('/').pop() ?? name) : name;
}

function eventTime(time: string | number | undefined): string {
  if (time === undefined) return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const date = typeof time === 'number' ? new Date(time * 1000) : new Date(time);
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function createEventBus(options: EventBusOptions) {
  const rules = options.rules ?? busRules;
  const delays = options.retryDelaysMs ?? [200, 1000];
  const pending = new Set<Promise<void>>();

  async function deliver(
    rule: { name: string; subscriber: string },
    event: EventBridgeEvent<string, unknown>,
  ) {
    const handler = await options.loadSubscriber(rule.subscriber);
    if (!handler) {
      options.log(
        `rule ${rule.name}: subscriber ${rule.subscriber} does not exist yet; event ${event.id} dropped`,
      );
      return;
    }
    let lastError: unknown;
    for (let attempt = 0; attempt <= delays.length; attempt++) {
      try {
        await invoke(`fleet-events-${rule.subscriber}`, handler, event);
        return;
      } catch (error) {
        lastError = error;
        options.log(`rule ${rule.name}: attempt ${attempt + 1} failed: ${(error as Error).message}`);
        const delay = delays[attempt];
        if (delay !== undefined) await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    const record = {
      at: new Date().toISOString(),
      rule: rule.name,
      subscriber: rule.subscriber,
      error: (lastError as Error)?.stack ?? String(lastError),
      event,
    };
    await appendFile(options.dlqFile, `${JSON.stringify(record)}\n`);
    options.log(`rule ${rule.name}: event ${event.id} sent to the dead-letter file ${options.dlqFile}`);
  }

  function schedule(event: EventBridgeEvent<string, unknown>) {
    for (const rule of rules) {
      if (!matchesPattern(rule.eventPattern, event)) continue;
      const delivery = deliver(rule, event)
        .catch((error: unknown) =>
          options.log(`rule ${rule.name}: delivery failed: ${(error as Error).stack}`),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    }
  }

  function accept(entry: PutEventsEntry): { result: EntryResult; event?: EventBridgeEvent<string, unknown> } {
    if (!entry.Source || !entry.DetailType || entry.Detail === undefined) {
      return {
        result: {
          ErrorCode: 'InvalidArgument',
          ErrorMessage: 'Parameters Source, DetailType and Detail are required.',
        },
      };
    }
    let detail: unknown;
    try {
      detail = JSON.parse(entry.Detail);
    } catch {
      detail = undefined;
    }
    if (detail === null || typeof detail !== 'object' || Array.isArray(detail)) {
      return { result: { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' } };
    }
    const bus = busOf(entry);
    if (bus !== options.busName && bus !== 'default') {
      return {
        result: { ErrorCode: 'ResourceNotFoundException', ErrorMessage: `Event bus ${bus} does not exist.` },
      };
    }
    const id = randomUUID();
    const event: EventBridgeEvent<string, unknown> = {
      version: '0',
      id,
      'detail-type': entry.DetailType,
      source: entry.Source,
      account: '000000000000',
      time: eventTime(entry.Time),
      region: options.region,
      resources: entry.Resources ?? [],
      detail,
    };
    // Rules live on the product's bus; the default bus has none.
    return { result: { EventId: id }, event: bus === options.busName ? event : undefined };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = request.headers['x-amz-target'];
    if (request.method !== 'POST') return awsError(response, 405, 'MethodNotAllowed', 'Use POST.');
    if (target !== 'AWSEvents.PutEvents') {
      return awsError(
        response,
        400,
        'UnknownOperationException',
        `The local bus only answers PutEvents (${target})`,
      );
    }
    let input: { Entries?: PutEventsEntry[] };
    try {
      input = JSON.parse((await readBody(request, 256 * 1024)).toString('utf8')) as {
        Entries?: PutEventsEntry[];
      };
    } catch {
      return awsError(response, 400, 'SerializationException', 'The request body is not valid JSON.');
    }
    const entries = input.Entries ?? [];
    if (entries.length < 1 || entries.length > 10) {
      return awsError(response, 400, 'ValidationException', 'Entries must hold between 1 and 10 events.');
    }
    const accepted = entries.map(accept);
    const failed = accepted.filter(({ result }) => 'ErrorCode' in result).length;
    response
      .writeHead(200, { 'content-type': jsonType })
      .end(JSON.stringify({ FailedEntryCount: failed, Entries: accepted.map(({ result }) => result) }));
    const scheduling = new Promise<void>((resolve) =>
      setImmediate(() => {
        for (const { event } of accepted) if (event) schedule(event);
        resolve();
      }),
    );
    pending.add(scheduling);
    void scheduling.finally(() => pending.delete(scheduling));
  }

  return {
    handle,
    /** Resolves once every delivery under way (retries included) has finished. */
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
