import type { FastifyInstance } from 'fastify';
import { departmentListRoutes } from './department-list';
import { departmentSelectorRoutes } from './department-selectors';
import { organizeInfoRoutes } from './organize-info';
import { organizeListRoutes } from './organize-list';
import { organizeTreeRoutes } from './organize-tree';
import { organizeWriteRoutes } from './organize-write';

/** Companies and departments under /api/permission/Organize. */
export async function organizeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(organizeListRoutes);
  await app.register(organizeTreeRoutes);
  await app.register(organizeInfoRoutes);
  await app.register(organizeWriteRoutes);
  await app.register(departmentListRoutes);
  await app.register(departmentSelectorRoutes);
}
