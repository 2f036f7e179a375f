import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { readFormDefinition } from '../../forms/form-definition';
import { formProblemText } from '../../forms/form-problem';
import { refuse } from '../../i18n/localized-error';
import { requestLanguage } from '../../i18n/request-language';
import { translate } from '../../i18n/server-i18n';
import { invalid, ok, paged } from '../../lib/envelope';
import { newId, randomDigits } from '../../lib/ids';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword, readPaging } from '../../shell/list-query';
import { requireButton, requireMenu } from '../../shell/permission-check';
import { uniqueOr } from '../../system-data/system-data-rows';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE, NO_BODY, PAGING_QUERY, envelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import { VISUALDEV_BASE_BODY, VISUALDEV_BASE_DETAIL, VISUALDEV_BASE_ITEM } from '../../wire/visualdev';
import { WO_FORM_BODY, WO_FORM_DETAIL, WO_FORM_ITEM } from '../../wire/work-orders-forms';
import type { FormKind } from '../../forms/form-kind';
import type { Db } from '../../db/database';
import { refuseDeletingUsedOrderForm } from '../../orders/order-form-usage';
import { baseCodeTaken, baseColumns, listBases, requireBase, toBaseDetail, toBaseItem } from './base-store';

/** The form-design page (seed 001 section 7, visual development); its buttons gate the writes. */
export const VISUAL_DEV_MENU = 'onlineDev.visualDev';
const ID_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const LIST_QUERY = Type.Object({ ...PAGING_QUERY, category: Type.Optional(Type.String({ maxLength: 64 })) });

/** 401 naming the field by its label when formData is not a form that could take records. */
function checkDefinition(request: FastifyRequest, formData: string): void {
  const reading = readFormDefinition(formData);
  if (!reading.ok) throw invalid(formProblemText(requestLanguage(request), reading.problem), { path: reading.problem.path });
}

/** One family of definitions: its path under /api, its kind in visualdev_base and its wire shapes. */
interface BaseFamily {
  path: string;
  kind: FormKind;
  body: typeof VISUALDEV_BASE_BODY | typeof WO_FORM_BODY;
  item: TSchema;
  detail: TSchema;
  /** Refuses deleting a definition something still uses (work-order forms: orders/order-form-usage.ts). */
  beforeDelete?: (db: Db, id: string) => Promise<void>;
}

/**
 * Form definitions under `<path>`: list, one, create, edit, copy, release and delete. Reads need the form-design
 * menu, writes its buttons (btn_add, btn_edit, btn_remove, btn_copy, btn_release): both families are designed on the
 * same page. A definition is checked when saved (server/src/forms/form-definition.ts); releasing makes the saved
 * design the one records are checked against.
 */
