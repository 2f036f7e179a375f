import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { deny, reject } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { parseFieldList, readStoredFieldList } from '../../shell/column-fields';
import { COLUMN_LAYOUT, COLUMN_LAYOUT_REQUEST } from '../../wire/column-settings';
import { CACHE_BUSTER_QUERY, envelopeOf } from '../../wire/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { canSeeMenu } from '../../shell/permission-check';

const MODULE_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const RESPONSE = { 200: envelopeOf(COLUMN_LAYOUT) };

/**
 * Per-user, per-menu table layouts (contract section 7). GET answers `data` = the parsed list (empty when nothing is
 * saved or the menu is not the caller's to see); PUT checks everything before it writes, and an empty list clears
 * the setting so the page falls back to its default columns.
 */
export const columnSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/permission/Authority/GetColumnsByModuleId/:id',
    { schema: { params: MODULE_PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: RESPONSE } },
    async (request) => {
      const userId = currentUserId(request);
      const moduleId = request.params.id;
      if (!(await canSeeMenu(app.db, userId, moduleId))) return ok([]);
      const row = await app.db
        .selectFrom('columnSetting')
        .select('fieldList')
        .where('userId', '=', userId)
        .where('moduleId', '=', moduleId)
        .executeTakeFirst();
      return ok(row ? readStoredFieldList(row.fieldList) : []);
    },
  );

  app.put(
    '/permission/Authority/SetColumnsByModuleId/:id',
    {
      schema: {
        params: MODULE_PARAMS,
        body: COLUMN_LAYOUT_REQUEST,
        response: RESPONSE,
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const moduleId = request.params.id;
      if (request.body.moduleId !== moduleId) throw reject('columns.module-mismatch');
      const fields = parseFieldList(request.body.fieldList);
      if (!(await canSeeMenu(app.db, userId, moduleId))) throw deny('columns.page-hidden');
      if (fields.length === 0) {
        await app.db.deleteFrom('columnSetting').where('userId', '=', userId).where('moduleId', '=', moduleId).execute();
        return ok([]);
      }
      const fieldList = JSON.stringify(fields);
      const updatedAt = Date.now();
      await app.db
        .insertInto('columnSetting')
        .values({ userId, moduleId, fieldList, updatedAt })
        .onConflict((conflict) => conflict.columns(['userId', 'moduleId']).doUpdateSet({ fieldList, updatedAt }))
        .execute();
      return ok(fields);
    },
  );
};
