import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import { Type } from 'typebox';
import type { MenuElementTable } from '../../db/tables/core';
import { missing, refuse, reject } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { currentUserId } from '../../shell/current-user-id';
import { requireButton, requireMenu } from '../../shell/permission-check';
import { isUniqueViolation } from '../../shell/user-store';
import { EMPTY_ENVELOPE, envelopeOf, listEnvelopeOf } from '../../wire/envelope';
import {
  CREATED_ID,
  ELEMENT_CREATE_BODY,
  ELEMENT_PATHS,
  ELEMENT_QUERY,
  ELEMENT_UPDATE_BODY,
  MENU_ELEMENT,
  type ElementKind,
  type MenuElement,
} from '../../wire/menus';
import { ELEMENT_CODE_PATTERN } from '../../wire/validation';
import { menuMessagesFor } from './menu-messages';
import { MENU_ADMIN_CODE } from './menu-records';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

const elementOf = (row: Selectable<MenuElementTable>): MenuElement => ({
  id: row.id,
  moduleId: row.menuId,
  enCode: row.enCode,
  fullName: row.fullName,
  sortCode: row.sortCode,
});

/** Trimmed code and name, checked; both are what the grant screen and the console's permission guard read. */
function checkedFields(body: { enCode: string; fullName: string }): { enCode: string; fullName: string } {
  const enCode = body.enCode.trim();
  const fullName = body.fullName.trim();
  if (fullName === '') throw reject('menus.name-required');
  if (enCode === '') throw reject('menus.code-required');
  if (!ELEMENT_CODE_PATTERN.test(enCode)) throw reject('menus.element-code-format');
  return { enCode, fullName };
}

/**
 * One kind of menu element under /api/system/<ModuleButton|ModuleColumn|ModuleForm|ModuleResource>: GET ?moduleId,
 * POST, PUT /{id}, DELETE /{id}. Reading needs the menu page system.menu, writing its btn_edit (elements are part of
 * editing a menu). A code is unique per menu and kind (the table's unique index backs the check).
 */
function elementRoutes(kind: ElementKind): FastifyPluginAsyncTypebox {
  const base = `/system/${ELEMENT_PATHS[kind]}`;
  return async (app) => {
    const codeTaken = (enCode: string) => refuse('menus.element-code-taken', { code: enCode });

    app.get(base, { schema: { querystring: ELEMENT_QUERY, response: { 200: listEnvelopeOf(MENU_ELEMENT) } } }, async (request) => {
      await requireMenu(app.db, currentUserId(request), MENU_ADMIN_CODE);
      const rows = await app.db
        .selectFrom('menuElement')
        .selectAll()
        .where('menuId', '=', request.query.moduleId)
        .where('kind', '=', kind)
        .orderBy('sortCode')
        .orderBy('enCode')
        .execute();
      return ok({ list: rows.map(elementOf) });
    });

    app.post(base, { schema: { body: ELEMENT_CREATE_BODY, response: { 200: envelopeOf(CREATED_ID) } } }, async (request) => {
      const userId = currentUserId(request);
      await requireButton(app.db, userId, MENU_ADMIN_CODE, 'btn_edit');
      const fields = checkedFields(request.body);
      const { moduleId } = request.body;
      const menu = await app.db.selectFrom('menu').select('id').where('id', '=', moduleId).executeTakeFirst();
      if (!menu) throw missing('menus.no-such-menu');
      const id = newId();
      try {
        await app.db
          .insertInto('menuElement')
          .values({ id, menuId: moduleId, kind, ...fields, sortCode: request.body.sortCode ?? 0 })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken(fields.enCode);
        throw error;
      }
      request.log.info({ elementId: id, menuId: moduleId, kind, enCode: fields.enCode, by: userId }, 'menu element created');
      return ok({ id }, menuMessagesFor(request)('created'));
    });

    app.put(
      `${base}/:id`,
      { schema: { params: Params, body: ELEMENT_UPDATE_BODY, response: { 200: envelopeOf(CREATED_ID) } } },
      async (request) => {
        const userId = currentUserId(request);
        await requireButton(app.db, userId, MENU_ADMIN_CODE, 'btn_edit');
        const fields = checkedFields(request.body);
        const { id } = request.params;
        const stored = await app.db
          .selectFrom('menuElement')
          .select('sortCode')
          .where('id', '=', id)
          .where('kind', '=', kind)
          .executeTakeFirst();
        if (!stored) throw missing('menus.no-such-element');
        try {
          await app.db
            .updateTable('menuElement')
            .set({ ...fields, sortCode: request.body.sortCode ?? stored.sortCode })
            .where('id', '=', id)
            .execute();
        } catch (error) {
          if (isUniqueViolation(error)) throw codeTaken(fields.enCode);
          throw error;
        }
        request.log.info({ elementId: id, kind, enCode: fields.enCode, by: userId }, 'menu element updated');
        return ok({ id }, menuMessagesFor(request)('updated'));
      },
    );

    app.delete(`${base}/:id`, { schema: { params: Params, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
      const userId = currentUserId(request);
      await requireButton(app.db, userId, MENU_ADMIN_CODE, 'btn_edit');
      const { id } = request.params;
      const stored = await app.db
        .selectFrom('menuElement')
        .select('enCode')
        .where('id', '=', id)
        .where('kind', '=', kind)
        .executeTakeFirst();
      if (!stored) throw missing('menus.no-such-element');
      await app.db.transaction().execute(async (trx) => {
        // Grants name their item without a foreign key: remove them with the element.
        await trx.deleteFrom('roleGrant').where('itemId', '=', id).execute();
        await trx.deleteFrom('authorityGrant').where('itemId', '=', id).execute();
        await trx.deleteFrom('menuElement').where('id', '=', id).execute();
      });
      request.log.info({ elementId: id, kind, enCode: stored.enCode, by: userId }, 'menu element deleted');
      return { code: 200, msg: menuMessagesFor(request)('deleted') };
    });
  };
}

/** The four element kinds' routes. */
export const menuElementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of Object.keys(ELEMENT_PATHS) as ElementKind[]) await app.register(elementRoutes(kind));
};
