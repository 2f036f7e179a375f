import type { FastifyInstance } from 'fastify';
import { positionListRoutes } from './position-list';

/** Positions under /api/permission/Position. */
export async function positionsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(positionListRoutes);
}
