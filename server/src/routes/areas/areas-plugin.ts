import type { FastifyInstance } from 'fastify';
import { areaListRoutes } from './area-list';
import { areaSelectorRoutes } from './area-selector';
import { areaWriteRoutes } from './area-write';

/** Areas (administrative divisions) under /api/system/Area. */
export async function areasRoutes(app: FastifyInstance): Promise<void> {
  await app.register(areaListRoutes);
  await app.register(areaSelectorRoutes);
  await app.register(areaWriteRoutes);
}
