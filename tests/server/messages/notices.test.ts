import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeBody, NoticeItem } from '../../../server/src/wire/messages';
import { createShellTestApp, ORG, type ShellTestContext } from '../shell/shell-fixture';
import { ConsoleSocket } from './console-socket';
import { seedNoticeMenu } from './notice-fixture';

let ctx: ShellTestContext;
let base: string;

beforeAll(async () => {
  ctx = await createShellTestApp();
  await seedNoticeMenu(ctx.database.db);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx.close();
});

const draft = (overrides: Partial<NoticeBody> = {}): NoticeBody => ({
  title: '关于发布汛期防汛值班表的通知',
  content: '<p>主汛期实行24小时双人值班。</p>',
  files: [],
  toUserIds: [],
  toOrganizeIds: [],
  ...overrides,
});

async function create(body: NoticeBody): Promise<string> {
  const response = await ctx.as('admin', { method: 'POST', url: '/api/message', payload: body });
  expect(response.json()).toMatchObject({ code: 200 });
  return (response.json() as { data: string }).data;
}

async function notice(id: string): Promise<NoticeItem> {
  return ((await ctx.as('admin', { method: 'GET', url: `/api/message/${id}` })).json() as { data: NoticeItem }).data;
}

const unreadOf = async (who: 'staff' | 'manager' | 'limited') =>
  ((await ctx.as(who, { method: 'GET', url: '/api/message/unread-count' })).json() as { data: { total: number; notice: number } }).data;

describe('notices', () => {
  it('keeps what DOMPurify allows and drops scripts, handlers and javascript: links', async () => {
    const id = await create(
      draft({
        content:
          '<p onclick="steal()">值班表<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a></p>',
      }),
    );
    const { content } = JSON.parse((await notice(id)).bodyText) as { content: string };
    expect(content).toContain('值班表');
    expect(content).not.toMatch(/script|onerror|onclick|javascript:/i);
    await ctx.as('admin', { method: 'DELETE', url: `/api/message/${id}` });
  });

  it('refuses writes without the page buttons and an attachment link that is not http or the file API', async () => {
    const staff = await ctx.as('staff', { method: 'POST', url: '/api/message', payload: draft() });
    expect(staff.json()).toMatchObject({ code: 403 });
    const listed = await ctx.as('staff', { method: 'GET', url: '/api/message/Notice' });
    expect(listed.json()).toMatchObject({ code: 403 });
    const id = await create(draft());
    const release = await ctx.as('manager', { method: 'PUT', url: `/api/message/${id}/Actions/Release` });
    expect(release.json()).toMatchObject({ code: 403 });
    const remove = await ctx.as('manager', { method: 'DELETE', url: `/api/message/${id}` });
    expect(remove.json()).toMatchObject({ code: 403 });
    const edit = await ctx.as('manager', { method: 'PUT', url: `/api/message/${id}`, payload: draft({ title: '改过的标题' }) });
    expect(edit.json()).toMatchObject({ code: 200 });
    const edited = await notice(id);
    expect(edited).toMatchObject({ title: '改过的标题', enabledMark: 0, creatorUser: '林志远/admin', lastModifyUser: '王海涛/manager01' });
    const badFile = await ctx.as('admin', {
      method: 'POST',
      url: '/api/message',
      payload: draft({ files: [{ name: 'a.pdf', fileId: 'f1', url: 'javascript:alert(1)' }] }),
    });
    expect(badFile.json()).toMatchObject({ code: 401 });
    const owned = await ctx.as('admin', { method: 'POST', url: '/api/message', payload: { ...draft(), creatorUserId: 'u-staff' } });
    expect(owned.json()).toMatchObject({ code: 401 });
    await ctx.as('admin', { method: 'DELETE', url: `/api/message/${id}` });
  });

  it('releases to the chosen department at once, locks editing, revokes from every inbox', async () => {
    const { socket, init } = await ConsoleSocket.signIn(base, ctx.tokens.staff);
    const id = await create(
      draft({
        title: '监测组月度校准安排',
        toOrganizeIds: [ORG.damSensors],
        files: [{ name: '校准表.pdf', fileId: 'f-9', url: '/api/file/Download/annex/f-9' }],
      }),
    );
    const before = await unreadOf('staff');
    expect(before.total).toBe(Number(init.unreadTotalCount));

    const release = await ctx.as('admin', { method: 'PUT', url: `/api/message/${id}/Actions/Release` });
    expect(release.json()).toMatchObject({ code: 200, data: { receivers: 1 } });
    const push = await socket.next('messagePush');
    expect(push).toMatchObject({ id, title: '监测组月度校准安排', messageType: 1, unreadNoticeCount: before.total + 1 });
    expect((await unreadOf('manager')).notice).toBe(0);

    const released = await notice(id);
    expect(released).toMatchObject({ enabledMark: 1, releaseUser: '林志远/admin', receiverCount: 1, readCount: 0 });
    expect(released.releaseTime).toEqual(expect.any(Number));
    const inbox = await ctx.as('staff', { method: 'GET', url: '/api/message', query: { type: '1', keyword: '校准' } });
    expect(inbox.json()).toMatchObject({ data: { list: [{ id, releaseUser: '林志远/admin', isRead: '0' }] } });
    const again = await ctx.as('admin', { method: 'PUT', url: `/api/message/${id}/Actions/Release` });
    expect(again.json()).toMatchObject({ code: 400 });
    const locked = await ctx.as('admin', { method: 'PUT', url: `/api/message/${id}`, payload: draft() });
    expect(locked.json()).toMatchObject({ code: 400 });

    const revoke = await ctx.as('admin', { method: 'PUT', url: `/api/message/${id}/Actions/Revoke` });
    expect(revoke.json()).toMatchObject({ code: 200 });
    expect(await socket.next('messageCounts')).toMatchObject({ unread: { total: before.total } });
    const gone = await ctx.as('staff', { method: 'GET', url: `/api/message/ReadInfo/${id}` });
    expect(gone.json()).toMatchObject({ code: 404 });
    const list = await ctx.as('admin', { method: 'GET', url: '/api/message/Notice', query: { enabledMark: '2' } });
    expect(list.json()).toMatchObject({ data: { list: [{ id, enabledMark: 2 }], pagination: { total: 1 } } });
    socket.close();
  });

  it('refuses a release nobody would receive', async () => {
    const id = await create(draft({ toOrganizeIds: ['dept-never-existed'], toUserIds: ['u-gone'] }));
    const release = await ctx.as('admin', { method: 'PUT', url: `/api/message/${id}/Actions/Release` });
    expect(release.json()).toMatchObject({ code: 400 });
    expect((await notice(id)).enabledMark).toBe(0);
  });
});

