import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pointDetailRoutes } from './point-detail';
import { pointListRoutes } from './point-list';
import { pointSaveRoutes } from './point-save';

/** `/api/deploy/monitoringPointManagement/*`: list, findById, listMapByType, create and update. */
export const monitoringPointRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(pointListRoutes);
  await app.register(pointDetailRoutes);
  await app.register(pointSaveRoutes);
};
