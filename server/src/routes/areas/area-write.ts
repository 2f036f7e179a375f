import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import type { AreaType } from '../../db/tables/organisation';
import { missing, refuse } from '../../i18n/localized-error';
import { requestLanguage } from '../../i18n/request-language';
import { translate } from '../../i18n/server-i18n';
import { ok } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { currentUserId } from '../../shell/current-user-id';
import { AREA_MENU_CODE } from '../../shell/menu-codes';
import { ROOT_PARENT_ID } from '../../shell/organize-tree';
import { requireButton } from '../../shell/permission-check';
import { AREA_REQUEST, AREA_SAVED, type AreaRequest } from '../../wire/areas';
import { NO_BODY, envelopeOf } from '../../wire/envelope';
import { checkBodyId, checkNameAndCode, optionalText, withCodeGuard } from '../organize/record-rules';
import { areaWithCode, countChildAreas, findArea, type AreaDraft, type AreaRecord } from './area-store';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const DONE = { 200: envelopeOf(Type.Null()) };

/** The level below the parent: provinces under the root, cities under provinces, districts under cities. */
async function levelUnder(db: Db, parentId: string): Promise<AreaType> {
  if (parentId === ROOT_PARENT_ID) return 1;
  const parent = await findArea(db, parentId);
  if (!parent) throw missing('organize.no-such-parent-area');
  if (parent.type === 3) throw refuse('organize.area-too-deep');
  return parent.type === 1 ? 2 : 3;
}

/** Checks a create or edit: name and code rules, a unique code, a parent one level up (levels never change on a move). */
async function checkedArea(db: Db, body: AreaRequest, stored?: AreaRecord): Promise<AreaDraft> {
  const { fullName, enCode } = checkNameAndCode(body, stored?.enCode);
  const parentId = body.parentId.trim();
  const type = await levelUnder(db, parentId);
  if (stored && type !== stored.type) throw refuse('organize.area-level-change');
  const taken = await areaWithCode(db, enCode, stored?.id);
  if (taken) throw refuse('organize.code-taken', { code: enCode, name: taken.fullName });
  return {
    parentId,
    enCode,
    fullName,
    type,
    sortCode: body.sortCode ?? stored?.sortCode ?? 0,
    enabledMark: body.enabledMark,
    description: body.description === undefined ? (stored?.description ?? null) : optionalText(body.description),
  };
}

const said = (request: FastifyRequest, key: 'organize.created' | 'organize.updated' | 'organize.deleted' | 'organize.state-changed') =>
  translate(requestLanguage(request), key);

/** POST /system/Area, PUT|DELETE /system/Area/{id}, PUT /system/Area/{id}/Actions/State (menu system.area). */
export const areaWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/system/Area', { schema: { body: AREA_REQUEST, response: { 200: envelopeOf(AREA_SAVED) } } }, async (request) => {
    await requireButton(app.db, currentUserId(request), AREA_MENU_CODE, 'btn_add');
    const draft = await checkedArea(app.db, request.body);
    const id = newId();
    const now = Date.now();
    await withCodeGuard(
      () =>
        app.db
          .insertInto('area')
          .values({ id, ...draft, createdAt: now, lastModifiedAt: null })
          .execute(),
      draft.enCode,
    );
    return ok({ id }, said(request, 'organize.created'));
  });

  app.put(
    '/system/Area/:id',
    { schema: { params: Params, body: AREA_REQUEST, response: { 200: envelopeOf(AREA_SAVED) } } },
    async (request) => {
      await requireButton(app.db, currentUserId(request), AREA_MENU_CODE, 'btn_edit');
      const { id } = request.params;
      checkBodyId(request.body.id, id);
      const stored = await findArea(app.db, id);
      if (!stored) throw missing('organize.no-such-area');
      const draft = await checkedArea(app.db, request.body, stored);
      await withCodeGuard(
        () =>
          app.db
            .updateTable('area')
            .set({ ...draft, lastModifiedAt: Date.now() })
            .where('id', '=', id)
            .execute(),
        draft.enCode,
      );
      return ok({ id }, said(request, 'organize.updated'));
    },
  );

  app.delete('/system/Area/:id', { schema: { params: Params, response: DONE } }, async (request) => {
    await requireButton(app.db, currentUserId(request), AREA_MENU_CODE, 'btn_remove');
    const { id } = request.params;
    const stored = await findArea(app.db, id);
    if (!stored) throw missing('organize.no-such-area');
    await app.db.transaction().execute(async (trx) => {
      const children = await countChildAreas(trx, id);
      if (children > 0) throw refuse('organize.area-has-children', { name: stored.fullName, count: children });
      await trx.deleteFrom('area').where('id', '=', id).execute();
    });
    return ok(null, said(request, 'organize.deleted'));
  });

  // Flips enabled and disabled (seed 000 section 4: the resulting state is read back by the page).
  app.put('/system/Area/:id/Actions/State', { schema: { params: Params, body: NO_BODY, response: DONE } }, async (request) => {
    await requireButton(app.db, currentUserId(request), AREA_MENU_CODE, 'btn_edit');
    const stored = await findArea(app.db, request.params.id);
    if (!stored) throw missing('organize.no-such-area');
    await app.db
      .updateTable('area')
      .set({ enabledMark: stored.enabledMark === 1 ? 0 : 1, lastModifiedAt: Date.now() })
      .where('id', '=', stored.id)
      .execute();
    return ok(null, said(request, 'organize.state-changed'));
  });
};
