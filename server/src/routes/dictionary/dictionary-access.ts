import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUserId } from '../../shell/current-user-id';
import { requireButton, requireMenu } from '../../shell/permission-check';

/** The dictionary page's menu (server/src/seed/demo-menus.ts). */
export const DICTIONARY_MENU = 'system.dictionary';

export async function canReadDictionaries(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const userId = currentUserId(request);
  await requireMenu(app.db, userId, DICTIONARY_MENU);
  return userId;
}

export async function canUseDictionaryButton(app: FastifyInstance, request: FastifyRequest, button: string): Promise<string> {
  const userId = currentUserId(request);
  await requireButton(app.db, userId, DICTIONARY_MENU, button);
  return userId;
}
