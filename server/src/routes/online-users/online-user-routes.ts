import type { FastifyInstance } from 'fastify';
import { requireAdministrator } from '../../auth/require-administrator';
import { forceOfflineRoute } from './force-offline';
import { onlineUserListRoute } from './online-user-list';

/** Live sessions for administrators under /api/system/OnlineUser. */
export async function onlineUserRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', requireAdministrator(scope));
      await scope.register(onlineUserListRoute);
      await scope.register(forceOfflineRoute);
    },
    { prefix: '/system/OnlineUser' },
  );
}
