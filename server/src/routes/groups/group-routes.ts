import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { missing, refuse } from '../../i18n/localized-error';
import { ok, paged } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword, readPaging, readSort } from '../../shell/list-query';
import { requireButton, requireMenu } from '../../shell/permission-check';
import { isUniqueViolation } from '../../shell/user-store';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE, PAGING_QUERY, envelopeOf, listEnvelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import { GROUP_ITEM, GROUP_REQUEST, type GroupRequest } from '../../wire/groups';
import { deleteGrantsOf } from '../../shell/grant-cleanup';
import { checkNameAndCode, descriptionOf } from '../authority/record-rules';
import { GROUP_MENU_CODE, GROUP_SORT_FIELDS, allEnabledGroups, findGroup, listGroups } from './group-store';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const Query = Type.Object({
  ...PAGING_QUERY,
  enabledMark: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('')])),
});

function checkedGroup(body: GroupRequest, storedCode?: string) {
  const { fullName, enCode } = checkNameAndCode(body, storedCode);
  return { fullName, enCode, description: descriptionOf(body.description), enabledMark: body.enabledMark, sortCode: body.sortCode ?? 0 };
}

async function refuseTakenCode(db: Db, enCode: string, exceptId?: string): Promise<void> {
  let query = db.selectFrom('userGroup').select('fullName').where('enCode', '=', enCode);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const holder = await query.executeTakeFirst();
  if (holder) throw refuse('authority.code-taken', { code: enCode, name: holder.fullName });
}

async function saving(enCode: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    // Two saves racing for one code: the unique index lets one win.
    if (isUniqueViolation(error)) throw refuse('authority.code-taken', { code: enCode, name: enCode });
    throw error;
  }
}

/** User groups under /permission/Group: the group page's list and record (its menu), writes with its buttons. */
export const groupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/permission/Group', { schema: { querystring: Query, response: { 200: pagedEnvelopeOf(GROUP_ITEM) } } }, async (request) => {
    await requireMenu(app.db, currentUserId(request), GROUP_MENU_CODE);
    const { query } = request;
    const sort = readSort(query, GROUP_SORT_FIELDS, 'sortCode');
    const paging = readPaging(query);
    const enabledMark = query.enabledMark === '0' ? 0 : query.enabledMark === '1' ? 1 : undefined;
    const { list, total } = await listGroups(app.db, { keyword: readKeyword(query.keyword), enabledMark, sort, paging });
    return paged(list, paging.currentPage, paging.pageSize, total);
  });

  // Open to every signed-in person, like the other pickers: names and codes only matter there.
  app.get(
    '/permission/Group/Selector',
    { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: listEnvelopeOf(GROUP_ITEM) } } },
    async () => ok({ list: await allEnabledGroups(app.db) }),
  );

  app.get(
    '/permission/Group/:id',
    { schema: { params: Params, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(GROUP_ITEM) } } },
    async (request) => {
      await requireMenu(app.db, currentUserId(request), GROUP_MENU_CODE);
      const group = await findGroup(app.db, request.params.id);
      if (!group) throw missing('authority.no-such-group');
      return ok(group);
    },
  );

  app.post(
    '/permission/Group',
    { schema: { body: GROUP_REQUEST, response: { 200: envelopeOf(Type.Object({ id: Type.String() })) } } },
    async (request) => {
      await requireButton(app.db, currentUserId(request), GROUP_MENU_CODE, 'btn_add');
      const row = checkedGroup(request.body);
      await refuseTakenCode(app.db, row.enCode);
      const id = newId();
      await saving(row.enCode, () =>
        app.db
          .insertInto('userGroup')
          .values({ id, ...row, createdAt: Date.now(), lastModifyAt: null })
          .execute(),
      );
      return ok({ id });
    },
  );

  app.put(
    '/permission/Group/:id',
    { schema: { params: Params, body: GROUP_REQUEST, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      await requireButton(app.db, currentUserId(request), GROUP_MENU_CODE, 'btn_edit');
      const { id } = request.params;
      const stored = await app.db.selectFrom('userGroup').select('enCode').where('id', '=', id).executeTakeFirst();
      if (!stored) throw missing('authority.no-such-group');
      const row = checkedGroup(request.body, stored.enCode);
      await refuseTakenCode(app.db, row.enCode, id);
      await saving(row.enCode, () =>
        app.db
          .updateTable('userGroup')
          .set({ ...row, lastModifyAt: Date.now() })
          .where('id', '=', id)
          .execute(),
      );
      return ok();
    },
  );

  // A group's members leave with it (its rights were theirs only through it); its grants go in the same transaction.
  app.delete('/permission/Group/:id', { schema: { params: Params, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    await requireButton(app.db, currentUserId(request), GROUP_MENU_CODE, 'btn_remove');
    const { id } = request.params;
    if (!(await findGroup(app.db, id))) throw missing('authority.no-such-group');
    await app.db.transaction().execute(async (trx) => {
      await deleteGrantsOf(trx, 'Group', id);
      await trx.deleteFrom('userGroup').where('id', '=', id).execute();
    });
    return ok();
  });
};
