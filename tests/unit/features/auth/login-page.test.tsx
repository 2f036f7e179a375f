import { USER_EVENT_OPTIONS } from '../../support/dom-setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHash } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failBody, installFakeApi, okBody, type FakeHandler } from '../../support/fake-api';
import { renderApp } from '../../support/render-app';
import { preloadPages } from '../../support/preload-pages';
import { resetState } from '../../support/reset-state';
import { session } from '../../support/session-fixture';
import { userInfo } from '../../support/wire-fixtures';

let api: ReturnType<typeof installFakeApi> | null = null;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

function signInApi(extra: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    'GET /api/system/SysConfig': () => okBody({ title: '', copyright: '' }),
    'GET /api/oauth/getConfig/admin': () => okBody({ enableVerificationCode: 0 }),
    'POST /api/oauth/Login': () => okBody({ token: 'bearer fresh', theme: 'classic' }),
    'GET /api/oauth/CurrentUser': () => okBody(session()),
    ...extra,
  });
}

function formFields(data: unknown): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(String(data)));
}

beforeAll(preloadPages, 60_000);

beforeEach(async () => {
  await resetState();
});

afterEach(() => {
  api?.restore();
  api = null;
});

describe('password sign-in', () => {
  it('prompts for the account and the password', async () => {
    api = signInApi();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findAllByText('请输入账号')).not.toHaveLength(0);
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(api.calls('POST /api/oauth/Login')).toHaveLength(0);
  });

  it('sends the trimmed account and the MD5 of the password, then opens the redirect page', async () => {
    api = signInApi();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { router } = renderApp('/login?redirect=%2FknowledgeBase%2Fsearch');
    await user.type(await screen.findByLabelText('账号'), '  admin ');
    await user.type(screen.getByLabelText('密码'), 'Sluice2026admin');
    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/knowledgeBase/search'));
    const [login] = api.calls('POST /api/oauth/Login');
    expect(formFields(login?.data)).toEqual({
      account: 'admin',
      password: md5('Sluice2026admin'),
      code: '',
      timestamp: '',
      origin: 'password',
      client_id: 'admin',
      scope: 'all',
      grant_type: 'password',
    });
    expect(api.calls('GET /api/oauth/CurrentUser')[0]?.headers.Authorization).toBe('bearer fresh');
    expect(await screen.findByTestId('not-available-page', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('asks for an image captcha when the account requires one and sends its code and timestamp', async () => {
    api = signInApi({ 'GET /api/oauth/getConfig/admin': () => okBody({ enableVerificationCode: 1, verificationCodeNumber: 5 }) });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/login');
    await user.type(await screen.findByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'Sluice2026admin');
    await user.click(screen.getByRole('button', { name: '登录' }));

    const image = await screen.findByTestId('captcha-image');
    const match = /^\/api\/oauth\/ImageCode\/5\/(\d+)$/.exec(image.getAttribute('src') ?? '');
    expect(match).not.toBeNull();
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(api.calls('POST /api/oauth/Login')).toHaveLength(0);

    await user.type(screen.getByTestId('login-code'), 'k7Q2x');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(api?.calls('POST /api/oauth/Login')).toHaveLength(1));
    expect(formFields(api.calls('POST /api/oauth/Login')[0]?.data)).toMatchObject({ code: 'k7Q2x', timestamp: match?.[1] });
  });

  it('draws a new captcha after a refused sign-in', async () => {
    api = signInApi({
      'GET /api/oauth/getConfig/admin': () => okBody({ enableVerificationCode: 1, verificationCodeNumber: 4 }),
      'POST /api/oauth/Login': () => failBody(400, '验证码错误'),
    });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/login');
    const account = await screen.findByLabelText('账号');
    await user.type(account, 'admin');
    await user.tab();
    const first = (await screen.findByTestId('captcha-image')).getAttribute('src');
    await user.type(screen.getByLabelText('密码'), 'wrong1');
    await user.type(screen.getByTestId('login-code'), 'abcd');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).not.toBe(first));
    expect(screen.getByTestId('login-code')).toHaveValue('');
  });

  it('shows the captcha when a refusal says failures now require one', async () => {
    api = signInApi({
      'POST /api/oauth/Login': () => ({ body: { code: 400, msg: '账号或密码错误', data: { enableVerificationCode: 1 } } }),
    });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/login');
    await user.type(await screen.findByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'wrong1');
    expect(screen.queryByTestId('captcha-image')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    expect(await screen.findByTestId('captcha-image')).toBeInTheDocument();
  });

  it('says 您的权限不足，请联系管理员 and stays signed out when the menu is empty', async () => {
    api = signInApi({ 'GET /api/oauth/CurrentUser': () => okBody({ ...session(), menuList: [] }) });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { router } = renderApp('/login');
    await user.type(await screen.findByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'Sluice2026admin');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('您的权限不足，请联系管理员')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('sluice_token')).toBeNull();
  });

  it('shows the last login information after signing in when there was a previous login', async () => {
    const previous = session({
      userInfo: userInfo({
        userId: 'u1',
        userAccount: 'admin',
        userName: '管理员',
        prevLogin: 1,
        prevLoginTime: new Date(2026, 10, 20, 8, 5).getTime(),
        prevLoginIPAddress: '10.1.2.3',
        prevLoginIPAddressName: '广东省广州市',
      }),
    });
    api = signInApi({ 'GET /api/oauth/CurrentUser': () => okBody(previous) });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/login');
    await user.type(await screen.findByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'Sluice2026admin');
    await user.click(screen.getByRole('button', { name: '登录' }));
    const title = await screen.findByText('上次登录信息', undefined, { timeout: 10_000 });
    const notice = title.closest('.ant-notification-notice') as HTMLElement;
    expect(within(notice).getByText('2026-11-20 08:05')).toBeInTheDocument();
    expect(within(notice).getByText('广东省广州市')).toBeInTheDocument();
    expect(within(notice).getByText('10.1.2.3')).toBeInTheDocument();
  });
});

