// Lint rules that keep the suite honest: no focused tests, no skipped test without a written reason,
// no ts-ignore. A justified skip needs `// eslint-disable-next-line no-restricted-properties -- <reason>`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import fleet from './tests/lint/rules/module-boundaries.js';

const testObjects = ['it', 'test', 'describe', 'suite'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.local/**', 'tests/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `import { type A } from 'm'` keeps `import 'm'` in the build (verbatim module syntax): the module
      // and what it imports (zod schemas, say) load although only a type was wanted.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-restricted-properties': [
        'error',
        ...testObjects.flatMap((object) => [
          { object, property: 'only', message: 'Focused tests are not allowed.' },
          {
            object,
            property: 'skip',
            message: 'Skipped tests need an eslint-disable comment with the reason.',
          },
          { object, property: 'todo', message: 'A todo test asserts nothing.' },
        ]),
      ],
    },
  },
  {
    // What the server sends is a catalogue message (shared/src/platform/messages.ts), so the SPA can show it in
    // Arabic; a cast would let an untranslated text through.
    files: ['functions/**/*.ts', 'shared/**/*.ts'],
    ignores: ['shared/src/platform/messages.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSTypeReference[typeName.name=/^(ServerMessage|FormattedMessage)$/]',
          message:
            'Add the text to the message catalogue (shared/src/platform/messages.ts) instead of casting.',
        },
      ],
    },
  },
  {
    // People read dates DD/MM/YYYY HH:mm in Kuwait time (issue 25 item 6): the browser's locale formats
    // give `11/29/2026, 5:48:44 AM` in the browser's zone. Dates go through kit/dateTime.ts, numbers
    // through i18n/format.ts and the chart and PDF kits' number formats.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/kit/dateTime.ts',
      'web/src/i18n/format.ts',
      'web/src/kit/charts/model.ts',
      'web/src/kit/pdf/text.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            'Format dates with kit/dateTime.ts (formatMoment, formatDay: Kuwait time) and numbers with i18n/format.ts.',
        },
      ],
    },
  },
  {
    // A number typed on an Arabic keyboard is Arabic-Indic: the kit's Input makes it Western in number
    // fields, so every input of the SPA is that one.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/kit/form/Input.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@cloudscape-design/components/input',
              message:
                "Use the kit's Input (web/src/kit/form/Input.tsx): number fields take Arabic-Indic digits.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Domains and modules (issue 27): a module imports engines, lib, the kit and shared/, never another
    // module (tests/lint/rules/module-boundaries.js).
    files: ['functions/**/*.ts', 'web/src/modules/**/*.{ts,tsx}'],
    plugins: { fleet },
    rules: { 'fleet/module-boundaries': 'error' },
  },
);
