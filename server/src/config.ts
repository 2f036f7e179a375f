import path from 'node:path';

/** Every setting the server reads from its environment, with its default. Documented in README.md. */
export interface ServerConfig {
  port: number;
  host: string;
  sqlitePath: string;
  databaseUrl: string | undefined;
  adminPassword: string;
  demoPassword: string;
  adminPasswordIsDefault: boolean;
  demoPasswordIsDefault: boolean;
  simulator: boolean;
  logLevel: string;
  /** Idle lifetime of a session, ms. A session unused for this long answers 600. */
  sessionIdleMs: number;
  /** Where the built console lives; served at / when present. */
  staticDir: string;
}

export const DEFAULT_ADMIN_PASSWORD = 'Sluice2026admin';
export const DEFAULT_DEMO_PASSWORD = 'Sluice2026demo';

function readBool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['off', '0', 'false', 'no'].includes(value.trim().toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const adminPassword = env.SLUICE_ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD;
  const demoPassword = env.SLUICE_DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    sqlitePath: env.SQLITE_PATH ?? path.resolve('data/sluice.db'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword,
    demoPassword,
    adminPasswordIsDefault: adminPassword === DEFAULT_ADMIN_PASSWORD,
    demoPasswordIsDefault: demoPassword === DEFAULT_DEMO_PASSWORD,
    simulator: readBool(env.SIMULATOR, true),
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionIdleMs: Number(env.SESSION_IDLE_MINUTES ?? 480) * 60_000,
    staticDir: path.resolve(env.SLUICE_STATIC_DIR ?? 'dist'),
  };
}
