/**
 * The `infra` test project's one folder for synth output, removed after the run. Its files share one
 * process (and the default app, whose templates the assertions read from this folder lazily), so the
 * folder must outlive every file; the worker is stopped without an exit event to clean up in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    cdkOutRoot: string;
  }
}

export default function setup(project: TestProject): () => void {
  const outdirRoot = mkdtempSync(path.join(os.tmpdir(), 'fleet-cdk-test-'));
  project.provide('cdkOutRoot', outdirRoot);
  return () => rmSync(outdirRoot, { recursive: true, force: true });
}
