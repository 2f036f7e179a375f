import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, md5Hex } from '../../../server/src/auth/passwords';
import { issueSession } from '../../../server/src/auth/sessions';
import { createTestApp, type TestContext } from '../support/test-app';

// The profile calls on the demo seed: base info, password change, avatar upload, subordinates, rights and logs.

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

let ctx: TestContext;
let uploadDir: string;
let userId: string;
let bossId: string;
const tokens: Record<'me' | 'other' | 'boss', string> = { me: '', other: '', boss: '' };

const session = async (id: string) =>
  (
    await issueSession(ctx.database.db, {
      userId: id,
      ipAddress: '127.0.0.1',
      place: '',
      userAgent: 'vitest',
      origin: 'pc',
      idleMs: 60_000,
    })
  ).token;

async function call<T = unknown>(who: keyof typeof tokens, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { authorization: tokens[who], 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
  return response.json<Envelope<T>>();
}

function multipart(name: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----sluice-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(name: string, bytes: Buffer) {
  const body = multipart(name, bytes);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/file/Uploader/userAvatar',
    headers: { ...body.headers, authorization: tokens.me, 'accept-language': 'en' },
    payload: body.payload,
  });
  return response.json<Envelope<{ name: string; url: string }>>();
}

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'sluice-avatars-'));
  ctx = await createTestApp({ uploadDir });
  const db = ctx.database.db;
  const organizeId = (await db.selectFrom('organize').select('id').executeTakeFirstOrThrow()).id;
  const base = { parentId: null, mobilePhone: null, email: null, organizeId, departmentId: null, positionId: null, createdAt: 1 };
  bossId = 'profile-boss';
  userId = 'profile-me';
  await db
    .insertInto('users')
    .values({ ...base, id: bossId, account: 'pboss', realName: 'Boss', passwordHash: 'x', managerId: null })
    .execute();
  await db
    .insertInto('users')
    .values({
      ...base,
      id: userId,
      account: 'pme',
      realName: 'Me',
      passwordHash: await hashPassword(md5Hex('old1pass'), 1024),
      managerId: bossId,
    })
    .execute();
  await db
    .insertInto('users')
    .values({ ...base, id: 'profile-report', account: 'preport', realName: 'Report', passwordHash: 'x', managerId: userId })
    .execute();
  await db
    .insertInto('loginLog')
    .values({
      id: 'll-1',
      userId,
      account: 'pme',
      at: 1_700_000_000_000,
      ipAddress: '10.0.0.9',
      place: 'LAN',
      method: 'password',
      success: 1,
    })
    .execute();
  tokens.me = await session(userId);
  tokens.other = await session(userId);
  tokens.boss = await session(bossId);
});

afterAll(async () => {
  await ctx.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('base info', () => {
  it('reads and saves the personal fields; account and organisation stay read-only', async () => {
    const before = await call<{ account: string; organize: string }>('me', 'GET', '/api/permission/Users/Current/BaseInfo');
    expect(before.data).toMatchObject({ account: 'pme', realName: 'Me', gender: null, birthday: null });
    const saved = await call('me', 'PUT', '/api/permission/Users/Current/BaseInfo', {
      realName: ' Me Again ',
      gender: 2,
      mobilePhone: '13800138000',
      email: 'me@example.cn',
      birthday: 631152000000,
      signature: 'Hello',
    });
    expect(saved).toMatchObject({
      code: 200,
      msg: 'Saved',
      data: {
        realName: 'Me Again',
        gender: 2,
        mobilePhone: '13800138000',
        email: 'me@example.cn',
        birthday: 631152000000,
        signature: 'Hello',
        account: 'pme',
      },
    });
    expect((await call('me', 'PUT', '/api/permission/Users/Current/BaseInfo', { realName: 'Me', account: 'hijack' })).code).toBe(401);
  });

  it('refuses bad values with the spec messages and changes nothing', async () => {
    const put = (body: object) => call('me', 'PUT', '/api/permission/Users/Current/BaseInfo', body);
    expect(await put({ realName: 'Me', mobilePhone: '12345' })).toEqual({ code: 401, msg: 'Enter a valid mobile number' });
    expect(await put({ realName: 'Me', email: 'not-mail' })).toEqual({ code: 401, msg: 'Enter a valid e-mail address' });
    expect(await put({ realName: '  ' })).toEqual({ code: 401, msg: 'Enter your name' });
    expect(await put({ realName: '<b>x</b>' })).toEqual({ code: 401, msg: 'The name must not contain special characters' });
    expect(await put({ realName: 'Me', birthday: Date.now() + 86_400_000 * 3 })).toEqual({
      code: 401,
      msg: 'The birthday cannot be in the future',
    });
    expect((await call<{ realName: string }>('me', 'GET', '/api/permission/Users/Current/BaseInfo')).data?.realName).toBe('Me Again');
  });
});

describe('password change', () => {
  it('checks the old password, keeps this session and ends the others with 601', async () => {
    const path = '/api/permission/Users/Current/Actions/ModifyPassword';
    expect(await call('me', 'POST', path, { oldPassword: md5Hex('wrong1'), password: md5Hex('new1pass') })).toEqual({
      code: 400,
      msg: 'The current password is wrong',
    });
    expect((await call('me', 'POST', path, { oldPassword: md5Hex('old1pass'), password: md5Hex('old1pass') })).code).toBe(400);
    expect((await call('me', 'POST', path, { oldPassword: 'plain', password: md5Hex('new1pass') })).code).toBe(401);
    expect((await call('other', 'GET', '/api/permission/Users/Current/BaseInfo')).code).toBe(200);
    const changed = await call('me', 'POST', path, { oldPassword: md5Hex('old1pass'), password: md5Hex('new1pass') });
    expect(changed).toEqual({ code: 200, msg: 'Password changed; your other sessions have been signed out' });
    expect((await call('other', 'GET', '/api/permission/Users/Current/BaseInfo')).code).toBe(601);
    expect((await call('me', 'GET', '/api/permission/Users/Current/BaseInfo')).code).toBe(200);
    expect((await call('me', 'POST', path, { oldPassword: md5Hex('old1pass'), password: md5Hex('new2pass') })).code).toBe(400);
  });
});

describe('avatar', () => {
  it('stores an image, serves it without a token and makes it the avatar', async () => {
    const uploaded = await upload('me.png', PNG);
    expect(uploaded.code).toBe(200);
    const name = uploaded.data?.name ?? '';
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    const image = await ctx.app.inject({ method: 'GET', url: `/api/file/Image/userAvatar/${name}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const chosen = await call<{ headIcon: string }>('me', 'PUT', `/api/permission/Users/Current/Avatar/${name}`);
    expect(chosen.data?.headIcon).toBe(`/api/file/Image/userAvatar/${name}`);
    expect((await call<{ headIcon: string }>('me', 'GET', '/api/permission/Users/Current/BaseInfo')).data?.headIcon).toBe(
      chosen.data?.headIcon,
    );
  });

  it('refuses a file whose bytes are not the image its name claims, one too large, and an unknown name', async () => {
    expect(await upload('evil.png', Buffer.from('<svg onload="alert(1)"></svg>'))).toEqual({
      code: 401,
      msg: 'Upload failed, file format not allowed',
    });
    expect((await upload('photo.gif', PNG)).code).toBe(401);
    expect((await upload('vector.svg', Buffer.from('<svg/>'))).code).toBe(401);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload('big.png', big)).toEqual({ code: 401, msg: 'Upload failed, file size should not exceed 5M' });
    expect((await call('me', 'PUT', `/api/permission/Users/Current/Avatar/${'0'.repeat(32)}.png`)).code).toBe(404);
    expect((await call('me', 'PUT', '/api/permission/Users/Current/Avatar/..%2F..%2Fetc%2Fpasswd')).code).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/file/Image/userAvatar/${'0'.repeat(32)}.png` })).json()).toMatchObject({
      code: 404,
    });
  });
});

