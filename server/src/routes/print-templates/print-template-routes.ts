import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok, paged } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { refuse } from '../../i18n/localized-error';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword, readPaging } from '../../shell/list-query';
import { requireButton, requireMenu } from '../../shell/permission-check';
import {
  listPrintTemplates,
  printCodeTaken,
  printTemplateColumns,
  requirePrintTemplate,
  toPrintTemplateItem,
} from '../../system-data/print-template-store';
import { uniqueOr } from '../../system-data/system-data-rows';
import { PRINT_TEMPLATE_BODY, PRINT_TEMPLATE_ITEM } from '../../wire/print-template';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE, PAGING_QUERY, envelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import { stateRoute } from '../../system-data/record-action-routes';

export const PRINT_MENU = 'system.printTemplate';
const ID_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const LIST_QUERY = Type.Object({
  ...PAGING_QUERY,
  category: Type.Optional(Type.String({ maxLength: 64 })),
  type: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('1'), Type.Literal('2')])),
});

export async function printButton(app: FastifyInstance, request: FastifyRequest, button: string): Promise<string> {
  const userId = currentUserId(request);
  await requireButton(app.db, userId, PRINT_MENU, button);
  return userId;
}

/** Print templates under /api/system/printDev: list, one, create, update, delete, enable/disable (seed 000 section 7.11). */
export const printTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/printDev',
    { schema: { querystring: LIST_QUERY, response: { 200: pagedEnvelopeOf(PRINT_TEMPLATE_ITEM) } } },
    async (request) => {
      await requireMenu(app.db, currentUserId(request), PRINT_MENU);
      const paging = readPaging(request.query);
      const filter = {
        keyword: readKeyword(request.query.keyword),
        category: request.query.category || undefined,
        type: request.query.type ? Number(request.query.type) : undefined,
      };
      const { list, total } = await listPrintTemplates(app.db, filter, paging);
      return paged(list.map(toPrintTemplateItem), paging.currentPage, paging.pageSize, total);
    },
  );

  app.get(
    '/system/printDev/:id',
    { schema: { params: ID_PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(PRINT_TEMPLATE_ITEM) } } },
    async (request) => {
      await requireMenu(app.db, currentUserId(request), PRINT_MENU);
      return ok(toPrintTemplateItem(await requirePrintTemplate(app.db, request.params.id)));
    },
  );

  app.post('/system/printDev', { schema: { body: PRINT_TEMPLATE_BODY, response: { 200: envelopeOf(Type.String()) } } }, async (request) => {
    const userId = await printButton(app, request, 'btn_add');
    if (await printCodeTaken(app.db, request.body.enCode)) throw refuse('system-data.print.code-taken');
    const id = newId();
    await uniqueOr('system-data.print.code-taken', () =>
      app.db
        .insertInto('printTemplate')
        .values({ id, ...printTemplateColumns(request.body), creatorUserId: userId, createdAt: Date.now(), updatedAt: null })
        .execute(),
    );
    return ok(id);
  });

  app.put(
    '/system/printDev/:id',
    { schema: { params: ID_PARAMS, body: PRINT_TEMPLATE_BODY, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      await printButton(app, request, 'btn_edit');
      await requirePrintTemplate(app.db, request.params.id);
      if (await printCodeTaken(app.db, request.body.enCode, request.params.id)) throw refuse('system-data.print.code-taken');
      await uniqueOr('system-data.print.code-taken', () =>
        app.db
          .updateTable('printTemplate')
          .set({ ...printTemplateColumns(request.body), updatedAt: Date.now() })
          .where('id', '=', request.params.id)
          .execute(),
      );
      return ok();
    },
  );

  app.delete('/system/printDev/:id', { schema: { params: ID_PARAMS, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    await printButton(app, request, 'btn_remove');
    await requirePrintTemplate(app.db, request.params.id);
    await app.db.deleteFrom('printTemplate').where('id', '=', request.params.id).execute();
    return ok();
  });

  stateRoute(app, '/system/printDev/:id/Actions/State', { menu: PRINT_MENU, table: 'printTemplate', find: requirePrintTemplate });
};
