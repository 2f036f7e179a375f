import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerConfig } from './config';
import type { DbHandle } from './db/database';
import { authPlugin } from './plugins/auth';
import { hubPlugin } from './hub/hub-plugin';
import { errorsPlugin } from './plugins/errors';
import { registerRoutes } from './routes/register';
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

/** Builds the whole server (API, websocket hub, built console) without listening; tests use `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 8 * 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', options.database.db);
  app.decorate('dialect', options.database.dialect);
  app.decorate('config', options.config);
  app.decorate('bus', new ServerBus());

  await app.register(errorsPlugin);
  await app.register(formbody);
  await app.register(authPlugin);
  await app.register(hubPlugin);
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
        // Hashed file names change with their content: cache them for good. index.html is answered with no-cache below.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
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
    return reply.status(404).send({ code: 404, msg: `No such API: ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}
