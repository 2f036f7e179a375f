import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { missing, refuse } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { currentUserId } from '../../shell/current-user-id';
import { requireButton } from '../../shell/permission-check';
import { isUniqueViolation } from '../../shell/user-store';
import { menuMessagesFor } from './menu-messages';
import { EMPTY_ENVELOPE, envelopeOf } from '../../wire/envelope';
import { CREATED_ID, MENU_BODY } from '../../wire/menus';
import { MENU_ADMIN_CODE, readAllMenus } from './menu-records';
import { checkDraftFields, checkDraftPlace, draftOf, type MenuDraft } from './menu-rules';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** Runs a write; a code taken between the check and the write (unique index) answers like the check would. */
async function writeMenu(db: Db, draft: MenuDraft, work: (trx: Db) => Promise<void>): Promise<void> {
  try {
    await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse('menus.code-taken', { code: draft.enCode, name: draft.enCode });
    throw error;
  }
}

/**
 * POST /api/system/Menu, PUT and DELETE /api/system/Menu/{id}, each needing its button on system.menu. Writes reach
 * the permission checks at once: the menu catalogue (shell/menu-catalogue.ts) reloads on any write to menu or
 * menu_element (db/table-writes.ts).
 */
export const menuWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/system/Menu', { schema: { body: MENU_BODY, response: { 200: envelopeOf(CREATED_ID) } } }, async (request) => {
    const userId = currentUserId(request);
    await requireButton(app.db, userId, MENU_ADMIN_CODE, 'btn_add');
    const draft = draftOf(request.body, undefined);
    checkDraftFields(draft);
    checkDraftPlace(draft, await readAllMenus(app.db), undefined);
    const id = newId();
    await writeMenu(app.db, draft, async (trx) => {
      await trx
        .insertInto('menu')
        .values({ id, ...draft })
        .execute();
    });
    request.log.info({ menuId: id, enCode: draft.enCode, by: userId }, 'menu created');
    return ok({ id }, menuMessagesFor(request)('created'));
  });

  app.put(
    '/system/Menu/:id',
    { schema: { params: Params, body: MENU_BODY, response: { 200: envelopeOf(CREATED_ID) } } },
    async (request) => {
      const userId = currentUserId(request);
      await requireButton(app.db, userId, MENU_ADMIN_CODE, 'btn_edit');
      const { id } = request.params;
      const rows = await readAllMenus(app.db);
      const stored = rows.find((row) => row.id === id);
      if (!stored) throw missing('menus.no-such-menu');
      const draft = draftOf(request.body, stored);
      checkDraftFields(draft);
      checkDraftPlace(draft, rows, id);
      await writeMenu(app.db, draft, async (trx) => {
        await trx.updateTable('menu').set(draft).where('id', '=', id).execute();
      });
      request.log.info({ menuId: id, enCode: draft.enCode, by: userId }, 'menu updated');
      return ok({ id }, menuMessagesFor(request)('updated'));
    },
  );

  app.delete('/system/Menu/:id', { schema: { params: Params, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    const userId = currentUserId(request);
    await requireButton(app.db, userId, MENU_ADMIN_CODE, 'btn_remove');
    const { id } = request.params;
    const rows = await readAllMenus(app.db);
    const stored = rows.find((row) => row.id === id);
    if (!stored) throw missing('menus.no-such-menu');
    const children = rows.filter((row) => row.parentId === id).length;
    if (children > 0) throw refuse('menus.has-children', { name: stored.fullName, count: children });
    await app.db.transaction().execute(async (trx) => {
      const elementIds = (await trx.selectFrom('menuElement').select('id').where('menuId', '=', id).execute()).map((row) => row.id);
      const granted = [id, ...elementIds];
      // Grants name their item without a foreign key (an item may be a menu or any element kind): remove them here,
      // so no grant outlives what it named. Data scopes cascade with the menu.
      await trx.deleteFrom('roleGrant').where('itemId', 'in', granted).execute();
      await trx.deleteFrom('authorityGrant').where('itemId', 'in', granted).execute();
      await trx.deleteFrom('menuElement').where('menuId', '=', id).execute();
      await trx.deleteFrom('menu').where('id', '=', id).execute();
    });
    request.log.info({ menuId: id, enCode: stored.enCode, by: userId }, 'menu deleted');
    return { code: 200, msg: menuMessagesFor(request)('deleted') };
  });
};
