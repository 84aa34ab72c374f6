import path from 'node:path';

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
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(env.DATA_DIR || 'data', 'uploads')),
  };
}
