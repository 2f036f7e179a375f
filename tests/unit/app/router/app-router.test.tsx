import { USER_EVENT_OPTIONS } from '../../support/dom-setup';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../../src/lib/session-store';
import { failBody, okBody } from '../../support/fake-api';
import { preloadPages } from '../../support/preload-pages';
import { renderApp } from '../../support/render-app';
import { setUpRendering } from '../../support/render-suite';
import { session } from '../../support/session-fixture';

// The whole shell renders here, lazily loaded pages and all: a loaded machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

const { serve: consoleApi } = setUpRendering({
  preload: preloadPages,
  defaults: () => ({
    'GET /api/oauth/CurrentUser': () => okBody(session()),
    'POST /api/busProject/BusProject/getProject': () =>
      okBody([{ label: '北江管理处', options: [{ label: '飞来峡水利枢纽', value: 'p1', isManager: 1 }] }]),
    'GET /api/system/SysConfig': () => okBody({}),
    'GET /api/message/unread-count': () => okBody({ total: 0 }),
  }),
});

describe('signed out', () => {
  it('sends a private page to /login with the wanted path', async () => {
    const api = consoleApi();
    const { router } = renderApp('/monitoring/alarms?state=active');
    expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fmonitoring%2Falarms%3Fstate%3Dactive');
    expect(api.calls('GET /api/oauth/CurrentUser')).toHaveLength(0);
  });

  it('shows public pages and 404 without signing in', async () => {
    consoleApi();
    renderApp('/404');
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
  });
});

