import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createIngestService, type IngestService } from './ingest/ingest-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one ingest path and its point cache; routes, imports and the simulator share them. */
    ingest: IngestService;
  }
}

/** Decorates `app.ingest`. Registered before the monitoring routes and the simulator. */
export const monitoringPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('ingest', createIngestService(app.db, app.bus, { log: app.log }));
  },
  { name: 'sluice-monitoring' },
);
