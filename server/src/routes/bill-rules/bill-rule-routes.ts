import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok, paged } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { refuse } from '../../i18n/localized-error';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword, readPaging } from '../../shell/list-query';
import { requireButton, requireMenu } from '../../shell/permission-check';
import { checkRuleShape, issueBillNumber } from '../../system-data/bill-number';
import { billCodeTaken, billRuleColumns, listBillRules, requireBillRule, toBillRuleItem } from '../../system-data/bill-rule-store';
import { jsonExportRoute, stateRoute } from '../../system-data/record-action-routes';
import { uniqueOr } from '../../system-data/system-data-rows';
import { BILL_RULE_BODY, BILL_RULE_ITEM } from '../../wire/bill-rule';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE, PAGING_QUERY, envelopeOf, listEnvelopeOf, pagedEnvelopeOf } from '../../wire/envelope';

const MENU = 'system.billRule';
const ID_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const SELECTOR_ITEM = Type.Object({ id: Type.String(), fullName: Type.String(), enCode: Type.String() });

// Rights: every call needs the bill-rule page (reads) or its button (writes), except BillNumber, which any form
// that numbers its records calls for a signed-in person, and Selector, which form designers call to pick a rule.

async function button(app: { db: Parameters<typeof requireButton>[0] }, request: FastifyRequest, code: string): Promise<void> {
  await requireButton(app.db, currentUserId(request), MENU, code);
}

/** Bill rules under /api/system/BillRule (seed 000 section 7.11, seed 001 section 7). */
export const billRuleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/BillRule',
    { schema: { querystring: Type.Object(PAGING_QUERY), response: { 200: pagedEnvelopeOf(BILL_RULE_ITEM) } } },
    async (request) => {
      await requireMenu(app.db, currentUserId(request), MENU);
      const paging = readPaging(request.query);
      const { list, total } = await listBillRules(app.db, readKeyword(request.query.keyword), paging);
      return paged(list.map(toBillRuleItem), paging.currentPage, paging.pageSize, total);
    },
  );

  app.get(
    '/system/BillRule/Selector',
    { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: listEnvelopeOf(SELECTOR_ITEM) } } },
    async (request) => {
      currentUserId(request);
      const { list } = await listBillRules(app.db, undefined, undefined, true);
      return ok({ list: list.map(({ id, fullName, enCode }) => ({ id, fullName, enCode })) });
    },
  );

  app.get(
    '/system/BillRule/BillNumber/:id',
    { schema: { params: ID_PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(Type.String()) } } },
    async (request) => {
      currentUserId(request);
      return ok(await issueBillNumber(app.db, request.params.id));
    },
  );

  app.get(
    '/system/BillRule/:id',
    { schema: { params: ID_PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(BILL_RULE_ITEM) } } },
    async (request) => {
      await requireMenu(app.db, currentUserId(request), MENU);
      return ok(toBillRuleItem(await requireBillRule(app.db, request.params.id)));
    },
  );

  app.post('/system/BillRule', { schema: { body: BILL_RULE_BODY, response: { 200: envelopeOf(Type.String()) } } }, async (request) => {
    await button(app, request, 'btn_add');
    checkRuleShape(request.body.dateFormat, request.body.resetCycle);
    if (await billCodeTaken(app.db, request.body.enCode)) throw refuse('system-data.bill.code-taken');
    const id = newId();
    await uniqueOr('system-data.bill.code-taken', () =>
      app.db
        .insertInto('billRule')
        .values({ id, ...billRuleColumns(request.body), currentNumber: null, currentPeriod: null, createdAt: Date.now(), updatedAt: null })
        .execute(),
    );
    return ok(id);
  });

  app.put(
    '/system/BillRule/:id',
    { schema: { params: ID_PARAMS, body: BILL_RULE_BODY, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      await button(app, request, 'btn_edit');
      await requireBillRule(app.db, request.params.id);
      checkRuleShape(request.body.dateFormat, request.body.resetCycle);
      if (await billCodeTaken(app.db, request.body.enCode, request.params.id)) throw refuse('system-data.bill.code-taken');
      // The sequence and its period stay: editing a rule never lets it hand out a number it already issued.
      await uniqueOr('system-data.bill.code-taken', () =>
        app.db
          .updateTable('billRule')
          .set({ ...billRuleColumns(request.body), updatedAt: Date.now() })
          .where('id', '=', request.params.id)
          .execute(),
      );
      return ok();
    },
  );

  app.delete('/system/BillRule/:id', { schema: { params: ID_PARAMS, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    await button(app, request, 'btn_remove');
    await requireBillRule(app.db, request.params.id);
    await app.db.deleteFrom('billRule').where('id', '=', request.params.id).execute();
    return ok();
  });

  stateRoute(app, '/system/BillRule/:id/Actions/State', { menu: MENU, table: 'billRule', find: requireBillRule });
  jsonExportRoute(app, '/system/BillRule/:id/Action/Export', {
    menu: MENU,
    find: requireBillRule,
    toFile: (row) => {
      const { id: _id, creatorTime: _created, lastModifyTime: _modified, outputNumber: _issued, ...rule } = toBillRuleItem(row);
      return rule;
    },
  });
};
