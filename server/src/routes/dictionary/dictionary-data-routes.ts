import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword } from '../../shell/list-query';
import { entriesOf, readDictionaryReference, requireEntry, requireTypeByIdOrCode, toDataItem } from '../../system-data/dictionary-store';
import { createEntry, deleteEntry, updateEntry } from '../../system-data/dictionary-write';
import { makesCycle, nestRows } from '../../system-data/tree-build';
import { DICTIONARY_DATA_BODY, DICTIONARY_DATA_ITEM, DICTIONARY_DATA_NODE, DICTIONARY_REFERENCE } from '../../wire/dictionary';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE, envelopeOf, listEnvelopeOf } from '../../wire/envelope';
import { DICTIONARY_MENU, canReadDictionaries, canUseDictionaryButton } from './dictionary-access';
import { stateRoute } from '../../system-data/record-action-routes';

const ID_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const LIST_QUERY = Type.Object({
  ...CACHE_BUSTER_QUERY,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  // '1' (the default for a tree type): nested; '0': a flat list whatever the type.
  isTree: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('')])),
});

// Rights: the dictionary page's menu for reads and its buttons for writes, except GET /All and the two selectors,
// which every page and every generated dictionary screen (issue 14) call for any signed-in person: they answer
// enabled entries only.

/** Dictionary entries under /api/system/DictionaryData (seed 000 section 7.10). */
export const dictionaryDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/DictionaryData/All',
    { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: listEnvelopeOf(DICTIONARY_REFERENCE) } } },
    async (request) => {
      currentUserId(request);
      return ok({ list: await readDictionaryReference(app.db, 'all') });
    },
  );

  // The entries of a type by id or enCode (what the generated dictionary screens read), in the type's shape.
  app.get(
    '/system/DictionaryData/:id',
    { schema: { params: ID_PARAMS, querystring: LIST_QUERY, response: { 200: listEnvelopeOf(DICTIONARY_DATA_NODE) } } },
    async (request) => {
      await canReadDictionaries(app, request);
      const type = await requireTypeByIdOrCode(app.db, request.params.id);
      const keyword = readKeyword(request.query.keyword)?.toLowerCase();
      const items = (await entriesOf(app.db, type.id)).map(toDataItem);
      if (keyword) {
        const found = items.filter((item) => item.fullName.toLowerCase().includes(keyword) || item.enCode.toLowerCase().includes(keyword));
        return ok({ list: found.map((item) => ({ ...item, hasChildren: false })) });
      }
      const nested = type.isTree === 1 && request.query.isTree !== '0';
      return ok({ list: nested ? nestRows(items) : items.map((item) => ({ ...item, hasChildren: false })) });
    },
  );

  // The parent picker of the entry form of a tree type: every entry except the edited one and its descendants.
  app.get(
    '/system/DictionaryData/:id/Selector/:parent',
    {
      schema: {
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), parent: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: Type.Object(CACHE_BUSTER_QUERY),
        response: { 200: listEnvelopeOf(DICTIONARY_DATA_NODE) },
      },
    },
    async (request) => {
      currentUserId(request);
      const type = await requireTypeByIdOrCode(app.db, request.params.id);
      const items = (await entriesOf(app.db, type.id, true)).map(toDataItem);
      const editing = request.params.parent;
      const offered = items.filter((item) => item.id !== editing && !makesCycle(items, editing, item.id));
      return ok({ list: type.isTree === 1 ? nestRows(offered) : offered.map((item) => ({ ...item, hasChildren: false })) });
    },
  );

  // A form's option list: the enabled entries of a type, flat.
  app.get(
    '/system/DictionaryData/:id/Data/Selector',
    {
      schema: { params: ID_PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: listEnvelopeOf(DICTIONARY_DATA_ITEM) } },
    },
    async (request) => {
      currentUserId(request);
      const type = await requireTypeByIdOrCode(app.db, request.params.id);
      return ok({ list: (await entriesOf(app.db, type.id, true)).map((row) => ({ ...toDataItem(row), hasChildren: false })) });
    },
  );

  app.get(
    '/system/DictionaryData/:id/Info',
    { schema: { params: ID_PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(DICTIONARY_DATA_ITEM) } } },
    async (request) => {
      await canReadDictionaries(app, request);
      const row = await requireEntry(app.db, request.params.id);
      const child = await app.db.selectFrom('dictionaryData').select('id').where('parentId', '=', row.id).executeTakeFirst();
      return ok({ ...toDataItem(row), hasChildren: child !== undefined });
    },
  );

  app.post(
    '/system/DictionaryData',
    { schema: { body: DICTIONARY_DATA_BODY, response: { 200: envelopeOf(Type.String()) } } },
    async (request) => {
      await canUseDictionaryButton(app, request, 'btn_add');
      return ok(await createEntry(app.db, request.body));
    },
  );

  app.put(
    '/system/DictionaryData/:id',
    { schema: { params: ID_PARAMS, body: DICTIONARY_DATA_BODY, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      await canUseDictionaryButton(app, request, 'btn_edit');
      await updateEntry(app.db, request.params.id, request.body);
      return ok();
    },
  );

  app.delete('/system/DictionaryData/:id', { schema: { params: ID_PARAMS, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    await canUseDictionaryButton(app, request, 'btn_remove');
    await deleteEntry(app.db, request.params.id);
    return ok();
  });

  stateRoute(app, '/system/DictionaryData/:id/Actions/State', { menu: DICTIONARY_MENU, table: 'dictionaryData', find: requireEntry });
};
