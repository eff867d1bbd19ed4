import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderOf, modules } from '@fleet/functions/registry';
import { repoRoot } from '../build-lambdas.ts';
import { whereIsFile, whereIsText } from './where-is.ts';

describe('unit: the index of calls (docs/where-is.md)', () => {
  it('is what the route registry says today (rewrite it with npx tsx infra/scripts/where-is.ts)', () => {
    expect(readFileSync(whereIsFile, 'utf8')).toBe(whereIsText());
  });

  it("names for every module a folder of its own holding its Lambda's handler", () => {
    const missing = modules
      .map((module) => path.join('functions', folderOf(module), 'handler.ts'))
      .filter((file) => !existsSync(path.join(repoRoot, file)));
    expect(missing).toEqual([]);
    expect(new Set(modules.map(folderOf)).size).toBe(modules.length);
  });
});
