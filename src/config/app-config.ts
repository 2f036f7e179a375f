/** Build-time settings and the product constants of spec section 9. Everything tunable lives here. */
export const APP_CONFIG = {
  /** Every local setting is stored under this prefix (spec section 3). */
  storagePrefix: 'sluice_',
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  dataVHost: import.meta.env.VITE_DATAV_HOST ?? '/datav',
  /** Default request timeout. The spec leaves it open; 30 s outlasts a slow link without hanging a duty officer. */
  requestTimeoutMs: 30_000,
  /** The spec's slow calls (sync, email receive, data permission, data sync execute). */
  slowRequestTimeoutMs: 100_000,
  primaryColor: '#1890ff',
  sidebarWidth: 210,
  sidebarCollapsedWidth: 64,
  mobileBreakpoint: 992,
  toastSeconds: 1.5,
  lastLoginNoticeSeconds: 2,
  smsCountdownSeconds: 60,
  scanPollMs: 1_000,
  defaultRunningMode: '111',
} as const;
