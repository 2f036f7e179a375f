import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readingsRoutes } from './readings';
import { readingsImportRoutes } from './readings-import';
import { readingsLatestRoutes } from './readings-latest';
import { readingsRangeRoutes } from './readings-range';
import { readingsSeriesRoutes } from './readings-series';

/** Reading ingest (JSON, file import) and reads (latest, range, raw series). Needs `app.ingest` (monitoring-plugin.ts). */
export const readingsAreaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(readingsRoutes);
  await app.register(readingsImportRoutes);
  await app.register(readingsLatestRoutes);
  await app.register(readingsRangeRoutes);
  await app.register(readingsSeriesRoutes);
};
