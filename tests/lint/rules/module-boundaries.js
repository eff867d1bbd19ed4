// The house's one structural rule (issue 27): a module (a document or screen family inside a domain:
// functions/<domain>/<module>/, web/src/modules/<domain>/<module>/) imports the engines
// (functions/engines/), lib/, the kit (web/src/kit, app, api, i18n...), shared/ and its own domain's
// top-level files, never another module. What two modules both need belongs in an engine, the kit or
// shared/. The crossings that stand today are listed in module-crossings.json, to be taken out one by
// one; a crossing not on that list fails the lint, and a test fails when the list names one that is
// gone (tests/lint/module-boundaries.test.ts), so the list can only shrink.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const domains = new Set([
  'reception',
  'garage',
  'stickers',
  'parts',
  'procurement',
  'accounts',
  'masters',
  'reports',
  'platform',
]);
/**
 * Composition roots: like functions/registry.ts (outside the domains), they import modules to compose
 * them, not to share their internals. The demo seed writes its data through each module's own functions,
 * as the demo users would, so the documents, approvals, stock and events are what the app writes and
 * never drift from it; an engine copy of those functions would be the drift the seed is built to avoid.
 * Modules importing the seed still cross.
 */
const compositionRoots = new Set(['platform/seed']);
/** Domains that are one module: their folder is the module. */
const singleModuleDomains = new Set(['stickers']);
const roots = [
  { prefix: 'functions/', side: 'functions' },
  { prefix: 'web/src/modules/', side: 'web' },
];

/**
 * The owner of a repository path: `{ side, domain, module }` for a module's file, `{ side, domain }`
 * for a domain's own top-level file, undefined for everything else (engines, lib, kit, shared, tests).
 */
export function ownerOf(file) {
  const root = roots.find((candidate) => file.startsWith(candidate.prefix));
  if (!root) return undefined;
  const parts = file.slice(root.prefix.length).split('/');
  const [domain] = parts;
  if (!domains.has(domain)) return undefined;
  if (singleModuleDomains.has(domain)) return { side: root.side, domain, module: domain };
  if (parts.length === 2) return { side: root.side, domain };
  return { side: root.side, domain, module: `${domain}/${parts[1]}` };
}

export const ownerName = (owner) => `${owner.side === 'web' ? 'web:' : ''}${owner.module ?? owner.domain}`;

function resolve(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier.split('?')[0]));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(path.join(repoRoot, candidate))) return candidate;
  return base;
}

/** The crossing `from -> to` an import makes, or undefined when it keeps to the rule. */
export function crossingOf(fromFile, specifier) {
  const from = ownerOf(fromFile);
  if (!from) return undefined;
  const target = resolve(fromFile, specifier);
  const to = target && ownerOf(target);
  if (!to || !to.module) return undefined;
  if (from.module === to.module) return undefined;
  if (from.module && compositionRoots.has(from.module)) return undefined;
  // A domain's own files compose its modules (procurement/purchase-order.routes.ts).
  if (!from.module && from.domain === to.domain) return undefined;
  return `${ownerName(from)} -> ${ownerName(to)}`;
}

const known = new Set(
  JSON.parse(
    readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'module-crossings.json'), 'utf8'),
  ).crossings,
);

const importPattern = /(?:\bfrom|\bimport|\bimport\()\s*(['"])(\.{1,2}\/[^'"\n]+)\1/g;

/** Every crossing the tree's non-test sources make today, sorted (module-crossings.json, its test). */
export function crossingsOfTree() {
  const files = execFileSync('git', ['ls-files', 'functions', 'web/src/modules'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && existsSync(path.join(repoRoot, file)),
    );
  const crossings = new Set();
  for (const file of files)
    for (const [, , specifier] of readFileSync(path.join(repoRoot, file), 'utf8').matchAll(importPattern)) {
      const crossing = crossingOf(file, specifier);
      if (crossing) crossings.add(crossing);
    }
  return [...crossings].sort();
}

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A module imports engines, lib, the kit and shared, never another module.' },
    schema: [],
  },
  create(context) {
    const file = path.relative(repoRoot, context.filename).split(path.sep).join('/');
    if (/\.test\.tsx?$/.test(file) || !ownerOf(file)) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const crossing = crossingOf(file, source.value);
      if (crossing && !known.has(crossing))
        context.report({
          node: source,
          message: `${crossing}: a module does not import another module; move what both need into functions/engines, lib, the web kit or shared/.`,
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
