import path from 'node:path';
import type { MailSettings } from './providers/mail';
import type { GatewaySettings } from './providers/payment';
import type { SmsSettings } from './providers/sms';
import type { StorageSettings } from './providers/storage';
import type { SmsTemplate } from './providers/sms/sender';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded PGlite database lives; ignored when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL server; when set, the embedded database is not used. */
  databaseUrl: string | undefined;
  /** The built app (vite build output), served with history-mode fallback. */
  staticDir: string;
  /** The app's server build (SSR_DIR; default the built app's folder + `-ssr`, e.g. dist-ssr). */
  ssrDir: string;
  /** Signs access tokens; unset → a secret generated once and kept in the database. */
  jwtSecret: string | undefined;
  /** Uploaded visa images (UPLOAD_DIR; default DATA_DIR/uploads). */
  uploadDir: string;
  /** MIGRATE=false: the schema is migrated by a deployment step of its own, not at start. */
  migrate: boolean;
  /** SWEEP_INTERVAL_SECONDS: how often background jobs run (default 30). */
  sweepIntervalMs: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  return {
    port,
    host: env.HOST || 'localhost',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    ssrDir: path.resolve(env.SSR_DIR || `${path.resolve(env.STATIC_DIR || 'dist')}-ssr`),
    jwtSecret: env.JWT_SECRET || undefined,
    uploadDir: uploadDirOf(env),
    migrate: env.MIGRATE?.trim().toLowerCase() !== 'false',
    sweepIntervalMs: sweepIntervalOf(env),
  };
}

function sweepIntervalOf(env: NodeJS.ProcessEnv): number {
  const raw = env.SWEEP_INTERVAL_SECONDS?.trim();
  if (!raw) return 30_000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 1) throw new Error(`SWEEP_INTERVAL_SECONDS must be a number of at least 1: ${raw}`);
  return seconds * 1000;
}

/** REDIS_URL, e.g. redis://127.0.0.1:6379: live events fan out over Redis pub/sub (buildServer's default); unset, each process polls live_events. */
export function redisUrlOf(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.REDIS_URL?.trim() || undefined;
}

function uploadDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.UPLOAD_DIR || path.join(env.DATA_DIR || 'data', 'uploads'));
}

// ── Providers: the one place that reads their environment (ARCHITECTURE.md: Providers) ───────

export interface ProviderConfig {
  sms: SmsSettings;
  mail: MailSettings;
  gateways: GatewaySettings[];
  /** Uploaded files: UPLOAD_DIR, or an S3-compatible bucket when S3_BUCKET is set. */
  storage: StorageSettings;
}

const SMS_TEMPLATE_KINDS: Record<SmsTemplate, string> = { otp: 'OTP', ticketIssued: 'TICKET', refundPaid: 'REFUND', holdLapsing: 'HOLD', fareAlert: 'FARE' };

