import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { seedModuleFile } from './runtime.ts';

describe('unit: the demo seed the local runtime runs and `npm start` prints the logins of', () => {
  it('is the file the registry names, and it exports the demo users', async () => {
    const file = await seedModuleFile();

    expect(existsSync(file), file).toBe(true);
    const seed = (await import(pathToFileURL(file).href)) as { demoUsers?: { usercode: string }[] };
    expect(seed.demoUsers?.map((user) => user.usercode)).toEqual(
      expect.arrayContaining(['admin', 'reception', 'teamleader', 'accountant']),
    );
  });
});
