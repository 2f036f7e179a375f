import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { missing } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { heldRecordButtons, hiddenRecordColumns } from '../../forms/records/record-access';
import { requireRecord, toRecord } from '../../forms/records/record-rows';
import { checkRecord } from '../../forms/records/record-write';
import { inDataScope } from '../../shell/data-scope';
import { readUserSubjects } from '../../shell/user-grants';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE, envelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import {
  ONLINE_DEV_BATCH_DELETE_BODY,
  ONLINE_DEV_CONFIG,
  ONLINE_DEV_LIST_BODY,
  ONLINE_DEV_MODEL_PARAMS,
  ONLINE_DEV_RECORD,
  ONLINE_DEV_RECORD_PARAMS,
  ONLINE_DEV_ROW,
} from '../../wire/online-dev';
import { ONLINE_DEV_RECORD_BODY } from '../../wire/visualdev';
import { recordContext } from './record-context';
import { recordPage } from './record-list';

const CACHE_BUSTER = Type.Object(CACHE_BUSTER_QUERY);

/**
 * Records of released forms under /api/visualdev/OnlineDev (server/src/forms/README.md, "Records"): the design and
 * rights for the generated page, the list, one record, create, edit, delete and batch delete. Rights are the
 * form's page's (menu type 3 naming the form); every write is checked against the released design.
 */
export const onlineDevRecordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/visualdev/OnlineDev/:modelId/Config',
    { schema: { params: ONLINE_DEV_MODEL_PARAMS, querystring: CACHE_BUSTER, response: { 200: envelopeOf(ONLINE_DEV_CONFIG) } } },
    async (request) => {
      const { userId, form, page } = await recordContext(app, request, request.params.modelId);
      const [buttons, hidden] = await Promise.all([heldRecordButtons(app.db, userId, page), hiddenRecordColumns(app.db, userId, page)]);
      return ok({
        id: form.id,
        fullName: form.fullName,
        enCode: form.enCode,
        formData: form.formData,
        columnData: form.columnData,
        menuId: page.menuId,
        buttons,
        hiddenColumns: [...hidden],
      });
    },
  );

  app.post(
    '/visualdev/OnlineDev/:modelId/List',
    { schema: { params: ONLINE_DEV_MODEL_PARAMS, body: ONLINE_DEV_LIST_BODY, response: { 200: pagedEnvelopeOf(ONLINE_DEV_ROW) } } },
    async (request, reply) => {
      const { userId, form, page, scope } = await recordContext(app, request, request.params.modelId);
      const hidden = await hiddenRecordColumns(app.db, userId, page);
      return recordPage(reply, app.db, { dialect: app.dialect, form, scope, hidden, body: request.body });
    },
  );

  app.get(
    '/visualdev/OnlineDev/:modelId/:id',
    { schema: { params: ONLINE_DEV_RECORD_PARAMS, querystring: CACHE_BUSTER, response: { 200: envelopeOf(ONLINE_DEV_RECORD) } } },
    async (request) => {
      const { form, scope } = await recordContext(app, request, request.params.modelId);
      return ok(toRecord(await requireRecord(app.db, form.id, request.params.id, scope)));
    },
  );

  // What the edit form (and a relationForm field showing the record) reads: the same record, `data` as JSON text.
  app.get(
    '/visualdev/OnlineDev/:modelId/:id/DataChange',
    { schema: { params: ONLINE_DEV_RECORD_PARAMS, querystring: CACHE_BUSTER, response: { 200: envelopeOf(ONLINE_DEV_RECORD) } } },
    async (request) => {
      const { form, scope } = await recordContext(app, request, request.params.modelId);
      return ok(toRecord(await requireRecord(app.db, form.id, request.params.id, scope)));
    },
  );

  app.post(
    '/visualdev/OnlineDev/:modelId',
    { schema: { params: ONLINE_DEV_MODEL_PARAMS, body: ONLINE_DEV_RECORD_BODY, response: { 200: envelopeOf(Type.String()) } } },
    async (request) => {
      const { userId, language, form } = await recordContext(app, request, request.params.modelId, 'btn_add');
      const checked = await checkRecord(app.db, language, form, request.body.data, undefined);
      const subjects = await readUserSubjects(app.db, userId);
      const id = newId();
      await app.db
        .insertInto('formRecord')
        .values({
          id,
          formId: form.id,
          ...checked,
          creatorUserId: userId,
          organizeId: subjects.departmentId ?? subjects.organizeId,
          createdAt: Date.now(),
          updatedAt: null,
          updatedBy: null,
        })
        .execute();
      return ok(id);
    },
  );

  app.put(
    '/visualdev/OnlineDev/:modelId/:id',
    { schema: { params: ONLINE_DEV_RECORD_PARAMS, body: ONLINE_DEV_RECORD_BODY, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      const { userId, language, form, scope } = await recordContext(app, request, request.params.modelId, 'btn_edit');
      const row = await requireRecord(app.db, form.id, request.params.id, scope);
      const checked = await checkRecord(app.db, language, form, request.body.data, JSON.parse(row.data) as Record<string, unknown>);
      await app.db
        .updateTable('formRecord')
        .set({ ...checked, updatedAt: Date.now(), updatedBy: userId })
        .where('id', '=', row.id)
        .execute();
      return ok();
    },
  );

  app.delete(
    '/visualdev/OnlineDev/:modelId/:id',
    { schema: { params: ONLINE_DEV_RECORD_PARAMS, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      const { form, scope } = await recordContext(app, request, request.params.modelId, 'btn_remove');
      const row = await requireRecord(app.db, form.id, request.params.id, scope);
      await app.db.deleteFrom('formRecord').where('id', '=', row.id).execute();
      return ok();
    },
  );

  app.post(
    '/visualdev/OnlineDev/batchDelete/:modelId',
    { schema: { params: ONLINE_DEV_MODEL_PARAMS, body: ONLINE_DEV_BATCH_DELETE_BODY, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      const { form, scope } = await recordContext(app, request, request.params.modelId, 'btn_remove');
      const ids = [...new Set(request.body.ids)];
      // All or nothing: one id the caller cannot reach (unknown, another form's, out of scope) refuses the batch.
      await app.db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('formRecord')
          .select('id')
          .where('formId', '=', form.id)
          .where('id', 'in', ids)
          .where(inDataScope(scope, { user: 'formRecord.creatorUserId', organize: 'formRecord.organizeId' }))
          .execute();
        if (found.length !== ids.length) throw missing('online-dev.record-not-found');
        await trx.deleteFrom('formRecord').where('formId', '=', form.id).where('id', 'in', ids).execute();
      });
      return ok();
    },
  );
};
