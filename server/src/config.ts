import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './auth/trust-proxy';
import { DEFAULT_LANGUAGE, matchLanguage, type ServerLanguage } from './i18n/languages';
import { readStorageConfig, type StorageConfig } from './providers/storage/storage-config';
import { fenceSettings, type FenceSettings } from './system-data/fence-settings';

/** Every setting the server reads from its environment, with its default. Documented in README.md. */
export interface ServerConfig {
  port: number;
  host: string;
  sqlitePath: string;
  /** Where the embedded local-disk storage keeps uploaded files (providers/storage/); UPLOAD_DIR, default data/uploads. */
  uploadDir: string;
  /** Where finished uploads are kept: the local disk under uploadDir, or an S3-compatible bucket (STORAGE=s3, README.md). */
  storage: StorageConfig;
  /** An office-document preview server (kkFileView style, given `?url=<base64 address>`); FILE_PREVIEW_URL, null for none. */
  filePreviewUrl: string | null;
  /** The data-interface fence: DATA_INTERFACE_ALLOWED_HOSTS and DATA_INTERFACE_TIMEOUT_MS (system-data/fence-settings.ts). */
  dataInterfaceFence: FenceSettings;
  databaseUrl: string | undefined;
  adminPassword: string;
  demoPassword: string;
  adminPasswordIsDefault: boolean;
  demoPasswordIsDefault: boolean;
  simulator: boolean;
  /** Seed the demo points' history on a first start (monitoring/history/README.md); SEED_HISTORY, on by default. */
  seedHistory: boolean;
  /**
   * Raise "no data" alarms for silent points (docs/alarms.md); STALE_CHECKS, on by default. Off only for a server
   * whose points have no feed on purpose: the e2e server's fixture history ends at its first start, and with the
   * simulator off every point would fall silent 15 minutes later.
   */
  staleChecks: boolean;
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
  /** The map widget's standard base-map style (MapLibre style JSON URL); MAP_STYLE_URL, null for the embedded plain base. */
  mapStyleUrl: string | null;
  /** The satellite base-map style; MAP_SATELLITE_STYLE_URL, null for the embedded plain base. */
  mapSatelliteStyleUrl: string | null;
  /** Caiyun weather API token; CAIYUN_TOKEN. Unset: the embedded deterministic forecast (providers/weather/). */
  caiyunToken: string | undefined;
  /** Caiyun API base (CAIYUN_API_URL), https://api.caiyunapp.com/v2.6 unless set: a proxy or a recorded fixture server. */
  caiyunApiUrl: string;
  /** How long a project's forecast is reused before the provider is asked again, ms; WEATHER_CACHE_TTL seconds, 600 by default. */
  weatherCacheTtlMs: number;
  /** A Nominatim-style address search (GEOCODER_URL, e.g. https://nominatim.openstreetmap.org/search); null: the embedded one (providers/geocoder/). */
  geocoderUrl: string | null;
  /** The language of answers to a caller whose Accept-Language names none of ours; SLUICE_LANGUAGE, zh-CN by default. */
  defaultLanguage: ServerLanguage;
  /**
   * When routes compile their request and response schemas (plugins/first-use-compilers.ts): 'startup' (the default,
   * a broken schema stops the start) or 'first-use' (what the test suites use: each builds many short-lived servers).
   */
  schemaCompilation: 'startup' | 'first-use';
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

/** An http(s) URL, or null when unset; anything else stops the server rather than breaking every map or forecast later. */
function readHttpUrl(name: string, value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  const url = URL.parse(value.trim());
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(`${name} must be an http(s) URL, not ${JSON.stringify(value)}`);
  return url.toString().replace(/\/$/, '');
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
    uploadDir: path.resolve(env.UPLOAD_DIR || 'data/uploads'),
    storage: readStorageConfig(env),
    filePreviewUrl: readHttpUrl('FILE_PREVIEW_URL', env.FILE_PREVIEW_URL),
    dataInterfaceFence: fenceSettings(env),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword,
    demoPassword,
    adminPasswordIsDefault: adminPassword === DEFAULT_ADMIN_PASSWORD,
    demoPasswordIsDefault: demoPassword === DEFAULT_DEMO_PASSWORD,
    simulator: readBool(env.SIMULATOR, true),
    seedHistory: readBool(env.SEED_HISTORY, true),
    staleChecks: readBool(env.STALE_CHECKS, true),
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionIdleMs: Number(env.SESSION_IDLE_MINUTES ?? 480) * 60_000,
    sessionAbsoluteMs: positiveSeconds('SESSION_ABSOLUTE_TTL', env.SESSION_ABSOLUTE_TTL, 43_200) * 1000,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    staticDir: path.resolve(env.SLUICE_STATIC_DIR ?? 'dist'),
    frameSources: parseFrameSources(env.FRAME_SOURCES),
    // Signed URLs live a minute: a key that changes with each start only voids the few issued just before it.
    urlSigningKey: env.URL_SIGNING_KEY || randomBytes(32).toString('base64url'),
    mapStyleUrl: readHttpUrl('MAP_STYLE_URL', env.MAP_STYLE_URL),
    mapSatelliteStyleUrl: readHttpUrl('MAP_SATELLITE_STYLE_URL', env.MAP_SATELLITE_STYLE_URL),
    caiyunToken: env.CAIYUN_TOKEN?.trim() || undefined,
    caiyunApiUrl: readHttpUrl('CAIYUN_API_URL', env.CAIYUN_API_URL) ?? 'https://api.caiyunapp.com/v2.6',
    weatherCacheTtlMs: positiveSeconds('WEATHER_CACHE_TTL', env.WEATHER_CACHE_TTL, 600) * 1000,
    geocoderUrl: readHttpUrl('GEOCODER_URL', env.GEOCODER_URL),
    defaultLanguage: readLanguage(env.SLUICE_LANGUAGE),
    schemaCompilation: env.SCHEMA_COMPILATION === 'first-use' ? 'first-use' : 'startup',
  };
}
