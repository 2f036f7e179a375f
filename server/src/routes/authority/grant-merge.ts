import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { requestLanguage } from '../../i18n/request-language';
import { areaTranslator } from '../../i18n/server-i18n';
import { forbidden, invalid } from '../../lib/envelope';
import { readMenuCatalogue, type CatalogueElement, type CatalogueMenu } from '../../shell/menu-catalogue';
import { DATA_SCOPE_ORDER } from '../../shell/user-grants';
import type { Grantable } from './grantable';
import type { ObjectGrants } from './grant-store';

type ElementKind = 'button' | 'column' | 'form';
const ELEMENT_KINDS: readonly ElementKind[] = ['button', 'column', 'form'];
/** How many refused items a message names; the rest are counted. */
const NAMED_IN_MESSAGE = 5;

const unique = (ids: readonly string[]) => [...new Set(ids)];

const SCOPE_LABEL = {
  self: 'scope.self',
  department: 'scope.department',
  departmentAndBelow: 'scope.department-and-below',
  organization: 'scope.organization',
  all: 'scope.all',
} as const;
const KIND_LABEL = { button: 'kind.button', column: 'kind.column', form: 'kind.form' } as const;

/**
 * The object's grants after a save: what the caller asked for, plus what the object holds that the caller cannot
 * grant (he never saw it, so leaving it out is no removal). Refused, nothing changed, when an id is unknown or of
 * the wrong kind (401), when an element's menu is not granted (401), or when the caller asks for an item or a data
 * scope beyond his own that the object does not already hold (403): a granter cannot grant more than he holds.
 */
export async function mergeGrants(
  db: Db,
  request: Pick<FastifyRequest, 'headers'>,
  input: { stored: ObjectGrants; wanted: ObjectGrants; grantable: Grantable },
): Promise<ObjectGrants> {
  const { stored, wanted, grantable } = input;
  const t = areaTranslator(requestLanguage(request), 'authority');
  const catalogue = await readMenuCatalogue(db);
  const elementById = new Map<string, CatalogueElement & { menu: CatalogueMenu }>();
  for (const menu of catalogue.ordered) for (const element of menu.elements) elementById.set(element.id, { ...element, menu });

  // Known ids, of the kind they are sent as.
  for (const id of wanted.module) if (!catalogue.byId.has(id)) throw invalid(t('unknown-item', { kind: t('kind.menu'), id }));
  for (const menuId of Object.keys(wanted.dataScope)) {
    if (!catalogue.byId.has(menuId)) throw invalid(t('unknown-item', { kind: t('kind.menu'), id: menuId }));
  }
  for (const kind of ELEMENT_KINDS) {
    for (const id of wanted[kind])
      if (elementById.get(id)?.kind !== kind) throw invalid(t('unknown-item', { kind: t(KIND_LABEL[kind]), id }));
  }

  // Nothing beyond the caller's holdings, unless the object holds it already.
  const beyond: string[] = [];
  for (const id of unique(wanted.module)) {
    if (!grantable.menus.has(id) && !stored.module.includes(id)) beyond.push(catalogue.byId.get(id)?.fullName ?? id);
  }
  for (const kind of ELEMENT_KINDS) {
    for (const id of unique(wanted[kind])) {
      const element = elementById.get(id);
      if (!grantable.elements.has(id) && !stored[kind].includes(id))
        beyond.push(`${element?.menu.fullName ?? ''}/${element?.fullName ?? id}`);
    }
  }
  if (beyond.length > 0) {
    const named = beyond.slice(0, NAMED_IN_MESSAGE).join(', ');
    throw forbidden(
      t('beyond-holdings', { items: beyond.length > NAMED_IN_MESSAGE ? `${named} (+${beyond.length - NAMED_IN_MESSAGE})` : named }),
    );
  }
  for (const [menuId, scope] of Object.entries(wanted.dataScope)) {
    const unchanged = (stored.dataScope[menuId] ?? 'self') === scope;
    const within = grantable.menus.has(menuId) && DATA_SCOPE_ORDER.indexOf(scope) <= DATA_SCOPE_ORDER.indexOf(grantable.maxScope(menuId));
    if (!unchanged && !within) {
      throw forbidden(t('scope-beyond-holdings', { menu: catalogue.byId.get(menuId)?.fullName ?? menuId, scope: t(SCOPE_LABEL[scope]) }));
    }
  }

  // What the caller cannot see stays as it is; a granted page brings the directories above it that he may grant.
  const module = new Set([...wanted.module, ...stored.module.filter((id) => !grantable.menus.has(id))]);
  for (const id of [...module]) {
    let parent = catalogue.byId.get(catalogue.byId.get(id)?.parentId ?? '');
    while (parent && grantable.menus.has(parent.id) && !module.has(parent.id)) {
      module.add(parent.id);
      parent = catalogue.byId.get(parent.parentId);
    }
  }
  const merged: ObjectGrants = { module: [...module].sort(), button: [], column: [], form: [], dataScope: {} };
  const onGrantedMenu = (id: string) => module.has(elementById.get(id)?.menu.id ?? '');
  for (const kind of ELEMENT_KINDS) {
    for (const id of wanted[kind]) {
      const element = elementById.get(id);
      if (element && !onGrantedMenu(id)) throw invalid(t('element-without-menu', { name: `${element.menu.fullName}/${element.fullName}` }));
    }
    // A kept element whose page the caller just took away goes with it.
    const kept = stored[kind].filter((id) => !grantable.elements.has(id) && onGrantedMenu(id));
    merged[kind] = unique([...wanted[kind], ...kept]).sort();
  }
  for (const [menuId, scope] of Object.entries(stored.dataScope)) if (!grantable.menus.has(menuId)) merged.dataScope[menuId] = scope;
  for (const [menuId, scope] of Object.entries(wanted.dataScope)) if (scope !== 'self') merged.dataScope[menuId] = scope;
  return merged;
}
