import type { FastifyInstance } from 'fastify';
import { userExportRoutes } from './user-export';
import { userImportRoutes } from './user-import';
import { userListRoutes } from './user-list';
import { userLookupRoutes } from './user-lookups';
import { userPickerRoutes } from './user-picker';
import { userSelectorRoutes } from './user-selector';
import { userWriteRoutes } from './user-write';

/** The user directory, its administration (create, edit, delete, export, import), pickers and selectors. */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  await app.register(userLookupRoutes);
  await app.register(userListRoutes);
  await app.register(userWriteRoutes);
  await app.register(userExportRoutes);
  await app.register(userImportRoutes);
  await app.register(userSelectorRoutes);
  await app.register(userPickerRoutes);
}
