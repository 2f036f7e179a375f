import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { missing } from '../../i18n/localized-error';
import { translate } from '../../i18n/server-i18n';
import { requestLanguage } from '../../i18n/request-language';
import { ok } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { currentUserId } from '../../shell/current-user-id';
import { ORGANIZE_MENU_CODE } from '../../shell/menu-codes';
import { requireButton } from '../../shell/permission-check';
import { envelopeOf } from '../../wire/envelope';
import { ORGANIZE_REQUEST, ORGANIZE_SAVED, type OrganizeRequest } from '../../wire/organize';
import { deleteUnit, findUnit, insertUnit, unitDependants, updateUnit, type UnitDraft } from './organize-store';
import { checkBodyId, withCodeGuard } from './record-rules';
import { checkedUnit, refuseIfInUse } from './unit-rules';
import { requireUnitInScope } from './unit-scope';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const SAVED = { 200: envelopeOf(ORGANIZE_SAVED) };
const DELETED = { 200: envelopeOf(Type.Null()) };

const said = (request: FastifyRequest, key: 'organize.created' | 'organize.updated' | 'organize.deleted') =>
  translate(requestLanguage(request), key);

/**
 * Creating, editing (moving included) and deleting companies and departments (seed 000 section 7.6): POST /Organize,
 * PUT|DELETE /Organize/{id}, POST /Organize/Department and /Organize/{companyId}/Department, PUT|DELETE
 * /Organize/Department/{id}. Every call needs its button on the organisation menu (system.organize), and the unit
 * (and its parent) inside the caller's data scope there.
 */
export const organizeWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function create(request: FastifyRequest, body: OrganizeRequest, category: UnitDraft['category']) {
    await requireButton(app.db, currentUserId(request), ORGANIZE_MENU_CODE, 'btn_add');
    await requireUnitInScope(app.db, currentUserId(request), body.parentId.trim(), 'organize.no-such-parent');
    const draft = await checkedUnit(app.db, body, category);
    const id = newId();
    await withCodeGuard(() => insertUnit(app.db, id, draft, Date.now()), draft.enCode);
    request.log.info({ unitId: id, enCode: draft.enCode, by: currentUserId(request) }, 'unit created');
    return ok({ id }, said(request, 'organize.created'));
  }

  async function update(request: FastifyRequest, id: string, body: OrganizeRequest, onlyDepartments: boolean) {
    await requireButton(app.db, currentUserId(request), ORGANIZE_MENU_CODE, 'btn_edit');
    checkBodyId(body.id, id);
    await requireUnitInScope(app.db, currentUserId(request), id);
    await requireUnitInScope(app.db, currentUserId(request), body.parentId.trim(), 'organize.no-such-parent');
    const stored = await findUnit(app.db, id);
    if (!stored || (onlyDepartments && stored.category !== 'department')) throw missing('organize.no-such-unit');
    const draft = await checkedUnit(app.db, body, body.category ?? stored.category, stored);
    await withCodeGuard(() => updateUnit(app.db, id, draft, Date.now()), draft.enCode);
    request.log.info({ unitId: id, parentId: draft.parentId, by: currentUserId(request) }, 'unit updated');
    return ok({ id }, said(request, 'organize.updated'));
  }

  async function remove(request: FastifyRequest, id: string, onlyDepartments: boolean) {
    await requireButton(app.db, currentUserId(request), ORGANIZE_MENU_CODE, 'btn_remove');
    await requireUnitInScope(app.db, currentUserId(request), id);
    const stored = await findUnit(app.db, id);
    if (!stored || (onlyDepartments && stored.category !== 'department')) throw missing('organize.no-such-unit');
    // Checked and deleted in one transaction, so a member added in between cannot be orphaned.
    await app.db.transaction().execute(async (trx) => {
      refuseIfInUse(stored, await unitDependants(trx, id));
      await deleteUnit(trx, id);
    });
    request.log.info({ unitId: id, by: currentUserId(request) }, 'unit deleted');
    return ok(null, said(request, 'organize.deleted'));
  }

  app.post('/permission/Organize', { schema: { body: ORGANIZE_REQUEST, response: SAVED } }, (request) =>
    create(request, request.body, request.body.category ?? 'company'),
  );
  app.put('/permission/Organize/:id', { schema: { params: Params, body: ORGANIZE_REQUEST, response: SAVED } }, (request) =>
    update(request, request.params.id, request.body, false),
  );
  app.delete('/permission/Organize/:id', { schema: { params: Params, response: DELETED } }, (request) =>
    remove(request, request.params.id, false),
  );

  app.post('/permission/Organize/Department', { schema: { body: ORGANIZE_REQUEST, response: SAVED } }, (request) =>
    create(request, request.body, 'department'),
  );
  app.post('/permission/Organize/:id/Department', { schema: { params: Params, body: ORGANIZE_REQUEST, response: SAVED } }, (request) =>
    create(request, request.body, 'department'),
  );
  app.put('/permission/Organize/Department/:id', { schema: { params: Params, body: ORGANIZE_REQUEST, response: SAVED } }, (request) =>
    update(request, request.params.id, { ...request.body, category: 'department' }, true),
  );
  app.delete('/permission/Organize/Department/:id', { schema: { params: Params, response: DELETED } }, (request) =>
    remove(request, request.params.id, true),
  );
};
