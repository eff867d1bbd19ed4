/**
 * The one HTTP client of the SPA: bearer token from Amplify's session (refreshed as needed), the
 * project in `x-project`, errors per the spec's catalogue, and any 401 ends the session and returns
 * to the login page (spec 000 section 7, "Guard").
 */
import { accessToken } from '../auth/amplify.ts';
import { getSession } from '../auth/session.ts';
import { ApiError, errorFromResponse, networkError } from './errors.ts';

export type Query = Record<string, string | number | boolean | undefined | null>;

let onUnauthorized: () => void = () => {};

/** Registers what a 401 does (the app shell signs out and navigates to `/`). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * The signed-in caller's headers: the Cognito access token, the project and the signed session that
 * binds the project to this sign-in (the server refuses another project).
 */
async function authHeaders(): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const token = await accessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const session = getSession();
  if (session) {
    headers['x-project'] = session.project;
    headers['x-session'] = session.sessionToken;
  }
  return headers;
}

function buildUrl(path: string, query?: Query): string {
  const url = new URL(
    path.startsWith('/api/') ? path : `/api/${path.replace(/^\//, '')}`,
    window.location.origin,
  );
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, String(value));
  }
  return url.toString();
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Public calls (sign-in) send no token. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** The answer is a file (an export): it is returned as a `Blob`. */
  file?: boolean;
}

/**
 * Calls `/api/<path>` and returns the parsed JSON (a `Blob` for a `file`); throws `ApiError` with the
 * catalogue message.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: options.file ? '*/*' : 'application/json',
    ...(options.anonymous ? {} : await authHeaders()),
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw networkError();
  }
  if (options.file && response.ok) return (await response.blob()) as T;
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // a non-JSON body stays text
  }
  if (!response.ok) {
    const error = errorFromResponse(response.status, body);
    if (response.status === 401 && !options.anonymous) onUnauthorized();
    throw error;
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, query?: Query, options?: Omit<RequestOptions, 'query'>) =>
    apiRequest<T>('GET', path, { ...options, query }),
  post: <T>(path: string, body?: unknown, query?: Query, options?: Omit<RequestOptions, 'query' | 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body, query }),
};

export { ApiError };
