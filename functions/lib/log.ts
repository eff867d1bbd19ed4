/**
 * Powertools' structured logger, loaded on first use (issue 16). Only failure paths log (an unhandled
 * error's 500, a failed WebSocket push), so a cold start does not load or parse it: in the Lambda
 * bundles it is a chunk of its own (about 22 KiB) that `import()` loads the first time a line is
 * written. The lines are the same as from a logger made at start: it reads the same environment.
 */
import type { Logger } from '@aws-lambda-powertools/logger';

const loggers = new Map<string, Promise<Logger>>();

/** The logger of a service, made on first use. */
export function logger(serviceName: string): Promise<Logger> {
  let made = loggers.get(serviceName);
  if (!made) {
    made = import('@aws-lambda-powertools/logger').then(({ Logger }) => new Logger({ serviceName }));
    loggers.set(serviceName, made);
    // A failed load is tried again next time.
    made.catch(() => loggers.delete(serviceName));
  }
  return made;
}

/**
 * Writes one line at `level`; never throws, so logging cannot turn a handled failure into another one
 * (a logger that cannot load writes to the console instead).
 */
export async function log(
  serviceName: string,
  level: 'error' | 'warn',
  message: string,
  attributes: Record<string, unknown>,
): Promise<void> {
  try {
    (await logger(serviceName))[level](message, attributes);
  } catch (failure) {
    console[level](serviceName, message, attributes, failure);
  }
}
