/**
 * The event publisher (ARCHITECTURE.md section 5): every module publishes to the one bus through
 * these functions, so the bus name, sources and detail shapes are spelled once.
 */
import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { detailTypes, eventSources, type JobOrderStatusChanged } from '@fleet/shared';
import { jobOrderStatusChanged } from '@fleet/shared/engines/events-schema';
import { eventBridge } from './aws.ts';
import { requireEnv } from './env.ts';

/** The bus refused the entry (FailedEntryCount > 0) or could not be reached. */
export class EventPublishError extends Error {
  override name = 'EventPublishError';
  constructor(
    message: string,
    public readonly errorCode?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The detail does not match its schema; nothing was sent. */
export class InvalidEventError extends Error {
  override name = 'InvalidEventError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Puts one event on the bus named by EVENT_BUS_NAME; throws `EventPublishError` unless it was accepted. */
export async function publishEvent(source: string, detailType: string, detail: unknown): Promise<string> {
  const result = await eventBridge()
    .send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: requireEnv('EVENT_BUS_NAME'),
            Source: source,
            DetailType: detailType,
            Detail: JSON.stringify(detail),
          },
        ],
      }),
    )
    .catch((error: unknown) => {
      throw new EventPublishError(`Could not publish ${detailType}`, undefined, { cause: error });
    });
  const entry = result.Entries?.[0];
  if ((result.FailedEntryCount ?? 0) > 0 || !entry?.EventId) {
    throw new EventPublishError(
      `${detailType} was refused by the bus: ${entry?.ErrorMessage ?? 'no event id returned'}`,
      entry?.ErrorCode,
    );
  }
  return entry.EventId;
}

/** Publishes `JobOrderStatusChanged` after checking the detail against the shared schema. */
export async function publishStatusChanged(detail: JobOrderStatusChanged): Promise<string> {
  const parsed = jobOrderStatusChanged.safeParse(detail);
  if (!parsed.success) {
    throw new InvalidEventError(
      `Invalid ${detailTypes.jobOrderStatusChanged} detail: ${parsed.error.message}`,
      {
        cause: parsed.error,
      },
    );
  }
  return publishEvent(eventSources.jobOrders, detailTypes.jobOrderStatusChanged, parsed.data);
}
