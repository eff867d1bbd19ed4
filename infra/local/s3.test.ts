import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { writeObjectsCompletely } from './s3.ts';

describe('the local S3 store (s3rver)', () => {
  const directory = mkdtempSync(join(tmpdir(), 'fleet-s3-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('has the whole object on disk when a PUT is answered, so a GET right after reads it whole', async () => {
    const server = new S3rver({ directory, silent: true });
    writeObjectsCompletely(server);
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const whole = Buffer.alloc(64 * 1024 * 1024, 'y');
    for (let round = 0; round < 5; round += 1) {
      const key = `sync/source-${round}.json`;
      const written = await server.store.putObject({
        bucket: 'files',
        key,
        metadata: {},
        content: round % 2 ? whole : Readable.from(Array.from({ length: 64 }, () => chunk)),
      });
      const size = round % 2 ? whole.length : 64 * chunk.length;
      // s3rver's own store answered once a body had passed its hash (a stream) or had been handed to its
      // file stream (a buffer), before the file stream had written it: a 64 MiB buffer stood at 6 MiB here.
      expect(statSync(server.store.getResourcePath('files', key, 'object')).size).toBe(size);
      expect(written.size).toBe(size);
    }
  });
});
