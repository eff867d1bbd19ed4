/**
 * The spec's client-side error catalogue (000 section 8): what message a failed call shows.
 * Server messages that are in the shared catalogue are shown in the UI language through
 * `errors:<key>`; other server messages are shown as they are.
 */
import { messages, parseServerMessage, type MessageKey } from '@fleet/shared';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** 0 when there was no response. */
    readonly status: number,
    message: string,
    /** i18n key under the `errors` namespace when the message is a catalogue message. */
    readonly messageKey?: MessageKey,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

/** The catalogue key of a message (as it is or a filled template), if it is one. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return parseServerMessage(text)?.key;
}

/** Extraction of spec 000 section 8: Message, message, msg, first array item, result.resultmsg. */
export function extractServerMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (Array.isArray(body)) return typeof body[0] === 'string' ? body[0] : undefined;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const field of ['Message', 'message', 'msg']) {
      if (typeof record[field] === 'string' && record[field]) return record[field] as string;
    }
    const result = record.result as Record<string, unknown> | undefined;
    if (result && typeof result.resultmsg === 'string') return result.resultmsg;
  }
  return undefined;
}

/** Builds the error a failed response shows, per status. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const serverMessage = extractServerMessage(body);
  const errors =
    body && typeof body === 'object' && !Array.isArray(body)
      ? ((body as { errors?: { path: string; message: string }[] }).errors ?? undefined)
      : undefined;
  let text: string;
  if (status === 400 || status === 423) {
    text = serverMessage ?? messages.badRequest;
  } else if (status === 401) {
    text = messages.unauthorized;
  } else if (status >= 500) {
    text = messages.serverError;
  } else {
    // 403, 404, 409 ...: the spec's "other" row; the server's own message is clearer when there is one.
    text = serverMessage ?? messages.unknown;
  }
  return new ApiError(status, text, messageKeyOf(text), errors);
}

export function networkError(): ApiError {
  return new ApiError(0, messages.network, 'network');
}
