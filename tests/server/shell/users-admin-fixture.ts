import type { LightMyRequestResponse } from 'fastify';
import { issueSession } from '../../../server/src/auth/sessions';
import { ORG, MENU, createShellTestApp, type ShellTestContext } from './shell-fixture';

export { ORG, MENU };

/**
 * The shell fixture plus what users administration needs: every button on the user menu held by the user manager
 * (role-manager), an administrator role that u-admin holds, and a project u-staff works on. role-limited opens the
 * user page with no button but btn_export, and sees only the account and name columns.
 */
export async function createUsersAdminApp(): Promise<ShellTestContext> {
  // Users administration is asserted in the spec's zh-CN wording unless a test asks for another language.
  const ctx = await createShellTestApp({ defaultLanguage: 'zh-CN' });
  const db = ctx.database.db;
  const buttons = ['btn_edit', 'btn_remove', 'btn_export', 'btn_import'].map((code) => ({
    id: `btn-user-${code}`,
    menuId: MENU.user,
    kind: 'button' as const,
    enCode: code,
    fullName: code,
  }));
  await db.insertInto('menuElement').values(buttons).execute();
  await db.insertInto('role').values({ id: 'role-admin', enCode: 'administrator', fullName: '系统管理员', sortCode: 0 }).execute();
  await db
    .insertInto('roleGrant')
    .values([
      ...buttons.map((button) => ({ roleId: 'role-manager', itemKind: 'button' as const, itemId: button.id })),
      { roleId: 'role-limited', itemKind: 'button', itemId: 'btn-user-btn_export' },
    ])
    .execute();
  await db.insertInto('userRole').values({ userId: 'u-admin', roleId: 'role-admin' }).execute();
  await db
    .insertInto('project')
    .values({
      id: 'prj-a',
      organizeId: ORG.dam,
      enCode: 'PRJ-A',
      fullName: '青水水库',
      projectTypeId: 'reservoir',
      groupName: '水库',
      latitude: 30,
      longitude: 120,
      createdAt: 1_700_000_000_000,
    })
    .execute();
  return ctx;
}

/** A session for any user, as if they had signed in. */
export async function sessionFor(ctx: ShellTestContext, userId: string): Promise<string> {
  const session = await issueSession(ctx.database.db, {
    userId,
    ipAddress: '127.0.0.1',
    place: '',
    userAgent: 'vitest',
    origin: 'pc',
    idleMs: 3_600_000,
  });
  return session.token;
}

export interface Envelope<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data?: T;
}

export const envelope = <T = Record<string, unknown>>(response: LightMyRequestResponse): Envelope<T> => response.json() as Envelope<T>;
