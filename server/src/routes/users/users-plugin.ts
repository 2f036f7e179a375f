import type { FastifyInstance } from 'fastify';
import { userListRoutes } from './user-list';
import { userPickerRoutes } from './user-picker';
import { userSelectorRoutes } from './user-selector';

/** The user directory, user pickers and selectors under /api/permission/Users. */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  await app.register(userListRoutes);
  await app.register(userSelectorRoutes);
  await app.register(userPickerRoutes);
}
