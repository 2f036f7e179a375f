import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { readKeyword } from '../../shell/list-query';
import { allTypes, requireType, toTypeItem } from '../../system-data/dictionary-store';
import { createType, deleteType, updateType } from '../../system-data/dictionary-write';
import { makesCycle, nestRows } from '../../system-data/tree-build';
import { DICTIONARY_TYPE_BODY, DICTIONARY_TYPE_ITEM, DICTIONARY_TYPE_NODE } from '../../wire/dictionary';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE, envelopeOf, listEnvelopeOf } from '../../wire/envelope';
import { canReadDictionaries, canUseDictionaryButton } from './dictionary-access';

const ID_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const KEYWORD_QUERY = Type.Object({ ...CACHE_BUSTER_QUERY, keyword: Type.Optional(Type.String({ maxLength: 100 })) });

/** Dictionary types under /api/system/DictionaryType (seed 000 section 7.10): a tree. */
export const dictionaryTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/DictionaryType',
    { schema: { querystring: KEYWORD_QUERY, response: { 200: listEnvelopeOf(DICTIONARY_TYPE_NODE) } } },
    async (request) => {
      await canReadDictionaries(app, request);
      const keyword = readKeyword(request.query.keyword)?.toLowerCase();
      const rows = (await allTypes(app.db)).map(toTypeItem);
      const matching = keyword
        ? rows.filter((row) => row.fullName.toLowerCase().includes(keyword) || row.enCode.toLowerCase().includes(keyword))
        : rows;
      return ok({ list: nestRows(matching) });
    },
  );

  // The parent picker of the type form: every type except the one being edited and its descendants ('0' for a new one).
  app.get(
    '/system/DictionaryType/Selector/:id',
    {
      schema: { params: ID_PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: listEnvelopeOf(DICTIONARY_TYPE_NODE) } },
    },
    async (request) => {
      await canReadDictionaries(app, request);
      const rows = (await allTypes(app.db)).map(toTypeItem);
      const editing = request.params.id;
      const offered = rows.filter((row) => row.id !== editing && !makesCycle(rows, editing, row.id));
      return ok({ list: nestRows(offered) });
    },
  );

  app.get(
    '/system/DictionaryType/:id',
    { schema: { params: ID_PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(DICTIONARY_TYPE_ITEM) } } },
    async (request) => {
      await canReadDictionaries(app, request);
      const row = await requireType(app.db, request.params.id);
      const child = await app.db.selectFrom('dictionaryType').select('id').where('parentId', '=', row.id).executeTakeFirst();
      return ok({ ...toTypeItem(row), hasChildren: child !== undefined });
    },
  );

  app.post(
    '/system/DictionaryType',
    { schema: { body: DICTIONARY_TYPE_BODY, response: { 200: envelopeOf(Type.String()) } } },
    async (request) => {
      await canUseDictionaryButton(app, request, 'btn_add');
      return ok(await createType(app.db, request.body));
    },
  );

  app.put(
    '/system/DictionaryType/:id',
    { schema: { params: ID_PARAMS, body: DICTIONARY_TYPE_BODY, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      await canUseDictionaryButton(app, request, 'btn_edit');
      await updateType(app.db, request.params.id, request.body);
      return ok();
    },
  );

  app.delete('/system/DictionaryType/:id', { schema: { params: ID_PARAMS, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    await canUseDictionaryButton(app, request, 'btn_remove');
    await deleteType(app.db, request.params.id);
    return ok();
  });
};
