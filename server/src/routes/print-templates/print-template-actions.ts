import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { refuse } from '../../i18n/localized-error';
import { currentUserId } from '../../shell/current-user-id';
import { sanitizeTemplate } from '../../system-data/print-sanitize';
import {
  copyCode,
  listPrintTemplates,
  requirePrintTemplate,
  templateFields,
  toPrintTemplateItem,
} from '../../system-data/print-template-store';
import { uniqueOr } from '../../system-data/system-data-rows';
import { PRINT_FIELD } from '../../wire/print-template';
import { CACHE_BUSTER_QUERY, NO_BODY, envelopeOf, listEnvelopeOf } from '../../wire/envelope';
import { PRINT_MENU, printButton } from './print-template-routes';
import { jsonExportRoute } from '../../system-data/record-action-routes';

const ID_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const SELECTOR_ITEM = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  category: Type.String(),
  type: Type.Integer(),
});

// Rights: Copy needs btn_copy, Export btn_export. Selector, Fields and Data serve the print dialogs of flows and forms
// (the cached reference lists of seed 000 section 3) for any signed-in person: enabled templates only.

/** Copy, export, the selector by type, a template's fields and the template to print. */
export const printTemplateActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/system/printDev/:id/Actions/Copy',
    { schema: { params: ID_PARAMS, body: NO_BODY, response: { 200: envelopeOf(Type.String()) } } },
    async (request) => {
      const userId = await printButton(app, request, 'btn_copy');
      const source = await requirePrintTemplate(app.db, request.params.id);
      const id = newId();
      await uniqueOr('system-data.print.code-taken', async () =>
        app.db
          .insertInto('printTemplate')
          .values({
            ...source,
            id,
            enCode: await copyCode(app.db, source.enCode),
            fullName: `${source.fullName.slice(0, 44)}.copy`,
            enabledMark: 0,
            creatorUserId: userId,
            createdAt: Date.now(),
            updatedAt: null,
          })
          .execute(),
      );
      return ok(id);
    },
  );

  jsonExportRoute(app, '/system/printDev/:id/Actions/Export', {
    menu: PRINT_MENU,
    find: requirePrintTemplate,
    toFile: (row) => {
      const { id: _id, creatorTime: _created, lastModifyTime: _modified, ...template } = toPrintTemplateItem(row);
      return template;
    },
  });

  app.get(
    '/system/printDev/Selector',
    {
      schema: {
        querystring: Type.Object({
          ...CACHE_BUSTER_QUERY,
          type: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('1'), Type.Literal('2')])),
        }),
        response: { 200: listEnvelopeOf(SELECTOR_ITEM) },
      },
    },
    async (request) => {
      currentUserId(request);
      const type = request.query.type ? Number(request.query.type) : undefined;
      const { list } = await listPrintTemplates(app.db, { type, enabledOnly: true });
      return ok({ list: list.map(({ id, fullName, enCode, category, type: kind }) => ({ id, fullName, enCode, category, type: kind })) });
    },
  );

  app.post(
    '/system/printDev/Fields',
    {
      schema: {
        body: Type.Object(
          { id: Type.Optional(Type.String({ maxLength: 64 })), printTemplate: Type.Optional(Type.String({ maxLength: 200_000 })) },
          { additionalProperties: false },
        ),
        response: { 200: envelopeOf(Type.Array(PRINT_FIELD)) },
      },
    },
    async (request) => {
      currentUserId(request);
      const html = request.body.id ? (await requirePrintTemplate(app.db, request.body.id)).printTemplate : request.body.printTemplate;
      if (html === undefined) throw refuse('system-data.print.fields-need-template');
      return ok(templateFields(html));
    },
  );

  app.get(
    '/system/printDev/Data',
    {
      schema: {
        querystring: Type.Object({ ...CACHE_BUSTER_QUERY, id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: envelopeOf(Type.Object({ printTemplate: Type.String(), fields: Type.Array(PRINT_FIELD) })) },
      },
    },
    async (request) => {
      currentUserId(request);
      const row = await requirePrintTemplate(app.db, request.query.id);
      if (row.enabledMark !== 1) throw refuse('system-data.print.disabled');
      // Sanitised again on the way out: a row written before a DOMPurify update, or by hand, is cleaned too.
      const printTemplate = sanitizeTemplate(row.printTemplate);
      return ok({ printTemplate, fields: templateFields(printTemplate) });
    },
  );
};
