import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { missing, refuse, reject } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { currentUserId } from '../../shell/current-user-id';
import { readUnitIndex } from '../../shell/data-scope-units';
import { requireButton } from '../../shell/permission-check';
import { isUniqueViolation } from '../../shell/user-store';
import { EMPTY_ENVELOPE, envelopeOf } from '../../wire/envelope';
import { ROLE_REQUEST, type RoleRequest } from '../../wire/roles';
import { deleteGrantsOf } from '../../shell/grant-cleanup';
import { checkNameAndCode, descriptionOf } from '../authority/record-rules';
import { ROLE_MENU_CODE } from './role-access';
import { ADMINISTRATOR_ROLE_CODE } from './role-store';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** The row to store, checked: name and code (401), organisations that exist (404), at least one when not global. */
async function checkedRole(db: Db, body: RoleRequest, storedCode?: string) {
  const { fullName, enCode } = checkNameAndCode(body, storedCode);
  const organizeIds = body.globalMark === 1 ? [] : [...new Set(body.organizeIds ?? [])];
  if (body.globalMark === 0 && organizeIds.length === 0) throw reject('authority.organize-required');
  const units = await readUnitIndex(db);
  const unknown = organizeIds.find((id) => !units.byId.has(id));
  if (unknown !== undefined) throw missing('authority.no-such-unit', { id: unknown });
  return {
    row: {
      fullName,
      enCode,
      description: descriptionOf(body.description),
      globalMark: body.globalMark,
      enabledMark: body.enabledMark,
      sortCode: body.sortCode ?? 0,
    },
    organizeIds,
  };
}

/** 400 naming the role that already has the code (checked first for the message; the unique index decides races). */
async function refuseTakenCode(db: Db, enCode: string, exceptId?: string): Promise<void> {
  let query = db.selectFrom('role').select('fullName').where('enCode', '=', enCode);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const holder = await query.executeTakeFirst();
  if (holder) throw refuse('authority.code-taken', { code: enCode, name: holder.fullName });
}

async function saving<T>(db: Db, enCode: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse('authority.code-taken', { code: enCode, name: enCode });
    throw error;
  }
}

/** POST, PUT and DELETE /permission/Role: btn_add, btn_edit and btn_remove on the role page. */
export const roleWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/permission/Role',
    { schema: { body: ROLE_REQUEST, response: { 200: envelopeOf(Type.Object({ id: Type.String() })) } } },
    async (request) => {
      await requireButton(app.db, currentUserId(request), ROLE_MENU_CODE, 'btn_add');
      const { row, organizeIds } = await checkedRole(app.db, request.body);
      await refuseTakenCode(app.db, row.enCode);
      const id = newId();
      await saving(app.db, row.enCode, () =>
        app.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('role')
            .values({ id, ...row, createdAt: Date.now(), lastModifyAt: null })
            .execute();
          if (organizeIds.length > 0)
            await trx
              .insertInto('roleOrganize')
              .values(organizeIds.map((organizeId) => ({ roleId: id, organizeId })))
              .execute();
        }),
      );
      return ok({ id });
    },
  );

  app.put(
    '/permission/Role/:id',
    { schema: { params: Params, body: ROLE_REQUEST, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      await requireButton(app.db, currentUserId(request), ROLE_MENU_CODE, 'btn_edit');
      const { id } = request.params;
      const stored = await app.db.selectFrom('role').select(['enCode']).where('id', '=', id).executeTakeFirst();
      if (!stored) throw missing('authority.no-such-role');
      const { row, organizeIds } = await checkedRole(app.db, request.body, stored.enCode);
      // The administrator role is what the user form's administrator rules name: it keeps its code and stays on.
      if (stored.enCode === ADMINISTRATOR_ROLE_CODE && (row.enCode !== stored.enCode || row.enabledMark === 0))
        throw refuse('authority.administrator-role-fixed');
      await refuseTakenCode(app.db, row.enCode, id);
      await saving(app.db, row.enCode, () =>
        app.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('role')
            .set({ ...row, lastModifyAt: Date.now() })
            .where('id', '=', id)
            .execute();
          await trx.deleteFrom('roleOrganize').where('roleId', '=', id).execute();
          if (organizeIds.length > 0)
            await trx
              .insertInto('roleOrganize')
              .values(organizeIds.map((organizeId) => ({ roleId: id, organizeId })))
              .execute();
        }),
      );
      return ok();
    },
  );

  app.delete('/permission/Role/:id', { schema: { params: Params, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    await requireButton(app.db, currentUserId(request), ROLE_MENU_CODE, 'btn_remove');
    const { id } = request.params;
    const stored = await app.db.selectFrom('role').select(['enCode', 'fullName']).where('id', '=', id).executeTakeFirst();
    if (!stored) throw missing('authority.no-such-role');
    if (stored.enCode === ADMINISTRATOR_ROLE_CODE) throw refuse('authority.administrator-role-fixed');
    await app.db.transaction().execute(async (trx) => {
      // Counted inside the transaction: someone given the role meanwhile keeps the role from going.
      const members = await trx
        .selectFrom('userRole')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('roleId', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(members.count) > 0) throw refuse('authority.role-has-members', { name: stored.fullName, count: Number(members.count) });
      await deleteGrantsOf(trx, 'Role', id);
      await trx.deleteFrom('role').where('id', '=', id).execute();
    });
    return ok();
  });
};
