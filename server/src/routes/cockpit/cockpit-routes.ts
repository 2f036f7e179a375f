import type { FastifyInstance } from 'fastify';
import { layoutRoutes } from './layout-routes';
import { mapRoute } from './map-route';
import { publishRoute } from './publish-route';

/** The cockpit's calls under /api/cockpit: layouts, publishing one as the project default, the map's settings. */
export async function cockpitRoutes(app: FastifyInstance): Promise<void> {
  await app.register(layoutRoutes);
  await app.register(publishRoute);
  await app.register(mapRoute);
}
