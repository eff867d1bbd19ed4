import { vi } from 'vitest';

/**
 * Setup of the `unit-mocking` project (vitest.config.ts): its files mock a module, stub a global or the
 * environment, or fake the clock, and share one worker. Each file starts from the repository's modules
 * as no file left them, evaluated again at their first import, so that its `vi.mock` reaches every
 * importer (a module an earlier file loaded would keep the real one; each file's mocks are its own).
 * The dependencies (React, Cloudscape, the AWS SDK) are loaded by Node and stay loaded; what a file
 * stubs, and its clock, it gives back after its tests (setup.ts).
 */
vi.resetModules();