const formBaseRoutes =
  ({ path, kind, body, item, detail, beforeDelete }: BaseFamily): FastifyPluginAsyncTypebox =>
  async (app) => {
    const button = (request: FastifyRequest, code: string) => requireButton(app.db, currentUserId(request), VISUAL_DEV_MENU, code);

    app.get(path, { schema: { querystring: LIST_QUERY, response: { 200: pagedEnvelopeOf(item) } } }, async (request) => {
      await requireMenu(app.db, currentUserId(request), VISUAL_DEV_MENU);
      const paging = readPaging(request.query);
      const filter = { keyword: readKeyword(request.query.keyword), category: readKeyword(request.query.category) };
      const { list, total } = await listBases(app.db, kind, filter, paging);
      return paged(list.map(toBaseItem), paging.currentPage, paging.pageSize, total);
    });

    app.get(
      `${path}/:id`,
      { schema: { params: ID_PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(detail) } } },
      async (request) => {
        await requireMenu(app.db, currentUserId(request), VISUAL_DEV_MENU);
        return ok(toBaseDetail(await requireBase(app.db, request.params.id, kind)));
      },
    );

    app.post(path, { schema: { body, response: { 200: envelopeOf(Type.String()) } } }, async (request) => {
      await button(request, 'btn_add');
      checkDefinition(request, request.body.formData);
      if (await baseCodeTaken(app.db, request.body.enCode)) throw refuse('forms.base.code-taken');
      const id = newId();
      const row = {
        id,
        kind,
        ...baseColumns(request.body),
        releasedFormData: null,
        releasedAt: null,
        creatorUserId: currentUserId(request),
      };
      await uniqueOr('forms.base.code-taken', () =>
        app.db
          .insertInto('visualdevBase')
          .values({ ...row, createdAt: Date.now(), updatedAt: null })
          .execute(),
      );
      return ok(id);
    });

    app.put(`${path}/:id`, { schema: { params: ID_PARAMS, body, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
      await button(request, 'btn_edit');
      await requireBase(app.db, request.params.id, kind);
      checkDefinition(request, request.body.formData);
      if (await baseCodeTaken(app.db, request.body.enCode, request.params.id)) throw refuse('forms.base.code-taken');
      // The released design stays until the next release: records keep being checked against what was published.
      await uniqueOr('forms.base.code-taken', () =>
        app.db
          .updateTable('visualdevBase')
          .set({ ...baseColumns(request.body), updatedAt: Date.now() })
          .where('id', '=', request.params.id)
          .execute(),
      );
      return ok();
    });

    app.delete(`${path}/:id`, { schema: { params: ID_PARAMS, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
      await button(request, 'btn_remove');
      await requireBase(app.db, request.params.id, kind);
      await beforeDelete?.(app.db, request.params.id);
      await app.db.deleteFrom('visualdevBase').where('id', '=', request.params.id).execute();
      return ok();
    });

    app.post(
      `${path}/:id/Actions/Copy`,
      { schema: { params: ID_PARAMS, body: NO_BODY, response: { 200: envelopeOf(Type.String()) } } },
      async (request) => {
        await button(request, 'btn_copy');
        const source = await requireBase(app.db, request.params.id, kind);
        const id = newId();
        const fullName = translate(requestLanguage(request), 'forms.base.copy-name', { name: source.fullName }).slice(0, 50);
        // A copy is a new, unreleased design: nothing records were checked against comes with it.
        await uniqueOr('forms.base.code-taken', () =>
          app.db
            .insertInto('visualdevBase')
            .values({
              id,
              kind,
              orderType: source.orderType,
              fullName,
              enCode: `${source.enCode.slice(0, 40)}_copy${randomDigits(4)}`,
              category: source.category,
              description: source.description,
              sortCode: source.sortCode,
              formData: source.formData,
              columnData: source.columnData,
              releasedFormData: null,
              releasedAt: null,
              creatorUserId: currentUserId(request),
              createdAt: Date.now(),
              updatedAt: null,
            })
            .execute(),
        );
        return ok(id);
      },
    );

    app.post(
      `${path}/:id/Actions/Release`,
      { schema: { params: ID_PARAMS, body: NO_BODY, response: { 200: EMPTY_ENVELOPE } } },
      async (request) => {
        await button(request, 'btn_release');
        const row = await requireBase(app.db, request.params.id, kind);
        // Checked again: a row written behind the API must not become the design records are judged by.
        checkDefinition(request, row.formData);
        await app.db
          .updateTable('visualdevBase')
          .set({ releasedFormData: row.formData, releasedAt: Date.now() })
          .where('id', '=', row.id)
          .execute();
        return ok();
      },
    );
  };

export const visualdevBaseRoutes = formBaseRoutes({
  path: '/visualdev/Base',
  kind: 'form',
  body: VISUALDEV_BASE_BODY,
  item: VISUALDEV_BASE_ITEM,
  detail: VISUALDEV_BASE_DETAIL,
});

/** Work-order forms (seed 001 section 7, wovisualdev): the same definitions, with the kind of order they serve. */
export const woVisualdevBaseRoutes = formBaseRoutes({
  path: '/wovisualdev/Base',
  kind: 'workOrder',
  body: WO_FORM_BODY,
  item: WO_FORM_ITEM,
  detail: WO_FORM_DETAIL,
  beforeDelete: refuseDeletingUsedOrderForm,
});
