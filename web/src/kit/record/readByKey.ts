import { messages } from '@fleet/shared';

/**
 * The read of a record named by a composite key in its number (`<workshop>|<main repair>`): a number
 * that names no key is not found.
 */
export const readByKey =
  <K, D>(keyOf: (docnumbr: string) => K | undefined, get: (key: K, signal: AbortSignal) => Promise<D>) =>
  (docnumbr: string, signal: AbortSignal): Promise<D> => {
    const key = keyOf(docnumbr);
    return key ? get(key, signal) : Promise.reject(new Error(messages.notFound));
  };
