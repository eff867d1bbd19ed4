/**
 * Sign-in of the benchmarks, as the SPA does it: `POST /api/Auth/login`, then every call carries the
 * access token, the project and the signed session that binds the project (`x-session`).
 */
export interface BenchSession {
  token: string;
  /** Headers of an API call of this session (JSON body allowed). */
  headers: Record<string, string>;
  /** The WebSocket URL of this session on the runtime at `base`. */
  socketUrl(base: string): URL;
}

export async function benchSignIn(base: string, username = 'admin', project = 'MOI'): Promise<BenchSession> {
  const response = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ project, username, password: 'Fleet@2026' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  const login = (await response.json()) as { token: string; session: string };
  return {
    token: login.token,
    headers: {
      authorization: `Bearer ${login.token}`,
      'x-project': project,
      'x-session': login.session,
      'content-type': 'application/json',
    },
    socketUrl: (base) => {
      const url = new URL('/ws', base.replace(/^http/, 'ws'));
      url.searchParams.set('token', login.token);
      url.searchParams.set('project', project);
      url.searchParams.set('session', login.session);
      return url;
    },
  };
}
