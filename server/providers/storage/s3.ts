import { GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { checkKey, STORAGE_UNAVAILABLE_FA, StorageError, type FileStorage } from './storage';

export interface S3Settings {
  /** S3_BUCKET: holds the uploads only; an object's key is the file name (no prefix). */
  bucket: string;
  /** S3_ENDPOINT, e.g. http://minio:9000; unset, AWS S3 itself. */
  endpoint?: string | undefined;
  /** S3_REGION; 'us-east-1' by default (MinIO and most compatible stores accept it). */
  region: string;
  /** S3_FORCE_PATH_STYLE: http://host/bucket/key instead of http://bucket.host/key. */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** How long one call may take; 10 s by default (readiness gives up after 3 s anyway). */
  timeoutMs?: number;
}

/** An S3-compatible bucket (AWS S3, MinIO…): every process of a deployment sees the same files. */
export class S3FileStorage implements FileStorage {
  readonly name = 's3';
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    const timeout = settings.timeoutMs ?? 10_000;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // A store that is down must fail an upload, not hold the request open.
      requestHandler: { connectionTimeout: Math.min(timeout, 3_000), requestTimeout: timeout },
      maxAttempts: 2,
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: data, ContentType: contentType }));
    } catch (error) {
      throw new StorageError(STORAGE_UNAVAILABLE_FA, `cannot write ${key}: ${describe(error)}`, { cause: error });
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageError(STORAGE_UNAVAILABLE_FA, `cannot read ${key}: ${describe(error)}`, { cause: error });
    }
  }

  /** HeadBucket: the store answers, the bucket is there and these credentials may use it. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw new Error(`bucket ${this.bucket}: ${describe(error)}`, { cause: error });
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** The SDK's errors for a HEAD have no message of their own, only a name and a status. */
function describe(error: unknown): string {
  const e = error as { name?: string; message?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const status = e?.$metadata?.httpStatusCode;
  return [e?.name, status && `HTTP ${status}`, e?.code, e?.message].filter((p) => p && p !== 'UnknownError').join(' ') || String(error);
}
