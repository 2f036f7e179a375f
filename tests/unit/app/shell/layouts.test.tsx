import { USER_EVENT_OPTIONS } from '../../support/dom-setup';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tabStore } from '../../../../src/app/tabs/tab-store';
import { componentSize } from '../../../../src/lib/component-size';
import { selectedProject } from '../../../../src/lib/selected-project';
import { sessionStore } from '../../../../src/lib/session-store';
import type { MenuNode } from '../../../../server/src/wire/current-user';
import { resetSettingsCache, setSetting } from '../../../../src/lib/storage';
import { okBody } from '../../support/fake-api';
import { preloadPages } from '../../support/preload-pages';
import { renderApp } from '../../support/render-app';
import { setUpRendering } from '../../support/render-suite';
import { session } from '../../support/session-fixture';
import { shellHandlers } from './shell-api';
import { menuNode } from '../../support/wire-fixtures';

// The whole shell renders here, lazily loaded pages and all: a loaded machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

/** A menu with project-type filtered items and entries the blend top menu must leave out. */
const BLEND_MENU: MenuNode[] = [
  menuNode({ id: 'm-home', enCode: 'home', fullName: '首页', type: 2, urlAddress: 'home' }),
  menuNode({ id: 'm-form', enCode: 'orderForm', fullName: '工单表单', type: 2, urlAddress: 'orderForm' }),
  menuNode({
    id: 'm-mon',
    enCode: 'monitoring',
    fullName: '大坝监测',
    type: 1,
    projectType: 2,
    children: [
      menuNode({
        id: 'm-alarms',
        enCode: 'monitoring.alarms',
        fullName: '告警中心',
        type: 2,
        urlAddress: 'monitoring/alarms',
        projectType: 2,
      }),
      menuNode({
        id: 'm-weather',
        enCode: 'monitoring.weather',
        fullName: '气象监测',
        type: 2,
        urlAddress: 'monitoring/weather',
        projectType: 1,
      }),
      menuNode({
        id: 'm-patrol',
        enCode: 'monitoring.patrol',
        fullName: '河道巡查',
        type: 2,
        urlAddress: 'monitoring/patrol',
        projectType: 3,
      }),
      menuNode({ id: 'm-cockpit', enCode: 'monitoring.cockpit', fullName: '驾驶舱', type: 2, urlAddress: 'cockpit', hidden: 1 }),
    ],
  }),
];

const { serve: shellApi } = setUpRendering({
  preload: preloadPages,
  reset: () => {
    componentSize.reset();
    selectedProject.clear();
    tabStore.reset();
    sessionStore.setToken('bearer live');
  },
  defaults: shellHandlers,
});

const shellRoot = () => document.querySelector('.sluice-shell-root');

describe('layouts', () => {
  it('reads corrupt or outdated settings as the defaults and still draws the shell', async () => {
    window.localStorage.setItem('sluice_layoutType', '"sidebar-right"');
    window.localStorage.setItem('sluice_theme', '"teal-ish"');
    window.localStorage.setItem('sluice_tagsView', '{oops');
    resetSettingsCache();
    shellApi();
    renderApp('/home');
    expect(await screen.findByTestId('sidebar-menu')).toBeInTheDocument();
    expect(shellRoot()).toHaveAttribute('data-layout', 'classic');
    expect(screen.getByTestId('tab-bar')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--sluice-primary')).toBe('#1890ff'));
  });

  it('functional: the top menu only', async () => {
    setSetting('layoutType', 'functional');
    shellApi();
    renderApp('/home');
    const topMenu = await screen.findByTestId('top-menu');
    expect(shellRoot()).toHaveAttribute('data-layout', 'functional');
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(within(topMenu).getByRole('menu')).toBeInTheDocument();
  });

  it('plain: a slim icon sidebar that cannot be expanded', async () => {
    setSetting('layoutType', 'plain');
    shellApi();
    renderApp('/home');
    expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
    expect(document.querySelector('.sluice-sider--slim.ant-layout-sider-collapsed')).not.toBeNull();
    expect(screen.queryByTestId('sidebar-toggle')).toBeNull();
  });

  it('blend: the left menu holds the open top menu, filtered by the selected project type', async () => {
    setSetting('layoutType', 'blend');
    selectedProject.set({
      projectId: 'p-river',
      name: '',
      latitude: null,
      longitude: null,
      orgId: '',
      projectTypeId: 'river-patrol',
      isManager: false,
      menuProjectType: 3,
    });
    shellApi({ 'GET /api/oauth/CurrentUser': () => okBody(session({ menuList: BLEND_MENU })) });
    renderApp('/monitoring/weather');
    const side = await screen.findByTestId('sidebar-menu');
    await waitFor(() => expect(within(side).getByText('气象监测')).toBeInTheDocument());
    expect(within(side).getByText('河道巡查')).toBeInTheDocument();
    expect(within(side).queryByText('告警中心')).toBeNull();
    expect(within(side).queryByText('驾驶舱')).toBeNull();
  });

  it('blend: ?id=1 hides the top bar and the tab bar; the message centre hides the sidebar', async () => {
    setSetting('layoutType', 'blend');
    shellApi({ 'GET /api/oauth/CurrentUser': () => okBody(session({ menuList: BLEND_MENU })) });
    const { router } = renderApp('/monitoring/weather?id=1');
    await waitFor(() => expect(shellRoot()).toHaveAttribute('data-layout', 'blend'));
    await screen.findByRole('main');
    expect(screen.queryByTestId('top-bar')).toBeNull();
    expect(screen.queryByTestId('tab-bar')).toBeNull();
    await router.navigate('/messageRecord');
    expect(await screen.findByTestId('top-bar')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });
});

describe('settings drawer', () => {
  it('changes the layout locally and on the server', async () => {
    const api = shellApi({ 'PUT /api/permission/Users/Current/SystemTheme': () => okBody({ theme: 'blend' }) });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/home');
    await user.click(await screen.findByTestId('settings-button'));
    await user.click(await screen.findByTestId('layout-option-blend'));
    await waitFor(() => expect(shellRoot()).toHaveAttribute('data-layout', 'blend'));
    expect(window.localStorage.getItem('sluice_layoutType')).toBe('"blend"');
    expect(JSON.parse(String(api.calls('PUT /api/permission/Users/Current/SystemTheme')[0]?.data))).toEqual({ theme: 'blend' });
  });

  it('remembers the colour, the toggles and the size, and restores the defaults', async () => {
    shellApi();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/home');
    await user.click(await screen.findByTestId('settings-button'));
    await user.click(await screen.findByTestId('theme-color-purple'));
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--sluice-primary')).toBe('#722ed1'));
    expect(window.localStorage.getItem('sluice_theme')).toBe('"purple"');

    await user.click(screen.getByTestId('setting-tagsView'));
    await waitFor(() => expect(screen.queryByTestId('tab-bar')).toBeNull());
    expect(window.localStorage.getItem('sluice_tagsView')).toBe('false');

    await user.click(within(screen.getByTestId('setting-size')).getByText('迷你'));
    expect(window.localStorage.getItem('sluice_size')).toBe('"mini"');

    await user.click(screen.getByTestId('settings-restore'));
    expect(await screen.findByTestId('tab-bar')).toBeInTheDocument();
    expect(window.localStorage.getItem('sluice_theme')).toBeNull();
    expect(componentSize.get()).toBe('default');
  });
});