describe('the language saved on the server', () => {
  it('opens the console in the language the user saved, whatever the browser was set to', async () => {
    const saved = session();
    api = signInApi({ 'GET /api/oauth/CurrentUser': () => okBody({ ...saved, userInfo: { ...saved.userInfo, language: 'en' } }) });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { router } = renderApp('/login');
    await user.type(await screen.findByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'Sluice2026admin');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(document.documentElement.lang).toBe('en');
    // Kept locally too, so the next visit in this browser starts in it before anyone signs in.
    expect(window.localStorage.getItem('sluice_language')).toBe(JSON.stringify('en'));
  });

  it('keeps the current language when the user saved none', async () => {
    api = signInApi();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { router } = renderApp('/login');
    await user.type(await screen.findByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'Sluice2026admin');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});

describe('mobile code sign-in', () => {
  it('checks the mobile number before sending a code, then signs in with grant_type sms', async () => {
    api = signInApi({ 'POST /api/oauth/sms/send': () => okBody({ resendAfter: 60 }) });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/login');
    await user.click(await screen.findByRole('tab', { name: '手机验证码登录' }));
    // The SMS form is fetched when its tab opens.
    await user.type(await screen.findByLabelText('手机号码'), '12345');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请正确输入您的手机号')).toBeInTheDocument();
    expect(api.calls('POST /api/oauth/sms/send')).toHaveLength(0);

    await user.clear(screen.getByLabelText('手机号码'));
    await user.type(screen.getByLabelText('手机号码'), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    expect(JSON.parse(String(api.calls('POST /api/oauth/sms/send')[0]?.data))).toEqual({ mobile: '13800138000' });

    await user.type(screen.getByTestId('login-sms-code'), '246810');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(api?.calls('POST /api/oauth/Login')).toHaveLength(1));
    expect(formFields(api.calls('POST /api/oauth/Login')[0]?.data)).toMatchObject({
      account: '13800138000',
      code: '246810',
      grant_type: 'sms',
      client_id: 'admin',
      scope: 'all',
    });
  });
});

describe('the sign-in page itself', () => {
  it('switches its language from the toolbar, says so and keeps the choice', async () => {
    api = signInApi();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/login');
    await user.selectOptions(await screen.findByLabelText('切换语言'), 'en');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mobile code' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Switch Language Success');
    expect(window.localStorage.getItem('sluice_language')).toBe('"en"');
    await waitFor(() => expect(document.title).toBe('Sign in - Sluice'));
    await user.selectOptions(screen.getByLabelText('Switch language'), 'zh-CN');
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('moves between the sign-in modes with the arrow keys', async () => {
    api = signInApi();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/login');
    const passwordTab = await screen.findByRole('tab', { name: '账号密码登录' });
    expect(passwordTab).toHaveAttribute('aria-selected', 'true');
    passwordTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '手机验证码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '手机验证码登录' })).toHaveFocus();
    expect(await screen.findByLabelText('手机号码')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '扫码登录' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
  });
});
