import type { FastifyInstance } from 'fastify';
import { menuElementRoutes } from './element-routes';
import { menuReadRoutes } from './menu-read';
import { menuWriteRoutes } from './menu-write';

/** Menu management (system.menu): the menu tree under /api/system/Menu and each menu's elements. */
export async function menusRoutes(app: FastifyInstance): Promise<void> {
  await app.register(menuReadRoutes);
  await app.register(menuWriteRoutes);
  await app.register(menuElementRoutes);
}
