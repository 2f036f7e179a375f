import type { FastifyInstance } from 'fastify';
import { organizeListRoutes } from './organize-list';
import { organizeTreeRoutes } from './organize-tree';

/** Companies and departments under /api/permission/Organize. */
export async function organizeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(organizeListRoutes);
  await app.register(organizeTreeRoutes);
}
