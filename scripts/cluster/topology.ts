/**
 * The cluster `npm run test:cluster` runs through: nginx (Debian's package) in front of server
 * processes (server/main.ts, as `npm start` runs it) on one fresh PostgreSQL database, Redis, an
 * S3-compatible store (s3rver) and the local fakes of Kavenegar and Zarinpal. Every process keeps
 * its log lines, so a journey can tell which process served a request (by its request id).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startKavenegarFake, KAVENEGAR_FAKE_KEY, type KavenegarFake } from '../../tests/fakes/kavenegar';
import { startS3Fake, type S3Fake } from '../../tests/fakes/s3';
import { startZarinpalFake, ZARINPAL_FAKE_MERCHANT_ID, type ZarinpalFake } from '../../tests/fakes/zarinpal';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One server process: its port, its log lines, and whether it is up. */
export class ServerProcess {
  child: ChildProcess | undefined;
  readonly lines: string[] = [];
  /** Exits seen, with code or signal. */
  readonly exits: string[] = [];

  constructor(readonly name: string, readonly port: number, private readonly env: Record<string, string>) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Its own folder (DATA_DIR): uploads must not land here when the store is S3. */
  get dataDir(): string {
    return this.env.DATA_DIR!;
  }

  /** Starts it and waits until /api/ready answers 200. */
  async start(timeoutMs = 90_000): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root, env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let partial = '';
    const keep = (chunk: Buffer) => {
      const text = partial + chunk.toString();
      const parts = text.split('\n');
      partial = parts.pop() ?? '';
      this.lines.push(...parts);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.once('exit', (code, signal) => this.exits.push(signal ?? String(code)));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${this.name} left at start:\n${this.lines.slice(-20).join('\n')}`);
      try {
        if ((await fetch(`${this.url}/api/ready`)).ok) return;
      } catch { /* not listening yet */ }
      await sleep(100);
    }
    throw new Error(`${this.name} was not ready within ${timeoutMs} ms:\n${this.lines.slice(-20).join('\n')}`);
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Sends a signal and waits for the process to leave; answers its exit code or signal. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<string> {
    const child = this.child;
    if (!child || !this.running) return 'not running';
    const exited = new Promise<string>((resolve) => child.once('exit', (code, sig) => resolve(sig ?? String(code))));
    child.kill(signal);
    return exited;
  }

  /** Whether this process logged a request with this id (Fastify logs reqId on every request line). */
  served(requestId: string): boolean {
    return this.lines.some((l) => l.includes(`"reqId":"${requestId}"`));
  }
}

export interface Cluster {
  /** nginx in front of every process. */
  url: string;
  /** nginx in front of the first process only (the one-process figures, through the same proxy). */
  singleUrl: string;
  processes: ServerProcess[];
  sms: KavenegarFake;
  bank: ZarinpalFake;
  s3: S3Fake;
  databaseUrl: string;
  /** Which process served a request, by the request id the response echoed. */
  servedBy(requestId: string | null): string;
  close(): Promise<void>;
}

/** What stops the cluster test from running here, or undefined when it can. */
export async function missingParts(adminUrl: string, redisUrl: string): Promise<string | undefined> {
  if (!nginxBinary()) return 'nginx is not installed (apt-get install nginx-light)';
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    return `no PostgreSQL at ${adminUrl} (${(error as Error).message})`;
  }
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3_000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `no Redis at ${redisUrl} (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
  return undefined;
}

function nginxBinary(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return undefined;
}

/** nginx's configuration: two front doors, to all processes and to the first alone. */
function nginxConfig(dir: string, port: number, singlePort: number, upstreams: number[]): string {
  const upstream = (name: string, ports: number[]) => `
  upstream ${name} {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
    # Shorter than a leaving process waits for idle connections (DRAIN_IDLE_MS, 4 s): nginx closes them, not the app.
    keepalive_timeout 3s;
  }`;
  const server = (listen: number, name: string) => `
  server {
    listen 127.0.0.1:${listen};
    client_max_body_size 12m;
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_read_timeout 75s;
    }
  }`;
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade {
    default upgrade;
    ''      '';
  }
${upstream('all', upstreams)}
${upstream('first', upstreams.slice(0, 1))}
${server(port, 'all')}
${server(singlePort, 'first')}
}
`;
}

export async function startCluster({ adminUrl, redisUrl, processes: count }: { adminUrl: string; redisUrl: string; processes: number }): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'safar-cluster-'));
  const name = `cluster_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const databaseUrl = dbUrl.toString();

  const [sms, bank, s3] = await Promise.all([startKavenegarFake(), startZarinpalFake(), startS3Fake({ bucket: 'safar-cluster' })]);
  const [port, singlePort, ...ports] = await Promise.all([freePort(), freePort(), ...Array.from({ length: count }, () => freePort())]);
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    NODE_ENV: 'production', DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, TRUST_PROXY: 'true', PUBLIC_ORIGIN: url,
    STATIC_DIR: path.join(root, 'dist'), SHUTDOWN_GRACE_MS: '15000', LOG_LEVEL: 'info',
    S3_ENDPOINT: s3.url, S3_BUCKET: s3.bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey, S3_FORCE_PATH_STYLE: 'true',
    SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: KAVENEGAR_FAKE_KEY, KAVENEGAR_BASE_URL: sms.url,
    KAVENEGAR_OTP_TEMPLATE: 'safar-otp', KAVENEGAR_TICKET_TEMPLATE: 'safar-ticket', KAVENEGAR_REFUND_TEMPLATE: 'safar-refund', KAVENEGAR_HOLD_TEMPLATE: 'safar-hold',
    PAYMENT_GATEWAYS: 'sandbox,zarinpal', ZARINPAL_MERCHANT_ID: ZARINPAL_FAKE_MERCHANT_ID, ZARINPAL_BASE_URL: bank.url,
    // Sign-ins from the test all come from 127.0.0.1; the per-address limit is not under test here.
    OTP_ADDRESS_LIMIT: '1000',
  };
  const servers = ports.map((p, i) => {
    const dataDir = path.join(dir, `app${i + 1}`);
    mkdirSync(dataDir);
    return new ServerProcess(`app${i + 1}`, p, { ...env, DATA_DIR: dataDir, UPLOAD_DIR: path.join(dataDir, 'uploads') });
  });
  // All at once on the empty database: the migration lock lets one migrate and the others wait.
  await Promise.all(servers.map((s) => s.start()));

  const nginxDir = path.join(dir, 'nginx');
  mkdirSync(nginxDir);
  writeFileSync(path.join(nginxDir, 'nginx.conf'), nginxConfig(nginxDir, port, singlePort, ports));
  const nginx = spawn(nginxBinary()!, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let nginxErr = '';
  nginx.stderr!.on('data', (c: Buffer) => (nginxErr += c.toString()));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch { /* starting */ }
    if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${nginxErr}`);
    await sleep(100);
  }

  return {
    url, singleUrl: `http://127.0.0.1:${singlePort}`, processes: servers, sms, bank, s3, databaseUrl,
    servedBy(requestId) {
      if (!requestId) return '?';
      return servers.filter((s) => s.served(requestId)).map((s) => s.name).join('+') || '?';
    },
    async close() {
      nginx.kill('SIGQUIT');
      await Promise.all(servers.map((s) => s.stop('SIGTERM')));
      await Promise.all([sms.close(), bank.close(), s3.close()]);
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
