/** Loads the lazily split pages up front so tests wait for behaviour, not for the first transform. */
export async function preloadPages(): Promise<void> {
  await Promise.all([
    import('../../../src/features/auth/login/login-page'),
    import('../../../src/features/auth/lock-screen/lock-screen-page'),
    import('../../../src/app/layouts/layout-switch'),
    import('../../../src/features/shell/home-page'),
  ]);
}
