/**
 * Item requests prepared through the API for the browser tests: the team leader asks
 * the store for parts of a job order at its approved estimation (1216). Fails loudly with the server's
 * answer.
 */
import { signIn } from './api.ts';

/** The team leader's item request of `lines` from `storecode` (MAIN unless told): its number and version. */
export async function testItemRequest(
  jobordno: string,
  lines: readonly { sparepart: string; qty: number }[],
  storecode = 'MAIN',
): Promise<{ docnumbr: string; version: number }> {
  const leader = (await signIn('teamleader')).client;
  const saved = await leader.post<[string, { docnumbr: string; version: number }]>(
    '/api/ItemRequest/insertItemRequest',
    { jobordno, storecode, lines },
  );
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  return saved.body[1];
}
