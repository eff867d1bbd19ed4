import { describe, expect, it, vi } from 'vitest';
import { messages } from '@fleet/shared';
import { readByKey } from './readByKey.ts';

const keyOf = (docnumbr: string) => {
  const [wrkshpid, mainrepid] = docnumbr.split('|');
  return wrkshpid && mainrepid ? { wrkshpid, mainrepid } : undefined;
};

describe('unit: readByKey', () => {
  it('reads the record of the key its number names', async () => {
    const get = vi.fn(async (key: { wrkshpid: string; mainrepid: string }) => ({ ...key, version: 1 }));
    const signal = new AbortController().signal;

    const record = await readByKey(keyOf, get)('W01|ENG', signal);

    expect(get).toHaveBeenCalledWith({ wrkshpid: 'W01', mainrepid: 'ENG' }, signal);
    expect(record).toEqual({ wrkshpid: 'W01', mainrepid: 'ENG', version: 1 });
  });

  it('answers not found, without a call, for a number that names no key', async () => {
    const get = vi.fn();

    await expect(readByKey(keyOf, get)('W01', new AbortController().signal)).rejects.toThrow(
      messages.notFound,
    );
    expect(get).not.toHaveBeenCalled();
  });
});
