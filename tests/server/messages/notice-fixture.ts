import type { Db } from '../../../server/src/db/database';

/** The notice-management menu with its buttons; the manager role may write drafts but not release or delete them. */
export async function seedNoticeMenu(db: Db): Promise<void> {
  await db
    .insertInto('menu')
    .values({
      id: 'menu-notice',
      parentId: '-1',
      enCode: 'system.notice',
      fullName: '通知公告',
      type: 2,
      urlAddress: 'system/notice',
      enabledMark: 1,
    })
    .execute();
  const buttons = ['btn_add', 'btn_edit', 'btn_remove', 'btn_release'];
  await db
    .insertInto('menuElement')
    .values(buttons.map((code) => ({ id: `notice-${code}`, menuId: 'menu-notice', kind: 'button' as const, enCode: code, fullName: code })))
    .execute();
  await db
    .insertInto('roleGrant')
    .values([
      { roleId: 'role-manager', itemKind: 'menu', itemId: 'menu-notice' },
      { roleId: 'role-manager', itemKind: 'button', itemId: 'notice-btn_add' },
      { roleId: 'role-manager', itemKind: 'button', itemId: 'notice-btn_edit' },
    ])
    .execute();
}
