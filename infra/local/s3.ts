/**
 * s3rver in-process on its own loopback port: the files bucket under `<dataDir>/s3`, with CORS for the
 * SPA's origins. s3rver checks the access key (`S3RVER`) but not SigV4 signatures and not POST
 * policies: on the app's port s3-gate.ts checks them, and the API's confirm step checks the stored
 * object's size, type and first bytes, here as in AWS.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { freePort } from './ports.ts';

export interface LocalS3 {
  endpoint: string;
  stop(): Promise<void>;
}

function corsConfiguration(origins: string[]): string {
  const rules = origins
    .map(
      (origin) => `  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>DELETE</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>`,
    )
    .join('\n');
  return `<CORSConfiguration>\n${rules}\n</CORSConfiguration>`;
}

export async function startS3(directory: string, bucket: string, origins: string[]): Promise<LocalS3> {
  mkdirSync(directory, { recursive: true });
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [corsConfiguration(origins)] }],
  });
  writeObjectsCompletely(server);
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

/**
 * s3rver 3.7 answers a PUT when the request body has passed through its hash, before its file stream has
 * flushed the object to disk: a GET right after the PUT could read a truncated file (seen as a sync source
 * file that is "not JSON" under load). The object is written whole here, then its metadata, then the PUT
 * is answered: read-after-write holds as in S3.
 */
export function writeObjectsCompletely(server: S3rver): void {
  const store = server.store;
  store.putObject = async (object) => {
    const content = Buffer.isBuffer(object.content) ? object.content : await buffer(object.content);
    const path = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
    const md5 = createHash('md5').update(content).digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size: content.length, md5 };
  };
}
