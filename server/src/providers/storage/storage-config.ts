/** Where uploads live: the embedded local disk (UPLOAD_DIR), or an S3-compatible bucket (STORAGE=s3). */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** A MinIO, Ceph or other S3-compatible server; unset for AWS itself. */
      endpoint: string | undefined;
      /** Path-style addresses (`host/bucket/key`), which most self-hosted S3 servers need. */
      forcePathStyle: boolean;
      /** A key prefix inside the bucket, so one bucket can serve several installations. */
      prefix: string;
    };

/**
 * STORAGE=local (default) or s3 with S3_BUCKET (required), S3_REGION (us-east-1), S3_ENDPOINT, S3_FORCE_PATH_STYLE
 * (on when an endpoint is set) and S3_PREFIX. Credentials come the AWS SDK's usual way (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, an instance role), so this file never holds a secret.
 */
export function readStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = (env.STORAGE ?? '').trim().toLowerCase();
  if (kind === '' || kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new Error(`STORAGE must be local or s3, not ${JSON.stringify(env.STORAGE)}`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^\s]+$/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) URL, not ${JSON.stringify(endpoint)}`);
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  return {
    kind: 's3',
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle: pathStyle === undefined || pathStyle === '' ? endpoint !== undefined : !['off', '0', 'false', 'no'].includes(pathStyle),
    prefix: (env.S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, ''),
  };
}
