import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_HOURLY_LIMIT } from '../../../server/src/shell/feedback-store';
import { createShellTestApp, type ShellTestContext } from './shell-fixture';

let ctx: ShellTestContext;
beforeAll(async () => {
  ctx = await createShellTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type Who = 'admin' | 'manager' | 'staff' | 'field';

function send(who: Who, payload: Record<string, unknown>, language = 'en') {
  const headers = { 'user-agent': 'Mozilla/5.0 test', 'accept-language': language };
  return ctx.as(who, { method: 'POST', url: '/api/system/Feedback', headers, payload });
}

async function list(who: Who, query: Record<string, string> = {}) {
  return (await ctx.as(who, { method: 'GET', url: '/api/system/Feedback', query })).json();
}

describe('feedback', () => {
  it('stores who sent it and when, trimmed', async () => {
    const before = Date.now();
    const sent = (
      await send('staff', {
        title: '  告警声音太小 ',
        content: '值班室的告警提示音听不清',
        contact: '18757139902',
        page: '/monitoring/alarms',
      })
    ).json();
    expect(sent.code).toBe(200);
    const row = await ctx.database.db.selectFrom('feedback').selectAll().where('id', '=', sent.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      userId: 'u-staff',
      title: '告警声音太小',
      contact: '18757139902',
      page: '/monitoring/alarms',
      userAgent: 'Mozilla/5.0 test',
    });
    expect(row.createdAt).toBeGreaterThanOrEqual(before);
  });

  it('validates title, content and contact', async () => {
    expect((await send('staff', { content: 'x' })).json()).toEqual({ code: 401, msg: 'title is required' });
    expect((await send('staff', { title: 'x'.repeat(101), content: 'x' })).json()).toEqual({
      code: 401,
      msg: 'title must be at most 100 characters',
    });
    expect((await send('staff', { title: '   ', content: 'x' })).json()).toEqual({ code: 401, msg: 'title must not be empty' });
    expect((await send('staff', { title: 'x', content: '' })).json()).toEqual({ code: 401, msg: 'content must not be empty' });
    expect((await send('staff', { title: 'x', content: 'x'.repeat(2001) })).json()).toEqual({
      code: 401,
      msg: 'content must be at most 2000 characters',
    });
    expect((await send('staff', { title: 'x', content: 'x', contact: 'x'.repeat(101) })).json()).toEqual({
      code: 401,
      msg: 'contact must be at most 100 characters',
    });
    expect((await send('staff', { title: 'x', content: 'x'.repeat(2000), contact: 'x'.repeat(100) })).json().code).toBe(200);
  });

  it('lists only your own, newest first; administrators see everyone', async () => {
    await send('field', { title: 'Map tiles slow', content: 'The river map loads slowly on the patrol tablet' });
    const mine = await list('field');
    expect(mine.code).toBe(200);
    expect(mine.data.list).toHaveLength(1);
    expect(mine.data.list[0]).toMatchObject({ title: 'Map tiles slow', userId: 'u-b', account: 'field01', realName: 'Alice Field' });
    const staff = await list('staff');
    expect(staff.data.list.every((row: { userId: string }) => row.userId === 'u-staff')).toBe(true);
    expect(staff.data.pagination.total).toBe(2);
    const all = await list('admin');
    expect(all.data.pagination.total).toBe(3);
    const times = all.data.list.map((row: { createdAt: number }) => row.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const searched = await list('admin', { keyword: '提示音' });
    expect(searched.data.list.map((row: { title: string }) => row.title)).toEqual(['告警声音太小']);
    expect((await list('admin', { sidx: 'content' })).code).toBe(401);
  });

  it('refuses a flood from one person', async () => {
    for (let i = 0; i < FEEDBACK_HOURLY_LIMIT; i += 1) {
      expect((await send('manager', { title: `t${i}`, content: 'c' })).json().code).toBe(200);
    }
    const refused = (await send('manager', { title: 'one more', content: 'c' })).json();
    expect(refused).toEqual({ code: 400, msg: 'You have sent a lot of feedback in the last hour, please try again later' });
    expect((await send('manager', { title: 'one more', content: 'c' }, 'zh-CN')).json()).toEqual({
      code: 400,
      msg: '您在过去一小时内提交的反馈过多，请稍后再试',
    });
    expect((await list('manager')).data.pagination.total).toBe(FEEDBACK_HOURLY_LIMIT);
  });

  it('thanks the sender in their language', async () => {
    const thanks = async (language: string) => (await send('admin', { title: 'Thanks', content: 'c' }, language)).json().msg;
    expect(await thanks('zh-CN')).toBe('感谢您的反馈');
    expect(await thanks('zh-TW')).toBe('感謝您的意見回饋');
    expect(await thanks('en')).toBe('Thank you for your feedback');
  });
});
