/**
 * Upper bounds of API input (issue 26): every string, array and query value a call parses has a
 * maximum in its schema (these, or the document's own), so nothing longer than DynamoDB allows (a
 * partition key holds 2,048 bytes, a sort key 1,024, an item 400 KB) reaches it; a value over its
 * bound is a 400 naming the field. The HTTP middleware also refuses a query or path value over
 * `queryValue` characters and a body over `bodyBytes` before any schema runs, and a unit test
 * (functions/input-limits.test.ts) walks every route's schemas for a string or array without one.
 */
export const inputLimits = {
  /** Codes and document numbers: they end up in keys (a character is at most 4 bytes). */
  code: 40,
  /** Composite identifiers (file, image, notification and alert ids) and search terms. */
  key: 128,
  /** Names and short free texts. */
  name: 200,
  /** Lines of one call where the document caps them lower itself, with its own message. */
  list: 500,
  /** A query or path parameter, in characters (the longest is a report's paging cursor, 4,000). */
  queryValue: 4096,
  /** A request body, in bytes: well under a DynamoDB item, far over any form's content. */
  bodyBytes: 256 * 1024,
} as const;
