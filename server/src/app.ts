import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerConfig } from './config';
import type { DbHandle } from './db/database';
import { authPlugin } from './plugins/auth';
import { withTokenRedaction } from './auth/log-redaction';
import { fastifyTrustProxy } from './auth/trust-proxy';
import { hubPlugin } from './hub/hub-plugin';
import { errorsPlugin } from './plugins/errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { clientErrorHandler, frameworkErrors } from './plugins/client-errors';
import { REQUEST_LIMITS, requestLimitsPlugin } from './plugins/request-limits';
import { requestLanguage } from './i18n/request-language';
import { translate } from './i18n/server-i18n';
import { registerRoutes } from './routes/register';
import { alarmEnginePlugin } from './monitoring/alarms/engine-plugin';
import { monitoringPlugin } from './monitoring/monitoring-plugin';
import { simulatorPlugin } from './simulator/simulator-plugin';
import { workOrderSchedulerPlugin } from './orders/scheduler/scheduler-plugin';
import { openApiPlugin } from './plugins/openapi';
import { nullSafeValidatorCompiler } from './plugins/nullable-validation';
import { serializerCompilerOnFirstUse, validatorCompilerOnFirstUse } from './plugins/first-use-compilers';
import { ServerBus } from './lib/server-bus';

declare module 'fastify' {
  interface FastifyInstance {
    db: DbHandle['db'];
    dialect: DbHandle['dialect'];
    config: ServerConfig;
    /** In-process events: readings stored, alarm changes, sound-light changes. */
    bus: ServerBus;
  }
}

export interface BuildAppOptions {
  config: ServerConfig;
  database: DbHandle;
  logger?: FastifyServerOptions['logger'];
}

function schemaCompilers(config: ServerConfig) {
  if (config.schemaCompilation === 'startup') return { buildValidator: nullSafeValidatorCompiler() };
  return { buildValidator: validatorCompilerOnFirstUse(nullSafeValidatorCompiler()), buildSerializer: serializerCompilerOnFirstUse() };
}

/** Builds the whole server (API, websocket hub, built console) without listening; tests use `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Tokens never reach the log: the socket path and `token` parameters are redacted (auth/log-redaction.ts).
    logger: withTokenRedaction(options.logger ?? false),
    // Off unless TRUST_PROXY names the proxies: otherwise anyone picks the address the throttle counts.
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
    bodyLimit: REQUEST_LIMITS.bodyBytes,
    routerOptions: { maxParamLength: REQUEST_LIMITS.paramLength },
    http: { maxHeaderSize: REQUEST_LIMITS.headerBytes },
    // Oversized or malformed requests answer the JSON envelope too (plugins/client-errors.ts).
    clientErrorHandler,
    frameworkErrors,
    // No strictNumbers: it would not help. A query's "1e400" is coerced to Infinity after the type check and ajv skips
    // bounds for non-finite values either way; routes/finite-numbers.ts refuses them before any handler.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
    // "S or null" request fields validate as type lists, or the coercion above turns null into 0 (plugins/nullable-validation.ts).
    schemaController: { compilersFactory: schemaCompilers(options.config) },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', options.database.db);
  app.decorate('dialect', options.database.dialect);
  app.decorate('config', options.config);
  app.decorate('bus', new ServerBus());

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { frameSources: options.config.frameSources });
  await app.register(requestLimitsPlugin);
  await app.register(formbody);
  await app.register(authPlugin);
  await app.register(hubPlugin);
  // Infrastructure before the routes: the alarm engine listens to stored readings, `app.ingest` serves the reading
  // routes and the simulator, and the OpenAPI document collects every route registered after it.
  await app.register(alarmEnginePlugin);
  await app.register(monitoringPlugin);
  await app.register(simulatorPlugin);
  await app.register(workOrderSchedulerPlugin);
  await app.register(openApiPlugin);
  await app.register(registerRoutes, { prefix: '/api' });

  const hasConsole = fs.existsSync(path.join(options.config.staticDir, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: options.config.staticDir,
      wildcard: false,
      // The build writes .br and .gz copies (scripts/precompress-plugin.ts): sent as the browser accepts, never compressed per request.
      preCompressed: true,
      maxAge: '1h',
      setHeaders(reply, filePath) {
        // Hashed file names change with their content: cache them for good. The console's HTML (here at `/` and
        // `/index.html`, below for every client-side route) is no-cache: after a deploy the next visit sees the new chunks.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (path.basename(filePath) === 'index.html') reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes: any GET outside /api that is not a file gets the console.
    if (hasConsole && request.method === 'GET' && !request.url.startsWith('/api/')) {
      // no-cache: after a deploy the next visit must see the new chunk names at once.
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', { cacheControl: false });
    }
    // The path is cut short: a caller's 8 KB of path is not worth echoing back.
    const where = { method: request.method, path: (request.url.split('?')[0] ?? '').slice(0, 200) };
    return reply.status(404).send({ code: 404, msg: translate(requestLanguage(request), 'request.no-such-api', where) });
  });
  return app;
}
