import { USER_EVENT_OPTIONS } from '../../support/dom-setup';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tabStore } from '../../../../src/app/tabs/tab-store';
import { selectedProject } from '../../../../src/lib/selected-project';
import { sessionStore } from '../../../../src/lib/session-store';
import { okBody } from '../../support/fake-api';
import { preloadPages } from '../../support/preload-pages';
import { renderApp } from '../../support/render-app';
import { setUpRendering } from '../../support/render-suite';
import { shellHandlers } from './shell-api';

// The whole shell renders here, lazily loaded pages and all: a loaded machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

const { serve: shellApi } = setUpRendering({
  preload: preloadPages,
  reset: () => {
    selectedProject.clear();
    tabStore.reset();
    sessionStore.setToken('bearer live');
  },
  defaults: shellHandlers,
});

describe('project selector', () => {
  it("with no projects says '暂无项目，部分功能无法使用'", async () => {
    shellApi({ 'POST /api/busProject/BusProject/getProject': () => okBody([]) });
    renderApp('/home');
    await waitFor(() => expect(document.querySelector('.ant-message')).toHaveTextContent('暂无项目，部分功能无法使用'), { timeout: 5_000 });
    expect(selectedProject.get()).toBeNull();
  });

  it('picks the first project of the first group and stores what the other features read', async () => {
    shellApi();
    renderApp('/home');
    await waitFor(() => expect(selectedProject.get()?.projectId).toBe('p-dam'));
    expect(selectedProject.get()).toMatchObject({
      orgId: 'org-dam',
      projectTypeId: 'reservoir',
      isManager: true,
      latitude: 30.2,
      menuProjectType: 2,
    });
    expect(JSON.parse(window.localStorage.getItem('sluice_project') ?? 'null')).toMatchObject({ projectId: 'p-dam' });
  });

  it('restores the stored project, and switching hides the page for a moment', async () => {
    // What an earlier visit stored: the id only matters, the rest is refreshed from the list.
    selectedProject.set({
      projectId: 'p-river',
      name: '',
      latitude: null,
      longitude: null,
      orgId: '',
      projectTypeId: '',
      isManager: false,
      menuProjectType: 1,
    });
    shellApi();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/home');
    const selector = await screen.findByTestId('project-selector');
    await waitFor(() => expect(within(selector).getByText('澜江河道巡查')).toBeInTheDocument());
    expect(selectedProject.get()).toMatchObject({ orgId: 'org-river', menuProjectType: 3 });

    await user.click(within(selector).getByRole('combobox'));
    await user.click(await screen.findByText('青水水库大坝', { selector: '.ant-select-item-option-content' }));
    expect(selectedProject.get()).toMatchObject({ projectId: 'p-dam', orgId: 'org-dam' });
    expect(within(screen.getByRole('main')).getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /欢迎回来/ }, { timeout: 3_000 })).toBeInTheDocument();
  });
});

describe('top bar tools', () => {
  it('caps the unread badge at 99 and opens the message centre', async () => {
    shellApi({ 'GET /api/message/unread-count': () => okBody({ total: 150, notice: 150 }) });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { router } = renderApp('/home');
    const bell = await screen.findByTestId('notice-bell');
    await waitFor(() => expect(bell).toHaveTextContent('99+'));
    expect(bell).toHaveAccessibleName('150 条未读消息，打开消息中心');
    await user.click(bell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/messageRecord'));
  });

  it('searches page titles and opens the chosen page', async () => {
    shellApi();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { router } = renderApp('/home');
    await user.type(await screen.findByTestId('page-search'), '巡检');
    // Screen readers hear the title (antd's hidden listbox); the click goes to the drawn option.
    expect(await screen.findByRole('option', { name: '巡检表单' })).toBeInTheDocument();
    await user.click(await screen.findByText('/model/inspection', { selector: '.sluice-page-search__path' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/model/inspection'));
  });

  it("warns '不支持全屏' where full screen is unavailable", async () => {
    shellApi();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/home');
    await user.click(await screen.findByTestId('fullscreen-toggle'));
    expect(await screen.findByText('不支持全屏')).toBeInTheDocument();
  });

  it('shows the clock as yyyy-MM-dd HH:mm', async () => {
    shellApi();
    renderApp('/home');
    expect((await screen.findByTestId('header-clock')).textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('sends feedback with the page it came from', async () => {
    const api = shellApi({ 'POST /api/system/Feedback': () => okBody({ id: 'f1' }) });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/home');
    await user.click(await screen.findByTestId('user-dropdown'));
    await user.click(await screen.findByTestId('feedback-item'));
    await user.click(await screen.findByTestId('feedback-submit'));
    expect(await screen.findByText('请输入标题')).toBeInTheDocument();
    await user.type(screen.getByTestId('feedback-subject'), ' 告警声音太小 ');
    await user.type(screen.getByTestId('feedback-content'), '夜班听不到');
    await user.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('感谢您的反馈，已提交成功')).toBeInTheDocument();
    expect(JSON.parse(String(api.calls('POST /api/system/Feedback')[0]?.data))).toEqual({
      title: '告警声音太小',
      content: '夜班听不到',
      page: '/home',
    });
  });

  it('shows product, version and copyright in the about dialog', async () => {
    shellApi();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/home');
    await user.click(await screen.findByTestId('user-dropdown'));
    await user.click(await screen.findByTestId('about-item'));
    const about = await screen.findByTestId('about-dialog');
    expect(about).toHaveTextContent('Sluice 值守平台');
    expect(about).toHaveTextContent('V3.3');
    expect(about).toHaveTextContent('Copyright © 2026 澜江水务');
  });

  it('opens the official statement', async () => {
    shellApi();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/home');
    await user.click(await screen.findByTestId('user-dropdown'));
    await user.click(await screen.findByTestId('statement-item'));
    expect(await screen.findByTestId('statement-dialog')).toHaveTextContent('仅限单位授权人员使用');
  });

  it('collapses the sidebar and remembers it as 0', async () => {
    shellApi();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/home');
    await user.click(await screen.findByTestId('sidebar-toggle'));
    expect(window.localStorage.getItem('sluice_sidebarStatus')).toBe('0');
    await act(async () => {
      await user.click(screen.getByTestId('sidebar-toggle'));
    });
    expect(window.localStorage.getItem('sluice_sidebarStatus')).toBe('1');
  });
});
