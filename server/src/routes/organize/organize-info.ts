import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { missing } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { ORGANIZE_MENU_CODE } from '../../shell/menu-codes';
import { loadOrganizeIndex } from '../../shell/organize-tree';
import { requireMenu } from '../../shell/permission-check';
import { CACHE_BUSTER_QUERY, envelopeOf } from '../../wire/envelope';
import { ORGANIZE_INFO, type OrganizeInfo } from '../../wire/organize';
import type { Db } from '../../db/database';
import { findUnit, userLabels } from './organize-store';
import { requireUnitInScope } from './unit-scope';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const SCHEMA = { params: Params, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(ORGANIZE_INFO) } };

async function unitInfo(db: Db, id: string, onlyDepartments: boolean): Promise<OrganizeInfo> {
  const unit = await findUnit(db, id);
  if (!unit || (onlyDepartments && unit.category !== 'department')) throw missing('organize.no-such-unit');
  const [index, managers] = await Promise.all([loadOrganizeIndex(db, { enabledOnly: false }), userLabels(db, [unit.managerId ?? ''])]);
  return {
    id: unit.id,
    parentId: unit.parentId,
    category: unit.category,
    fullName: unit.fullName,
    enCode: unit.enCode,
    managerId: unit.managerId ?? '',
    managerName: managers.get(unit.managerId ?? '') ?? '',
    sortCode: unit.sortCode,
    enabledMark: unit.enabledMark,
    description: unit.description ?? '',
    creatorTime: unit.createdAt,
    lastModifyTime: unit.lastModifiedAt,
    organizeIdTree: index.idPath(unit.id),
    organizeName: index.pathName(unit.id),
  };
}

/** GET /permission/Organize/{id} and GET /permission/Organize/Department/{id}: one unit for the edit form. */
export const organizeInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/permission/Organize/:id', { schema: SCHEMA }, async (request) => {
    await requireMenu(app.db, currentUserId(request), ORGANIZE_MENU_CODE);
    await requireUnitInScope(app.db, currentUserId(request), request.params.id);
    return ok(await unitInfo(app.db, request.params.id, false));
  });
  app.get('/permission/Organize/Department/:id', { schema: SCHEMA }, async (request) => {
    await requireMenu(app.db, currentUserId(request), ORGANIZE_MENU_CODE);
    await requireUnitInScope(app.db, currentUserId(request), request.params.id);
    return ok(await unitInfo(app.db, request.params.id, true));
  });
};
