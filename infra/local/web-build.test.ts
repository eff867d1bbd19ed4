import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webInputsHash } from './web-build.ts';

describe('web build cache key', () => {
  let root: string;
  const write = (path: string, content: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'fleet-web-hash-'));
    write('web/src/main.tsx', 'render();');
    write('web/index.html', '<div id="root"></div>');
    write('shared/src/platform/messages.ts', 'export const messages = {};');
    write('package-lock.json', '{"lockfileVersion":3}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stays the same while no input changes', () => {
    expect(webInputsHash(root)).toBe(webInputsHash(root));
  });

  it('changes with a source, the shared package, the lockfile, a new or renamed file', () => {
    const before = webInputsHash(root);
    const changes: [string, string][] = [
      ['web/src/main.tsx', 'render(1);'],
      ['shared/src/platform/messages.ts', 'export const messages = { a: 1 };'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
      ['web/src/extra.ts', ''],
    ];
    const seen = new Set([before]);
    for (const [path, content] of changes) {
      write(path, content);
      const next = webInputsHash(root);
      expect(seen.has(next), path).toBe(false);
      seen.add(next);
    }
    rmSync(join(root, 'web/src/extra.ts'));
    write('web/src/other.ts', '');
    expect(seen.has(webInputsHash(root))).toBe(false);
  });

  it('ignores test files and web/public (copied into the build as they are)', () => {
    const before = webInputsHash(root);
    write('web/src/main.test.tsx', 'it();');
    write('web/public/help/login.png', 'png');
    expect(webInputsHash(root)).toBe(before);
  });
});
