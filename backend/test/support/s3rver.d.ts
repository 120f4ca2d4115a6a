/** The part of s3rver's API the tests use (the package ships no types). */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  interface KoaContext {
    method: string;
    path: string;
    querystring: string;
    headers: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware list (s3rver is a Koa application). */
    middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
