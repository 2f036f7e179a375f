import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../src/lib/api-client';
import { downloadExport, fileNameFromDisposition } from '../../../src/lib/download-export';
import { ApiError } from '../../../src/lib/api-error';
import { registerFeedbackSink, type FeedbackSink } from '../../../src/lib/feedback';
import { sessionStore, type SessionEnd } from '../../../src/lib/session-store';
import { getSetting } from '../../../src/lib/storage';
import { failBody, installFakeApi, okBody } from '../support/fake-api';
import { resetState } from '../support/reset-state';

let sink: { [K in keyof FeedbackSink]: ReturnType<typeof vi.fn<FeedbackSink[K]>> };
let unregister: () => void;
let ends: SessionEnd[];
let unsubscribeEnds: () => void;
let api: ReturnType<typeof installFakeApi> | null = null;

beforeEach(async () => {
  await resetState();
  sink = { warning: vi.fn<FeedbackSink['warning']>(), error: vi.fn<FeedbackSink['error']>(), success: vi.fn<FeedbackSink['success']>() };
  unregister = registerFeedbackSink(sink);
  ends = [];
  const subscription = sessionStore.ends.subscribe((end) => ends.push(end));
  unsubscribeEnds = () => subscription.unsubscribe();
  window.history.replaceState(null, '', '/monitoring/alarms?state=active');
});

afterEach(() => {
  api?.restore();
  api = null;
  unregister();
  unsubscribeEnds();
});

describe('request rules (contract section 1)', () => {
  it('sends the token as issued, jnpf-origin: pc and _t on every GET, with the payload as query', async () => {
    sessionStore.setToken('bearer abc.def');
    api = installFakeApi({ 'GET /api/things': () => okBody([]) });
    const before = Date.now();
    await http.get('/api/things', { keyword: 'dam', currentPage: 2 });
    const [request] = api.requests;
    expect(request?.headers.Authorization).toBe('bearer abc.def');
    expect(request?.headers['jnpf-origin']).toBe('pc');
    expect(request?.params).toMatchObject({ keyword: 'dam', currentPage: 2 });
    expect(Number(request?.params._t)).toBeGreaterThanOrEqual(before);
  });

  it('sends no _t on other methods and no Authorization without a token', async () => {
    api = installFakeApi({ 'POST /api/things': () => okBody() });
    await http.post('/api/things', { name: 'x' });
    const [request] = api.requests;
    expect(request?.params._t).toBeUndefined();
    expect(request?.headers.Authorization).toBeUndefined();
    expect(JSON.parse(String(request?.data))).toEqual({ name: 'x' });
  });

  it('form-encodes postForm', async () => {
    api = installFakeApi({ 'POST /api/oauth/Login': () => okBody({ token: 't' }) });
    await http.postForm('/api/oauth/Login', { account: 'admin', scope: 'all' });
    expect(String(api.requests[0]?.data)).toBe('account=admin&scope=all');
  });

  it('uses the default timeout unless the call sets its own', async () => {
    api = installFakeApi({ 'GET /api/slow': () => okBody() });
    await http.get('/api/slow');
    await http.get('/api/slow', undefined, { timeout: 100_000 });
    expect(api.requests.map((request) => request.config.timeout)).toEqual([30_000, 100_000]);
  });
});

describe('the envelope', () => {
  it('resolves with data on code 200', async () => {
    api = installFakeApi({ 'GET /api/things': () => okBody({ list: [1, 2] }) });
    await expect(http.get('/api/things')).resolves.toEqual({ list: [1, 2] });
    expect(sink.warning).not.toHaveBeenCalled();
  });

  it('rejects with one ApiError and shows the message as a 1.5 s warning otherwise', async () => {
    api = installFakeApi({ 'POST /api/things': () => ({ body: { code: 400, msg: '名称已存在', data: { field: 'name' } } }) });
    const error = await http.post('/api/things', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, msg: '名称已存在', data: { field: 'name' }, kind: 'business' });
    expect(sink.warning).toHaveBeenCalledWith('名称已存在', 1.5);
  });

  it('falls back to "Request error, please retry" (translated) when there is no message', async () => {
    api = installFakeApi({ 'GET /api/things': () => ({ body: { code: 500, msg: '' } }) });
    await expect(http.get('/api/things')).rejects.toMatchObject({ code: 500 });
    expect(sink.warning).toHaveBeenCalledWith('请求出错，请重试', 1.5);
  });

  it('keeps quiet for noTip calls', async () => {
    api = installFakeApi({ 'GET /api/things': () => failBody(400, 'nope') });
    await expect(http.get('/api/things', undefined, { noTip: true })).rejects.toMatchObject({ code: 400 });
    expect(sink.warning).not.toHaveBeenCalled();
  });

  it('hands raw calls the whole envelope, whatever its code', async () => {
    api = installFakeApi({ 'POST /api/test': () => failBody(400, 'config broken') });
    await expect(http.post('/api/test', {}, { raw: true })).resolves.toEqual({ code: 400, msg: 'config broken' });
    expect(sink.warning).not.toHaveBeenCalled();
  });

  it('shows an error toast when the server cannot be reached', async () => {
    api = installFakeApi({ 'GET /api/things': () => ({ networkError: true }) });
    await expect(http.get('/api/things')).rejects.toMatchObject({ kind: 'network', code: 0 });
    expect(sink.error).toHaveBeenCalledWith('请求出错，请重试', 1.5);
  });
});

