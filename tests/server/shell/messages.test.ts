import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../../../server/src/shell/message-store';
import { createShellTestApp, type ShellTestContext } from './shell-fixture';

let ctx: ShellTestContext;
const HOUR = 3_600_000;
const base = Date.now() - 100 * HOUR;

beforeAll(async () => {
  ctx = await createShellTestApp();
  const db = ctx.database.db;
  await sendMessage(db, {
    id: 'm-roster',
    type: 1,
    title: '汛期防汛值班表',
    body: { content: '<p>值班表</p>' },
    creatorUserId: 'u-admin',
    receiverIds: ['u-staff', 'u-manager'],
    now: base,
  });
  await sendMessage(db, {
    id: 'm-inspection',
    type: 4,
    title: '12月大坝巡检计划',
    creatorUserId: 'u-manager',
    receiverIds: ['u-staff'],
    now: base + HOUR,
  });
  await sendMessage(db, {
    id: 'm-maintenance',
    type: 3,
    title: '系统维护窗口通知',
    body: { projectId: 'p1' },
    creatorUserId: null,
    receiverIds: ['u-staff', 'u-manager'],
    now: base + 2 * HOUR,
  });
  await sendMessage(db, {
    id: 'm-todo',
    type: 2,
    messageType: 10,
    title: '待办：闸门保养',
    files: [{ name: 'a.pdf', fileId: 'f1', url: '/api/file/Download/annex/f1' }],
    creatorUserId: 'u-manager',
    receiverIds: ['u-staff'],
    now: base + 3 * HOUR,
  });
  await sendMessage(db, {
    id: 'm-draft',
    type: 1,
    title: '草稿通知',
    creatorUserId: 'u-admin',
    receiverIds: ['u-staff'],
    enabledMark: 0,
    now: base + 4 * HOUR,
  });
  await sendMessage(db, {
    id: 'm-other',
    type: 1,
    title: '只发给外单位',
    creatorUserId: 'u-admin',
    receiverIds: ['u-b'],
    now: base + 5 * HOUR,
  });
});
afterAll(async () => {
  await ctx.close();
});

async function list(query: Record<string, string> = {}, who: 'staff' | 'manager' | 'field' = 'staff') {
  return (await ctx.as(who, { method: 'GET', url: '/api/message', query: { _t: '1', ...query } })).json();
}

const ids = (body: { data: { list: { id: string }[] } }) => body.data.list.map((row) => row.id);

async function unread(who: 'staff' | 'manager' | 'field' = 'staff') {
  return (await ctx.as(who, { method: 'GET', url: '/api/message/unread-count' })).json().data;
}

describe('the message centre', () => {
  it("lists the user's released messages, newest first, in the contract's shape", async () => {
    const body = await list();
    expect(body.code).toBe(200);
    expect(ids(body)).toEqual(['m-todo', 'm-maintenance', 'm-inspection', 'm-roster']);
    expect(body.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 4 });
    expect(body.data.list[0]).toMatchObject({
      title: '待办：闸门保养',
      type: 2,
      messageType: 10,
      isRead: '0',
      creatorUser: '王海涛/manager01',
      lastModifyTime: base + 3 * HOUR,
      bodyText: '{}',
      files: JSON.stringify([{ name: 'a.pdf', fileId: 'f1', url: '/api/file/Download/annex/f1' }]),
    });
    expect(body.data.list[1]).toMatchObject({ creatorUser: '', bodyText: '{"projectId":"p1"}', files: '[]' });
    expect(JSON.parse(body.data.list[3].bodyText)).toEqual({ content: '<p>值班表</p>' });
  });

  it('filters by type, read state and keyword, sorts and pages', async () => {
    expect(ids(await list({ type: '4' }))).toEqual(['m-inspection']);
    expect(ids(await list({ type: '' }))).toHaveLength(4);
    expect(ids(await list({ keyword: '维护' }))).toEqual(['m-maintenance']);
    expect(ids(await list({ sort: 'asc', pageSize: '2' }))).toEqual(['m-roster', 'm-inspection']);
    expect(ids(await list({ sort: 'asc', pageSize: '2', currentPage: '2' }))).toEqual(['m-maintenance', 'm-todo']);
    expect(ids(await list({ isRead: '1' }))).toEqual([]);
    expect((await list({ type: '9' })).code).toBe(401);
    expect((await list({ isRead: 'yes' })).code).toBe(401);
    expect((await list({ sidx: 'creatorUserId' })).code).toBe(401);
  });

  it('counts unread per kind', async () => {
    expect(await unread()).toEqual({ total: 4, notice: 1, workflow: 1, system: 1, schedule: 1, form: 0 });
    expect(await unread('field')).toEqual({ total: 1, notice: 1, workflow: 0, system: 0, schedule: 0, form: 0 });
  });

  it('reads one message and marks it read, only for its receivers', async () => {
    const before = Date.now();
    const first = (await ctx.as('staff', { method: 'GET', url: '/api/message/ReadInfo/m-roster' })).json();
    expect(first).toMatchObject({ code: 200, data: { id: 'm-roster', isRead: '1', title: '汛期防汛值班表' } });
    expect(first.data.readTime).toBeGreaterThanOrEqual(before);
    const again = (await ctx.as('staff', { method: 'GET', url: '/api/message/ReadInfo/m-roster' })).json();
    expect(again.data.readTime).toBe(first.data.readTime);
    expect(ids(await list({ isRead: '1' }))).toEqual(['m-roster']);
    expect(ids(await list({ isRead: '0' }))).toEqual(['m-todo', 'm-maintenance', 'm-inspection']);
    expect((await unread()).total).toBe(3);
    // The other receiver's copy stays unread; a stranger and a draft are not found.
    expect((await unread('manager')).notice).toBe(1);
    expect((await ctx.as('field', { method: 'GET', url: '/api/message/ReadInfo/m-roster' })).json().code).toBe(404);
    expect((await ctx.as('staff', { method: 'GET', url: '/api/message/ReadInfo/m-draft' })).json().code).toBe(404);
  });

  it('marks everything read, or one kind only', async () => {
    const system = (await ctx.as('manager', { method: 'POST', url: '/api/message/Actions/ReadAll', query: { type: '3' } })).json();
    expect(system).toMatchObject({ code: 200, data: { updated: 1 } });
    expect(await unread('manager')).toMatchObject({ total: 1, notice: 1, system: 0 });
    const all = (await ctx.as('staff', { method: 'POST', url: '/api/message/Actions/ReadAll' })).json();
    expect(all).toMatchObject({ code: 200, data: { updated: 3 } });
    expect((await unread()).total).toBe(0);
    expect(ids(await list({ isRead: '0' }))).toEqual([]);
    // Other people's messages are untouched.
    expect((await unread('field')).total).toBe(1);
    expect((await unread('manager')).total).toBe(1);
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/message/unread-count' })).json().code).toBe(602);
  });
});

describe('sessions come first', () => {
  it('answers 602 to a caller without a session even when the query is bad', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/message', query: { type: '9' } });
    expect(response.json().code).toBe(602);
    const columns = await ctx.app.inject({ method: 'PUT', url: '/api/permission/Authority/SetColumnsByModuleId/x', payload: {} });
    expect(columns.json().code).toBe(602);
  });
});
