/** Errors the local runtime raises at startup; `start.ts` prints their message as one line. */

/** Java (17 or later) is not on the PATH, so DynamoDB Local cannot run. */
export class JavaMissingError extends Error {
  override name = 'JavaMissingError';
  constructor(found?: string) {
    super(
      `Java 17 is required for DynamoDB Local: install openjdk-17-jre-headless (apt) and retry.${found ? ` (found ${found})` : ''}`,
    );
  }
}

/** A component of the local runtime could not start; the message says which and why. */
export class RuntimeStartError extends Error {
  override name = 'RuntimeStartError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
