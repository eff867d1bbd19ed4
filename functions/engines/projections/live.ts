/**
 * Live push of projection changes: `{ type: 'projections', project, parts }` to every open socket of
 * the project (functions/lib/push.ts `pushToProject`), at most one push per project per second.
 *
 * Throttle (one item `<project>#PROJ#PUSH` / `THROTTLE`, shared by every subscriber instance):
 * each applied event ADDs its parts to `pending`. If the last push is a second old or more, it flushes
 * at once (a conditional update that takes `pending` and sets `lastAt`). Otherwise one invocation
 * claims the trailing flush of the window (`trailingAt`), waits for the window to end and flushes what
 * accumulated; the others return at once. So a burst gives one push a second, and the last change
 * of a burst is always pushed (at most about a second late).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { ddb } from '#lib/aws';
import { tableName } from '#lib/db';
import { pushToProject } from '#lib/push';
import { key } from '#lib/table';

export const pushIntervalMs = 1000;

export const throttleKeys = (project: string) => ({
  pk: key.project(project, 'PROJ', 'PUSH'),
  sk: 'THROTTLE',
});

interface Throttle {
  lastAt?: number;
  trailingAt?: number;
  pending?: Set<string>;
}

const update = async (
  project: string,
  input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>,
) => {
  const result = await ddb().send(
    new UpdateCommand({ TableName: tableName(), Key: throttleKeys(project), ...input }),
  );
  return (result.Attributes ?? {}) as Throttle;
};

const failedCondition = (error: unknown) => error instanceof ConditionalCheckFailedException;

/** Takes the pending parts if the window allows; undefined when another invocation flushed or the window is not over. */
async function flush(project: string, now: number): Promise<string[] | undefined> {
  try {
    const old = await update(project, {
      UpdateExpression: 'SET lastAt = :now REMOVE pending, trailingAt',
      ConditionExpression: '(attribute_not_exists(lastAt) OR lastAt <= :edge) AND attribute_exists(pending)',
      ExpressionAttributeValues: { ':now': now, ':edge': now - pushIntervalMs },
      ReturnValues: 'ALL_OLD',
    });
    return [...(old.pending ?? [])].sort();
  } catch (error) {
    if (failedCondition(error)) return undefined;
    throw error;
  }
}

async function send(project: string, parts: string[] | undefined) {
  if (!parts?.length) return 0;
  return pushToProject(project, { type: 'projections', project, parts });
}

/** Announces changed parts of a project's projections (throttled). Resolves once pushed or handed over. */
export async function notifyChanged(project: string, parts: readonly string[]): Promise<void> {
  if (parts.length === 0) return;
  const state = await update(project, {
    UpdateExpression: 'ADD pending :parts',
    ExpressionAttributeValues: { ':parts': new Set(parts) },
    ReturnValues: 'ALL_NEW',
  });
  const now = Date.now();
  if (state.lastAt === undefined || now - state.lastAt >= pushIntervalMs) {
    const taken = await flush(project, now);
    if (taken) {
      await send(project, taken);
      return;
    }
  }
  // Within a window: one invocation flushes at its end.
  const fresh = await update(project, {
    UpdateExpression: 'SET lastAt = if_not_exists(lastAt, :zero)',
    ExpressionAttributeValues: { ':zero': 0 },
    ReturnValues: 'ALL_NEW',
  });
  if (!fresh.pending?.size) return;
  const windowEnd = (fresh.lastAt ?? 0) + pushIntervalMs;
  try {
    await update(project, {
      UpdateExpression: 'SET trailingAt = :end',
      ConditionExpression: 'attribute_not_exists(trailingAt) OR trailingAt < :end',
      ExpressionAttributeValues: { ':end': windowEnd },
    });
  } catch (error) {
    if (failedCondition(error)) return; // another invocation flushes this window
    throw error;
  }
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, windowEnd - Date.now())));
  await send(project, await flush(project, Math.max(Date.now(), windowEnd)));
}