describe('read states across consoles', () => {
  it("marks read, tells every console of the reader, reads all, deletes only the reader's own copy", async () => {
    const id = await create(draft({ title: '系统维护窗口通知', toUserIds: ['u-limited', 'u-manager'] }));
    await ctx.as('admin', { method: 'PUT', url: `/api/message/${id}/Actions/Release` });
    const first = await ConsoleSocket.signIn(base, ctx.tokens.limited);
    const second = await ConsoleSocket.signIn(base, ctx.tokens.limited);
    const unread = await unreadOf('limited');
    expect(first.init.unreadNoticeCount).toBe(unread.notice);

    const read = await ctx.as('limited', { method: 'GET', url: `/api/message/ReadInfo/${id}` });
    expect(read.json()).toMatchObject({ data: { id, isRead: '1' } });
    for (const console of [first.socket, second.socket]) {
      expect(await console.next('messageCounts')).toMatchObject({ unread: { total: unread.total - 1 } });
    }
    // Reading it again changes nothing, so nothing is pushed.
    await ctx.as('limited', { method: 'GET', url: `/api/message/ReadInfo/${id}` });
    expect((await notice(id)).readCount).toBe(1);

    const other = await create(draft({ title: '防汛物资盘点', toUserIds: ['u-limited'] }));
    await ctx.as('admin', { method: 'PUT', url: `/api/message/${other}/Actions/Release` });
    await first.socket.next('messagePush');
    const all = await ctx.as('limited', { method: 'POST', url: '/api/message/Actions/ReadAll' });
    expect(all.json()).toMatchObject({ data: { updated: 1 } });
    expect(await second.socket.next('messageCounts')).toMatchObject({ unread: { total: 0 } });

    const foreign = await ctx.as('staff', { method: 'DELETE', url: '/api/message/Record', payload: { ids: `${id},${other}` } });
    expect(foreign.json()).toMatchObject({ code: 404 });
    const mine = await ctx.as('limited', { method: 'DELETE', url: '/api/message/Record', payload: { ids: `${id},${other}` } });
    expect(mine.json()).toMatchObject({ code: 200, data: { deleted: 2 } });
    const left = await ctx.as('limited', { method: 'GET', url: '/api/message', query: { keyword: '防汛物资' } });
    expect(left.json()).toMatchObject({ data: { pagination: { total: 0 } } });
    const manager = await ctx.as('manager', { method: 'GET', url: `/api/message/ReadInfo/${id}` });
    expect(manager.json()).toMatchObject({ code: 200, data: { id } });
    const empty = await ctx.as('limited', { method: 'DELETE', url: '/api/message/Record', payload: { ids: '' } });
    expect(empty.json()).toMatchObject({ code: 401 });
    first.socket.close();
    second.socket.close();
  });
});
