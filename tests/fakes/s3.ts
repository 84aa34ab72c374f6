/**
 * An S3-compatible store for tests and the cluster script: s3rver 3.7 on 127.0.0.1 at a port the
 * system picks, keeping objects in a temporary folder, with one bucket made before it answers.
 * It takes the well-known S3RVER/S3RVER credentials (and does not check a wrong secret, so it
 * cannot test credentials).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/providers/storage';

export interface S3Fake {
  /** http://127.0.0.1:PORT: S3_ENDPOINT (path-style). */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** What S3FileStorage takes to use this store. */
  settings: S3Settings;
  /** A plain client of its own, to look at the bucket beside the server under test. */
  client: S3Client;
  /** The keys in the bucket. */
  keys(): Promise<string[]>;
  /** One object's bytes; null when absent. */
  object(key: string): Promise<Buffer | null>;
  /** Stops answering (readiness should then fail); the objects stay until close(). */
  stop(): Promise<void>;
  /** Stops and removes its folder; harmless after stop(). */
  close(): Promise<void>;
}

export async function startS3Fake({ bucket = 'uploads' }: { bucket?: string } = {}): Promise<S3Fake> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  // Keep-alive sockets of the SDK's agents would hold close() open: they are cut on stop.
  const sockets = new Set<Socket>();
  server.httpServer!.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const url = `http://127.0.0.1:${port}`;
  const settings: S3Settings = { bucket, endpoint: url, region: 'us-east-1', forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({
    endpoint: url, region: settings.region, forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    const closed = server.close();
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url, bucket, region: settings.region, accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, settings, client,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    async object(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    stop,
    async close() {
      await stop();
      client.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
