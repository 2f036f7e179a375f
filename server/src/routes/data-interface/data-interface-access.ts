import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUserId } from '../../shell/current-user-id';
import { requireButton, requireMenu } from '../../shell/permission-check';
import type { RunContext } from '../../system-data/data-interface-run';

/** The data-interface page's menu (server/src/seed/demo-menus.ts). */
export const DATA_INTERFACE_MENU = 'system.dataInterface';

/** Reads: the caller must be able to open the data-interface page. */
export async function canReadInterfaces(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const userId = currentUserId(request);
  await requireMenu(app.db, userId, DATA_INTERFACE_MENU);
  return userId;
}

/** Writes and actions: the page's button (btn_add, btn_edit, btn_remove, btn_preview, btn_export). */
export async function canUseButton(app: FastifyInstance, request: FastifyRequest, button: string): Promise<string> {
  const userId = currentUserId(request);
  await requireButton(app.db, userId, DATA_INTERFACE_MENU, button);
  return userId;
}

/** Who runs a definition, for its call log. */
export async function runContext(app: FastifyInstance, request: FastifyRequest): Promise<RunContext> {
  const userId = currentUserId(request);
  const user = await app.db.selectFrom('users').select('account').where('id', '=', userId).executeTakeFirst();
  return {
    db: app.db,
    dialect: app.dialect,
    sqlitePath: app.config.sqlitePath,
    fence: app.config.dataInterfaceFence,
    caller: { userId, account: user?.account ?? '', ipAddress: request.ip },
  };
}
