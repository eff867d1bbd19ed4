import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleDir, bundleSize, ensureLambdaBundles } from './build-lambdas.ts';

const kib = 1024;

/** The files `index.mjs` loads at start: itself and the chunks it imports statically, transitively. */
async function filesAtStart(bundle: string): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = await readFile(path.join(bundleDir(bundle), file), 'utf8');
    // Static imports only (`import{a}from"./chunk-X.mjs"`, `import"./chunk-X.mjs"`), not `import("./...")`.
    for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+)"/g))
      await visit(match[1] as string);
  };
  await visit('index.mjs');
  return [...seen];
}

describe('unit: Lambda bundles', () => {
  it('loads at most 300 KiB at start in every bundle (issue 16)', async () => {
    const sizes = await ensureLambdaBundles();
    const over = sizes.filter((size) => size.bytes > 300 * kib).map((size) => size.name);
    expect(over).toEqual([]);
  });

  it('loads exceljs only when the cost expenditure Excel export runs', async () => {
    const sizes = await ensureLambdaBundles();
    const costs = sizes.find((size) => size.name === 'api-cost-expenditure');
    expect(costs?.lazy.length).toBeGreaterThan(0);
    const files = await readdir(bundleDir('api-cost-expenditure'));
    const atStart = await filesAtStart('api-cost-expenditure');
    const lazy = files.filter((file) => !atStart.includes(file));
    expect(lazy.sort()).toEqual(costs?.lazy.map((chunk) => chunk.file).sort());
    const holdsExcelJs = async (file: string) =>
      (await readFile(path.join(bundleDir('api-cost-expenditure'), file), 'utf8')).includes(
        'xl/workbook.xml',
      );
    expect(await Promise.all(atStart.map(holdsExcelJs))).not.toContain(true);
    expect(await Promise.all(lazy.map(holdsExcelJs))).toContain(true);
  });

  it('counts the entry and its static chunks as the size, lazily loaded chunks apart', () => {
    const output = (bytes: number, imports: Metafile['outputs'][string]['imports'], entryPoint?: string) => ({
      bytes,
      imports,
      exports: [],
      inputs: {},
      ...(entryPoint ? { entryPoint } : {}),
    });
    const metafile: Metafile = {
      inputs: {},
      outputs: {
        'dist/lambdas/x/index.mjs': output(
          100,
          [
            { path: 'dist/lambdas/x/chunk-A.mjs', kind: 'import-statement' },
            { path: 'dist/lambdas/x/lazy-B.mjs', kind: 'dynamic-import' },
            { path: 'node:module', kind: 'import-statement', external: true },
          ],
          'functions/x/handler.ts',
        ),
        'dist/lambdas/x/chunk-A.mjs': output(20, []),
        'dist/lambdas/x/lazy-B.mjs': output(500, [
          { path: 'dist/lambdas/x/chunk-A.mjs', kind: 'import-statement' },
        ]),
      },
    };
    expect(bundleSize('x', metafile)).toEqual({
      name: 'x',
      bytes: 120,
      lazy: [{ file: 'lazy-B.mjs', bytes: 500 }],
    });
  });
});
