import { refuse, reject } from '../../i18n/localized-error';
import { CODE_PATTERN } from '../../wire/validation';
import { MODULE_MENU_TYPES, type MenuBody } from '../../wire/menus';
import { propertiesOf, subtreeIds, type MenuRow } from './menu-records';

/** Types that open an address: a page, a data view, a link. A directory needs none; module types name a module. */
const ADDRESS_MENU_TYPES: readonly number[] = [2, 6, 7];

/** The columns a menu body writes, checked against the spec's rules and the other menus. */
export interface MenuDraft {
  parentId: string;
  enCode: string;
  fullName: string;
  icon: string;
  type: MenuBody['type'];
  urlAddress: string;
  linkTarget: string;
  propertyJson: string;
  projectType: number;
  hidden: number;
  sortCode: number;
  enabledMark: number;
}

/**
 * The row a body describes. Fields left out keep what `stored` has (or the defaults for a new menu); propertyJson
 * keeps keys this screen does not edit (iconBackgroundColor) and drops moduleId when it is cleared.
 */
export function draftOf(body: MenuBody, stored: MenuRow | undefined): MenuDraft {
  const properties = { ...propertiesOf(stored?.propertyJson ?? '{}') };
  const moduleId = (body.moduleId ?? (typeof properties.moduleId === 'string' ? properties.moduleId : '')).trim();
  if (moduleId === '') delete properties.moduleId;
  else properties.moduleId = moduleId;
  if (body.isTree !== undefined) properties.isTree = body.isTree;
  return {
    parentId: body.parentId,
    enCode: body.enCode.trim(),
    fullName: body.fullName.trim(),
    icon: (body.icon ?? stored?.icon ?? '').trim(),
    type: body.type,
    urlAddress: (body.urlAddress ?? stored?.urlAddress ?? '').trim(),
    linkTarget: body.linkTarget ?? stored?.linkTarget ?? '_self',
    propertyJson: JSON.stringify(properties),
    projectType: body.projectType ?? stored?.projectType ?? 1,
    hidden: body.hidden ?? stored?.hidden ?? 0,
    sortCode: body.sortCode ?? stored?.sortCode ?? 0,
    enabledMark: body.enabledMark ?? stored?.enabledMark ?? 1,
  };
}

/** Field rules: code, name, and what each type needs to open anything. */
export function checkDraftFields(draft: MenuDraft): void {
  if (draft.fullName === '') throw reject('menus.name-required');
  if (draft.enCode === '') throw reject('menus.code-required');
  if (!CODE_PATTERN.test(draft.enCode)) throw reject('menus.code-format');
  if (ADDRESS_MENU_TYPES.includes(draft.type) && draft.urlAddress === '') throw reject('menus.url-required');
  const moduleId = propertiesOf(draft.propertyJson).moduleId;
  if ((MODULE_MENU_TYPES as readonly number[]).includes(draft.type) && typeof moduleId !== 'string') throw reject('menus.module-required');
}

/** Rules against the other menus: the parent exists, no cycle, the code is free. `id` is the menu being edited. */
export function checkDraftPlace(draft: MenuDraft, rows: readonly MenuRow[], id: string | undefined): void {
  if (draft.parentId !== '-1') {
    if (!rows.some((row) => row.id === draft.parentId)) throw refuse('menus.no-such-parent');
    if (id !== undefined && subtreeIds(rows, id).has(draft.parentId)) throw refuse('menus.cycle');
  }
  const holder = rows.find((row) => row.enCode === draft.enCode && row.id !== id);
  if (holder) throw refuse('menus.code-taken', { code: draft.enCode, name: holder.fullName });
}
