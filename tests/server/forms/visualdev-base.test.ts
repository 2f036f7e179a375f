import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { injectEnvelope } from '../support/inject-envelope';
import { signInAs } from '../current-user/sign-in-as';
import type { Envelope } from '../../../server/src/wire/codes';
import type { Paged } from '../../../server/src/wire/envelope';
import type { VisualdevBaseDetail, VisualdevBaseItem } from '../../../server/src/wire/visualdev';
import { field, formData, required } from './form-fixtures';

// Form definitions under /api/visualdev/Base on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL):
// list, one, create, edit, copy, release, delete, the definition check at save, and who may call them.

let ctx: TestContext;
const tokens: Record<string, string> = {};
const BASE = '/api/visualdev/Base';

async function call<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
  person = 'admin',
  language = 'zh-CN',
): Promise<Envelope<T>> {
  return (await injectEnvelope(ctx.app, { method, url, body, token: tokens[person], language })) as Envelope<T>;
}

const count = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('visualdevBase')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const patrolForm = (
  enCode: string,
  fields: unknown[] = [required('reach', 'input', '巡查河段'), field('photos', 'uploadImg', '照片')],
) => ({
  fullName: '堤防巡查',
  enCode,
  category: 'patrol',
  formData: formData(fields),
});

beforeAll(async () => {
  ctx = await createTestApp();
  for (const person of ['admin', 'viewer01']) tokens[person] = await signInAs(ctx, `usr-${person}`);
});

afterAll(async () => {
  await ctx.close();
});

describe('the demo forms', () => {
  it('are listed released: dam inspection, river patrol, maintenance record', async () => {
    const answer = await call<Paged<VisualdevBaseItem>>('GET', `${BASE}?currentPage=1&pageSize=20`);
    expect(answer.code).toBe(200);
    expect(answer.data?.list.map((item) => [item.id, item.fullName, item.state])).toEqual([
      ['form-dam-inspection', '大坝巡检记录', 1],
      ['form-river-patrol', '河道巡查记录', 1],
      ['form-maintenance-record', '养护记录', 1],
    ]);
    const detail = await call<VisualdevBaseDetail>('GET', `${BASE}/form-dam-inspection`);
    expect(JSON.parse(detail.data?.formData ?? '{}').fields.length).toBeGreaterThan(5);
  });
});

describe('a form from design to release', () => {
  let id = '';

  it('is created unreleased, with its design as sent', async () => {
    const created = await call<string>('POST', BASE, patrolForm('leveePatrol'));
    expect(created.code).toBe(200);
    id = created.data ?? '';
    const detail = await call<VisualdevBaseDetail>('GET', `${BASE}/${id}`);
    expect(detail.data).toMatchObject({
      fullName: '堤防巡查',
      enCode: 'leveePatrol',
      state: 0,
      changedSinceRelease: false,
      releaseTime: null,
      creatorUserId: 'usr-admin',
    });
    expect(detail.data?.formData).toBe(patrolForm('leveePatrol').formData);
  });

  it('is released, then edited: the edit shows as a change since release until the next release', async () => {
    expect(await call('POST', `${BASE}/${id}/Actions/Release`, {})).toEqual({ code: 200, msg: 'Success' });
    expect((await call<VisualdevBaseDetail>('GET', `${BASE}/${id}`)).data).toMatchObject({ state: 1, changedSinceRelease: false });
    const edited = patrolForm('leveePatrol', [required('reach', 'input', '巡查堤段')]);
    expect((await call('PUT', `${BASE}/${id}`, edited)).code).toBe(200);
    const detail = await call<VisualdevBaseDetail>('GET', `${BASE}/${id}`);
    expect(detail.data).toMatchObject({ state: 1, changedSinceRelease: true, formData: edited.formData });
    expect(detail.data?.lastModifyTime).toEqual(expect.any(Number));
  });

  it('is copied as a new unreleased form with its own code', async () => {
    const copied = await call<string>('POST', `${BASE}/${id}/Actions/Copy`, {});
    expect(copied.code).toBe(200);
    const copy = await call<VisualdevBaseDetail>('GET', `${BASE}/${copied.data}`);
    expect(copy.data).toMatchObject({ fullName: '堤防巡查 副本', state: 0, category: 'patrol' });
    expect(copy.data?.enCode).toMatch(/^leveePatrol_copy\d{4}$/);
    const english = await call<string>('POST', `${BASE}/${id}/Actions/Copy`, {}, 'admin', 'en');
    expect((await call<VisualdevBaseDetail>('GET', `${BASE}/${english.data}`)).data?.fullName).toBe('堤防巡查 (copy)');
  });

  it('is deleted, and then answers 404', async () => {
    expect((await call('DELETE', `${BASE}/${id}`)).code).toBe(200);
    expect(await call('GET', `${BASE}/${id}`)).toMatchObject({ code: 404, msg: '表单不存在' });
    expect((await call('POST', `${BASE}/${id}/Actions/Release`, {})).code).toBe(404);
  });
});

describe('what is refused, with nothing stored', () => {
  it('a definition with a duplicate __vModel__ (401 naming it), an unknown component, a taken code (400)', async () => {
    const before = await count();
    const twice = await call('POST', BASE, patrolForm('twice', [field('reach', 'input', '河段'), field('reach', 'textarea', '说明')]));
    expect(twice).toEqual({ code: 401, msg: '字段名 reach 重复，每个字段名只能使用一次', data: { path: 'fields.1' } });
    const unknown = await call('POST', BASE, patrolForm('unknownKind', [field('x', 'colourWheel', '颜色')]), 'admin', 'en');
    expect(unknown).toMatchObject({ code: 401, msg: 'Field "颜色": there is no component colourWheel' });
    expect(await call('POST', BASE, patrolForm('damInspection'))).toMatchObject({ code: 400, msg: '表单编码已存在' });
    expect(await call('POST', BASE, { ...patrolForm('notJson'), formData: '{"fields":' })).toMatchObject({
      code: 401,
      msg: '表单设计不是有效的 JSON',
    });
    expect(await count()).toBe(before);
  });

  it('an edit into a broken design or onto another form code, leaving the form as it was', async () => {
    const before = await call<VisualdevBaseDetail>('GET', `${BASE}/form-river-patrol`);
    expect((await call('PUT', `${BASE}/form-river-patrol`, patrolForm('riverPatrol', []))).code).toBe(401);
    expect((await call('PUT', `${BASE}/form-river-patrol`, patrolForm('damInspection'))).code).toBe(400);
    expect(await call('GET', `${BASE}/form-river-patrol`)).toEqual(before);
  });

  it('every call from someone without the form-design page (403), and an unknown id (404)', async () => {
    const before = await count();
    for (const [method, url, body] of [
      ['GET', BASE],
      ['GET', `${BASE}/form-dam-inspection`],
      ['POST', BASE, patrolForm('viewerForm')],
      ['PUT', `${BASE}/form-dam-inspection`, patrolForm('damInspection')],
      ['DELETE', `${BASE}/form-dam-inspection`],
      ['POST', `${BASE}/form-dam-inspection/Actions/Copy`, {}],
      ['POST', `${BASE}/form-dam-inspection/Actions/Release`, {}],
    ] as const) {
      expect({ method, url, code: (await call(method, url, body, 'viewer01')).code }).toEqual({ method, url, code: 403 });
    }
    expect(await count()).toBe(before);
    expect((await call('PUT', `${BASE}/no-such-form`, patrolForm('ghost'))).code).toBe(404);
  });
});
