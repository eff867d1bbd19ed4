// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setUnauthorizedHandler } from './client.ts';

vi.mock('../auth/amplify.ts', () => ({ accessToken: () => Promise.resolve('token') }));

const answer = (body: BodyInit, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }));

afterEach(() => {
  vi.restoreAllMocks();
  setUnauthorizedHandler(() => {});
});

describe('api client', () => {
  it('reads a JSON answer with the bearer token', async () => {
    const fetch = answer('["Saved",{"id":"1"}]');
    expect(await api.get('getThing', { id: 1, empty: '' })).toEqual(['Saved', { id: '1' }]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${window.location.origin}/api/getThing?id=1`);
    expect(init?.headers).toMatchObject({ accept: 'application/json', authorization: 'Bearer token' });
  });

  it('reads a file answer as a blob', async () => {
    const fetch = answer('a,b\n1,2\n');
    const file = await api.get<Blob>('exportData', { format: 'csv' }, { file: true });
    expect(await file.text()).toBe('a,b\n1,2\n');
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({ accept: '*/*', authorization: 'Bearer token' });
  });

  it('throws the API error of a refused file and ends the session on a 401', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    answer('{"message":"Forbidden"}', 403);
    await expect(api.get('exportData', {}, { file: true })).rejects.toMatchObject({ status: 403 });
    expect(unauthorized).not.toHaveBeenCalled();
    answer('', 401);
    await expect(api.get('exportData', {}, { file: true })).rejects.toBeInstanceOf(ApiError);
    expect(unauthorized).toHaveBeenCalledOnce();
  });
});
