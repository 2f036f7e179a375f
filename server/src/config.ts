import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './auth/trust-proxy';
import { DEFAULT_LANGUAGE, matchLanguage, type ServerLanguage } from './i18n/languages';

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
  /** Seed the demo points' history on a first start (monitoring/history/README.md); SEED_HISTORY, on by default. */
  seedHistory: boolean;
  logLevel: string;
  /** Idle lifetime of a session, ms. A session unused for this long answers 600. */
  sessionIdleMs: number;
  /** Absolute lifetime of a session, ms: past it the token answers 600 however recently it was used. */
  sessionAbsoluteMs: number;
  /** Which proxies may name the client in X-Forwarded-For (Fastify's `trustProxy`); false trusts none. */
  trustProxy: TrustProxy;
  /** Where the built console lives; served at / when present. */
  staticDir: string;
  /** Origins besides this server that type-7 menu links may embed (the CSP frame-src); FRAME_SOURCES, space separated. */
  frameSources: string[];
  /** Key of the short-lived signed URLs (server/src/lib/signed-url.ts); URL_SIGNING_KEY, or random per start. */
  urlSigningKey: string;
  /** The language of answers to a caller whose Accept-Language names none of ours; SLUICE_LANGUAGE, zh-CN by default. */
  defaultLanguage: ServerLanguage;
}

export const DEFAULT_ADMIN_PASSWORD = 'Sluice2026admin';
export const DEFAULT_DEMO_PASSWORD = 'Sluice2026demo';

function readBool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['off', '0', 'false', 'no'].includes(value.trim().toLowerCase());
}

/** A whole number of seconds above 0; a typo stops the server rather than silently meaning "never" or "at once". */
function positiveSeconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds <= 0)
    throw new Error(`${name} must be a whole number of seconds above 0, not ${JSON.stringify(value)}`);
  return seconds;
}

/** `https://a.example https://b.example:8443`: each an origin a CSP accepts; anything else stops the server. */
function parseFrameSources(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  return value
    .split(/[\s,]+/)
    .filter((entry) => entry !== '')
    .map((entry) => {
      if (!/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(entry))
        throw new Error(`FRAME_SOURCES must list origins like https://bi.example.org, not ${JSON.stringify(entry)}`);
      return entry;
    });
}

function readLanguage(value: string | undefined): ServerLanguage {
  if (value === undefined || value === '') return DEFAULT_LANGUAGE;
  const language = matchLanguage(value);
  if (!language) throw new Error(`SLUICE_LANGUAGE must be zh-CN, zh-TW or en, not "${value}"`);
  return language;
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
    seedHistory: readBool(env.SEED_HISTORY, true),
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionIdleMs: Number(env.SESSION_IDLE_MINUTES ?? 480) * 60_000,
    sessionAbsoluteMs: positiveSeconds('SESSION_ABSOLUTE_TTL', env.SESSION_ABSOLUTE_TTL, 43_200) * 1000,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    staticDir: path.resolve(env.SLUICE_STATIC_DIR ?? 'dist'),
    frameSources: parseFrameSources(env.FRAME_SOURCES),
    // Signed URLs live a minute: a key that changes with each start only voids the few issued just before it.
    urlSigningKey: env.URL_SIGNING_KEY || randomBytes(32).toString('base64url'),
    defaultLanguage: readLanguage(env.SLUICE_LANGUAGE),
  };
}
