import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { onlineDevExportRoutes } from './export-routes';
import { placeSearchRoutes } from './place-search-routes';
import { onlineDevRecordRoutes } from './record-routes';

/** /api/visualdev/OnlineDev behind a session: records of released forms and their export; the location picker's search. */
export const onlineDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(onlineDevRecordRoutes);
  await app.register(onlineDevExportRoutes);
  await app.register(placeSearchRoutes);
};
