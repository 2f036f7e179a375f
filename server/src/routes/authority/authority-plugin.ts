import type { FastifyInstance } from 'fastify';
import { authorityDataRoutes } from './authority-data';

/** Grants under /api/permission/Authority (the column settings beside them are routes/column-settings). */
export async function authorityRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authorityDataRoutes);
}
