import type { FastifyInstance } from 'fastify';
import { positionListRoutes } from './position-list';
import { positionSelectorRoutes } from './position-selectors';
import { positionWriteRoutes } from './position-write';

/** Positions under /api/permission/Position. */
export async function positionsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(positionSelectorRoutes);
  await app.register(positionListRoutes);
  await app.register(positionWriteRoutes);
}
