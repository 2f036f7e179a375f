/** Loads the lazily split pages up front so tests wait for behaviour, not for the first transform. */
export async function preloadPages(): Promise<void> {
  await Promise.all([
    import('../../../src/lib/md5-hasher'),
    import('../../../src/features/auth/login/login-page'),
    import('../../../src/features/auth/login/sms-login-form'),
    import('../../../src/features/auth/login/scan-login-panel'),
    import('../../../src/features/auth/lock-screen/lock-screen-page'),
    import('../../../src/app/router/console-routes'),
    import('../../../src/app/router/console-layout'),
    import('../../../src/app/router/screen'),
    import('../../../src/app/router/screen-registry'),
    import('../../../src/app/router/menu-route-outlet'),
    import('../../../src/app/router/public-placeholder-page'),
    import('../../../src/app/not-found'),
    import('../../../src/app/layouts/layout-switch'),
    import('../../../src/features/shell/home-page'),
    // Loaded when the person reaches for them (page search, project selector) or only where needed.
    import('../../../src/features/shell/page-search-box'),
    import('../../../src/features/shell/project-select'),
    import('../../../src/features/shell/not-available-page'),
    import('../../../src/app/layouts/sidebar-drawer'),
  ]);
}
