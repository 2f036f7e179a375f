import type { FastifyInstance } from 'fastify';
import { forceOfflineRoute } from './force-offline';
import { onlineUserListRoute } from './online-user-list';

/** Live sessions under /api/system/OnlineUser, guarded by the rights on the menu system.onlineUser (each route checks). */
export async function onlineUserRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (scope) => {
      await scope.register(onlineUserListRoute);
      await scope.register(forceOfflineRoute);
    },
    { prefix: '/system/OnlineUser' },
  );
}
