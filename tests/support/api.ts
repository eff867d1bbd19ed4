/**
 * A small client for integration tests: talks to the local runtime over HTTP exactly as the SPA does
 * (bearer token, `x-project` and the signed session `x-session` of the sign-in).
 */
import { expect, inject } from 'vitest';
import type { LoginResponse } from '@fleet/shared/platform/users';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the local runtime started by global-setup.ts, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

import { demoPassword } from '@fleet/functions/platform/seed/index';

export { demoPassword };

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Response of `POST /api/Auth/login`. */
export type LoginResult = LoginResponse;

/** The body of a 200 answer; any other status fails the test with the server's answer. */
export function ok<T>(response: { status: number; body: T }): T {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** A refusal: the answer has the status (400 unless told) and the server's message. */
export function refused(response: { status: number; body: unknown }, message: string, status = 400): void {
  expect(response).toMatchObject({ status, body: { message } });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export class ApiClient {
  constructor(
    readonly base: string,
    readonly token?: string,
    readonly project?: string,
    /** The signed session of the sign-in (`x-session`): it binds the project. */
    readonly session?: string,
  ) {}

  /** The same caller asking for another project in `x-project` (the session still says its own). */
  withProject(project: string): ApiClient {
    return new ApiClient(this.base, this.token, project, this.session);
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: {
      query?: Record<string, string | number | undefined>;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<ApiResponse<T>> {
    const url = new URL(path, this.base);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { ...options.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.project) headers['x-project'] = this.project;
    if (this.session) headers['x-session'] = this.session;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: body as T, headers: response.headers };
  }

  get<T = unknown>(path: string, query?: Record<string, string | number | undefined>) {
    return this.request<T>('GET', path, { query });
  }

  post<T = unknown>(path: string, body?: unknown, query?: Record<string, string | number | undefined>) {
    return this.request<T>('POST', path, { body, query });
  }
}

/** An anonymous client for the runtime under test. */
export function anonymous(): ApiClient {
  return new ApiClient(baseUrl());
}

/** The signed session of each access token signed in here (sockets send it with the token). */
const sessions = new Map<string, string>();
export const sessionOfToken = (token: string | undefined) => (token ? sessions.get(token) : undefined);

/** Signs in through `POST /api/Auth/login` and returns a client carrying the token and project. */
export async function signIn(
  usercode: string,
  options: { password?: string; project?: string } = {},
): Promise<{ client: ApiClient; session: LoginResult }> {
  const project = options.project ?? 'MOI';
  const response = await anonymous().post<LoginResult>('/api/Auth/login', {
    project,
    username: usercode,
    password: options.password ?? demoPassword,
  });
  if (response.status !== 200) {
    throw new Error(`Sign-in of ${usercode} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  sessions.set(response.body.token, response.body.session);
  return {
    client: new ApiClient(baseUrl(), response.body.token, project, response.body.session),
    session: response.body,
  };
}

/** Signs in each of `usercodes` at once: their clients, in the same order. */
export async function signInAll<const U extends readonly string[]>(
  usercodes: U,
): Promise<{ -readonly [K in keyof U]: ApiClient }> {
  const clients = await Promise.all(usercodes.map(async (usercode) => (await signIn(usercode)).client));
  return clients as { -readonly [K in keyof U]: ApiClient };
}
