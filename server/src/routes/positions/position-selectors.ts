import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { loadOrganizeIndex } from '../../shell/organize-tree';
import { allEnabledPositions, type PositionRow } from '../../shell/position-directory';
import type { TreeItem } from '../../shell/tree-item';
import { CACHE_BUSTER_QUERY, listEnvelopeOf } from '../../wire/envelope';
import { POSITION_OPTION } from '../../wire/positions';
import { TREE_ITEM } from '../../wire/tree-item';

// Pickers on any page's forms: a signed-in session is enough.
//   GET /permission/Position/Selector  the organisation tree with enabled positions as leaves (empty units left out)
//   GET /permission/Position/All       every enabled position, flat

const POSITION_ICON = 'IdcardOutlined';

function positionLeaf(position: PositionRow): TreeItem {
  return {
    id: position.id,
    parentId: position.organizeId,
    fullName: position.fullName,
    enCode: position.enCode,
    icon: POSITION_ICON,
    type: 'position',
    hasChildren: false,
    isLeaf: true,
  };
}

/** Units with their positions; a unit with neither positions nor units holding some is dropped. */
function withPositions(items: TreeItem[], byUnit: Map<string, PositionRow[]>): TreeItem[] {
  return items.flatMap((item) => {
    const children = [...withPositions(item.children ?? [], byUnit), ...(byUnit.get(item.id) ?? []).map(positionLeaf)];
    return children.length === 0 ? [] : [{ ...item, children, hasChildren: true, isLeaf: false }];
  });
}

export const positionSelectorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schemaOf = <T extends Parameters<typeof listEnvelopeOf>[0]>(item: T) => ({
    querystring: Type.Object(CACHE_BUSTER_QUERY),
    response: { 200: listEnvelopeOf(item) },
  });

  app.get('/permission/Position/Selector', { schema: schemaOf(TREE_ITEM) }, async () => {
    const [index, positions] = await Promise.all([loadOrganizeIndex(app.db, { enabledOnly: true }), allEnabledPositions(app.db)]);
    const byUnit = new Map<string, PositionRow[]>();
    for (const position of positions) byUnit.set(position.organizeId, [...(byUnit.get(position.organizeId) ?? []), position]);
    return ok({ list: withPositions(index.tree(), byUnit) });
  });

  app.get('/permission/Position/All', { schema: schemaOf(POSITION_OPTION) }, async () => {
    const [index, positions] = await Promise.all([loadOrganizeIndex(app.db, { enabledOnly: false }), allEnabledPositions(app.db)]);
    const list = positions.map((position) => ({
      id: position.id,
      fullName: position.fullName,
      enCode: position.enCode,
      organizeId: position.organizeId,
      organizeName: index.pathName(position.organizeId),
    }));
    return ok({ list });
  });
};
