import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function ruleIds(code: string, filePath = 'tests/lint/sample.test.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint: test hygiene rules', () => {
  it('rejects a focused test', async () => {
    expect(await ruleIds("import { it } from 'vitest';\nit.only('x', () => {});\n")).toContain(
      'no-restricted-properties',
    );
  });

  it('rejects a skipped test without a reason', async () => {
    expect(await ruleIds("import { describe } from 'vitest';\ndescribe.skip('x', () => {});\n")).toContain(
      'no-restricted-properties',
    );
  });

  it('rejects a skip whose disable comment gives no reason', async () => {
    const code =
      "import { it } from 'vitest';\n// eslint-disable-next-line no-restricted-properties\nit.skip('x', () => {});\n";
    expect(await ruleIds(code)).toContain('@eslint-community/eslint-comments/require-description');
  });

  it('accepts a skip whose disable comment explains why', async () => {
    const code =
      "import { it } from 'vitest';\n// eslint-disable-next-line no-restricted-properties -- needs a licensed emulator\nit.skip('x', () => {});\n";
    expect(await ruleIds(code)).toEqual([]);
  });

  it('rejects ts-ignore', async () => {
    expect(await ruleIds('// @ts-ignore\nexport const x: number = 1;\n')).toContain(
      '@typescript-eslint/ban-ts-comment',
    );
  });
});

describe('lint: server messages', () => {
  it('rejects a server text cast into a catalogue message', async () => {
    const code =
      "import type { ServerMessage } from '@fleet/shared';\nexport const text = 'Saved' as ServerMessage;\n";
    expect(await ruleIds(code, 'functions/lib/sample.ts')).toContain('no-restricted-syntax');
  });

  it('accepts a catalogue message', async () => {
    const code = "import { messages } from '@fleet/shared';\nexport const text = messages.userSaved;\n";
    expect(await ruleIds(code, 'functions/lib/sample.ts')).toEqual([]);
  });
});
