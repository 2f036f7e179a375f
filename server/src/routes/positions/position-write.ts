import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { missing, refuse } from '../../i18n/localized-error';
import { requestLanguage } from '../../i18n/request-language';
import { translate } from '../../i18n/server-i18n';
import { ok } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { currentUserId } from '../../shell/current-user-id';
import { deleteGrantsOf } from '../../shell/grant-cleanup';
import { POSITION_MENU_CODE } from '../../shell/menu-codes';
import { requireButton } from '../../shell/permission-check';
import { countPositionMembers, findPositionRecord, positionWithCode, type PositionRecord } from '../../shell/position-directory';
import { envelopeOf } from '../../wire/envelope';
import { POSITION_REQUEST, POSITION_SAVED, type PositionRequest } from '../../wire/positions';
import { findUnit } from '../organize/organize-store';
import { checkBodyId, checkNameAndCode, optionalText, withCodeGuard } from '../organize/record-rules';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const SAVED = { 200: envelopeOf(POSITION_SAVED) };

async function checkedPosition(db: Db, body: PositionRequest, stored?: PositionRecord) {
  const { fullName, enCode } = checkNameAndCode(body, stored?.enCode);
  const organizeId = body.organizeId.trim();
  if (!(await findUnit(db, organizeId))) throw missing('organize.no-such-unit');
  const taken = await positionWithCode(db, enCode, stored?.id);
  if (taken) throw refuse('organize.code-taken', { code: enCode, name: taken.fullName });
  return {
    fullName,
    enCode,
    organizeId,
    sortCode: body.sortCode ?? stored?.sortCode ?? 0,
    enabledMark: body.enabledMark,
    description: body.description === undefined ? (stored?.description ?? null) : optionalText(body.description),
  };
}

const said = (request: FastifyRequest, key: 'organize.created' | 'organize.updated' | 'organize.deleted') =>
  translate(requestLanguage(request), key);

/** POST /permission/Position, PUT|DELETE /permission/Position/{id} (menu system.position, its buttons). */
export const positionWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/permission/Position', { schema: { body: POSITION_REQUEST, response: SAVED } }, async (request) => {
    await requireButton(app.db, currentUserId(request), POSITION_MENU_CODE, 'btn_add');
    const draft = await checkedPosition(app.db, request.body);
    const id = newId();
    await withCodeGuard(
      () =>
        app.db
          .insertInto('position')
          .values({ id, ...draft, createdAt: Date.now(), lastModifiedAt: null })
          .execute(),
      draft.enCode,
    );
    request.log.info({ positionId: id, by: currentUserId(request) }, 'position created');
    return ok({ id }, said(request, 'organize.created'));
  });

  app.put('/permission/Position/:id', { schema: { params: Params, body: POSITION_REQUEST, response: SAVED } }, async (request) => {
    await requireButton(app.db, currentUserId(request), POSITION_MENU_CODE, 'btn_edit');
    const { id } = request.params;
    checkBodyId(request.body.id, id);
    const stored = await findPositionRecord(app.db, id);
    if (!stored) throw missing('organize.no-such-position');
    const draft = await checkedPosition(app.db, request.body, stored);
    await withCodeGuard(
      () =>
        app.db
          .updateTable('position')
          .set({ ...draft, lastModifiedAt: Date.now() })
          .where('id', '=', id)
          .execute(),
      draft.enCode,
    );
    request.log.info({ positionId: id, by: currentUserId(request) }, 'position updated');
    return ok({ id }, said(request, 'organize.updated'));
  });

  app.delete('/permission/Position/:id', { schema: { params: Params, response: { 200: envelopeOf(Type.Null()) } } }, async (request) => {
    await requireButton(app.db, currentUserId(request), POSITION_MENU_CODE, 'btn_remove');
    const stored = await findPositionRecord(app.db, request.params.id);
    if (!stored) throw missing('organize.no-such-position');
    // Counted and deleted in one transaction, so someone given the position in between is not left pointing at nothing.
    await app.db.transaction().execute(async (trx) => {
      const members = await countPositionMembers(trx, stored.id);
      if (members > 0) throw refuse('organize.position-has-members', { name: stored.fullName, count: members });
      await deleteGrantsOf(trx, 'Position', stored.id);
      await trx.deleteFrom('position').where('id', '=', stored.id).execute();
    });
    request.log.info({ positionId: stored.id, by: currentUserId(request) }, 'position deleted');
    return ok(null, said(request, 'organize.deleted'));
  });
};
