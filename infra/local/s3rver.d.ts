// The subset of s3rver's API the local runtime uses (the package ships no types).
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  /** The filesystem store's parts that s3.ts uses to write an object completely before answering. */
  interface FilesystemStore {
    getResourcePath(bucket: string, key: string, resource: 'object'): string;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
    putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
  }

  interface StoredObject {
    bucket: string;
    key: string;
    metadata: Record<string, string>;
    content: Buffer | NodeJS.ReadableStream;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    store: FilesystemStore;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    configureBuckets(): Promise<void>;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