/** Reads a variable that must be set once its provider is chosen; a missing one stops the start, naming it. */
function required(env: NodeJS.ProcessEnv, name: string, why: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} must be set ${why}`);
  return value;
}

/**
 * SMS_PROVIDER=console|kavenegar|smsir (default console); PAYMENT_GATEWAYS=sandbox,zarinpal,sep,mellat
 * (default sandbox; the first is the default gateway); SMTP_URL + MAIL_FROM turn e-mail on.
 */
export function readProviders(env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const smsProvider = (env.SMS_PROVIDER?.trim() || 'console') as SmsSettings['provider'];
  let sms: SmsSettings;
  if (smsProvider === 'console') sms = { provider: 'console' };
  else if (smsProvider === 'kavenegar') {
    const templates = Object.fromEntries(Object.entries(SMS_TEMPLATE_KINDS).map(([t, k]) => [t, t === 'otp'
      ? required(env, 'KAVENEGAR_OTP_TEMPLATE', 'with SMS_PROVIDER=kavenegar')
      : env[`KAVENEGAR_${k}_TEMPLATE`]?.trim() || `safarasa-${t.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`])) as Record<SmsTemplate, string>;
    sms = { provider: 'kavenegar', apiKey: required(env, 'KAVENEGAR_API_KEY', 'with SMS_PROVIDER=kavenegar'), templates, ...(env.KAVENEGAR_BASE_URL ? { baseUrl: env.KAVENEGAR_BASE_URL } : {}) };
  } else if (smsProvider === 'smsir') {
    const templateId = (name: string, fallback?: number) => {
      const raw = fallback === undefined ? required(env, name, 'with SMS_PROVIDER=smsir') : env[name]?.trim() || String(fallback);
      const id = Number(raw);
      if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`${name} is not a template id: ${raw}`);
      return id;
    };
    const otp = templateId('SMSIR_OTP_TEMPLATE_ID');
    const templateIds = Object.fromEntries(Object.entries(SMS_TEMPLATE_KINDS).map(([t, k]) => [t, t === 'otp' ? otp : templateId(`SMSIR_${k}_TEMPLATE_ID`, otp)])) as Record<SmsTemplate, number>;
    sms = { provider: 'smsir', apiKey: required(env, 'SMSIR_API_KEY', 'with SMS_PROVIDER=smsir'), templateIds, ...(env.SMSIR_BASE_URL ? { baseUrl: env.SMSIR_BASE_URL } : {}) };
  } else throw new Error(`SMS_PROVIDER is not one of console, kavenegar, smsir: ${env.SMS_PROVIDER}`);

  const mail: MailSettings = env.SMTP_URL?.trim()
    ? { provider: 'smtp', url: env.SMTP_URL.trim(), from: env.MAIL_FROM?.trim() || 'سفرآسا <no-reply@safarasa.local>' }
    : { provider: 'none' };

  const keys = (env.PAYMENT_GATEWAYS?.trim() || 'sandbox').split(',').map((k) => k.trim()).filter(Boolean);
  const gateways = keys.map((key): GatewaySettings => {
    const base = (name: string) => (env[name]?.trim() ? { baseUrl: env[name]!.trim() } : {});
    switch (key) {
      case 'sandbox': return { key };
      case 'zarinpal': return { key, merchantId: required(env, 'ZARINPAL_MERCHANT_ID', 'to offer zarinpal'), ...base('ZARINPAL_BASE_URL') };
      case 'sep': return { key, terminalId: required(env, 'SEP_TERMINAL_ID', 'to offer sep'), ...base('SEP_BASE_URL') };
      case 'mellat': return {
        key, terminalId: required(env, 'MELLAT_TERMINAL_ID', 'to offer mellat'), userName: required(env, 'MELLAT_USERNAME', 'to offer mellat'),
        password: required(env, 'MELLAT_PASSWORD', 'to offer mellat'), ...base('MELLAT_BASE_URL'),
      };
      default: throw new Error(`PAYMENT_GATEWAYS names an unknown gateway: ${key} (sandbox, zarinpal, sep, mellat)`);
    }
  });
  if (new Set(keys).size !== keys.length) throw new Error('PAYMENT_GATEWAYS names a gateway twice');
  return { sms, mail, gateways, storage: readStorage(env) };
}

/**
 * S3_BUCKET turns the S3-compatible store on (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY then
 * required; S3_ENDPOINT unset is AWS itself; S3_REGION default us-east-1; S3_FORCE_PATH_STYLE
 * default true with an endpoint, as MinIO wants). Unset, files go to UPLOAD_DIR.
 */
export function readStorage(env: NodeJS.ProcessEnv = process.env): StorageSettings {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { provider: 'local', dir: uploadDirOf(env) };
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) throw new Error(`S3_ENDPOINT is not an http:// or https:// URL: ${endpoint}`);
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false') throw new Error(`S3_FORCE_PATH_STYLE is not true or false: ${env.S3_FORCE_PATH_STYLE}`);
  return {
    provider: 's3', bucket, endpoint, region: env.S3_REGION?.trim() || 'us-east-1',
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== undefined,
    accessKeyId: required(env, 'S3_ACCESS_KEY_ID', 'with S3_BUCKET'),
    secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY', 'with S3_BUCKET'),
  };
}