describe('my people, rights and log', () => {
  it('lists my subordinates and refuses browsing someone else’s', async () => {
    const mine = await call<{ list: { account: string; isLeaf: boolean }[] }>('me', 'GET', '/api/permission/Users/Current/Subordinate/0');
    expect(mine.data?.list).toEqual([expect.objectContaining({ account: 'preport', isLeaf: true })]);
    const boss = await call<{ list: { account: string; isLeaf: boolean }[] }>(
      'boss',
      'GET',
      `/api/permission/Users/Current/Subordinate/${userId}`,
    );
    expect(boss.data?.list.map((row) => row.account)).toEqual(['preport']);
    expect((await call('me', 'GET', `/api/permission/Users/Current/Subordinate/${bossId}`)).code).toBe(403);
  });

  it('shows the rights I hold (none) and my sign-ins, and my one unit and position', async () => {
    expect((await call<{ list: unknown[] }>('me', 'GET', '/api/permission/Users/Current/Authorize')).data?.list).toEqual([]);
    const log = await call<{ list: { ipAddress: string; abstracts: string }[]; pagination: { total: number } }>(
      'me',
      'GET',
      '/api/permission/Users/Current/SystemLog?category=1',
    );
    expect(log.data?.pagination.total).toBe(1);
    expect(log.data?.list[0]).toMatchObject({ ipAddress: '10.0.0.9', abstracts: 'password' });
    expect(
      (await call<{ pagination: { total: number } }>('me', 'GET', '/api/permission/Users/Current/SystemLog?category=3')).data?.pagination
        .total,
    ).toBe(0);
    const units = await call<{ list: { id: string; isDefault: boolean }[] }>('me', 'GET', '/api/permission/Users/Current/getUserOrganizes');
    expect(units.data?.list).toHaveLength(1);
    expect(
      (await call('me', 'PUT', '/api/permission/Users/Current/major', { majorType: 'Organize', majorId: units.data?.list[0]?.id })).code,
    ).toBe(200);
    expect((await call('me', 'PUT', '/api/permission/Users/Current/major', { majorType: 'Position', majorId: 'nope' })).code).toBe(400);
  });

  it('gives an administrator the whole enabled menu tree with its elements', async () => {
    const adminId = (await ctx.database.db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
    tokens.boss = await session(adminId);
    const tree = await call<{ list: { enCode: string; children: { enCode: string; button: { enCode: string }[] }[] }[] }>(
      'boss',
      'GET',
      '/api/permission/Users/Current/Authorize',
    );
    const system = tree.data?.list.find((node) => node.enCode === 'system');
    expect(system?.children.find((node) => node.enCode === 'system.menu')?.button.map((button) => button.enCode)).toEqual([
      'btn_add',
      'btn_edit',
      'btn_remove',
      'btn_detail',
    ]);
  });
});
