/**
 * s3rver in-process on its own loopback port: the files bucket under `<dataDir>/s3`, with CORS for the
 * SPA's origins. s3rver checks the access key (`S3RVER`) but not SigV4 signatures and not POST
 * policies: on the app's port s3-gate.ts checks them, and the API's confirm step checks the stored
 * object's size, type and first bytes, here as in AWS.
 */
import { mkdirSync } from 'node:fs';
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
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
