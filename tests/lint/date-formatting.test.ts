/**
 * Dates are read DD/MM/YYYY HH:mm in Kuwait time everywhere (issue 25 item 6): the SPA formats them
 * through the kit's date helpers (web/src/kit/dateTime.ts), never with the browser's locale formats.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint: date formatting in the SPA', () => {
  it.each([
    'export const when = (iso: string) => new Date(iso).toLocaleString();\n',
    "export const day = (iso: string) => new Date(iso).toLocaleDateString('ar-KW');\n",
    'export const time = (at: Date) => at.toLocaleTimeString();\n',
  ])('rejects a locale format in a page: %s', async (code) => {
    expect(await ruleIds(code, 'web/src/modules/sample/SamplePage.tsx')).toContain('no-restricted-syntax');
  });

  it("accepts the kit's date helper", async () => {
    const code =
      "import { formatMoment } from '../../kit/dateTime.ts';\nexport const when = (iso: string) => formatMoment(iso);\n";
    expect(await ruleIds(code, 'web/src/modules/sample/SamplePage.tsx')).toEqual([]);
  });

  it('leaves the kit helper itself alone', async () => {
    const code = 'export const clock = (at: Date) => at.toLocaleTimeString();\n';
    expect(await ruleIds(code, 'web/src/kit/dateTime.ts')).toEqual([]);
  });

  it('finds no locale format anywhere in web/src today', () => {
    const root = new URL('../../web/src/', import.meta.url).pathname;
    const allowed = new Set(['kit/dateTime.ts', 'i18n/format.ts', 'kit/charts/model.ts', 'kit/pdf/text.ts']);
    const found = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !allowed.has(file.replaceAll('\\', '/')))
      .filter((file) => /\.toLocale(Date|Time)?String\(/.test(readFileSync(join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