describe('the end of a session', () => {
  it.each([600, 601, 602])('code %i clears the token and goes to login with the current page', async (code) => {
    sessionStore.setToken('bearer old');
    api = installFakeApi({ 'GET /api/things': () => failBody(code, '登录过期,请重新登录') });
    await expect(http.get('/api/things')).rejects.toMatchObject({ code });
    expect(sessionStore.get().token).toBeNull();
    expect(getSetting('token')).toBeNull();
    expect(ends).toEqual([{ to: '/login?redirect=%2Fmonitoring%2Falarms%3Fstate%3Dactive' }]);
    expect(sink.warning).toHaveBeenCalledWith('登录过期,请重新登录', 1.5);
  });

  it('an HTTP 401 does the same', async () => {
    sessionStore.setToken('bearer old');
    api = installFakeApi({ 'GET /api/things': () => ({ body: { code: 401, msg: 'Unauthorized' }, status: 401 }) });
    await expect(http.get('/api/things')).rejects.toMatchObject({ code: 401, kind: 'http' });
    expect(sessionStore.get().token).toBeNull();
    expect(ends).toHaveLength(1);
  });

  it('business code 401 is a validation error and keeps the session', async () => {
    sessionStore.setToken('bearer ok');
    api = installFakeApi({ 'POST /api/things': () => failBody(401, 'name: must not be empty') });
    await expect(http.post('/api/things', {})).rejects.toMatchObject({ code: 401 });
    expect(sessionStore.get().token).toBe('bearer ok');
    expect(ends).toEqual([]);
    expect(sink.warning).toHaveBeenCalledWith('name: must not be empty', 1.5);
  });

  it('skipAuthRedirect calls (unlock, WeChat login) keep the token and stay put', async () => {
    sessionStore.setToken('bearer old');
    api = installFakeApi({ 'POST /api/oauth/LockScreen': () => failBody(600, 'expired') });
    await expect(http.post('/api/oauth/LockScreen', {}, { skipAuthRedirect: true })).rejects.toMatchObject({ code: 600 });
    expect(sessionStore.get().token).toBe('bearer old');
    expect(ends).toEqual([]);
  });

  it('many failing calls end the session once', async () => {
    sessionStore.setToken('bearer old');
    api = installFakeApi({ 'GET /api/a': () => failBody(602, 'invalid'), 'GET /api/b': () => failBody(602, 'invalid') });
    await Promise.allSettled([http.get('/api/a'), http.get('/api/b')]);
    expect(ends).toHaveLength(1);
    expect(sink.warning).toHaveBeenCalledTimes(1);
  });
});

describe('files', () => {
  it('pass blobs through with their headers', async () => {
    const blob = new Blob(['a,b\n1,2'], { type: 'text/csv' });
    api = installFakeApi({
      'POST /api/export': () => ({ body: blob, headers: { 'content-disposition': 'attachment; filename="x.csv"' } }),
    });
    const response = await http.postBlob('/api/export', { ids: [1] });
    expect(response.data).toBe(blob);
    expect(response.headers['content-disposition']).toContain('x.csv');
  });

  it('turn a JSON envelope sent instead of the file into an ApiError', async () => {
    const blob = new Blob([JSON.stringify({ code: 400, msg: '没有可导出的数据' })], { type: 'application/json' });
    api = installFakeApi({ 'POST /api/export': () => ({ body: blob }) });
    await expect(http.postBlob('/api/export')).rejects.toMatchObject({ code: 400, msg: '没有可导出的数据' });
  });

  it('read the file name from content-disposition, RFC 6266 form first', () => {
    expect(fileNameFromDisposition('attachment; filename="a.xlsx"; filename*=UTF-8\'\'%E5%91%8A%E8%AD%A6.xlsx')).toBe('告警.xlsx');
    expect(fileNameFromDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameFromDisposition(undefined)).toBeNull();
  });

  it('downloadExport saves under the server name, and returns false quietly on failure', async () => {
    const created: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:fake');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this.download);
    });
    api = installFakeApi({
      'POST /api/export': () => ({ body: new Blob(['x']), headers: { 'content-disposition': 'attachment; filename="alarms.csv"' } }),
      'POST /api/broken': () => failBody(500, 'boom'),
    });
    await expect(downloadExport('/api/export', {}, 'fallback.csv')).resolves.toBe(true);
    await expect(downloadExport('/api/broken', {}, 'fallback.csv')).resolves.toBe(false);
    expect(created).toEqual(['alarms.csv']);
    expect(sink.warning).not.toHaveBeenCalled();
    click.mockRestore();
  });
});
