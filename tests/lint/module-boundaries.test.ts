import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain JavaScript ESLint rule without type declarations
import { crossingOf, crossingsOfTree, ownerOf } from './rules/module-boundaries.js';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
const known = (
  JSON.parse(readFileSync(new URL('./rules/module-crossings.json', import.meta.url), 'utf8')) as {
    crossings: string[];
  }
).crossings;

async function boundaryMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'fleet/module-boundaries')
    .map((message) => message.message);
}

describe('lint: module boundaries (issue 27)', () => {
  it('knows a module, a domain file and what is neither', () => {
    expect(ownerOf('functions/parts/stores/data.ts')).toEqual({
      side: 'functions',
      domain: 'parts',
      module: 'parts/stores',
    });
    expect(ownerOf('functions/procurement/common.ts')).toEqual({ side: 'functions', domain: 'procurement' });
    expect(ownerOf('functions/stickers/manage.ts')?.module).toBe('stickers');
    expect(ownerOf('functions/engines/stock/ledger.ts')).toBeUndefined();
    expect(ownerOf('web/src/kit/list/DocumentList.tsx')).toBeUndefined();
    expect(ownerOf('web/src/modules/garage/estimation/api.ts')?.module).toBe('garage/estimation');
  });

  it('refuses a module importing another module, and lets it import engines, lib and its own files', async () => {
    const file = 'functions/parts/item-request/sample.ts';
    expect(
      await boundaryMessages("export { readGarage } from '../../garage/winch/data.ts';\n", file),
    ).toEqual([
      'parts/item-request -> garage/winch: a module does not import another module; move what both need into functions/engines, lib, the web kit or shared/.',
    ]);
    expect(
      await boundaryMessages(
        "export { appendMovement } from '../../engines/stock/ledger.ts';\nexport { x } from './data.ts';\n",
        file,
      ),
    ).toEqual([]);
    expect(crossingOf('web/src/modules/garage/winch/X.tsx', '../../reception/gate-pass/lookups.ts')).toBe(
      'web:garage/winch -> web:reception/gate-pass',
    );
  });

  it('lists only the crossings that still stand, so the list can only shrink', () => {
    const standing: string[] = crossingsOfTree();
    expect(known.filter((crossing) => !standing.includes(crossing))).toEqual([]);
    expect(standing.filter((crossing) => !known.includes(crossing))).toEqual([]);
  });
});
