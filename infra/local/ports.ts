import { createServer } from 'node:net';

/** A TCP port free on the loopback interface right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not allocate a port'));
      });
    });
  });
}

/**
 * Polls `probe` until it resolves true; throws with `what` after `timeoutMs`. The Java of DynamoDB Local
 * alone may take a minute to start on a busy 2-core machine, so the wait is measured in time, not tries.
 */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs = 120_000,
  delayMs = 100,
) {
  let lastError: unknown;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await probe()) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  throw new Error(`${what} did not become ready${lastError ? `: ${(lastError as Error).message}` : ''}`);
}