describe('signed in', () => {
  beforeEach(() => {
    sessionStore.setToken('bearer live');
  });

  it('loads the user once, opens the first menu page from / and titles it from routes.<name>', async () => {
    const api = consoleApi();
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: '欢迎回来，管理员' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(api.calls('GET /api/oauth/CurrentUser')).toHaveLength(1);
    const projects = screen.getByRole('region', { name: '我的项目' });
    expect(await within(projects).findByText('飞来峡水利枢纽')).toBeInTheDocument();
    expect(within(projects).getByText('负责人')).toBeInTheDocument();
    const shortcuts = screen.getByRole('list', { name: '快捷入口' });
    expect(within(shortcuts).getByRole('button', { name: /告警中心/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('首页 - 水闸运维平台'));
  });

  it('opens a directory at its first child', async () => {
    consoleApi();
    const { router } = renderApp('/monitoring');
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitoring/alarms'));
    expect(sessionStore.get().leftMenuList.map((item) => item.id)).toEqual(['m-alarms', 'm-form']);
  });

  it('embeds a _self link with a signature for that address in place of the token, titled by its menu name', async () => {
    const api = consoleApi({
      'POST /api/signed-urls': (request) => {
        const { address } = JSON.parse(String(request.data)) as { address: string };
        return okBody({ url: address.replace('${jnpfToken}', 's1.abc.u1.signature'), expiresAt: Date.now() + 60_000 });
      },
    });
    renderApp('/gis');
    const frame = await screen.findByTestId('embedded-frame');
    expect(frame).toHaveAttribute('src', 'https://gis.example.org/?t=s1.abc.u1.signature');
    expect(frame.getAttribute('src')).not.toContain('bearer');
    expect(api.calls('POST /api/signed-urls')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('一张图 - 水闸运维平台'));
  });

  it('sends an unknown path to /404', async () => {
    consoleApi();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('sends /login home', async () => {
    consoleApi();
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('on a refused user fetch resets the token, shows the message and goes to /login with the path', async () => {
    consoleApi({ 'GET /api/oauth/CurrentUser': () => failBody(600, '登录过期,请重新登录') });
    const { router } = renderApp('/monitoring/alarms');
    expect(await screen.findByText('登录过期,请重新登录')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fmonitoring%2Falarms');
    expect(sessionStore.get().token).toBeNull();
  });

  it("falls back to 'Has Error' (translated) when the failure has no text", async () => {
    consoleApi({ 'GET /api/oauth/CurrentUser': () => ({ body: { code: 400, msg: '' } }) });
    renderApp('/home');
    expect(await screen.findByText('发生错误')).toBeInTheDocument();
  });

  it('keeps the token and retries when the server cannot be reached', async () => {
    let reachable = false;
    consoleApi({ 'GET /api/oauth/CurrentUser': () => (reachable ? okBody(session()) : { networkError: true }) });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/home');
    expect(await screen.findByText('无法连接服务器')).toBeInTheDocument();
    expect(sessionStore.get().token).toBe('bearer live');
    reachable = true;
    await user.click(screen.getByRole('button', { name: '重 试' }));
    expect(await screen.findByRole('heading', { name: '欢迎回来，管理员' })).toBeInTheDocument();
  });

  it('navigates from the sidebar menu', async () => {
    consoleApi();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { router } = renderApp('/home');
    const menu = await screen.findByTestId('sidebar-menu');
    await user.click(within(menu).getByText('大坝监测'));
    await user.click(await within(menu).findByText('告警中心'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitoring/alarms'));
  });

  it('logs out after the confirmation', async () => {
    const api = consoleApi({ 'GET /api/oauth/Logout': () => okBody() });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { router } = renderApp('/home');
    await user.click(await screen.findByTestId('user-dropdown'));
    await user.click(await screen.findByTestId('logout-item'));
    expect(await screen.findByText('您确定要退出系统吗？')).toBeInTheDocument();
    await user.click(screen.getByTestId('logout-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls('GET /api/oauth/Logout')).toHaveLength(1);
    expect(sessionStore.get()).toMatchObject({ token: null, menuList: null });
  });

  it('locks the screen, keeps every page behind it, and unlocks with the MD5 of the password', async () => {
    const api = consoleApi({
      'POST /api/oauth/LockScreen': (request) => {
        const body = JSON.parse(String(request.data)) as { password: string };
        return body.password === createHash('md5').update('Right2026').digest('hex') ? okBody() : failBody(400, '密码错误');
      },
    });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { router } = renderApp('/monitoring/alarms');
    await user.click(await screen.findByTestId('user-dropdown'));
    await user.click(await screen.findByTestId('lock-screen-item'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lockScreen'));
    expect(window.localStorage.getItem('sluice_lock')).toBe('1');

    await router.navigate('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lockScreen'));
    await router.navigate('/lockScreen?redirect=%2Fmonitoring%2Falarms');

    await user.type(await screen.findByTestId('unlock-password'), 'Wrong2026');
    await user.click(screen.getByTestId('unlock-button'));
    expect(await screen.findByText('密码错误')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lockScreen');

    await user.clear(screen.getByTestId('unlock-password'));
    await user.type(screen.getByTestId('unlock-password'), 'Right2026');
    await user.click(screen.getByTestId('unlock-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitoring/alarms'));
    const unlock = api.calls('POST /api/oauth/LockScreen').at(-1);
    expect(JSON.parse(String(unlock?.data))).toEqual({ account: 'admin', password: createHash('md5').update('Right2026').digest('hex') });
    expect(sessionStore.get().isLock).toBe(false);
  });

  it('switches the language, saves it on the server and retitles the page', async () => {
    const api = consoleApi({ 'PUT /api/permission/Users/Current/SystemLanguage': () => okBody() });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/home');
    await screen.findByRole('heading', { name: '欢迎回来，管理员' });
    await user.click(screen.getByTestId('language-switch'));
    await user.click(await screen.findByText('English'));
    // The toast lives 1.5 s, so look for it first.
    expect(await screen.findByText('Switch Language Success')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back, 管理员' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home - Sluice'));
    expect(JSON.parse(String(api.calls('PUT /api/permission/Users/Current/SystemLanguage')[0]?.data))).toEqual({ language: 'en' });
    expect(window.localStorage.getItem('sluice_language')).toBe('"en"');
  });
});
