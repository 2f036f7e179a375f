import type { Db } from '../../db/database';
import { deny } from '../../i18n/localized-error';
import { dataScopeOf, type UserDataScope } from '../../shell/data-scope';
import { readMenuCatalogue } from '../../shell/menu-catalogue';
import { canSeeMenuByCode, deniedColumns, hasButton } from '../../shell/permission-check';

// Who may do what with a form's records: the rights of the page (menu type 3) whose moduleId is the form (seed 000
// section 2.2). A form no page shows is reachable from the form-design page only (its designers try their forms);
// its buttons then guard the records, as the design page's own do.

/** The form-design page (routes/visualdev/base-routes.ts VISUAL_DEV_MENU). */
const DESIGN_MENU = 'onlineDev.visualDev';

export const RECORD_BUTTONS = ['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_export'] as const;
export type RecordButton = (typeof RECORD_BUTTONS)[number];

export interface RecordPage {
  /** The menu id of the form's page ('' for the design page's fallback). */
  menuId: string;
  menuEnCode: string;
}

/** The page whose rights guard the form's records. */
export async function recordPageOf(db: Db, formId: string): Promise<RecordPage> {
  const page = (await readMenuCatalogue(db)).byFormModule.get(formId);
  return page ? { menuId: page.id, menuEnCode: page.enCode } : { menuId: '', menuEnCode: DESIGN_MENU };
}

/** 403 unless the user may open the form's page. */
export async function requireRecordPage(db: Db, userId: string, page: RecordPage): Promise<void> {
  if (!(await canSeeMenuByCode(db, userId, page.menuEnCode))) throw deny('request.forbidden');
}

/** The button that stands for `button`: the design page has no btn_export, so its btn_edit allows exports. */
const buttonCode = (page: RecordPage, button: RecordButton): string =>
  page.menuId === '' && button === 'btn_export' ? 'btn_edit' : button;

/** 403 unless the user holds the button on the form's page. */
export async function requireRecordButton(db: Db, userId: string, page: RecordPage, button: RecordButton): Promise<void> {
  if (!(await hasButton(db, userId, page.menuEnCode, buttonCode(page, button)))) throw deny('request.forbidden');
}

/** The record buttons the user holds on the page. */
export async function heldRecordButtons(db: Db, userId: string, page: RecordPage): Promise<RecordButton[]> {
  const held = await Promise.all(
    RECORD_BUTTONS.map(async (button) => {
      return (await hasButton(db, userId, page.menuEnCode, buttonCode(page, button))) ? button : null;
    }),
  );
  return held.filter((button): button is RecordButton => button !== null);
}

/** Fields the user may not see as columns (column elements of the page named by `__vModel__`). */
export function hiddenRecordColumns(db: Db, userId: string, page: RecordPage): Promise<Set<string>> {
  return deniedColumns(db, userId, page.menuEnCode);
}

/** How far the user sees the form's records ('self': his own). */
export function recordScopeOf(db: Db, userId: string, page: RecordPage): Promise<UserDataScope> {
  return dataScopeOf(db, userId, page.menuEnCode);
}
