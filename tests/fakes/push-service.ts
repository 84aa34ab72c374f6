/**
 * A local push service for tests: it speaks RFC 8030 (POST an encrypted message to the
 * subscription's endpoint, 201 Created) and keeps what arrives; the browser side of a subscription
 * (its P-256 key pair and auth secret) is made here, so what arrives can be decrypted by RFC 8291
 * and its VAPID header (RFC 8292) checked — by hand, not with the library that sent it.
 */
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify } from 'jose';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  /** The status the next pushes are answered with (201, or 410 to say the subscription is gone). */
  status = 201;
  private server?: Server;
  origin = '';
  /** The service's self-signed certificate (PEM) and its file, for NODE_EXTRA_CA_CERTS. */
  certificate = '';
  certificateFile = '';

  /** An https.Agent that trusts this service, for the server under test. */
  agent(): Agent {
    return new Agent({ ca: this.certificate });
  }

  async start(): Promise<this> {
    // Push services are HTTPS only (RFC 8030 §8): a certificate of its own, made by openssl.
    const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
    this.certificateFile = join(dir, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', join(dir, 'key.pem'), '-out', this.certificateFile], { stdio: 'ignore' });
    this.certificate = readFileSync(this.certificateFile, 'utf8');
    this.server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: this.certificate }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        this.received.push({ path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(this.status).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.origin = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

const b64url = (b: Buffer) => b.toString('base64url');

/** A browser's side of a subscription: the keys PushManager.subscribe would make. */
export class BrowserSubscription {
  private readonly ecdh = createECDH('prime256v1');
  readonly publicKey: Buffer;
  readonly authSecret = randomBytes(16);

  constructor(readonly endpoint: string) {
    this.publicKey = this.ecdh.generateKeys();
  }

  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: b64url(this.publicKey), auth: b64url(this.authSecret) } };
  }

  /** RFC 8291 §3.4 and RFC 8188: the aes128gcm record, decrypted with this subscription's keys. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body[20]!;
    const senderKey = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
    const shared = this.ecdh.computeSecret(senderKey);
    const prkKey = hmac(this.authSecret, shared);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.publicKey, senderKey, Buffer.from([1])]);
    const ikm = hmac(prkKey, keyInfo);
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02 and any zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error('no last-record delimiter');
    return padded.subarray(0, end).toString('utf8');
  }
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT is ES256 by that key, for the endpoint's origin. */
export async function checkVapid(authorization: string, endpoint: string): Promise<{ publicKey: string; subject: string }> {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!m) throw new Error(`not a VAPID header: ${authorization}`);
  const raw = Buffer.from(m[2]!, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, format: 'jwk' });
  const { payload } = await jwtVerify(m[1]!, key, { algorithms: ['ES256'], audience: new URL(endpoint).origin });
  if (!payload.exp || payload.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return { publicKey: m[2]!, subject: String(payload.sub) };
}
