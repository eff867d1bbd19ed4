/** What the local runtime needs to call a Lambda handler in-process the way the Lambda service does. */
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

/** Any Lambda handler: (event, context) => result. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers of every trigger type
export type LambdaHandler = (event: any, context: Context) => Promise<unknown>;

const timeoutMs = 30_000;

/** The handler ran past its time (API Gateway answers 503 then). */
export class LambdaTimeoutError extends Error {
  override name = 'LambdaTimeoutError';
}

/** A Lambda context for one invocation of `functionName`. */
export function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + timeoutMs;
  const arn = `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: arn,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Calls a handler and resolves with its result, or rejects like Lambda would on a timeout. */
export function invoke(functionName: string, handler: LambdaHandler, event: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new LambdaTimeoutError(`${functionName} timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    handler(event, lambdaContext(functionName)).then(
      (result) => {
        clearTimeout(timer);
        resolve(result);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
